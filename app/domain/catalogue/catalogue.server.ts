import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { isPublic } from "#app/domain/articles/articles.server.ts";
import { categories } from "#app/content/catalogue/categories.ts";
import { config } from "#platform/config.ts";
import { db, schema, type Database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import {
  collageImages,
  comparisonTables,
  comparisonTeaser,
  groupByCategory,
  productsInRoundups,
  type Product,
} from "./product.ts";
import { resolveStoredProduct, type StoredProduct } from "./stored-product.ts";
import { loadCatalogue, type Audience, type CatalogueSnapshot } from "./store.server.ts";

/**
 * Catalogue reads for the pages. Everything comes from the catalogue tables (store.server.ts): products with
 * their editorial record and full review, retailers (the affiliate tag added here, from the setting), the
 * roundups, the comparison guide, the Affiliate Corner and the interviews. Public pages see published items
 * only.
 */
export type ProductView = Product;

export function toProductView(product: StoredProduct): ProductView {
  return resolveStoredProduct(product, config.AFFILIATE_TAG);
}

export { loadCatalogue };
export type { Audience, CatalogueSnapshot };

/** Every product a reader can open, as the pages show them. */
export async function listProductViews(audience: Audience = "public", database: Database = db): Promise<ProductView[]> {
  return (await loadCatalogue(audience, database)).products.map(toProductView);
}

export async function getProduct(slug: string): Promise<ProductView | null> {
  const product = (await loadCatalogue()).products.find((p) => p.slug === slug);
  return product ? toProductView(product) : null;
}

/** A product in any state (draft, scheduled, retired too), for an admin's preview of its public page. */
export async function getEditorProduct(slug: string): Promise<ProductView | null> {
  const product = (await loadCatalogue("editor")).products.find((p) => p.slug === slug);
  return product ? toProductView(product) : null;
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

/** /product-reviews: products that appear in some roundup, grouped by category, in editorial order. */
export async function listReviewGroups() {
  const catalogue = await loadCatalogue();
  const listed = productsInRoundups(catalogue.products.map(toProductView), catalogue.roundups);
  return groupByCategory(listed, categories).map((group) => ({
    category: categories.find((c) => c.name === group.category) ?? null,
    name: group.category,
    products: group.products,
  }));
}

/** /product-roundups: every roundup with up to four product images for its collage. */
export async function listRoundupCards() {
  const catalogue = await loadCatalogue();
  const bySlug = new Map(catalogue.products.map((p) => [p.slug, p]));
  return catalogue.roundups.map((roundup) => ({
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
  const catalogue = await loadCatalogue();
  const roundup = catalogue.roundups.find((r) => r.slug === slug);
  if (!roundup) return null;
  const slugs = roundup.products.map((p) => p.slug);
  const bySlug = new Map(catalogue.products.map((p) => [p.slug, p]));
  const reviewed = await reviewedSlugs(slugs);
  const items = roundup.products.flatMap(({ slug: productSlug, reason }) => {
    const product = bySlug.get(productSlug);
    return product ? [{ product: toProductView(product), reason, hasReview: reviewed.has(productSlug) }] : [];
  });
  return { slug: roundup.slug, title: roundup.title, description: roundup.description, items };
}

/** /affiliates: the affiliate items (catalogue products) with their category, in group order. */
export async function listAffiliateItems() {
  const catalogue = await loadCatalogue();
  const bySlug = new Map(catalogue.products.map((p) => [p.slug, p]));
  return catalogue.affiliateGroups.flatMap((group) =>
    group.slugs.flatMap((slug) => {
      const product = bySlug.get(slug);
      return product ? [{ ...toProductView(product), categoryName: group.category }] : [];
    }),
  );
}

export async function getAffiliateItem(slug: string): Promise<ProductView | null> {
  const catalogue = await loadCatalogue();
  if (!catalogue.affiliateGroups.some((group) => group.slugs.includes(slug))) return null;
  const product = catalogue.products.find((p) => p.slug === slug);
  return product ? toProductView(product) : null;
}

/**
 * /comparison-guide: one table per category, each row read from its product's review. A table with no
 * published row is not shown (a new table, or one whose rows were all removed).
 */
export async function listComparisonTables() {
  const catalogue = await loadCatalogue();
  return comparisonTables(catalogue.comparisonCategories, catalogue.products).filter(
    (table) => table.products.length > 0,
  );
}

/** The home page's teaser: counts and ratings of the listed catalogue, what a reader finds on the review pages. */
export async function homeComparisonTeaser() {
  const catalogue = await loadCatalogue();
  return comparisonTeaser(catalogue.products, catalogue.roundups);
}

/** The public interviews, in order. */
export async function listInterviews() {
  return (await loadCatalogue()).interviews;
}

/** An interview in any state (a draft too), for an admin's preview of its public page. */
export async function findEditorInterview(slug: string) {
  return (await loadCatalogue("editor")).interviews.find((interview) => interview.id === slug) ?? null;
}

export async function findPublicInterview(slug: string) {
  return (await loadCatalogue()).interviews.find((interview) => interview.id === slug) ?? null;
}

/**
 * A retired product's name and where its 410 page points: a roundup that listed it and that readers can open
 * (published and not held by the review gate), else its category's reviews if readers have any, else all
 * reviews. Null when the product is not retired.
 */
export async function retiredProduct(slug: string, database: Database = db) {
  const [product] = await database
    .select({ name: schema.products.name, category: schema.products.category, status: schema.products.status })
    .from(schema.products)
    .where(eq(schema.products.slug, slug));
  if (!product || product.status !== "retired") return null;
  const [roundup] = await database
    .select({ slug: schema.roundups.slug, title: schema.roundups.title })
    .from(schema.roundupItems)
    .innerJoin(schema.roundups, eq(schema.roundups.slug, schema.roundupItems.roundupSlug))
    .where(
      and(
        eq(schema.roundupItems.productSlug, slug),
        eq(schema.roundups.status, "published"),
        isNull(schema.roundups.reviewHold),
      ),
    )
    .orderBy(asc(schema.roundups.position), asc(schema.roundups.title))
    .limit(1);
  const category = categories.find((c) => c.name === product.category);
  const listed =
    category !== undefined &&
    (await listReviewGroups()).some((group) => group.category?.slug === category.slug && group.products.length > 0);
  return {
    name: product.name,
    roundup: roundup ?? null,
    category: listed ? { slug: category.slug, name: category.name } : null,
  };
}

/**
 * Articles whose text links to a product's review or affiliate page, public ones first, drafts and held ones
 * too (one published later would carry the link): reported to the editor when it is retired.
 */
export async function articlesLinkingTo(slug: string, database: Database = db) {
  // Slugs are lowercase letters, digits and hyphens: nothing in one is special in a pattern.
  const pattern = `/(product-reviews|affiliates)/${slug}([^a-z0-9-]|$)`;
  const isPublicNow = sql<boolean>`coalesce(${isPublic()}, false)`;
  return database
    .select({ slug: schema.articles.slug, title: schema.articles.title, public: isPublicNow })
    .from(schema.articles)
    .where(sql`${schema.articles.content} ~ ${pattern}`)
    .orderBy(sql`${isPublicNow} desc`, schema.articles.title);
}
