import { describe, expect, it, beforeAll } from "vitest";
import { db, schema } from "#platform/db.ts";
import { parseSearchQuery } from "./query.ts";
import { searchSite } from "./search.server.ts";

describe("search query", () => {
  it("accepts 2–100 characters, trimmed", () => {
    expect(parseSearchQuery("  sleep ")).toEqual({ query: "sleep" });
    expect(parseSearchQuery(null)).toEqual({ query: "" });
    expect(parseSearchQuery("a").error).toBe("Type at least 2 characters to search.");
    expect(parseSearchQuery("x".repeat(101)).error).toBe("Search terms can be at most 100 characters.");
  });
});

describe("site search", () => {
  beforeAll(async () => {
    await db.insert(schema.articles).values([
      { slug: "sleep-and-hormones", title: "Sleep and Hormones", category: "Sleep", excerpt: "Why perimenopause wakes you at 3 a.m.", content: "<p>Progesterone <strong>falls</strong> and sleep fragments.</p>" },
      { slug: "gut-basics", title: "Gut Health Basics", category: "Nutrition", excerpt: "Fibre feeds your microbiome.", content: "<p>Eat 30 plants a week.</p>" },
    ]);
    await db.insert(schema.products).values([
      { slug: "magnesium-glycinate", name: "Magnesium Glycinate Capsules", category: "Mental Health", description: "Gentle magnesium for calm and sleep.", longDescription: "Supports relaxation before bed." },
      { slug: "hidden-product", name: "Sleep Mask", category: "Fitness", description: "A sleep mask.", longDescription: "" },
    ]);
  });

  it("finds articles by title, excerpt and text content, best match first", async () => {
    const { articles } = await searchSite("sleep");
    expect(articles.map((a) => a.slug)).toEqual(["sleep-and-hormones"]);
    expect((await searchSite("progesterone")).articles[0]?.slug).toBe("sleep-and-hormones");
    expect((await searchSite("microbiome")).articles[0]?.headline).toContain("\uE000microbiome\uE001");
  });

  it("does not match markup, and reads odd input as words, never as syntax", async () => {
    expect((await searchSite("strong")).articles).toEqual([]);
    for (const odd of ["'; drop table articles; --", '"unterminated', "a & | ! ( ) :*", "<script>"]) {
      expect(await searchSite(odd), odd).toEqual({ articles: [], products: [] });
    }
    // Operators and stray quotes around a real word still find it, and the table the first input named is intact.
    for (const odd of ['"sleep', "sleep & ! (", "sleep:*"]) {
      expect((await searchSite(odd)).articles.map((a) => a.slug), odd).toEqual(["sleep-and-hormones"]);
    }
  });

  it("finds products and keeps only those that have a review page", async () => {
    expect((await searchSite("sleep")).products.map((p) => p.slug).sort()).toEqual(["hidden-product", "magnesium-glycinate"]);
    expect((await searchSite("sleep", new Set(["magnesium-glycinate"]))).products.map((p) => p.slug)).toEqual(["magnesium-glycinate"]);
  });
});
