import { describe, expect, it } from "vitest";
import { filterAdminList, parseAdminListQuery } from "./admin-list.ts";
import { filterKindList, KIND_PAGE_SIZE, kindListLink, parseKindListQuery } from "./kind-list.ts";

const rows = Array.from({ length: 45 }, (_, i) => ({
  key: `item-${i}`,
  name: i % 2 ? `Odd roundup ${i}` : `Even roundup ${i}`,
  values: { state: i % 3 ? "published" : "draft", gate: i === 7 ? "held" : "not-held" },
}));
const allowed = { state: ["draft", "published"], gate: ["held", "not-held"] };

describe("the catalogue kinds' admin lists", () => {
  it("searches, filters by known values only, and pages", () => {
    const query = parseKindListQuery(new URLSearchParams("q=odd&state=published&gate=bogus&page=2"), allowed);
    expect(query).toEqual({ q: "odd", filters: { state: "published" }, page: 2 });
    const list = filterKindList(rows, query);
    expect(list.items.every((r) => r.name.startsWith("Odd") && r.values.state === "published")).toBe(true);
    expect(list.page).toBe(1); // Only one page of matches: a page past the end shows the last one.
    const held = filterKindList(rows, parseKindListQuery(new URLSearchParams("gate=held"), allowed));
    expect(held.items.map((r) => r.key)).toEqual(["item-7"]);
    const all = filterKindList(rows, parseKindListQuery(new URLSearchParams("page=3"), allowed));
    expect(all).toMatchObject({ total: 45, pages: 3, page: 3 });
    expect(all.items).toHaveLength(45 - 2 * KIND_PAGE_SIZE);
    expect(kindListLink("/admin/roundups", query, 3)).toBe("/admin/roundups?q=odd&state=published&page=3");
  });

  it("the product list filters the products held at the gate", () => {
    const product = { category: "Collagen", reviewed: true, overdue: false, state: "published" as const, price: 1 };
    const products = [
      { ...product, slug: "a", name: "A", held: true },
      { ...product, slug: "b", name: "B", held: false },
    ];
    const query = parseAdminListQuery(new URLSearchParams("review=held"), ["Collagen"]);
    expect(filterAdminList(products, query).items.map((p) => p.slug)).toEqual(["a"]);
  });
});
