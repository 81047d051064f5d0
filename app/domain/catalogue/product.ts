/**
 * Pure catalogue rules (products, roundups, the products table): the shape of a
 * product, which products have a full review (and so a rating), rating rounding,
 * price formatting and which products the review pages list. No I/O here;
 * any side (server, browser, scripts) may import it.
 */

import {
  CATEGORY_NAMES,
  EVIDENCE_GRADES,
  ICON_NAMES,
  RETAILER_NAMES,
  type CatalogueProduct,
  type CatalogueRetailer,
  type Category,
  type CategoryName,
  type EvidenceGrade,
  type Feature,
  type IconName,
  type ProductForm,
  type RetailerName,
  type Source,
} from "#app/content/catalogue/types.ts";

/** The catalogue's data shapes belong to the content (app/content/catalogue/types.ts); re-exported for the domain's users. */
export { CATEGORY_NAMES, EVIDENCE_GRADES, ICON_NAMES, RETAILER_NAMES };
export type {
  CatalogueProduct,
  CatalogueRetailer,
  Category,
  CategoryName,
  Feature,
  IconName,
  ProductForm,
  RetailerName,
  Source,
};

/** The major online marketplace: its retailer entry drives 'Shop on Amazon' / 'Buy on Amazon'. */
export const MARKETPLACE = "Amazon";
/** A retailer as stored and shown (name, price number, link). */
export type Retailer = { name: string; price: number; link: string };

/** Forms that are gear or objects, not something you swallow: supplement wording never fits them. */
export const GEAR_FORMS: readonly ProductForm[] = [
  "bands",
  "dumbbell",
  "mat",
  "roller",
  "kettlebell",
  "rope",
  "blanket",
  "book",
  "lamp",
];
export function isGear(product: { form: ProductForm | null }): boolean {
  return product.form !== null && GEAR_FORMS.includes(product.form);
}

/** A product with every derived field filled in. */
export type Product = {
  slug: string;
  name: string;
  categoryName: string;
  description: string;
  longDescription: string;
  features: Feature[];
  imageSrc: string;
  /** What the image shows, for readers who cannot see it (the product's name for the built-in illustrations). */
  imageAlt: string;
  retailers: Retailer[];
  /** The review's rating out of 5; null until the product has a full review (then it shows "Not yet reviewed"). */
  rating: number | null;
  /** True when the method was applied in full: an in-depth review and a rating. */
  reviewed: boolean;
  pros: string[];
  cons: string[];
  whoIsItFor: string;
  detailedReview: string;
  /** Shown beside the claims when the product has one. */
  safetyNote: string | null;
  /** False for a product the site does not recommend (no buy link; listed under "What we don't recommend"). */
  recommended: boolean;
  /** The review's sources, numbered on the review page. */
  sources: Source[];
};

/**
 * The highest rating each evidence grade allows, since the method weighs the evidence first: five stars
 * (4.5 and up) only where trials or guidelines support the main use, and at most 3 where they do not.
 */
export const RATING_CEILINGS = { supported: 5, limited: 4.4, "not-supported": 3 } as const;

/**
 * Whether the review method was applied in full: an in-depth review and a rating. Anything less is
 * "Not yet reviewed": no stars, no rating anywhere (the spec's default rating would be one the method never set).
 */
export function isReviewed(product: Pick<CatalogueProduct, "rating" | "detailedReview">): boolean {
  return product.detailedReview !== undefined && product.rating !== undefined;
}

/** Fixed statements the migration writes into the products table. */
export const MIGRATION_CONS = ["May be pricier than some alternatives.", "Results can vary individually."] as const;
export const MIGRATION_WHO_IS_IT_FOR =
  "Individuals looking for high-quality, effective wellness products to support their health goals.";

export const PRODUCT_IMAGE_SIZE = 640;

export function productImageSrc(slug: string): string {
  return `/images/products/${slug}.webp`;
}

/** A marketplace search link; Amazon links carry the site's associate tag. */
export function retailerLink(retailer: Pick<CatalogueRetailer, "name" | "search">, affiliateTag: string): string {
  const q = encodeURIComponent(retailer.search).replace(/%20/g, "+");
  switch (retailer.name) {
    case "Amazon":
      return `https://www.amazon.com/s?k=${q}${affiliateTag ? `&tag=${encodeURIComponent(affiliateTag)}` : ""}`;
    case "Walmart":
      return `https://www.walmart.com/search?q=${q}`;
    case "Target":
      return `https://www.target.com/s?searchTerm=${q}`;
    case "iHerb":
      return `https://www.iherb.com/search?kw=${q}`;
  }
}

/** Fills in a built-in product's derived fields (pros default to the feature texts, the label's own words). */
export function resolveProduct(product: CatalogueProduct, affiliateTag: string): Product {
  const reviewed = isReviewed(product);
  return {
    slug: product.slug,
    name: product.name,
    categoryName: product.category,
    description: product.description,
    longDescription: product.longDescription,
    features: product.features,
    imageSrc: productImageSrc(product.slug),
    imageAlt: product.name,
    retailers: product.retailers.map((r) => ({ name: r.name, price: r.price, link: retailerLink(r, affiliateTag) })),
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

/** The row the seed and the data migration write into `products`. */
export function toProductRow(product: CatalogueProduct, affiliateTag: string) {
  const resolved = resolveProduct(product, affiliateTag);
  return {
    slug: product.slug,
    name: product.name,
    category: product.category,
    description: product.description,
    longDescription: product.longDescription,
    features: product.features.map((f) => ({ icon: f.icon, text: f.text })),
    imageSrc: resolved.imageSrc,
    retailers: resolved.retailers,
    rating: resolved.rating,
    pros: product.features.map((f) => f.text),
    cons: [...MIGRATION_CONS],
    whoIsItFor: MIGRATION_WHO_IS_IT_FOR,
    detailedReview: product.detailedReview ?? null,
  };
}
export type ProductRow = ReturnType<typeof toProductRow>;

/** The 5-star display: the rating rounded to the nearest whole star, within 0–5. */
export function roundedStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/** The detail display: one decimal out of 5.0, e.g. '4.5 / 5.0'. Pages print it as it is, never with another "/ 5". */
export function formatRating(rating: number): string {
  return `${rating.toFixed(1)} / 5.0`;
}

/** A price to 2 decimals with a dollar sign: 12.9 → '$12.90'. */
export function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}

/** The affiliate card's price: 'From $' plus the first retailer's price, or null without retailers. */
export function fromPrice(retailers: readonly { price: number }[]): string | null {
  const first = retailers[0];
  return first ? `From ${formatPrice(first.price)}` : null;
}

/** The major marketplace's retailer entry, if the product has one. */
export function marketplaceRetailer<R extends { name: string }>(retailers: readonly R[]): R | undefined {
  return retailers.find((r) => r.name === MARKETPLACE);
}

/** Every product slug that appears in at least one roundup. */
export function roundupProductSlugs(roundups: readonly { products: readonly { slug: string }[] }[]): Set<string> {
  return new Set(roundups.flatMap((r) => r.products.map((p) => p.slug)));
}

/**
 * The products whose own page, /product-reviews/{slug}, search and the sitemap list: those in some roundup and
 * those with a full review (an editor's new review is found before it joins a roundup). The review list page keeps
 * the spec's rule, roundup products only (productsInRoundups).
 */
export function reviewPageSlugs(
  products: readonly Pick<CatalogueProduct, "slug" | "rating" | "detailedReview">[],
  roundups: readonly { products: readonly { slug: string }[] }[],
): Set<string> {
  const slugs = roundupProductSlugs(roundups);
  for (const product of products) if (isReviewed(product)) slugs.add(product.slug);
  return slugs;
}

/** Only products that appear in some roundup are listed on the review pages. */
export function productsInRoundups<P extends { slug: string }>(
  products: readonly P[],
  roundups: readonly { products: readonly { slug: string }[] }[],
): P[] {
  const listed = roundupProductSlugs(roundups);
  return products.filter((p) => listed.has(p.slug));
}

/** Groups products under categories, in the categories' order, leaving out empty groups. */
export function groupByCategory<P extends { categoryName: string }>(
  products: readonly P[],
  categories: readonly { name: string }[],
): { category: string; products: P[] }[] {
  const known = new Set(categories.map((c) => c.name));
  const order = [
    ...categories.map((c) => c.name),
    ...new Set(products.map((p) => p.categoryName).filter((n) => !known.has(n))),
  ];
  return order
    .map((category) => ({ category, products: products.filter((p) => p.categoryName === category) }))
    .filter((group) => group.products.length > 0);
}

/** Roundup cards show a collage of at most 4 product images. */
export const ROUNDUP_COLLAGE_MAX = 4;
export function collageImages<P extends { imageSrc: string | null }>(products: readonly P[]): P[] {
  return products.filter((p) => p.imageSrc).slice(0, ROUNDUP_COLLAGE_MAX);
}

/**
 * The home page's comparison teaser: three groups with their reviewed count and average rating.
 * A group with no reviewed product is shown as coming, with no count and no rating. Only products with a
 * full review count: a product not yet reviewed has no rating to average.
 */
export type TeaserGroup = { name: "Supplements" | "Skincare" | "Fitness"; reviewed: number; rating: number | null };

/**
 * Figures for the teaser computed from the listed catalogue, so the counts and
 * ratings the home page shows are the ones a reader finds on the review pages:
 * Supplements = every listed product that is not gear, Skincare = listed skincare
 * products (the catalogue has none yet: collagen powders are supplements, not skincare),
 * Fitness = the listed Fitness products. A rating is the mean of the products' ratings, to one decimal.
 */
export function comparisonTeaser(
  products: readonly TeaserProduct[],
  roundups: readonly { products: readonly { slug: string }[] }[],
): TeaserGroup[] {
  const listed = productsInRoundups(products, roundups).filter(isReviewed);
  const group = (name: TeaserGroup["name"], members: TeaserProduct[]): TeaserGroup => ({
    name,
    reviewed: members.length,
    rating:
      members.length === 0
        ? null
        : Math.round((members.reduce((sum, p) => sum + p.rating!, 0) / members.length) * 10) / 10,
  });
  return [
    group(
      "Supplements",
      listed.filter((p) => !isGear(p)),
    ),
    group(
      "Skincare",
      listed.filter((p) => SKINCARE_CATEGORIES.includes(p.category)),
    ),
    group(
      "Fitness",
      listed.filter((p) => p.category === "Fitness"),
    ),
  ];
}

type TeaserProduct = Pick<CatalogueProduct, "slug" | "category" | "rating" | "detailedReview"> & {
  form: ProductForm | null;
};

/** Categories whose products are applied to the skin; none exist in the catalogue yet. */
export const SKINCARE_CATEGORIES: readonly string[] = ["Skincare"];

/** The effectiveness score (out of 10) each evidence grade allows; "not-supported" allows no score at all. */
export const EFFECTIVENESS_BANDS = { supported: [6, 10], limited: [3, 5] } as const;

/**
 * The method's caps (/how-we-review): a rating only with a full review, and never above its evidence
 * grade's ceiling (at most 3 where the evidence does not support the main use, under five stars where it is
 * limited); a product whose main use the evidence does not support has no comparison row; an effectiveness
 * score stays inside its grade's band. Returns what a product breaks, empty when it keeps the method.
 */
export function methodBreaches(
  product: Pick<CatalogueProduct, "slug" | "evidence" | "rating" | "comparison" | "detailedReview">,
): string[] {
  const breaches: string[] = [];
  const { rating } = product;
  if (rating !== undefined && product.detailedReview === undefined)
    breaches.push(`${product.slug}: rated ${rating} without a full review`);
  if (rating === undefined && product.detailedReview !== undefined)
    breaches.push(`${product.slug}: has an in-depth review but no rating`);
  if (rating !== undefined && rating > RATING_CEILINGS[product.evidence])
    breaches.push(
      `${product.slug}: rated ${rating}, above ${RATING_CEILINGS[product.evidence]}, the most "${product.evidence}" evidence allows`,
    );
  if (product.evidence === "not-supported") {
    if (product.comparison)
      breaches.push(`${product.slug}: has a comparison score though the evidence does not support its main use`);
  } else if (product.comparison) {
    const [low, high] = EFFECTIVENESS_BANDS[product.evidence];
    const score = product.comparison.effectiveness;
    if (score < low || score > high)
      breaches.push(
        `${product.slug}: effectiveness ${score}/10 outside ${low}–${high} for "${product.evidence}" evidence`,
      );
  }
  return breaches;
}

/**
 * Whether the site recommends a product: its main use has evidence behind it and, once reviewed, it scores
 * above 3. A product not yet reviewed is judged on its evidence alone.
 */
export function isRecommended(product: Pick<CatalogueProduct, "evidence" | "rating">): boolean {
  return product.evidence !== "not-supported" && (product.rating === undefined || product.rating > 3);
}

export type ComparisonRow = {
  slug: string;
  name: string;
  /** Null for a product not yet reviewed (the guide says so instead of showing stars). */
  rating: number | null;
  price: number;
  /** The day the price was checked (YYYY-MM-DD), or null when no one recorded it. */
  priceCheckedOn: string | null;
  effectiveness: number;
  evidence: EvidenceGrade;
  features: { value: string; good: boolean | null }[];
};

/** The comparison guide's tables, each row read from the product's own review data. */
export function comparisonTables(
  categories: readonly { title: string; intro?: string; featureLabels: string[]; slugs: string[] }[],
  products: readonly Pick<
    CatalogueProduct,
    "slug" | "name" | "evidence" | "rating" | "detailedReview" | "comparison"
  >[],
): { title: string; intro: string; featureLabels: string[]; products: ComparisonRow[] }[] {
  return categories.map((category) => ({
    title: category.title,
    intro: category.intro ?? "",
    featureLabels: category.featureLabels,
    products: category.slugs.flatMap((slug) => {
      const product = products.find((candidate) => candidate.slug === slug);
      if (!product?.comparison || !isRecommended(product)) return [];
      return [
        {
          slug,
          name: product.name,
          rating: isReviewed(product) ? product.rating! : null,
          price: product.comparison.pricePerServing,
          priceCheckedOn: product.comparison.priceCheckedOn ?? null,
          effectiveness: product.comparison.effectiveness,
          evidence: product.evidence,
          features: product.comparison.facts,
        },
      ];
    }),
  }));
}
