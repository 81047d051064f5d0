import { catalogueProducts } from "#app/content/catalogue/products.ts";
import type { Database } from "#server/db/client.ts";
import { schema } from "#server/db/client.ts";
import { config } from "#server/config.ts";
import { toProductRow } from "./product.ts";

/**
 * Seed step: fills `products` from the built-in catalogue (the migration's
 * field shape) and `product_reviews` with the products that have an in-depth
 * review. Only adds what is missing, so running it again changes nothing.
 */
export const catalogueSeedStep = {
  name: "catalogue",
  async run(db: Database) {
    const rows = catalogueProducts.map((product) => toProductRow(product, config.AFFILIATE_TAG));
    await db.insert(schema.products).values(rows).onConflictDoNothing({ target: schema.products.slug });
    const reviewed = catalogueProducts.filter((p) => p.detailedReview).map((p) => ({ productSlug: p.slug }));
    if (reviewed.length > 0) {
      await db.insert(schema.productReviews).values(reviewed).onConflictDoNothing({ target: schema.productReviews.productSlug });
    }
  },
};
