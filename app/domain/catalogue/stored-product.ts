/**
 * A product as the catalogue tables hold it (issue 60), and how a page resolves it: pure, like product.ts.
 */
import type { CatalogueProduct, ProductForm } from "#app/content/catalogue/types.ts";
import { isRecommended, isReviewed, type Product } from "./product.ts";

/** A lowercase URL slug of a title: "Women's Multivitamins" → "womens-multivitamins". */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** draft | scheduled | published | retired (the catalogue's content states). */
export type CatalogueStatus = "draft" | "scheduled" | "published" | "retired";

/** A retailer as the database keeps it: an https link without the affiliate tag, the price and when it was checked. */
export type StoredRetailer = { name: string; price: number; url: string; checkedOn: string | null };

/**
 * A product as the catalogue tables hold it: the built-in shape (which the method's rules read) with its
 * retailers' links, image, state and editorial order. The rating and in-depth review are its full review's.
 */
export type StoredProduct = Omit<CatalogueProduct, "retailers" | "form"> & {
  form: ProductForm | null;
  retailers: StoredRetailer[];
  imageSrc: string;
  imageAlt: string;
  status: CatalogueStatus;
  publishedAt: Date | null;
  position: number;
};

/** Whether a link goes to the major marketplace (Amazon), whose links carry the site's associate tag. */
function isMarketplaceLink(url: string): boolean {
  try {
    return /(^|\.)amazon\.[a-z.]+$/.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The link a page shows: a marketplace link gets the associate tag from the setting (never stored). */
export function taggedLink(url: string, affiliateTag: string): string {
  if (!affiliateTag || !isMarketplaceLink(url) || /[?&]tag=/.test(url)) return url;
  return `${url}${url.includes("?") ? "&" : "?"}tag=${encodeURIComponent(affiliateTag)}`;
}

/** Fills in a stored product's derived fields, as resolveProduct does for a built-in one. */
export function resolveStoredProduct(product: StoredProduct, affiliateTag: string): Product {
  const reviewed = isReviewed(product);
  return {
    slug: product.slug,
    name: product.name,
    categoryName: product.category,
    description: product.description,
    longDescription: product.longDescription,
    features: product.features,
    imageSrc: product.imageSrc,
    imageAlt: product.imageAlt || product.name,
    retailers: product.retailers.map((r) => ({ name: r.name, price: r.price, link: taggedLink(r.url, affiliateTag) })),
    rating: reviewed ? product.rating! : null,
    reviewed,
    pros: product.pros ?? product.features.map((f) => f.text),
    cons: product.cons,
    whoIsItFor: product.whoIsItFor,
    detailedReview: reviewed ? product.detailedReview! : "",
    safetyNote: product.safetyNote ?? null,
    recommended: isRecommended(product),
    sources: [...(product.sources ?? [])],
  };
}
