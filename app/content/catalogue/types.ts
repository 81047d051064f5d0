/**
 * The shapes of the built-in catalogue data (products, categories, retailers). Content owns
 * its types: the catalogue domain (app/domain/catalogue/product.ts) reads these and derives the
 * stored and shown product from them; nothing here imports the domain.
 */

/** The lucide icon names the catalogue uses; the interface maps each to its component. */
export const ICON_NAMES = [
  "Activity",
  "AlarmClock",
  "Apple",
  "Award",
  "BadgeCheck",
  "Bed",
  "Bone",
  "BookOpen",
  "Brain",
  "Citrus",
  "Droplets",
  "Dumbbell",
  "Feather",
  "Fish",
  "FlaskConical",
  "Flame",
  "Flower2",
  "Footprints",
  "Heart",
  "Layers",
  "Leaf",
  "Lightbulb",
  "Microscope",
  "Moon",
  "Package",
  "Pill",
  "Repeat",
  "Ruler",
  "Scale",
  "Shield",
  "ShieldCheck",
  "Smile",
  "Sparkles",
  "Sprout",
  "Sun",
  "Timer",
  "Vegan",
  "Waves",
  "Wheat",
  "Wind",
  "Zap",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const CATEGORY_NAMES = [
  "Collagen",
  "Hormone Support",
  "Multivitamins",
  "Mental Health",
  "Fitness",
  "Gut Health",
] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

export type Category = {
  name: CategoryName;
  /** URL form of the name (affiliate tabs). */
  slug: string;
  icon: IconName;
  /** Text/illustration colour; meets 4.5:1 on `bgColor`. */
  color: string;
  bgColor: string;
};

export type Feature = { icon: IconName; text: string };

export const RETAILER_NAMES = ["Amazon", "Walmart", "Target", "iHerb"] as const;
export type RetailerName = (typeof RETAILER_NAMES)[number];

/** A retailer as written in the built-in data: a marketplace search for the product. */
export type CatalogueRetailer = { name: RetailerName; price: number; search: string };

/** Illustration shape used by the image script. */
export type ProductForm = "tub" | "bottle" | "jar" | "dropper" | "box" | "bands" | "dumbbell" | "mat" | "roller" | "kettlebell" | "rope" | "blanket" | "book" | "lamp";

/**
 * How well the evidence supports a product's main use at the labeled dose (see /how-we-review):
 * "supported" by randomized trials or guidelines, "limited" (small, short or mixed trials), or
 * "not-supported" (no good trials, or trials and guidelines that find no benefit). A not-supported
 * product cannot score above 3 and is left out of the comparison guide; the content check enforces both.
 */
export const EVIDENCE_GRADES = ["supported", "limited", "not-supported"] as const;
export type EvidenceGrade = (typeof EVIDENCE_GRADES)[number];

/**
 * One fact in a comparison table: its value and whether it counts for (true) or against (false) the product;
 * null for a plain fact that is neither (shown as it is, with no mark).
 */
export type ComparisonValue = { value: string; good: boolean | null };

/**
 * A product's row in the comparison guide, kept with its review so the two cannot disagree:
 * price per serving, the effectiveness score (strength of the evidence for the main use, out of 10, within
 * the band of the product's evidence grade) and the facts in the order of its table's feature labels.
 */
export type ProductComparison = {
  pricePerServing: number;
  effectiveness: number;
  facts: ComparisonValue[];
  /** The day a person last checked the price per serving (YYYY-MM-DD); absent or null when not recorded. */
  priceCheckedOn?: string | null;
};

/**
 * A source a review relies on: a guideline, an official fact sheet or a systematic review. `evidence`: what
 * the source itself concludes about the evidence for the use it is cited for, where it gives a verdict.
 */
export type Source = { title: string; publisher: string; url?: string; year?: number; evidence?: EvidenceGrade };

/**
 * A product as written in the built-in catalogue. A full review is `detailedReview` with `rating`, the two
 * together (the content check enforces it); without them the product is "Not yet reviewed" and has no
 * rating at all. Cons and audience are the product's own: there is no placeholder copy to fall back on.
 */
export type CatalogueProduct = {
  slug: string;
  evidence: EvidenceGrade;
  name: string;
  category: CategoryName;
  form: ProductForm;
  description: string;
  longDescription: string;
  features: Feature[];
  retailers: CatalogueRetailer[];
  /** Out of 5, set by the review method (/how-we-review); only with `detailedReview`. */
  rating?: number;
  /** Defaults to the feature texts. */
  pros?: string[];
  cons: string[];
  whoIsItFor: string;
  /** HTML body of 'Our In-Depth Review'; presence means a product_reviews row exists. */
  detailedReview?: string;
  /** Its row in the comparison guide, when it has one. */
  comparison?: ProductComparison;
  /** The evidence the review relies on, listed as numbered sources on the review page. */
  sources?: readonly Source[];
  /** Safety note shown beside the product's claims (review, roundup, affiliate pages), e.g. biotin and lab tests. */
  safetyNote?: string;
};
