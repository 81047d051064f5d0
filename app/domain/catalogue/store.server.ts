import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { ComparisonCategory } from "#app/content/catalogue/comparison.ts";
import type { Roundup } from "#app/content/catalogue/roundups.ts";
import type { Interview } from "#app/content/interviews/index.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import type { CategoryName, IconName, ProductForm } from "./product.ts";
import type { StoredProduct } from "./stored-product.ts";

/**
 * The catalogue as the database holds it, in the shapes of the built-in catalogue (so the method's rules and
 * the pages' pure helpers read it unchanged): products with their full review, retailers and comparison
 * facts, the roundups, the comparison guide's tables, the Affiliate Corner and the interviews.
 *
 * "public" is what readers see: published items whose publication time has come, and roundup items, comparison
 * rows and listings of such products only. "editor" is everything, drafts and retired items included (the
 * admin, and the rules checked on save).
 */
export type Audience = "public" | "editor";

/** An interview as stored: a real person's has credentials and recorded consent; otherwise it is illustrative. */
export type StoredInterview = Interview & {
  illustrative: boolean;
  credentials: string | null;
  consentRecordedAt: Date | null;
  status: StoredProduct["status"];
};

export type CatalogueSnapshot = {
  products: StoredProduct[];
  roundups: (Roundup & { status: StoredProduct["status"] })[];
  comparisonCategories: (ComparisonCategory & { slug: string; intro: string })[];
  affiliateGroups: { category: string; slugs: string[] }[];
  interviews: StoredInterview[];
};

export async function loadCatalogue(
  audience: Audience = "public",
  database: Database = defaultDb,
): Promise<CatalogueSnapshot> {
  const { products, productReviews, productRetailers, roundups, roundupItems, comparisonTables, comparisonRows } =
    schema;
  const productWhere =
    audience === "public"
      ? and(
          eq(products.status, "published"),
          or(isNull(products.publishedAt), lte(products.publishedAt, new Date())),
          // Held by the review gate: off the site until a reviewer signs off (decision 048).
          isNull(products.reviewHold),
        )
      : undefined;
  const productRows = await database
    .select()
    .from(products)
    .where(productWhere)
    .orderBy(asc(products.position), asc(products.name));
  const slugs = productRows.map((row) => row.slug);
  const [reviews, retailers, roundupRows, itemRows, tableRows, rowRows, listingRows, interviewRows] = await Promise.all(
    [
      slugs.length === 0
        ? []
        : database.select().from(productReviews).where(inArray(productReviews.productSlug, slugs)),
      slugs.length === 0
        ? []
        : database
            .select()
            .from(productRetailers)
            .where(inArray(productRetailers.productSlug, slugs))
            .orderBy(asc(productRetailers.productSlug), asc(productRetailers.position)),
      database
        .select()
        .from(roundups)
        // Held by the review gate: off the site until a reviewer signs off (decision 048).
        .where(audience === "public" ? and(eq(roundups.status, "published"), isNull(roundups.reviewHold)) : undefined)
        .orderBy(asc(roundups.position), asc(roundups.title)),
      database.select().from(roundupItems).orderBy(asc(roundupItems.roundupSlug), asc(roundupItems.position)),
      database
        .select()
        .from(comparisonTables)
        // A table whose intro or labels wait for a sign-off is off the guide, as a held row is.
        .where(audience === "public" ? isNull(comparisonTables.reviewHold) : undefined)
        .orderBy(asc(comparisonTables.position)),
      database
        .select()
        .from(comparisonRows)
        .where(audience === "public" ? isNull(comparisonRows.reviewHold) : undefined)
        .orderBy(asc(comparisonRows.tableSlug), asc(comparisonRows.position)),
      database.select().from(schema.affiliateListings).orderBy(asc(schema.affiliateListings.position)),
      database
        .select()
        .from(schema.interviews)
        // A published interview held by the review gate (its advice changed since a sign-off) is off the site.
        .where(
          audience === "public"
            ? and(eq(schema.interviews.status, "published"), isNull(schema.interviews.reviewHold))
            : undefined,
        )
        .orderBy(asc(schema.interviews.position), asc(schema.interviews.name)),
    ],
  );
  const known = new Set(slugs);
  const reviewBySlug = new Map(reviews.map((r) => [r.productSlug, r]));
  const comparisonBySlug = new Map(rowRows.map((r) => [r.productSlug, r]));
  const storedProducts: StoredProduct[] = productRows.map((row) => {
    const review = reviewBySlug.get(row.slug);
    const full = review && review.body !== null && review.rating !== null ? review : null;
    const comparison = comparisonBySlug.get(row.slug);
    return {
      slug: row.slug,
      name: row.name,
      category: row.category as CategoryName,
      evidence: row.evidence,
      form: row.form as ProductForm | null,
      description: row.description,
      longDescription: row.longDescription,
      features: row.features.map((f) => ({ icon: (f.icon ?? "BadgeCheck") as IconName, text: f.text })),
      retailers: retailers
        .filter((r) => r.productSlug === row.slug)
        .map((r) => ({ name: r.name, price: r.price, url: r.url, checkedOn: r.checkedOn })),
      ...(full ? { rating: full.rating!, detailedReview: full.body! } : {}),
      ...(row.ownPros ? { pros: row.ownPros } : {}),
      cons: row.ownCons,
      whoIsItFor: row.ownAudience,
      ...(comparison
        ? {
            comparison: {
              pricePerServing: comparison.pricePerServing,
              // The built-in rows have no checked date: a row shows one only once an editor recorded it.
              ...(comparison.priceCheckedOn ? { priceCheckedOn: comparison.priceCheckedOn } : {}),
              effectiveness: comparison.effectiveness,
              facts: comparison.facts,
            },
          }
        : {}),
      sources: row.sources,
      ...(row.safetyNote ? { safetyNote: row.safetyNote } : {}),
      imageSrc: row.imageSrc ?? "",
      imageAlt: row.imageAlt ?? row.name,
      status: row.status,
      publishedAt: row.publishedAt,
      position: row.position,
    };
  });
  return {
    products: storedProducts,
    roundups: roundupRows.map((roundup) => ({
      slug: roundup.slug,
      title: roundup.title,
      description: roundup.description,
      coverImageDescription: roundup.coverImageDescription,
      status: roundup.status,
      products: itemRows
        .filter((item) => item.roundupSlug === roundup.slug && known.has(item.productSlug))
        .map((item) => ({ slug: item.productSlug, reason: item.reason })),
    })),
    comparisonCategories: tableRows.map((table) => ({
      slug: table.slug,
      title: table.title,
      intro: table.intro,
      featureLabels: table.featureLabels,
      slugs: rowRows.filter((r) => r.tableSlug === table.slug && known.has(r.productSlug)).map((r) => r.productSlug),
    })),
    affiliateGroups: groupListings(listingRows.filter((listing) => known.has(listing.productSlug))),
    interviews: interviewRows.map((row) => ({
      id: row.slug,
      name: row.name,
      title: row.title,
      topic: row.topic,
      summary: row.summary,
      quote: row.quote,
      imageSrc: row.imageSrc,
      imageDescription: row.imageDescription,
      date: row.interviewDate,
      content: row.content,
      illustrative: row.illustrative,
      credentials: row.credentials,
      consentRecordedAt: row.consentRecordedAt,
      status: row.status,
    })),
  };
}

/** Listings grouped by category, groups in the order their first listing comes. */
function groupListings(listings: { productSlug: string; category: string }[]) {
  const groups: { category: string; slugs: string[] }[] = [];
  for (const listing of listings) {
    const group = groups.find((g) => g.category === listing.category);
    if (group) group.slugs.push(listing.productSlug);
    else groups.push({ category: listing.category, slugs: [listing.productSlug] });
  }
  return groups;
}
