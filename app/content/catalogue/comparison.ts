/**
 * Comparison guide: three categories with two products each. A row is drawn from the product's
 * own review (its name, rating, evidence grade and `comparison` facts in the catalogue), so the guide and
 * the review pages cannot disagree. A product whose main use the evidence does not support is never listed
 * (see /how-we-review); the content check enforces it.
 */
import type { ComparisonValue } from "./types.ts";

export type { ComparisonValue };
export type ComparisonCategory = { title: string; featureLabels: string[]; slugs: string[] };

export const comparisonCategories: ComparisonCategory[] = [
  {
    title: "Collagen Supplements",
    featureLabels: ["Collagen per serving", "Third-party tested", "Dissolves in cold drinks"],
    slugs: ["marine-collagen-peptides", "grass-fed-bovine-collagen"],
  },
  {
    title: "Hormone Support Blends",
    featureLabels: ["Doses disclosed", "Hormone-free", "Suitable with the pill"],
    slugs: ["chasteberry-vitex", "myo-inositol-powder"],
  },
  {
    title: "Women's Multivitamins",
    featureLabels: ["Folate form", "Iron", "Gentle on the stomach"],
    slugs: ["womens-daily-multivitamin", "whole-food-multivitamin"],
  },
];
