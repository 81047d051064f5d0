import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { comparisonCategories } from "#app/content/catalogue/comparison.ts";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
import { reviewMethodSections } from "#app/content/catalogue/review-method.ts";
import { roundups, type Roundup } from "#app/content/catalogue/roundups.ts";
import { NOT_YET_REVIEWED } from "#app/domain/catalogue/messages.ts";
import {
  evidenceGradeBreaches,
  ratingContradictions,
  roundupRankBreaches,
  sortByRating,
} from "#app/domain/catalogue/method.ts";
import { doseUnitBreaches } from "#app/domain/catalogue/dose-units.ts";
import { starterArticles } from "#app/content/articles/index.ts";
import {
  comparisonTables,
  comparisonTeaser,
  isRecommended,
  methodBreaches,
  productsInRoundups,
  resolveProduct,
  type CatalogueProduct,
} from "#app/domain/catalogue/product.ts";
import ComparisonGuide from "#app/routes/comparison-guide.tsx";
import ReviewDetail from "#app/routes/product-reviews/detail.tsx";
import ReviewList from "#app/routes/product-reviews/index.tsx";
import RoundupDetail from "#app/routes/product-roundups/detail.tsx";
import { SITE_NAME_DEFAULT } from "#app/lib/site.ts";

/**
 * Ratings only where the review method was applied (/how-we-review): a product without a full review shows
 * "Not yet reviewed" and no rating anywhere (stars, JSON-LD, top rated, sorting); ratings keep the method's
 * evidence-first ceilings; roundups rank only what they recommend, in rating order; and what the method page
 * says about safety notes is true of the data.
 */

const TAG = "content-check-20";
const TEAM_CREDITS = {
  byline: { name: "The Wellness Circle editorial team", credentials: "", role: "", path: "/editorial-team" },
  authorIsPerson: false,
  reviewer: null,
  lastReviewed: { date: "August 2025", isoDate: "2025-08-01T00:00:00.000Z" },
  nextReview: { date: "August 2026", isoDate: "2026-08-01T00:00:00.000Z" },
  modifiedIso: "2025-08-01T00:00:00.000Z",
};
const comparedSlugs = comparisonCategories.flatMap((c) => c.slugs);
const bySlug = (slug: string) => catalogueProducts.find((p) => p.slug === slug)!;

function render(Component: ComponentType<never>, loaderData: unknown): string {
  const props = { loaderData, params: {}, matches: [] } as never;
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Component, props)));
}

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as unknown;
    return Array.isArray(data) ? data : [data];
  });
}

function roundupPage(roundup: Roundup, products: readonly CatalogueProduct[] = catalogueProducts): string {
  const items = roundup.products.map(({ slug, reason }) => {
    const product = resolveProduct(products.find((p) => p.slug === slug)!, TAG);
    return { product, reason, hasReview: product.reviewed };
  });
  return render(RoundupDetail as ComponentType<never>, {
    roundup: { slug: roundup.slug, title: roundup.title, description: roundup.description, items },
  });
}

/** The names in the page's "Our picks at a glance" ranked list, in order. */
function picksAtAGlance(html: string): string[] {
  const start = html.indexOf("data-picks-at-a-glance");
  if (start === -1) return [];
  const list = html.slice(start, html.indexOf("</ol>", start));
  return [...list.matchAll(/<a href="#product-[^"]+"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]!);
}

describe("a rating only where the method was applied", () => {
  test("every rating comes with a full review and keeps the evidence ceiling; no product breaks the method", () => {
    expect(catalogueProducts.flatMap(methodBreaches)).toEqual([]);
    const unreviewed = catalogueProducts.filter((p) => !p.detailedReview).map((p) => p.slug);
    expect(unreviewed.length).toBeGreaterThan(0);
    for (const slug of unreviewed) expect(bySlug(slug).rating, slug).toBeUndefined();
  });

  test("the checks catch a rating without a review, a review without a rating, and five stars on limited evidence", () => {
    const shots = bySlug("liquid-collagen-shots");
    expect(methodBreaches({ ...shots, rating: 4 })).toHaveLength(1);
    const roller = bySlug("high-density-foam-roller");
    expect(methodBreaches({ ...roller, rating: undefined })).toHaveLength(1);
    // The example: the top-rated multivitamin at 4.7 on "limited" evidence.
    expect(methodBreaches({ ...bySlug("womens-daily-multivitamin"), rating: 4.7 })).toHaveLength(1);
  });

  test("no rating contradicts stronger evidence in its category or in the comparison guide", () => {
    expect(ratingContradictions(catalogueProducts, comparedSlugs)).toEqual([]);
  });

  test("no evidence grade is above what its own sources conclude", () => {
    expect(catalogueProducts.flatMap(evidenceGradeBreaches)).toEqual([]);
  });

  test("the grade check fails 'supported' where the sources say limited, or where no source says so", () => {
    // NIH ODS on ashwagandha: small, short trials.
    const ashwagandha = { ...bySlug("ashwagandha-root-extract"), evidence: "supported" as const };
    expect(evidenceGradeBreaches(ashwagandha).join()).toMatch(/at most "limited".*NIH Office of Dietary Supplements/);
    expect(evidenceGradeBreaches({ slug: "x", evidence: "supported", sources: [] })).toHaveLength(1);
    // A strong source for the main use carries it, beside a limited one for a side claim.
    expect(evidenceGradeBreaches(bySlug("prenatal-multivitamin-dha"))).toEqual([]);
  });

  test("doses say one thing: one unit with the other in brackets, and the two agree", () => {
    const texts = [
      ...catalogueProducts.flatMap((p) => [
        p.description,
        p.longDescription,
        ...p.features.map((f) => f.text),
        ...(p.pros ?? []),
        ...p.cons,
        p.detailedReview ?? "",
        p.safetyNote ?? "",
      ]),
      ...starterArticles.flatMap((a) => [a.content, a.excerpt ?? ""]),
    ];
    expect(texts.flatMap(doseUnitBreaches)).toEqual([]);
    // The check itself: the prenatal's old headline and text (folic acid in one, DFE in the other).
    expect(doseUnitBreaches("Complete prenatal with 800 mcg folic acid. It provides 800 mcg DFE folate as folic acid.")).toHaveLength(2);
    expect(doseUnitBreaches("800 mcg DFE folate (480 mcg folic acid). Folate: 480 mcg folic acid.")).toEqual([]);
    expect(doseUnitBreaches("800 mcg DFE (800 mcg folic acid)").join()).toMatch(/about 480 mcg folic acid/);
    expect(doseUnitBreaches("vitamin D: 10 micrograms (400 IU)")).toEqual([]);
    expect(doseUnitBreaches("vitamin D: 10 micrograms (600 IU)")).toHaveLength(1);
  });

  test("the contradiction check catches a top rating on the guide's weakest evidence score", () => {
    // 4.4 is under the limited ceiling, but above chasteberry (4.2) whose evidence scores 5/10 to its 4/10.
    const daily = { ...bySlug("womens-daily-multivitamin"), rating: 4.4 };
    const products = catalogueProducts.map((p) => (p.slug === daily.slug ? daily : p));
    expect(ratingContradictions(products, comparedSlugs).join("\n")).toMatch(/womens-daily-multivitamin.*comparison guide/);
    // Within a category: a limited-evidence product rated above a supported one.
    const roller = { ...bySlug("high-density-foam-roller"), rating: 4.6 };
    const fitness = catalogueProducts.map((p) => (p.slug === roller.slug ? roller : p));
    expect(ratingContradictions(fitness, comparedSlugs).join("\n")).toMatch(
      /high-density-foam-roller.*adjustable-dumbbells/,
    );
  });

  test("a product page without a full review says 'Not yet reviewed': no stars, no review date, no Review in JSON-LD", () => {
    for (const product of catalogueProducts) {
      const resolved = resolveProduct(product, TAG);
      const html = render(ReviewDetail as ComponentType<never>, { product: resolved, credits: TEAM_CREDITS });
      const ld = JSON.stringify(jsonLd(html));
      if (resolved.reviewed) {
        expect(html, product.slug).toContain(`Rated ${product.rating!.toFixed(1)} out of 5`);
        expect(ld).toContain('"@type":"Review"');
        continue;
      }
      expect(html, product.slug).toContain(NOT_YET_REVIEWED);
      expect(html).not.toMatch(/Rated \d\.\d out of 5|Our In-Depth Review|Last reviewed|Reviewed by/);
      expect(ld, product.slug).not.toMatch(/"Review"|AggregateRating|reviewRating|lastReviewed/);
    }
  });

  test("the review list shows 'Not yet reviewed' cards without stars, after the rated ones when sorted by rating", () => {
    const listed = productsInRoundups(catalogueProducts, roundups).map((p) => resolveProduct(p, TAG));
    const sorted = sortByRating(listed);
    const firstUnrated = sorted.findIndex((p) => p.rating === null);
    expect(firstUnrated).toBeGreaterThan(0);
    expect(sorted.slice(firstUnrated).every((p) => p.rating === null)).toBe(true);
    const html = render(ReviewList as ComponentType<never>, {
      groups: [{ name: "All", category: null, products: sorted }],
      options: [],
      category: "",
      sort: "rating",
    });
    expect(html.match(/Rated \d\.\d out of 5/g)).toHaveLength(firstUnrated);
    expect(html.match(/data-not-yet-reviewed/g)).toHaveLength(sorted.length - firstUnrated);
  });

  test("the comparison guide and the home teaser rate only reviewed products", () => {
    const rows = comparisonTables(comparisonCategories, catalogueProducts).flatMap((c) => c.products);
    for (const row of rows) expect(row.rating === null, row.slug).toBe(!bySlug(row.slug).detailedReview);
    const html = render(ComparisonGuide as ComponentType<never>, { categories: comparisonTables(comparisonCategories, catalogueProducts) });
    expect(html.match(/data-not-yet-reviewed/g)?.length ?? 0).toBe(2 * rows.filter((r) => r.rating === null).length);
    const teaser = comparisonTeaser(catalogueProducts, roundups);
    const reviewedListed = productsInRoundups(catalogueProducts, roundups).filter((p) => p.detailedReview).length;
    expect(teaser.reduce((sum, group) => sum + (group.name === "Skincare" ? 0 : group.reviewed), 0)).toBeLessThanOrEqual(reviewedListed);
  });
});

describe("roundups rank what they recommend, by rating", () => {
  test("no roundup's ranks contradict its ratings", () => {
    expect(roundups.flatMap((r) => roundupRankBreaches(r, catalogueProducts))).toEqual([]);
  });

  test("'Our picks at a glance' holds only recommended, reviewed products, and prints each rating once", () => {
    for (const roundup of roundups) {
      const html = roundupPage(roundup);
      const picks = picksAtAGlance(html);
      const expected = roundup.products
        .map((p) => bySlug(p.slug))
        .filter((p) => isRecommended(p) && p.detailedReview)
        .map((p) => p.name);
      expect(picks, roundup.slug).toEqual(expected.length > 1 ? expected.map(escape) : []);
      expect(html).not.toMatch(/\/ 5\.0 \/ 5|\/ 5 \/ 5/);
    }
  });

  test("the checks catch a not-recommended pick and a rank above a higher rating", () => {
    const hormone = roundups.find((r) => r.slug === "hormone-balance-essentials")!;
    const dim = bySlug("dim-hormone-balance");
    // Rated 3.8 the DIM product would be recommended and ranked; its evidence grade keeps it out of the picks.
    expect(picksAtAGlance(roundupPage(hormone))).not.toContain(dim.name);
    const swapped = { ...hormone, products: [hormone.products[1]!, hormone.products[0]!, ...hormone.products.slice(2)] };
    expect(roundupRankBreaches(swapped, catalogueProducts)).toHaveLength(1);
  });
});

describe("the method page's safety claim is true of the data", () => {
  const methodText = reviewMethodSections(SITE_NAME_DEFAULT).flatMap((s) => [...s.paragraphs, ...(s.points ?? [])]);
  /** A claim that every product page carries a safety note. */
  const EVERY_PAGE = /safety notes?[^.]*\bevery (product )?page|every product page[^.]*safety note/i;

  function safetyClaimBreaches(texts: readonly string[], products: readonly CatalogueProduct[]): string[] {
    if (!texts.some((text) => EVERY_PAGE.test(text))) return [];
    return products.filter((p) => !p.safetyNote).map((p) => `${p.slug} has no safety note, though the method says every page has one`);
  }

  test("no 'safety notes on every page' claim the data does not meet", () => {
    expect(safetyClaimBreaches(methodText, catalogueProducts)).toEqual([]);
    // The sentence the method page used to carry, with 19 of 41 products lacking a note.
    const old = ["Safety notes sit next to the claims on every product page."];
    expect(safetyClaimBreaches(old, catalogueProducts).length).toBeGreaterThan(0);
  });

  test("every warning of the kinds the method names has its safety note (medicines included)", () => {
    for (const product of catalogueProducts) {
      const text = [product.description, product.longDescription, ...product.cons, product.detailedReview ?? ""].join(" ");
      if (/\bmedicines?\b|\bmedication|\bwarfarin|blood thinner/i.test(text)) expect(product.safetyNote, product.slug).toBeTruthy();
    }
  });
});

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}
