import type { CatalogueProduct } from "./types.ts";
import { collagenProducts } from "./products-collagen.ts";
import { fitnessProducts } from "./products-fitness.ts";
import { gutHealthProducts } from "./products-gut.ts";
import { hormoneProducts } from "./products-hormone.ts";
import { mentalHealthProducts } from "./products-mental.ts";
import { multivitaminProducts } from "./products-multivitamins.ts";

/**
 * The built-in product catalogue. Names are generic, not
 * brands; retailers are marketplace searches (links are built with the
 * configured affiliate tag). This is what the seed and the data migration
 * write into the `products` table.
 */
export const catalogueProducts: CatalogueProduct[] = [
  ...collagenProducts,
  ...hormoneProducts,
  ...multivitaminProducts,
  ...mentalHealthProducts,
  ...fitnessProducts,
  ...gutHealthProducts,
];

export function findCatalogueProduct(slug: string): CatalogueProduct | undefined {
  return catalogueProducts.find((p) => p.slug === slug);
}
