import { createHash } from "node:crypto";
import { inArray, like, sql } from "drizzle-orm";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
import { schema, type Database, type SeedStep } from "#platform/db/client.ts";
import { config } from "#platform/config.ts";
import { toProductRow, type ProductRow } from "./product.ts";

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
 * back. Prices, images and retailer links are left as they are; the admin
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
          sql`${schema.products.slug} = ${slug} and ${stored} is distinct from (${values.name}::text, ${values.description}::text, ${values.longDescription}::text, ${JSON.stringify(values.features)}::jsonb, ${values.rating}::real, ${JSON.stringify(values.pros)}::jsonb, ${JSON.stringify(values.cons)}::jsonb, ${values.whoIsItFor}::text, ${values.detailedReview}::text)`,
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

/**
 * Seed step: fills `products` from the built-in catalogue (the migration's
 * field shape) and `product_reviews` with the products that have an in-depth
 * review. Only adds what is missing and was never added, so running it again
 * changes nothing; an install seeded by an earlier version gets the current
 * texts once.
 */
export const catalogueSeedStep: SeedStep = {
  name: "catalogue",
  async run(db: Database) {
    const rows = catalogueProducts.map((product) => toProductRow(product, config.AFFILIATE_TAG));
    await seedCatalogueProducts(db, rows);
    await reviseCatalogueTexts(db, rows);
    const reviewed = catalogueProducts.filter((p) => p.detailedReview).map((p) => ({ productSlug: p.slug }));
    if (reviewed.length === 0) return;
    const present = await db
      .select({ slug: schema.products.slug })
      .from(schema.products)
      .where(
        inArray(
          schema.products.slug,
          reviewed.map((r) => r.productSlug),
        ),
      );
    const presentSlugs = new Set(present.map((p) => p.slug));
    const rowsToAdd = reviewed.filter((r) => presentSlugs.has(r.productSlug));
    if (rowsToAdd.length > 0) {
      await db
        .insert(schema.productReviews)
        .values(rowsToAdd)
        .onConflictDoNothing({ target: schema.productReviews.productSlug });
    }
  },
};
