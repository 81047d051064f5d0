import fs from "node:fs";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { starterArticles } from "#app/content/articles/index.ts";
import { affiliateSlugs } from "#app/content/catalogue/affiliates.ts";
import { comparisonCategories } from "#app/content/catalogue/comparison.ts";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
import { reviewMethodSections, REVIEW_METHOD_PATH } from "#app/content/catalogue/review-method.ts";
import { roundups } from "#app/content/catalogue/roundups.ts";
import { interviews } from "#app/content/interviews/index.ts";
import { AGE_RANGES, mealPlans, VEGAN_NUTRIENT_NOTE, WEEKS } from "#app/content/meal-plans.ts";
import { AFFILIATE_DISCLOSURE, MEDICAL_DISCLAIMER, REVIEW_DATE_NOTE } from "#app/domain/catalogue/messages.ts";
import {
  DEFAULT_CONS,
  DEFAULT_WHO_IS_IT_FOR,
  isGear,
  resolveProduct,
  type CatalogueProduct,
} from "#app/domain/catalogue/product.ts";
import AffiliateDetail from "#app/routes/affiliates/detail.tsx";
import ExpertInterview from "#app/routes/expert-interview.tsx";
import ReviewDetail from "#app/routes/product-reviews/detail.tsx";
import RoundupDetail from "#app/routes/product-roundups/detail.tsx";

/**
 * "Honest content": every claim the site makes is one it can stand
 * behind. This check fails on the faults the issue names: first-hand testing
 * the site never did, supplement defaults on gear, oversold evidence, missing
 * notices (marketplace links, interviews, safety, the vegan planner), dishes
 * that are usually not vegan but not named as vegan versions, and UK spelling.
 */

const TAG = "content-check-20";

// --- 1. First-hand experience the site does not have --------------------------------------------

/** Claims of use, testing, surveys or lab results; the site only does desk research (/how-we-review). */
export const FIRST_HAND_CLAIMS: RegExp[] = [
  /\btesters?\b/i,
  /\bwe (used|use|tried|try|took|take|slept|tested|test|mixed|put|trialled|trialed|wore|ran)\b/i,
  /\b(used|slept|tested|tried) (it|this|them|these|under)\b[^.]*\b(daily|every day|for (a|\w+) (week|month)s?)\b/i,
  /\bin our (tests?|testing|experience|group|trials?|lab)\b/i,
  /\b(our|a) (reader )?(survey|panel)\b/i,
  /\bkeep reordering\b/i,
  /\bfought over\b/i,
  /\bearned (its|their) place\b/i,
  /\b(every|each|per) batch\b/i,
  /\bbatch(-level)? (results|testing|tests)\b/i,
  /\b(we|team) tests? (supplements|products|gear)\b/i,
  /\b(tests|tested) products before\b/i,
  /\btesting team\b/i,
  /\b(weeks|months|hours) of (testing|use)\b/i,
  /\btested (shortlists?|picks?|products?)\b/i,
  /\bour (team|editors|writers) (uses?|used|tries|tried|tests?|tested|swears? by)\b/i,
  /\bhands-on\b/i,
];

function productTexts(product: CatalogueProduct): string[] {
  return [
    product.name,
    product.description,
    product.longDescription,
    ...product.features.map((f) => f.text),
    ...(product.pros ?? []),
    ...(product.cons ?? []),
    product.whoIsItFor ?? "",
    product.detailedReview ?? "",
    product.safetyNote ?? "",
  ];
}

/** The visible text of a route module (JSX text and string literals), read from its source. */
function source(file: string): string {
  return fs.readFileSync(path.resolve("app", file), "utf8");
}

/** Every .ts/.tsx module under app/<folder>, as paths relative to app/ (tests left out). */
function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.resolve("app", folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

/**
 * What a module can show a reader: its string literals and JSX text, without comments and code
 * (so an identifier such as normaliseEntry or a comment about colours is not page copy).
 */
export function visibleTexts(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[^:])\/\/.*$/gm, "$1");
  const literals = [...withoutComments.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? "",
  );
  const jsxText = [...withoutComments.matchAll(/>([^<>{}]*[A-Za-z][^<>{}]*)</g)].map((match) => match[1]!);
  return [...literals, ...jsxText].map((text) => text.replace(/\s+/g, " ").trim()).filter((text) => /[A-Za-z]{3}/.test(text));
}

export function firstHandClaims(texts: readonly string[]): string[] {
  return texts.flatMap((text) =>
    FIRST_HAND_CLAIMS.filter((pattern) => pattern.test(text)).map((pattern) => `${pattern} in: ${text.slice(0, 120)}`),
  );
}

describe("catalogue text claims only desk research", () => {
  test("no product, roundup or comparison text describes use, testing, surveys or lab results", () => {
    const texts = [
      ...catalogueProducts.flatMap(productTexts),
      ...roundups.flatMap((r) => [r.title, r.description, r.coverImageDescription, ...r.products.map((p) => p.reason)]),
      ...comparisonCategories.flatMap((c) => [c.title, ...c.featureLabels, ...c.products.flatMap((p) => p.features.map((f) => f.value))]),
    ];
    expect(firstHandClaims(texts)).toEqual([]);
  });

  test("no page, component or brand copy makes a testing claim (every route module and component, the collaboration copy)", () => {
    // The privacy policy says how "we use" personal data (its spec section title), not products.
    const files = [...sourceFiles("routes"), ...sourceFiles("components"), "content/collaborate.ts"].filter((file) => file !== "routes/privacy-policy.tsx");
    expect(files).toContain("routes/home.tsx");
    const offenders = files.flatMap((file) => firstHandClaims(visibleTexts(source(file))).map((claim) => `${file}: ${claim}`));
    expect(offenders).toEqual([]);
  });

  test("the claim patterns catch the issue's examples", () => {
    for (const example of [
      "Most of our testers fell asleep faster.",
      "We used this powder daily for ten weeks.",
      "We slept under this blanket for a month.",
      "In our reader survey, women were the most satisfied.",
      "This is the one we keep reordering.",
      "Heavy-metal results published for every batch.",
      "We test supplements, skincare and fitness gear.",
      "Our team tests products before recommending them.",
      // Found on main after the rewrite (roundup list, Affiliate Corner, collaboration offers):
      "Our shortlists of the products that earned their place after weeks of testing.",
      "Our tested shortlists: the best collagen.",
      "The products our team uses and recommends.",
      "Hands-on, honest reviews by our testing team.",
    ]) {
      expect(firstHandClaims([example]), example).not.toEqual([]);
    }
    // Describing the method honestly is not a claim of testing.
    expect(firstHandClaims(["We did not use the product ourselves.", "We do not test products ourselves."])).toEqual([]);
  });

  test("the How we review page describes desk research and says what the site does not do", () => {
    const text = reviewMethodSections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.points ?? [])]).join(" ");
    for (const needle of [/desk research/i, /USP/, /NSF/, /Informed Sport/, /price per serving/i, /FDA/, /FTC/, /ratings? (are|is) set/i, /do not use or test/i, /survey/i, /laborator/i]) {
      expect(text).toMatch(needle);
    }
  });
});

// --- 2. Every listed product speaks for itself ---------------------------------------------------

const SUPPLEMENT_ONLY_CONS: readonly string[] = DEFAULT_CONS.filter((con) => /flavor|bloating/i.test(con));
const listed = new Set([...roundups.flatMap((r) => r.products.map((p) => p.slug)), ...affiliateSlugs]);

describe("every listed product has cons and an audience that fit it", () => {
  test("no gear or tool falls back to supplement-only cons or the supplements audience", () => {
    const wrong = catalogueProducts
      .filter((p) => listed.has(p.slug) && isGear(p))
      .filter((p) => {
        const resolved = resolveProduct(p, TAG);
        return resolved.cons.some((con) => SUPPLEMENT_ONLY_CONS.includes(con)) || resolved.whoIsItFor === DEFAULT_WHO_IS_IT_FOR;
      })
      .map((p) => p.slug);
    expect(wrong).toEqual([]);
  });

  test("every listed product but the default-path supplement has its own cons and audience", () => {
    const onDefaults = catalogueProducts.filter((p) => listed.has(p.slug) && (p.cons === undefined || p.whoIsItFor === undefined));
    // The spec's defaults stay reachable through exactly one supplement.
    expect(onDefaults.map((p) => p.slug)).toEqual(["liquid-collagen-shots"]);
    expect(isGear(onDefaults[0]!)).toBe(false);
  });
});

// --- Evidence matches the site's menopause article and current guidance -----------------------

describe("evidence is not oversold", () => {
  const botanicals = catalogueProducts.filter((p) => /black cohosh/i.test(productTexts(p).join(" ")));

  test("black cohosh / red clover / sage: no supportive or best-studied claims, a low rating, no comparison score", () => {
    expect(botanicals.length).toBeGreaterThan(0);
    for (const product of botanicals) {
      const text = productTexts(product).join(" ");
      expect(text).not.toMatch(/supportive evidence|best[- ]studied|most research|most-researched/i);
      expect(text).toMatch(/does not (recommend|support)/i);
      expect(text).toMatch(/2023/);
      expect(product.rating ?? 4.5).toBeLessThanOrEqual(3);
    }
    const compared = comparisonCategories.flatMap((c) => c.products.map((p) => p.slug));
    for (const product of botanicals) expect(compared).not.toContain(product.slug);
    for (const reason of roundups.flatMap((r) => r.products).filter((p) => botanicals.some((b) => b.slug === p.slug))) {
      expect(reason.reason).not.toMatch(/best[- ]studied|most research/i);
    }
  });

  test("the menopause article cites the 2023 nonhormone position statement", () => {
    const article = starterArticles.find((a) => /menopause/i.test(a.title) && /perimenopause/i.test(a.title));
    expect(article?.content).toMatch(/2023 nonhormone therapy position statement/);
    expect(article?.content).toMatch(/black cohosh/);
  });
});

// --- 3. Notices where the claim is made ---------------------------------------------------------

function render(Component: ComponentType<never>, loaderData: unknown): string {
  const props = { loaderData, params: {}, matches: [] } as never;
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Component, props)));
}

const MARKETPLACE_LINK = /href="https:\/\/www\.(amazon|walmart|target|iherb)\.com\//;

export function lacksMarketplaceNotices(html: string): boolean {
  return MARKETPLACE_LINK.test(html) && !(html.includes(AFFILIATE_DISCLOSURE) && html.includes(MEDICAL_DISCLAIMER));
}

function roundupPage(slug: string) {
  const roundup = roundups.find((r) => r.slug === slug)!;
  const items = roundup.products.map(({ slug: productSlug, reason }) => ({
    product: resolveProduct(catalogueProducts.find((p) => p.slug === productSlug)!, TAG),
    reason,
    hasReview: true,
  }));
  return render(RoundupDetail as ComponentType<never>, { roundup: { slug, title: roundup.title, description: roundup.description, items } });
}

describe("notices sit where the claims are made", () => {
  test("every roundup page shows its marketplace links with the affiliate disclosure and the not-medical-advice line", () => {
    for (const roundup of roundups) {
      const html = roundupPage(roundup.slug);
      expect(html, roundup.slug).toMatch(MARKETPLACE_LINK);
      expect(lacksMarketplaceNotices(html), roundup.slug).toBe(false);
      expect(html).toContain(`href="${REVIEW_METHOD_PATH}"`);
    }
  });

  test("every affiliate page with a marketplace link shows both notices", () => {
    for (const slug of affiliateSlugs) {
      const product = resolveProduct(catalogueProducts.find((p) => p.slug === slug)!, TAG);
      const amazon = product.retailers.find((r) => r.name === "Amazon");
      const html = render(AffiliateDetail as ComponentType<never>, {
        item: { ...product, safetyNote: product.safetyNote },
        marketplace: amazon ? { link: amazon.link, price: "$1.00" } : null,
      });
      expect(lacksMarketplaceNotices(html), slug).toBe(false);
    }
  });

  test("any other route that renders a marketplace link also renders the notices", () => {
    const routes = fs.readdirSync(path.resolve("app/routes"), { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f));
    const offenders = routes.filter((file) => {
      const text = source(path.join("routes", file));
      return /RetailerLink|amazon\.com/.test(text) && !/MarketplaceNotices/.test(text);
    });
    expect(offenders).toEqual([]);
  });

  test("the affiliate disclosure claims no use and no blanket recommendation (low-rated products carry marketplace links too)", () => {
    expect(firstHandClaims([AFFILIATE_DISCLOSURE])).toEqual([]);
    expect(AFFILIATE_DISCLOSURE).not.toMatch(/\bwe (would )?use\b|\bourselves\b|only recommend/i);
    const lowRated = catalogueProducts.filter((p) => (p.rating ?? 4.5) < 3.5 && listed.has(p.slug)).map((p) => p.slug);
    expect(lowRated).toContain("menopause-support-complex");
  });

  test("the check catches a page with a marketplace link and no disclosure", () => {
    expect(lacksMarketplaceNotices('<a href="https://www.amazon.com/s?k=x">Shop on Amazon</a>')).toBe(true);
  });

  test("every review page links to How we review, keeps the spec's date note and shows its safety note", () => {
    for (const product of catalogueProducts) {
      const resolved = resolveProduct(product, TAG);
      const html = render(ReviewDetail as ComponentType<never>, { product: resolved });
      expect(html, product.slug).toContain(`href="${REVIEW_METHOD_PATH}"`);
      expect(html).toContain(REVIEW_DATE_NOTE);
      expect(html).toContain(MEDICAL_DISCLAIMER);
      if (product.safetyNote) expect(html).toContain("Safety note");
    }
    expect(REVIEW_DATE_NOTE).toBe("Review current as of August 2025");
  });

  test("every interview page carries the AI-assisted / illustrative notice, and no expert is credited with the site's tools", () => {
    for (const interview of interviews) {
      const html = render(ExpertInterview as ComponentType<never>, { interview });
      expect(html, interview.id).toMatch(/AI-assisted research/);
      expect(html).toMatch(/illustrative/);
      const text = interview.content.map((p) => (typeof p === "string" ? p : p.question)).join(" ");
      expect(text).not.toMatch(/\b(wrote|designed|created|shaped|built|developed|devised)\b[^.]*\b(meal plans?|toolkit|workout plans?|quiz(zes)?|health tracker)\b/i);
    }
  });

  test("supplements that need one carry a safety note beside the claims", () => {
    for (const product of catalogueProducts) {
      const text = productTexts(product).join(" ");
      const note = product.safetyNote ?? "";
      if (/biotin/i.test(text)) expect(note, product.slug).toMatch(/lab tests?/i);
      if (/\b\d+ mg (gentle )?iron\b|iron bisglycinate|\bincludes iron\b|\bcontains iron\b/i.test(text)) expect(note, product.slug).toMatch(/children/i);
      if (/st\.? john'?s wort/i.test(text)) expect(note, product.slug).toMatch(/medicines/i);
      if (/black cohosh|ashwagandha|vitex|chasteberry|saffron|evening primrose/i.test(text) || /\bDIM\b/.test(text)) expect(note, product.slug).toMatch(/pregnan/i);
    }
  });
});

// --- Vegan meal planner ---------------------------------------------------------------------------

/** Dishes usually made with animal products, and how a vegan version is named. */
export const USUALLY_NOT_VEGAN: { dish: RegExp; marked: RegExp }[] = [
  { dish: /pad thai/i, marked: /vegan pad thai/i },
  { dish: /thai (green |red |yellow )?curry|curry paste/i, marked: /vegan/i },
  { dish: /granola/i, marked: /maple granola|vegan granola/i },
  { dish: /risotto/i, marked: /vegan/i },
  { dish: /pastry|pot pie|shepherd's pie|cottage pie/i, marked: /vegan/i },
  { dish: /\bmash\b|\bmashed (sweet )?potato/i, marked: /vegan|olive-oil/i },
  { dish: /pancakes?|waffles?/i, marked: /vegan/i },
  { dish: /lasagn[ae]|moussaka|b[ée]chamel/i, marked: /vegan|cashew|soy/i },
  { dish: /caesar/i, marked: /vegan/i },
  { dish: /paella|biryani|quesadillas?|enchiladas?|frittata|burrito|pesto|teriyaki|banh mi/i, marked: /vegan/i },
  { dish: /\bcurry\b|\bdal\b/i, marked: /vegan|no ghee|not ghee/i },
  { dish: /margarine/i, marked: /vegan/i },
];

export function unmarkedDishes(dishes: readonly string[]): string[] {
  return dishes.filter((dish) => USUALLY_NOT_VEGAN.some(({ dish: d, marked }) => d.test(dish) && !marked.test(dish)));
}

describe("the vegan meal planner", () => {
  const dishes = AGE_RANGES.flatMap((range) => WEEKS.flatMap(({ key }) => mealPlans[range][key].flatMap((d) => [d.breakfast, d.lunch, d.dinner])));

  test("every dish that is usually not vegan is named as its vegan version", () => {
    expect(unmarkedDishes(dishes)).toEqual([]);
    expect(unmarkedDishes(["Tofu pad thai with rice noodles", "Chia pudding with kiwi and granola", "Mushroom risotto"])).toHaveLength(3);
  });

  test("the planner notes B12, iodine, vitamin D and omega-3, with a pregnancy line", () => {
    const text = [...VEGAN_NUTRIENT_NOTE.points, VEGAN_NUTRIENT_NOTE.pregnancy].join(" ");
    for (const nutrient of [/B12/, /iodine/i, /vitamin D/i, /omega-3/i, /pregnan/i]) expect(text).toMatch(nutrient);
    expect(source("components/toolkit/meal-planner.tsx")).toMatch(/VEGAN_NUTRIENT_NOTE\.pregnancy/);
  });
});

// --- 4. One spelling: US English ------------------------------------------------------------------

/** UK spellings that have a US form; cited reference titles keep their own spelling. */
export const UK_SPELLINGS =
  /\b(fibres?|oestrogens?|colours?|coloured|flavour\w*|favourite|behaviour\w*|centre[sd]?|metres|litres?|programmes?|yoghurts?|anaemi\w*|haem\w*|randomised|standardised|hydrolysed|organis\w+|recognis\w+|moisturis\w+|personalis\w+|prioritis\w+|normalis\w+|emphasis(e|ed|es)|practis(e|ed)|labelled|gelatine|sulphate|diarrhoea|apnoea|coeliac|gynaecolog\w+|ageing|wholegrains?|wholemeal|porridge|aubergines?|courgettes?|coriander|pak choi|chilli|hot flush(es)?)\b/i;

function withoutReferences(html: string): string {
  const i = html.indexOf("<h2>References</h2>");
  return i === -1 ? html : html.slice(0, i);
}

export function ukSpellings(texts: readonly string[]): string[] {
  return texts.flatMap((text) => {
    const match = UK_SPELLINGS.exec(text);
    return match ? [`${match[0]} in: ${text.slice(Math.max(0, match.index - 40), match.index + 40)}`] : [];
  });
}

describe("US English everywhere", () => {
  test("catalogue, roundups, articles (outside cited titles), interviews and meal plans", () => {
    const texts = [
      ...catalogueProducts.flatMap(productTexts),
      ...roundups.flatMap((r) => [r.description, r.coverImageDescription, ...r.products.map((p) => p.reason)]),
      ...starterArticles.flatMap((a) => [a.title, a.excerpt, a.imageDescription, withoutReferences(a.content)]),
      ...interviews.flatMap((i) => [i.topic, i.summary, i.quote, ...i.content.map((p) => (typeof p === "string" ? p : p.question))]),
      ...AGE_RANGES.flatMap((r) => [mealPlans[r].focus, ...WEEKS.flatMap(({ key }) => mealPlans[r][key].flatMap((d) => [d.breakfast, d.lunch, d.dinner]))]),
    ];
    expect(ukSpellings(texts)).toEqual([]);
    expect(ukSpellings(["More fibre, less oestrogen, hot flushes"])).toHaveLength(1);
  });

  test("page copy in every route module and component", () => {
    const files = [...sourceFiles("routes"), ...sourceFiles("components"), "content/collaborate.ts", "content/quizzes.ts", "content/workout-plans.ts"];
    const offenders = files.flatMap((file) => ukSpellings(visibleTexts(source(file))).map((hit) => `${file}: ${hit}`));
    expect(offenders).toEqual([]);
    expect(ukSpellings(visibleTexts('<p>Create your account to personalise your profile.</p>'))).toHaveLength(1);
  });
});
