/**
 * Spec §3 Comparison product: three categories with two products each.
 * Prices are per serving; ratings 4 or 5; effectiveness out of 10.
 * Effectiveness is the strength of the trial evidence for the product's main use
 * (see /how-we-review); a product whose main use the evidence does not support
 * (the black cohosh menopause blend, DIM) is left out rather than scored up.
 */
export type ComparisonValue = { value: string; good: boolean };
export type ComparisonProduct = {
  name: string;
  slug: string;
  rating: 4 | 5;
  price: number;
  effectiveness: number;
  features: ComparisonValue[];
};
export type ComparisonCategory = { title: string; featureLabels: string[]; products: ComparisonProduct[] };

export const comparisonCategories: ComparisonCategory[] = [
  {
    title: "Collagen Supplements",
    featureLabels: ["Collagen per serving", "Third-party tested", "Dissolves in cold drinks"],
    products: [
      {
        name: "Marine Collagen Peptides Powder",
        slug: "marine-collagen-peptides",
        rating: 5,
        price: 1.45,
        effectiveness: 7,
        features: [
          { value: "10 g", good: true },
          { value: "Yes", good: true },
          { value: "Yes", good: true },
        ],
      },
      {
        name: "Grass-Fed Bovine Collagen Peptides",
        slug: "grass-fed-bovine-collagen",
        rating: 4,
        price: 0.95,
        effectiveness: 7,
        features: [
          { value: "20 g", good: true },
          { value: "Yes", good: true },
          { value: "Foams slightly", good: false },
        ],
      },
    ],
  },
  {
    title: "Hormone Support Blends",
    featureLabels: ["Doses disclosed", "Hormone-free", "Suitable with the pill"],
    products: [
      {
        name: "Chasteberry (Vitex) Extract",
        slug: "chasteberry-vitex",
        rating: 4,
        price: 0.98,
        effectiveness: 7,
        features: [
          { value: "Yes", good: true },
          { value: "Yes", good: true },
          { value: "Ask your doctor", good: false },
        ],
      },
      {
        name: "Myo & D-Chiro Inositol Powder",
        slug: "myo-inositol-powder",
        rating: 4,
        price: 1.07,
        effectiveness: 7,
        features: [
          { value: "Yes", good: true },
          { value: "Yes", good: true },
          { value: "Ask your doctor", good: false },
        ],
      },
    ],
  },
  {
    title: "Women's Multivitamins",
    featureLabels: ["Active folate", "Iron", "Gentle on the stomach"],
    products: [
      {
        name: "Women's Daily Multivitamin",
        slug: "womens-daily-multivitamin",
        rating: 5,
        price: 1.1,
        effectiveness: 9,
        features: [
          { value: "Methylfolate", good: true },
          { value: "18 mg bisglycinate", good: true },
          { value: "With food", good: false },
        ],
      },
      {
        name: "Whole-Food Women's Multivitamin",
        slug: "whole-food-multivitamin",
        rating: 4,
        price: 1.8,
        effectiveness: 8,
        features: [
          { value: "Methylfolate", good: true },
          { value: "Included", good: true },
          { value: "Even on an empty stomach", good: true },
        ],
      },
    ],
  },
];
