import type { Category } from "./types.ts";

/**
 * The six product categories (Gut Health is the sixth, for the probiotics
 * roundup). Each color meets 4.5:1 on its
 * background color.
 */
export const categories: Category[] = [
  { name: "Collagen", slug: "collagen", icon: "Sparkles", color: "#9c3357", bgColor: "#fbe7ee" },
  { name: "Hormone Support", slug: "hormone-support", icon: "Flower2", color: "#74398f", bgColor: "#f3e8f8" },
  { name: "Multivitamins", slug: "multivitamins", icon: "Pill", color: "#9a4a0c", bgColor: "#fdf0e2" },
  { name: "Mental Health", slug: "mental-health", icon: "Brain", color: "#2c5a92", bgColor: "#e6effa" },
  { name: "Fitness", slug: "fitness", icon: "Dumbbell", color: "#21634a", bgColor: "#e3f3ec" },
  { name: "Gut Health", slug: "gut-health", icon: "Leaf", color: "#536016", bgColor: "#f1f4dc" },
];
