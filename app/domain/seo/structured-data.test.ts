import { describe, expect, it } from "vitest";
import vocabulary from "./schemaorg-extract.json" with { type: "json" };
import { articleJsonLd, breadcrumbList, productReviewJsonLd } from "./structured-data.ts";

/**
 * Every property of every node is checked against the schema.org type that defines it: the node's type (or a
 * supertype) is in the property's domain, and each value fits its range (a typed node whose type is, or
 * descends from, a range type; a string for Text, URL, Date or DateTime; a number for Number or Integer).
 * schema.org's data model also accepts a URL where a Thing is expected (https://schema.org/docs/datamodel.html).
 * The vocabulary is a sourced extract (schemaorg-extract.json, whose _source says where it came from).
 */
const types = vocabulary.types as Record<string, string[]>;
const properties = vocabulary.properties as Record<string, { domain: string[]; range: string[] }>;

function isA(type: string, ancestor: string): boolean {
  if (type === ancestor) return true;
  return (types[type] ?? []).some((parent) => isA(parent, ancestor));
}

const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function fitsRange(value: unknown, range: string[]): boolean {
  if (value && typeof value === "object") {
    const type = (value as { "@type"?: string })["@type"];
    return typeof type === "string" && type in types && range.some((r) => isA(type, r));
  }
  if (typeof value === "number")
    return range.includes("Number") || (Number.isInteger(value) && range.includes("Integer"));
  if (typeof value !== "string") return false;
  if (range.includes("Text")) return true;
  if (range.includes("URL") && /^https?:\/\//.test(value)) return true;
  if (range.includes("Date") && DATE.test(value)) return true;
  if (range.includes("DateTime") && DATE_TIME.test(value)) return true;
  if (range.includes("Number") && !Number.isNaN(Number(value))) return true;
  return range.some((r) => isA(r, "Thing")) && /^https?:\/\//.test(value);
}

/** Problems found in a node and everything nested in it. */
function check(node: Record<string, unknown>, path = "$"): string[] {
  const type = node["@type"];
  if (typeof type !== "string" || !(type in types)) return [`${path}: unknown @type ${String(type)}`];
  const problems: string[] = [];
  for (const [key, raw] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    const property = properties[key];
    if (!property) {
      problems.push(`${path}.${key}: not in the extract`);
      continue;
    }
    if (!property.domain.some((domain) => isA(type, domain)))
      problems.push(`${path}.${key}: not a property of ${type} (domain ${property.domain.join(", ")})`);
    for (const [index, value] of (Array.isArray(raw) ? raw : [raw]).entries()) {
      const at = Array.isArray(raw) ? `${path}.${key}[${index}]` : `${path}.${key}`;
      if (!fitsRange(value, property.range))
        problems.push(`${at}: ${JSON.stringify(value)} is not ${property.range.join(" | ")}`);
      if (value && typeof value === "object") problems.push(...check(value as Record<string, unknown>, at));
    }
  }
  return problems;
}

const site = "https://example.org";
const article = {
  slug: "iron-and-fatigue",
  title: "Iron and fatigue",
  excerpt: "Why low iron makes you tired.",
  isoDate: "2025-09-02T08:00:00.000Z",
  modifiedIso: "2026-01-10T00:00:00.000Z",
  author: "Rita Writer",
  imageSrc: "/images/articles/iron.webp",
  category: "Nutrition",
  byline: { name: "Rita Writer", path: "/people/rita-writer" },
  authorIsPerson: true,
  reviewer: { name: "Mara Medic", path: "/people/mara-medic" },
  lastReviewed: { isoDate: "2026-01-10T00:00:00.000Z" },
  sources: [
    {
      title: "Iron deficiency anaemia",
      publisher: "NHS",
      year: 2024,
      url: "https://www.nhs.uk/conditions/iron-deficiency-anaemia/",
    },
  ],
};

describe("JSON-LD against the schema.org vocabulary", () => {
  it("an article: a MedicalWebPage with its review, whose main entity is the Article with author, dates and citations", () => {
    const ld = articleJsonLd(site, article);
    expect(check(ld)).toEqual([]);
    expect(ld).toMatchObject({
      "@type": "MedicalWebPage",
      reviewedBy: { "@type": "Person", name: "Mara Medic" },
      lastReviewed: "2026-01-10",
      medicalAudience: { "@type": "MedicalAudience" },
      about: { name: "Nutrition" },
      mainEntity: { "@type": "Article", author: { name: "Rita Writer" }, datePublished: article.isoDate },
    });
    expect(ld.mainEntity).not.toHaveProperty("reviewedBy");
    expect(ld.mainEntity.citation).toHaveLength(1);
    // A lifestyle article is a plain WebPage, with no medical properties.
    const lifestyle = articleJsonLd(site, { ...article, category: "Travel" });
    expect(lifestyle["@type"]).toBe("WebPage");
    expect(check(lifestyle)).toEqual([]);
  });

  it("a product review: the Product's Review (author, dates, citations) and the MedicalWebPage", () => {
    const nodes = productReviewJsonLd(
      site,
      {
        slug: "vitamin-d3",
        name: "Vitamin D3",
        description: "Drops.",
        imageSrc: "/images/products/d3.webp",
        categoryName: "Multivitamins",
        rating: 4.5,
        retailers: [{ price: 12.5 }, { price: 15 }],
        sources: article.sources,
      },
      {
        byline: { name: "Rita Writer", path: "/people/rita-writer" },
        authorIsPerson: true,
        reviewer: { name: "Mara Medic", path: "/people/mara-medic" },
        lastReviewed: { isoDate: "2026-03-01T00:00:00.000Z" },
        modifiedIso: "2026-03-01T00:00:00.000Z",
      },
    );
    for (const node of nodes) expect(check(node as Record<string, unknown>)).toEqual([]);
    expect(nodes[0].review).toMatchObject({ "@type": "Review", author: { name: "Rita Writer" } });
    expect(nodes[1]["@type"]).toBe("MedicalWebPage");
    expect(check(breadcrumbList(site, [{ name: "Home", path: "/" }]))).toEqual([]);
  });

  it("the checker catches what schema.org does not define (reviewedBy on an Article)", () => {
    expect(check({ "@type": "Article", reviewedBy: { "@type": "Person", name: "X" } })).toEqual([
      "$.reviewedBy: not a property of Article (domain WebPage)",
    ]);
    expect(check({ "@type": "WebPage", lastReviewed: "2026-01-10T00:00:00.000Z" })[0]).toMatch(/is not Date/);
  });
});
