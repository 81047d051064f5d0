import { createHash } from "node:crypto";
import { eq, isNull, like, sql } from "drizzle-orm";
import { affiliateGroups } from "#app/content/catalogue/affiliates.ts";
import { comparisonCategories } from "#app/content/catalogue/comparison.ts";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
import type { CatalogueProduct } from "#app/content/catalogue/types.ts";
import { roundups } from "#app/content/catalogue/roundups.ts";
import { interviews } from "#app/content/interviews/index.ts";
import { schema, type Database, type SeedStep } from "#platform/db/client.ts";
import { config } from "#platform/config.ts";
import { retailerLink, toProductRow, type ProductRow } from "./product.ts";
import { slugify } from "./stored-product.ts";

const textColumns = [
  "name",
  "description",
  "long_description",
  "features",
  "rating",
  "pros",
  "cons",
  "who_is_it_for",
  "detailed_review",
] as const;

/** The catalogue texts as the products table stores them, and one fingerprint of all of them. */
function catalogueTexts(rows: ProductRow[]) {
  const texts = rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    description: row.description,
    longDescription: row.longDescription,
    features: row.features,
    rating: row.rating,
    pros: row.pros,
    cons: row.cons,
    whoIsItFor: row.whoIsItFor,
    detailedReview: row.detailedReview,
  }));
  const fingerprint = createHash("sha256").update(JSON.stringify(texts)).digest("hex").slice(0, 16);
  return { texts, fingerprint };
}

/**
 * Brings products seeded by an earlier version up to the current built-in
 * texts and ratings (name, descriptions, features, rating, verdict), once per
 * catalogue text revision (a seed marker keyed by a fingerprint of them). Only rows that
 * still exist are updated: a product removed from the table is not brought
 * back, and a row an editor has saved (`edited_at`) is never rewritten. Prices, images and retailer links are
 * left as they are; the admin
 * data migration copies those. Returns how many products were rewritten.
 */
export async function reviseCatalogueTexts(db: Database, rows: ProductRow[]): Promise<number> {
  const { texts, fingerprint } = catalogueTexts(rows);
  return db.transaction(async (tx) => {
    const marker = await tx
      .insert(schema.seedMarkers)
      .values({ key: `catalogue:text:${fingerprint}` })
      .onConflictDoNothing()
      .returning({ key: schema.seedMarkers.key });
    if (marker.length === 0) return 0;
    let revised = 0;
    for (const { slug, ...values } of texts) {
      const stored = sql.raw(`(${textColumns.map((c) => `"products"."${c}"`).join(", ")})`);
      const updated = await tx
        .update(schema.products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          sql`${schema.products.slug} = ${slug} and ${schema.products.editedAt} is null and ${stored} is distinct from (${values.name}::text, ${values.description}::text, ${values.longDescription}::text, ${JSON.stringify(values.features)}::jsonb, ${values.rating}::real, ${JSON.stringify(values.pros)}::jsonb, ${JSON.stringify(values.cons)}::jsonb, ${values.whoIsItFor}::text, ${values.detailedReview}::text)`,
        )
        .returning({ slug: schema.products.slug });
      revised += updated.length;
    }
    return revised;
  });
}

/**
 * Adds each built-in product once: a product is inserted only the first time
 * its seed marker (`product:{slug}`) is written, so a product removed from the
 * table is not brought back on the next start. An install seeded before these
 * markers existed (products present, no product markers) gets its markers
 * written without inserting anything, for the same reason. Returns the slugs
 * inserted.
 */
export async function seedCatalogueProducts(db: Database, rows: ProductRow[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [anyMarker] = await tx
      .select({ key: schema.seedMarkers.key })
      .from(schema.seedMarkers)
      .where(like(schema.seedMarkers.key, "product:%"))
      .limit(1);
    const [anyProduct] = anyMarker
      ? [undefined]
      : await tx.select({ slug: schema.products.slug }).from(schema.products).limit(1);
    const seededBeforeMarkers = !anyMarker && anyProduct !== undefined;
    const fresh = await tx
      .insert(schema.seedMarkers)
      .values(rows.map((row) => ({ key: `product:${row.slug}` })))
      .onConflictDoNothing()
      .returning({ key: schema.seedMarkers.key });
    if (seededBeforeMarkers || fresh.length === 0) return [];
    const freshSlugs = new Set(fresh.map((m) => m.key.slice("product:".length)));
    const inserted = await tx
      .insert(schema.products)
      .values(rows.filter((row) => freshSlugs.has(row.slug)))
      .onConflictDoNothing({ target: schema.products.slug })
      .returning({ slug: schema.products.slug });
    return inserted.map((r) => r.slug);
  });
}

/** Writes a seed marker; true the first time only (the item is then added, and never again). */
async function firstTime(db: Database, key: string): Promise<boolean> {
  const written = await db
    .insert(schema.seedMarkers)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: schema.seedMarkers.key });
  return written.length > 0;
}

/**
 * Writes a built-in product's editorial record: its evidence grade, verdict, safety note, sources, retailers
 * (links without the affiliate tag) and full review. The seed does it once per product; the data migration
 * for rows no editor has saved.
 */
export async function writeEditorialRecord(db: Database, product: CatalogueProduct, position: number): Promise<void> {
  await db
    .update(schema.products)
    .set({
      evidence: product.evidence,
      form: product.form,
      ownPros: product.pros ?? null,
      ownCons: product.cons,
      ownAudience: product.whoIsItFor,
      safetyNote: product.safetyNote ?? null,
      sources: [...(product.sources ?? [])],
      imageAlt: product.name,
      position,
    })
    .where(eq(schema.products.slug, product.slug));
  await db.delete(schema.productRetailers).where(eq(schema.productRetailers.productSlug, product.slug));
  if (product.retailers.length > 0)
    await db.insert(schema.productRetailers).values(
      product.retailers.map((retailer, index) => ({
        productSlug: product.slug,
        position: index,
        name: retailer.name,
        // Stored without the affiliate tag: the setting adds it when a page is drawn.
        url: retailerLink(retailer, ""),
        price: retailer.price,
        checkedOn: CATALOGUE_CHECKED_ON,
      })),
    );
  if (product.detailedReview !== undefined && product.rating !== undefined)
    await db
      .insert(schema.productReviews)
      .values({ productSlug: product.slug, body: product.detailedReview, rating: product.rating })
      .onConflictDoUpdate({
        target: schema.productReviews.productSlug,
        set: { body: product.detailedReview, rating: product.rating },
        setWhere: isNull(schema.productReviews.body),
      });
}

/**
 * The editorial record of each built-in product (evidence grade, verdict, safety note, sources, retailers,
 * full review), roundups, comparison tables, affiliate listings and interviews: each added once (marker
 * `editorial:product:{slug}`, `roundup:{slug}`, …), so what an editor changes or removes is never written
 * back by a restart or an upgrade. A product's record is written only while its row exists.
 */
export async function seedCatalogueContent(db: Database): Promise<void> {
  const present = new Set(
    (await db.select({ slug: schema.products.slug }).from(schema.products)).map((row) => row.slug),
  );
  for (const [position, product] of catalogueProducts.entries()) {
    if (!present.has(product.slug)) continue;
    await db.transaction(async (tx) => {
      if (!(await firstTime(tx as unknown as Database, `editorial:product:${product.slug}`))) return;
      await writeEditorialRecord(tx as unknown as Database, product, position);
    });
  }
  for (const [position, roundup] of roundups.entries()) {
    if (!(await firstTime(db, `roundup:${roundup.slug}`))) continue;
    await db.transaction(async (tx) => {
      await tx
        .insert(schema.roundups)
        .values({
          slug: roundup.slug,
          position,
          title: roundup.title,
          description: roundup.description,
          coverImageDescription: roundup.coverImageDescription,
        })
        .onConflictDoNothing();
      const items = roundup.products
        .map((item, index) => ({
          roundupSlug: roundup.slug,
          productSlug: item.slug,
          position: index + 1,
          reason: item.reason,
        }))
        .filter((item) => present.has(item.productSlug));
      if (items.length > 0) await tx.insert(schema.roundupItems).values(items).onConflictDoNothing();
    });
  }
  for (const [position, table] of comparisonCategories.entries()) {
    const slug = slugify(table.title);
    if (!(await firstTime(db, `comparison:${slug}`))) continue;
    await db.transaction(async (tx) => {
      await tx
        .insert(schema.comparisonTables)
        .values({ slug, position, title: table.title, featureLabels: table.featureLabels })
        .onConflictDoNothing();
      const rows = table.slugs.flatMap((productSlug, index) => {
        const comparison = catalogueProducts.find((p) => p.slug === productSlug)?.comparison;
        return comparison && present.has(productSlug)
          ? [
              {
                productSlug,
                tableSlug: slug,
                position: index,
                pricePerServing: comparison.pricePerServing,
                effectiveness: comparison.effectiveness,
                facts: comparison.facts,
              },
            ]
          : [];
      });
      if (rows.length > 0) await tx.insert(schema.comparisonRows).values(rows).onConflictDoNothing();
    });
  }
  let affiliatePosition = 0;
  for (const group of affiliateGroups) {
    for (const productSlug of group.slugs) {
      const position = affiliatePosition++;
      if (!present.has(productSlug)) continue;
      if (!(await firstTime(db, `affiliate:${productSlug}`))) continue;
      await db
        .insert(schema.affiliateListings)
        .values({ productSlug, category: group.category, position })
        .onConflictDoNothing();
    }
  }
  for (const [position, interview] of interviews.entries()) {
    if (!(await firstTime(db, `interview:${interview.id}`))) continue;
    await db
      .insert(schema.interviews)
      .values({
        slug: interview.id,
        position,
        name: interview.name,
        title: interview.title,
        topic: interview.topic,
        summary: interview.summary,
        quote: interview.quote,
        imageSrc: interview.imageSrc,
        imageDescription: interview.imageDescription,
        interviewDate: interview.date,
        content: interview.content,
        // The built-in interviews are invented characters: the pages say so.
        illustrative: true,
      })
      .onConflictDoNothing();
  }
}

/** When the built-in catalogue's prices were last checked (its August 2025 review). */
export const CATALOGUE_CHECKED_ON = "2025-08-01";

/**
 * Seed step: fills `products` from the built-in catalogue (the migration's
 * field shape), then each product's editorial record and full review, the roundups, the comparison guide,
 * the Affiliate Corner and the interviews (seedCatalogueContent). Only adds what is missing and was never added, so running it again
 * changes nothing; an install seeded by an earlier version gets the current
 * texts once.
 */
export const catalogueSeedStep: SeedStep = {
  name: "catalogue",
  async run(db: Database) {
    const rows = catalogueProducts.map((product) => toProductRow(product, config.AFFILIATE_TAG));
    await seedCatalogueProducts(db, rows);
    await reviseCatalogueTexts(db, rows);
    await seedCatalogueContent(db);
  },
};
