import { describe, expect, it, test } from "vitest";
import {
  collageImages,
  comparisonTeaser,
  formatPrice,
  formatRating,
  fromPrice,
  groupByCategory,
  marketplaceRetailer,
  MIGRATION_CONS,
  MIGRATION_WHO_IS_IT_FOR,
  productsInRoundups,
  resolveProduct,
  reviewPageSlugs,
  retailerLink,
  roundedStars,
  toProductRow,
  type CatalogueProduct,
} from "./product.ts";
import { priceCheckedText } from "./price-date.ts";

const bare: CatalogueProduct = {
  slug: "test-powder",
  evidence: "limited",
  name: "Test Powder",
  category: "Collagen",
  form: "tub",
  description: "Short.",
  longDescription: "Long description of the test powder.",
  features: [
    { icon: "Fish", text: "Feature one" },
    { icon: "Leaf", text: "Feature two" },
  ],
  retailers: [
    { name: "Walmart", price: 12.9, search: "test powder" },
    { name: "Amazon", price: 14, search: "test powder & more" },
  ],
  cons: ["Own con"],
  whoIsItFor: "Own audience.",
};

describe("rating rounding", () => {
  test("rounds to the nearest whole star", () => {
    expect(roundedStars(4.5)).toBe(5);
    expect(roundedStars(4.49)).toBe(4);
    expect(roundedStars(4.2)).toBe(4);
    expect(roundedStars(3.8)).toBe(4);
    expect(roundedStars(0.4)).toBe(0);
  });
  test("stays within 0 to 5", () => {
    expect(roundedStars(7)).toBe(5);
    expect(roundedStars(-1)).toBe(0);
    expect(roundedStars(Number.NaN)).toBe(0);
  });
  test("the detail rating shows one decimal out of 5.0", () => {
    expect(formatRating(4.5)).toBe("4.5 / 5.0");
    expect(formatRating(4)).toBe("4.0 / 5.0");
    expect(formatRating(4.76)).toBe("4.8 / 5.0");
  });
});

describe("price formatting", () => {
  test("two decimals with a dollar sign", () => {
    expect(formatPrice(12.99)).toBe("$12.99");
    expect(formatPrice(12.9)).toBe("$12.90");
    expect(formatPrice(29)).toBe("$29.00");
    expect(formatPrice(0.955)).toMatch(/^\$0\.9[56]$/);
  });
  test("'From $' uses the first retailer's price", () => {
    expect(fromPrice([{ price: 12.99 }, { price: 9.99 }])).toBe("From $12.99");
    expect(fromPrice([{ price: 5 }])).toBe("From $5.00");
    expect(fromPrice([])).toBeNull();
  });
});

describe("roundup membership", () => {
  const roundups = [{ products: [{ slug: "a" }, { slug: "b" }] }, { products: [{ slug: "b" }, { slug: "c" }] }];
  test("only products in at least one roundup are listed, in their original order", () => {
    const products = [{ slug: "d" }, { slug: "c" }, { slug: "a" }, { slug: "x" }, { slug: "b" }];
    expect(productsInRoundups(products, roundups).map((p) => p.slug)).toEqual(["c", "a", "b"]);
  });
  test("a product in several roundups is listed once", () => {
    expect(productsInRoundups([{ slug: "b" }], roundups)).toHaveLength(1);
  });
  test("no roundups means nothing is listed", () => {
    expect(productsInRoundups([{ slug: "a" }], [])).toEqual([]);
  });
  test("groups follow the category order and skip empty categories", () => {
    const groups = groupByCategory(
      [
        { slug: "1", categoryName: "Fitness" },
        { slug: "2", categoryName: "Collagen" },
        { slug: "3", categoryName: "Fitness" },
        { slug: "4", categoryName: "Other" },
      ],
      [{ name: "Collagen" }, { name: "Multivitamins" }, { name: "Fitness" }],
    );
    expect(groups.map((g) => [g.category, g.products.map((p) => p.slug)])).toEqual([
      ["Collagen", ["2"]],
      ["Fitness", ["1", "3"]],
      ["Other", ["4"]],
    ]);
  });
  test("a roundup collage shows at most four images", () => {
    const images = Array.from({ length: 6 }, (_, i) => ({ imageSrc: `/${i}.webp` }));
    expect(collageImages(images)).toHaveLength(4);
    expect(collageImages([{ imageSrc: "" }, { imageSrc: "/a.webp" }])).toEqual([{ imageSrc: "/a.webp" }]);
  });
});

describe("a product without a full review", () => {
  test("has no rating (no default exists), no in-depth review, and its own cons and audience", () => {
    const product = resolveProduct(bare, "tag-20");
    expect(product.rating).toBeNull();
    expect(product.reviewed).toBe(false);
    expect(product.pros).toEqual(["Feature one", "Feature two"]);
    expect(product.cons).toEqual(["Own con"]);
    expect(product.whoIsItFor).toBe("Own audience.");
    expect(product.detailedReview).toBe("");
    expect(product.categoryName).toBe("Collagen");
    expect(product.imageSrc).toBe("/images/products/test-powder.webp");
    // A rating without the in-depth review, or the review without a rating, is not a full review either.
    expect(resolveProduct({ ...bare, rating: 4.2 }, "").rating).toBeNull();
    expect(resolveProduct({ ...bare, detailedReview: "<p>R</p>" }, "").reviewed).toBe(false);
  });
  test("a full review shows its rating and its in-depth review", () => {
    const product = resolveProduct(
      { ...bare, rating: 3.7, pros: ["P"], cons: ["C"], whoIsItFor: "W", detailedReview: "<p>R</p>" },
      "",
    );
    expect(product).toMatchObject({
      rating: 3.7,
      reviewed: true,
      pros: ["P"],
      cons: ["C"],
      whoIsItFor: "W",
      detailedReview: "<p>R</p>",
    });
  });
  test("the migration row uses the spec's fixed cons and audience, and pros from the feature texts", () => {
    const row = toProductRow({ ...bare, pros: ["own pro"], cons: ["own con"] }, "tag-20");
    expect(row.rating).toBeNull();
    expect(row.pros).toEqual(["Feature one", "Feature two"]);
    expect(row.cons).toEqual(["May be pricier than some alternatives.", "Results can vary individually."]);
    expect(row.cons).toEqual([...MIGRATION_CONS]);
    expect(row.whoIsItFor).toBe(MIGRATION_WHO_IS_IT_FOR);
    expect(row.detailedReview).toBeNull();
    expect(row.retailers[1]).toEqual({
      name: "Amazon",
      price: 14,
      link: "https://www.amazon.com/s?k=test+powder+%26+more&tag=tag-20",
    });
  });
});

describe("retailers", () => {
  test("Amazon search links carry the affiliate tag; others are plain searches", () => {
    expect(retailerLink({ name: "Amazon", search: "magnesium glycinate" }, "wc-20")).toBe(
      "https://www.amazon.com/s?k=magnesium+glycinate&tag=wc-20",
    );
    expect(retailerLink({ name: "Amazon", search: "x" }, "")).toBe("https://www.amazon.com/s?k=x");
    expect(retailerLink({ name: "Walmart", search: "a b" }, "wc-20")).toBe("https://www.walmart.com/search?q=a+b");
    expect(retailerLink({ name: "Target", search: "a" }, "wc-20")).toBe("https://www.target.com/s?searchTerm=a");
    expect(retailerLink({ name: "iHerb", search: "a" }, "wc-20")).toBe("https://www.iherb.com/search?kw=a");
  });
  test("the marketplace entry is found only when an Amazon retailer exists", () => {
    expect(marketplaceRetailer([{ name: "Walmart" }, { name: "Amazon" }])).toEqual({ name: "Amazon" });
    expect(marketplaceRetailer([{ name: "Walmart" }])).toBeUndefined();
  });
});

describe("home comparison teaser", () => {
  const product = (
    slug: string,
    category: CatalogueProduct["category"],
    form: CatalogueProduct["form"],
    rating?: number,
  ): CatalogueProduct => ({
    slug,
    name: slug,
    evidence: "limited",
    category,
    form,
    description: "",
    longDescription: "",
    features: [],
    retailers: [],
    cons: [],
    whoIsItFor: "",
    rating,
    ...(rating === undefined ? {} : { detailedReview: "<p>Review</p>" }),
  });
  const products = [
    product("c1", "Collagen", "tub", 4.0),
    product("c2", "Collagen", "tub", 4.5),
    product("m1", "Multivitamins", "bottle"),
    product("f1", "Fitness", "tub", 3.0),
    product("f2", "Fitness", "mat", 4.0),
    product("unlisted", "Collagen", "tub", 1.0),
  ];
  const roundups = [{ products: ["c1", "c2", "m1", "f1", "f2"].map((slug) => ({ slug })) }];
  test("counts only listed, reviewed products, gear is not a supplement, ratings are means to one decimal", () => {
    // m1 has no full review: it is neither counted nor averaged (no default rating stands in for one).
    expect(comparisonTeaser(products, roundups)).toEqual([
      { name: "Supplements", reviewed: 3, rating: 3.8 },
      { name: "Skincare", reviewed: 0, rating: null },
      { name: "Fitness", reviewed: 2, rating: 3.5 },
    ]);
  });
  test("collagen supplements are not counted as skincare: with no skincare product the group is coming, not rated", () => {
    const skincare = comparisonTeaser(products, roundups).find((group) => group.name === "Skincare");
    expect(skincare).toEqual({ name: "Skincare", reviewed: 0, rating: null });
  });
});

describe("the products with a page of their own in search and the sitemap", () => {
  it("are those in a roundup and those with a full review, before a roundup lists them", () => {
    const products = [
      { slug: "in-roundup", rating: undefined, detailedReview: undefined },
      { slug: "reviewed-only", rating: 3.4, detailedReview: "<p>Reviewed.</p>" },
      { slug: "neither", rating: undefined, detailedReview: undefined },
    ];
    const roundups = [{ products: [{ slug: "in-roundup" }] }];
    expect([...reviewPageSlugs(products, roundups)].sort()).toEqual(["in-roundup", "reviewed-only"]);
  });
});

describe("the comparison guide's price date", () => {
  it("says the month a price was checked, and nothing when no day was recorded", () => {
    expect(priceCheckedText("2026-11-30")).toBe("checked November 2026");
    expect(priceCheckedText("2026-01-01")).toBe("checked January 2026");
    expect(priceCheckedText(null)).toBeNull();
    expect(priceCheckedText("last week")).toBeNull();
  });
});
