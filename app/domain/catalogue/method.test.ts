import { describe, expect, it } from "vitest";
import { withProductAtItsRank } from "./method.ts";

describe("a product added to a roundup", () => {
  const ratings: Record<string, number | null> = { a: 4.4, b: 4.0, c: 3.0, unrated: null, d: 3.4, e: 4.0, f: null };
  const ratingOf = (slug: string) => ratings[slug] ?? null;
  const items = ["a", "b", "c", "unrated"].map((slug) => ({ slug }));
  const order = (added: string) => withProductAtItsRank(items, { slug: added }, ratingOf).map((i) => i.slug);

  it("goes to the rank its rating gives, before lower-rated and not yet reviewed products", () => {
    expect(order("d")).toEqual(["a", "b", "d", "c", "unrated"]);
  });

  it("follows the products rated as high as it", () => {
    expect(order("e")).toEqual(["a", "b", "e", "c", "unrated"]);
  });

  it("goes last without a rating", () => {
    expect(order("f")).toEqual(["a", "b", "c", "unrated", "f"]);
  });
});
