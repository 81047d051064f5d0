/**
 * The shapes of the built-in catalogue data (spec §3 Product, categories, retailers). Content owns
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

/** A product as written in the built-in catalogue; optional fields take the spec's defaults. */
export type CatalogueProduct = {
  slug: string;
  name: string;
  category: CategoryName;
  form: ProductForm;
  description: string;
  longDescription: string;
  features: Feature[];
  retailers: CatalogueRetailer[];
  rating?: number;
  pros?: string[];
  cons?: string[];
  whoIsItFor?: string;
  /** HTML body of 'Our In-Depth Review'; presence means a product_reviews row exists. */
  detailedReview?: string;
  /** Safety note shown beside the product's claims (review, roundup, affiliate pages), e.g. biotin and lab tests. */
  safetyNote?: string;
};
