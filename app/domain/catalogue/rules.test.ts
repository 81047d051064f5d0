import { describe, expect, it } from "vitest";
import { comparisonCategories } from "#app/content/catalogue/comparison.ts";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
import { roundups } from "#app/content/catalogue/roundups.ts";
import { catalogueBreaches, newBreaches, productRuleBreaches, type RulesCatalogue } from "./rules.ts";

const starter: RulesCatalogue = { products: catalogueProducts, roundups, comparisonCategories };
const bySlug = (slug: string) => catalogueProducts.find((p) => p.slug === slug)!;
const withProduct = (product: RulesCatalogue["products"][number]): RulesCatalogue => ({
  ...starter,
  products: catalogueProducts.map((p) => (p.slug === product.slug ? product : p)),
});

describe("the method's rules over a catalogue (run on every save)", () => {
  it("the starter content keeps every rule", () => {
    expect(catalogueBreaches(starter)).toEqual([]);
  });

  it("refuses a rating without a full review, and a rating above the evidence grade's ceiling", () => {
    const shots = bySlug("liquid-collagen-shots");
    expect(newBreaches(starter, withProduct({ ...shots, rating: 4 })).join()).toMatch(/rated 4 without a full review/);
    const daily = bySlug("womens-daily-multivitamin");
    expect(newBreaches(starter, withProduct({ ...daily, rating: 4.7 })).join()).toMatch(
      /above 4.4, the most "limited" evidence allows/,
    );
  });

  it("refuses a rating above a product with stronger evidence in its category or in the comparison guide", () => {
    const roller = { ...bySlug("high-density-foam-roller"), rating: 4.6 };
    expect(newBreaches(starter, withProduct(roller)).join("\n")).toMatch(
      /high-density-foam-roller.*adjustable-dumbbells/,
    );
    const daily = { ...bySlug("womens-daily-multivitamin"), rating: 4.4 };
    expect(newBreaches(starter, withProduct(daily)).join("\n")).toMatch(/comparison guide/);
  });

  it("refuses a roundup order whose ranks do not follow the ratings", () => {
    const collagen = roundups.find((r) => r.slug === "best-collagen-supplements")!;
    const reversed = { ...collagen, products: [...collagen.products].reverse() };
    const after = { ...starter, roundups: roundups.map((r) => (r.slug === collagen.slug ? reversed : r)) };
    expect(newBreaches(starter, after).join()).toMatch(/best-collagen-supplements: #\d .* is rated above #\d/);
  });

  it("refuses an iron product without the children warning, and testing wording under the desk-review method", () => {
    const iron = {
      ...bySlug("marine-collagen-peptides"),
      description: "Contains iron bisglycinate.",
      safetyNote: undefined,
    };
    expect(productRuleBreaches(iron).join()).toMatch(/iron is dangerous for young children/);
    expect(
      productRuleBreaches({ ...iron, safetyNote: "Keep away from children: iron overdose is dangerous." }),
    ).toEqual([]);
    const tested = {
      ...bySlug("marine-collagen-peptides"),
      longDescription: "Our hands-on verdict after weeks of testing.",
    };
    const found = productRuleBreaches(tested).join("\n");
    expect(found).toMatch(/"hands-on" claims first-hand use or testing/);
    expect(found).toMatch(/"weeks of testing"/);
  });
});
