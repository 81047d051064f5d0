import type { CategoryName } from "./types.ts";

/**
 * Affiliate item: the products of the Affiliate Corner, grouped by
 * category. Each item is a catalogue product (read from the products table).
 */
export const affiliateGroups: { category: CategoryName; slugs: string[] }[] = [
  {
    category: "Collagen",
    slugs: ["marine-collagen-peptides", "grass-fed-bovine-collagen", "vegan-collagen-builder", "collagen-gummies-biotin"],
  },
  {
    category: "Hormone Support",
    slugs: ["magnesium-glycinate", "myo-inositol-powder", "chasteberry-vitex", "seed-cycling-blend"],
  },
  {
    category: "Multivitamins",
    slugs: ["womens-daily-multivitamin", "womens-50-plus-multivitamin", "prenatal-multivitamin-dha", "gummy-multivitamin"],
  },
  {
    category: "Mental Health",
    slugs: ["ashwagandha-root-extract", "weighted-blanket", "guided-mood-journal", "saffron-mood-support"],
  },
  {
    category: "Fitness",
    slugs: ["fabric-resistance-bands", "adjustable-dumbbells", "plant-protein-powder", "vinyl-kettlebell"],
  },
  {
    category: "Gut Health",
    slugs: ["womens-probiotic-50-billion", "prebiotic-fiber-powder", "spore-based-probiotic", "ginger-peppermint-digestive-tea"],
  },
];

export const affiliateSlugs: string[] = affiliateGroups.flatMap((g) => g.slugs);
