import { inArray, eq } from "drizzle-orm";
import { catalogueProducts, findCatalogueProduct } from "#app/content/catalogue/products.ts";
import { affiliateGroups, affiliateSlugs } from "#app/content/catalogue/affiliates.ts";
import { categories } from "#app/content/catalogue/categories.ts";
import { findRoundup, roundups } from "#app/content/catalogue/roundups.ts";
import { config } from "#platform/config.ts";
import { db, schema } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { collageImages, groupByCategory, productsInRoundups, resolveProduct, type Product } from "./product.ts";

/**
 * Catalogue reads. Products come from the `products` table; the editorial
 * verdict (pros, cons, who it is for, the in-depth review) is joined from the
 * built-in catalogue, which applies the spec's defaults. A product that exists
 * only in the table falls back to the table's own columns.
 */
type ProductRow = typeof schema.products.$inferSelect;

export type ProductView = Product;

export function toProductView(row: ProductRow): ProductView {
  const builtIn = findCatalogueProduct(row.slug);
  const editorial = builtIn ? resolveProduct(builtIn, config.AFFILIATE_TAG) : null;
  const tableReviewed = row.rating !== null && Boolean(row.detailedReview);
  return {
    slug: row.slug,
    name: row.name,
    categoryName: row.category,
    description: row.description,
    longDescription: row.longDescription,
    features: row.features.map((f) => ({
      icon: (f.icon ?? "BadgeCheck") as ProductView["features"][number]["icon"],
      text: f.text,
    })),
    imageSrc: row.imageSrc ?? "",
    retailers: row.retailers,
    // The review's rating is the one source of truth for a built-in product (the table keeps a copy); a
    // product without a full review has none, whatever a row says.
    rating: editorial ? editorial.rating : tableReviewed ? row.rating : null,
    reviewed: editorial ? editorial.reviewed : tableReviewed,
    pros: editorial?.pros ?? row.pros,
    cons: editorial?.cons ?? row.cons,
    whoIsItFor: editorial?.whoIsItFor ?? row.whoIsItFor,
    detailedReview: editorial ? editorial.detailedReview : tableReviewed ? row.detailedReview! : "",
    safetyNote: editorial?.safetyNote ?? null,
    recommended: editorial?.recommended ?? (row.rating === null || row.rating > 3),
    sources: editorial?.sources ?? [],
  };
}

async function productsBySlug(slugs: readonly string[]): Promise<Map<string, ProductView>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select()
    .from(schema.products)
    .where(inArray(schema.products.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, toProductView(row)]));
}

export async function getProduct(slug: string): Promise<ProductView | null> {
  const [row] = await db.select().from(schema.products).where(eq(schema.products.slug, slug)).limit(1);
  return row ? toProductView(row) : null;
}

/** Which of these products have a full review (a product_reviews row). Errors are logged; none then has one. */
export async function reviewedSlugs(slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  try {
    const rows = await db
      .select({ productSlug: schema.productReviews.productSlug })
      .from(schema.productReviews)
      .where(inArray(schema.productReviews.productSlug, [...slugs]));
    return new Set(rows.map((r) => r.productSlug));
  } catch (error) {
    logger.error({ err: error }, "review lookup failed; treating products as having no review");
    return new Set();
  }
}

/** /product-reviews: products that appear in some roundup, grouped by category. */
export async function listReviewGroups() {
  const rows = await db.select().from(schema.products).orderBy(schema.products.name);
  // Built-in products keep the catalogue's editorial order; others follow by name.
  const position = (slug: string) => {
    const index = catalogueProducts.findIndex((p) => p.slug === slug);
    return index === -1 ? catalogueProducts.length : index;
  };
  const ordered = rows.map(toProductView).sort((a, b) => position(a.slug) - position(b.slug));
  const listed = productsInRoundups(ordered, roundups);
  return groupByCategory(listed, categories).map((group) => ({
    category: categories.find((c) => c.name === group.category) ?? null,
    name: group.category,
    products: group.products,
  }));
}

/** /product-roundups: every roundup with up to four product images for its collage. */
export async function listRoundupCards() {
  const bySlug = await productsBySlug([...new Set(roundups.flatMap((r) => r.products.map((p) => p.slug)))]);
  return roundups.map((roundup) => ({
    slug: roundup.slug,
    title: roundup.title,
    description: roundup.description,
    coverImageDescription: roundup.coverImageDescription,
    images: collageImages(
      roundup.products.flatMap((p) => {
        const product = bySlug.get(p.slug);
        return product ? [{ name: product.name, imageSrc: product.imageSrc }] : [];
      }),
    ),
  }));
}

/** /product-roundups/:slug: the roundup's products in order, with reason and review flag; null when unknown. */
export async function getRoundupDetail(slug: string) {
  const roundup = findRoundup(slug);
  if (!roundup) return null;
  const slugs = roundup.products.map((p) => p.slug);
  const [bySlug, reviewed] = await Promise.all([productsBySlug(slugs), reviewedSlugs(slugs)]);
  const items = roundup.products.flatMap(({ slug: productSlug, reason }) => {
    const product = bySlug.get(productSlug);
    return product ? [{ product, reason, hasReview: reviewed.has(productSlug) }] : [];
  });
  return { slug: roundup.slug, title: roundup.title, description: roundup.description, items };
}

/** /affiliates: the affiliate items (catalogue products) with their category, in group order. */
export async function listAffiliateItems() {
  const bySlug = await productsBySlug(affiliateSlugs);
  return affiliateGroups.flatMap((group) =>
    group.slugs.flatMap((slug) => {
      const product = bySlug.get(slug);
      return product ? [{ ...product, categoryName: group.category }] : [];
    }),
  );
}

export async function getAffiliateItem(slug: string): Promise<ProductView | null> {
  if (!affiliateSlugs.includes(slug)) return null;
  return getProduct(slug);
}
