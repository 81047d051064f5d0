import fs from "node:fs";
import { FIRST_HAND_CLAIMS } from "#app/domain/catalogue/rules.ts";
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
import {
  AFFILIATE_DISCLOSURE,
  CATALOGUE_REVIEWED_ON,
  MEDICAL_DISCLAIMER,
} from "#app/domain/catalogue/messages.ts";
import { reviewDateNote } from "#app/domain/catalogue/review-date.ts";
import {
  comparisonTables,
  comparisonTeaser,
  isRecommended,
  methodBreaches,
  isGear,
  resolveProduct,
  type CatalogueProduct,
} from "#app/domain/catalogue/product.ts";
import AffiliateDetail from "#app/routes/affiliates/detail.tsx";
import ExpertInterview from "#app/routes/expert-interview.tsx";
import ReviewDetail from "#app/routes/product-reviews/detail.tsx";
import RoundupDetail from "#app/routes/product-roundups/detail.tsx";
import ChatRoute from "#app/routes/chat.tsx";
import { meta as communityMeta } from "#app/routes/community.tsx";
import { meta as expertInterviewMeta } from "#app/routes/expert-interview.tsx";
import { StarRating } from "#app/components/catalogue/star-rating.tsx";
import { RoomSafety } from "#app/components/chat/room-safety.tsx";
import { QuizResults } from "#app/components/quizzes/quiz-results.tsx";
import { mediaKitFigures } from "#app/content/collaborate.ts";
import { communityPosts } from "#app/content/community/posts.ts";
import { chatRooms, ROOM_GUIDELINES, ROOM_CRISIS_NOTE } from "#app/content/community/rooms.ts";
import { CRISIS_ARTICLE_CATEGORY, CRISIS_LINES, CRISIS_RESOURCES } from "#app/content/crisis.ts";
import { CrisisResources } from "#app/components/safety/crisis-resources.tsx";
import { quizzes } from "#app/content/quizzes.ts";
import { slugify } from "#app/domain/articles/slug.ts";
import { totalScore } from "#app/domain/quizzes/scoring.ts";
import { SITE_NAME_DEFAULT } from "#app/lib/site.ts";

/** What a review page credits without editorial details of its own (review-credits.server.ts). */
const TEAM_CREDITS = {
  byline: { name: "The Wellness Circle editorial team", credentials: "", role: "", path: "/editorial-team" },
  authorIsPerson: false,
  reviewer: null,
  lastReviewed: { date: "August 2025", isoDate: "2025-08-01T00:00:00.000Z" },
  nextReview: { date: "August 2026", isoDate: "2026-08-01T00:00:00.000Z" },
  modifiedIso: "2025-08-01T00:00:00.000Z",
};

/**
 * "Honest content": every claim the site makes is one it can stand
 * behind. This check fails on the faults the issue names: first-hand testing
 * the site never did, supplement defaults on gear, oversold evidence, missing
 * notices (marketplace links, interviews, safety, the vegan planner), dishes
 * that are usually not vegan but not named as vegan versions, and UK spelling.
 */

const TAG = "content-check-20";

// --- 1. First-hand experience the site does not have --------------------------------------------

// The claims of use, testing, surveys or lab results the method forbids: one list, also run on every editor's
// save (app/domain/catalogue/rules.ts).
export { FIRST_HAND_CLAIMS };

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
      ...comparisonCategories.flatMap((c) => [c.title, ...c.featureLabels]),
      ...catalogueProducts.flatMap((p) => p.comparison?.facts.map((f) => f.value) ?? []),
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
    const text = reviewMethodSections(SITE_NAME_DEFAULT).flatMap((s) => [s.title, ...s.paragraphs, ...(s.points ?? [])]).join(" ");
    for (const needle of [/desk research/i, /USP/, /NSF/, /Informed Sport/, /price per serving/i, /FDA/, /FTC/, /ratings? (are|is) set/i, /do not use or test/i, /survey/i, /laborator/i]) {
      expect(text).toMatch(needle);
    }
  });
});

// --- 2. Every listed product speaks for itself ---------------------------------------------------

const listed = new Set([...roundups.flatMap((r) => r.products.map((p) => p.slug)), ...affiliateSlugs]);
/** The spec's placeholder copy (default cons and audience): the site shows none of it. */
const PLACEHOLDER_COPY = /limited flavor options|higher price compared to alternatives|may cause mild bloating for sensitive users|a wide range of users looking for quality supplements/i;

describe("every listed product has cons and an audience that fit it", () => {
  test("no product shows placeholder cons or audience copy", () => {
    const wrong = catalogueProducts
      .filter((p) => listed.has(p.slug))
      .filter((p) => {
        const resolved = resolveProduct(p, TAG);
        return [...resolved.cons, resolved.whoIsItFor].some((text) => PLACEHOLDER_COPY.test(text)) || resolved.cons.length === 0 || !resolved.whoIsItFor;
      })
      .map((p) => p.slug);
    expect(wrong).toEqual([]);
    expect(PLACEHOLDER_COPY.test("Limited flavor options")).toBe(true);
  });

  test("gear never carries supplement-only wording", () => {
    const wrong = catalogueProducts.filter((p) => listed.has(p.slug) && isGear(p) && /flavor|bloating|quality supplements/i.test([...p.cons, p.whoIsItFor].join(" ")));
    expect(wrong.map((p) => p.slug)).toEqual([]);
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
      expect(product.rating ?? 0).toBeLessThanOrEqual(3);
    }
    const compared = comparisonTables(comparisonCategories, catalogueProducts).flatMap((c) => c.products.map((p) => p.slug));
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
    const lowRated = catalogueProducts.filter((p) => p.rating !== undefined && p.rating < 3.5 && listed.has(p.slug)).map((p) => p.slug);
    expect(lowRated).toContain("menopause-support-complex");
  });

  test("the check catches a page with a marketplace link and no disclosure", () => {
    expect(lacksMarketplaceNotices('<a href="https://www.amazon.com/s?k=x">Shop on Amazon</a>')).toBe(true);
  });

  test("every review page links to How we review, keeps the spec's date note and shows its safety note", () => {
    for (const product of catalogueProducts) {
      const resolved = resolveProduct(product, TAG);
      const html = render(ReviewDetail as ComponentType<never>, { product: resolved, credits: TEAM_CREDITS });
      expect(html, product.slug).toContain(`href="${REVIEW_METHOD_PATH}"`);
      // The spec's date note dates a review: a product not yet reviewed has none to date.
      expect(html.includes("Review current as of August 2025"), product.slug).toBe(resolved.reviewed);
      expect(html).toContain(MEDICAL_DISCLAIMER);
      if (product.safetyNote) expect(html).toContain("Safety note");
    }
    // An editor's review is dated by its own last review, not the built-in catalogue's month.
    expect(reviewDateNote(CATALOGUE_REVIEWED_ON)).toBe("Review current as of August 2025");
    expect(reviewDateNote("2026-12-07T10:00:00.000Z")).toBe("Review current as of December 2026");
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
    // Every module that holds words a reader sees: routes, components, the domain's messages and labels, and the
    // content modules (starter articles, the catalogue and its cited source titles are checked above or keep the
    // spelling of the work they cite).
    // Readers' own words are not the site's copy: the risk lexicon matches both spellings, its test set is
    // written the way readers write, and search's lay vocabulary maps the words readers type (both spellings)
    // to the site's, citing the pages it took them from.
    const exempt =
      /^(content\/(articles|catalogue)\/|content\/search\/(lay-vocabulary(\/[\w-]+)?|quality-round-(three|four))\.ts$|domain\/search\/(terms|query-set)\.ts$|content\/safety\/risk-(language|test-set)\.ts$|domain\/safety\/risk-test-set\.ts$)/;
    const files = [...sourceFiles("routes"), ...sourceFiles("components"), ...sourceFiles("domain"), ...sourceFiles("content")].filter(
      (file) => !exempt.test(file),
    );
    // Paths are not copy: an article keeps the slug it was first published under.
    const offenders = files.flatMap((file) => ukSpellings(visibleTexts(source(file)).filter((text) => !text.startsWith("/"))).map((hit) => `${file}: ${hit}`));
    expect(offenders).toEqual([]);
    expect(ukSpellings(visibleTexts('<p>Create your account to personalise your profile.</p>'))).toHaveLength(1);
  });
});

// --- 5. Figures, people, results, ratings, affiliate links and sources (trust) ------------------

/** Figures and claims about the site that are not true of it. */
const FIXED_FIGURES =
  /50,000\+?|\b1000\+|\b1,000\+|\b4\.9\b|thousands of (women|readers)|hands-on|talked to doctors|doctors, nutritionists and dermatologists|expert answers|\bour (experts|doctors|dietitians|nutritionists|dermatologists)\b/i;

describe("figures the site can stand behind", () => {
  test("no page, component or brand copy (media kit included) states a fixed audience figure or invented experience", () => {
    const files = [...sourceFiles("routes"), ...sourceFiles("components"), "content/collaborate.ts"];
    const offenders = files.flatMap((file) =>
      visibleTexts(source(file))
        .filter((text) => FIXED_FIGURES.test(text))
        .map((text) => `${file}: ${text.slice(0, 100)}`),
    );
    const kit = visibleTexts(fs.readFileSync(path.resolve("scripts/media-kit.ts"), "utf8")).filter((text) => FIXED_FIGURES.test(text));
    expect([...offenders, ...kit]).toEqual([]);
    expect(FIXED_FIGURES.test("50,000+ readers")).toBe(true);
    // The interviews are illustrative: the newsletter cannot promise answers from experts the site does not have.
    expect(FIXED_FIGURES.test("New articles, honest product reviews and expert answers")).toBe(true);
  });

  test("the media kit's figures are counted from the catalogue, and the home teaser counts no skincare product", () => {
    // Only full reviews count as reviews (a product not yet reviewed is listed, not reviewed).
    const inRoundups = new Set(roundups.flatMap((r) => r.products.map((p) => p.slug)));
    const reviews = catalogueProducts.filter((p) => inRoundups.has(p.slug) && resolveProduct(p, TAG).reviewed).length;
    expect(reviews).toBeLessThan(inRoundups.size);
    expect(mediaKitFigures()).toContainEqual({ value: String(reviews), label: "product reviews" });
    const skincare = comparisonTeaser(catalogueProducts, roundups).find((group) => group.name === "Skincare");
    expect(skincare?.reviewed).toBe(catalogueProducts.filter((p) => /skin ?care/i.test(p.category)).length);
    expect(skincare?.rating).toBeNull();
  });
});

/** Words that present an illustrative person as a credentialed one. */
const CREDENTIALS = /\b(Dr\.?|MD|FAAD|CNS|ND|board-certified|certified|specialist|naturopathic doctor|dermatologist|nutritionist)\b/i;
/** Someone recommending a product: an affiliate product's ingredient with a verb that endorses it. */
const ENDORSEMENT = /\b(helps?|recommend\w*|works?|worth|swear by|love|tried|taking|been taking|stronger|faster)\b/i;

function affiliateKeywords(): RegExp {
  const words = ["collagen", "magnesium", "inositol", "vitex", "chasteberry", "seed cycling", "multivitamin", "prenatal", "ashwagandha", "weighted blanket", "mood journal", "saffron", "resistance bands?", "dumbbells?", "protein powder", "kettlebell", "probiotic", "prebiotic", "fiber powder", "digestive tea", "omega-3", "fish oil"];
  expect(affiliateSlugs.length).toBeGreaterThan(0);
  return new RegExp(`\\b(${words.join("|")})`, "i");
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

describe("no invented person speaks as a real one", () => {
  test("interviews: no credential in names, titles, share cards or headings; the biography says the person is illustrative", () => {
    for (const interview of interviews) {
      expect(interview.name, interview.id).not.toMatch(CREDENTIALS);
      expect(interview.title, interview.id).toMatch(/^Illustrative/);
      expect(interview.imageDescription).not.toMatch(/\b(Dr\.|a dermatologist|a certified|a naturopathic doctor)\b/);
      const metaTags = expertInterviewMeta({ loaderData: { interview } } as never) as { title?: string; property?: string; content?: string }[];
      const shareTitles = metaTags.filter((tag) => tag.title || tag.property === "og:title").map((tag) => tag.title ?? tag.content ?? "");
      for (const title of shareTitles) {
        expect(title).toMatch(/Illustrative/);
        expect(title).not.toMatch(CREDENTIALS);
      }
      const html = render(ExpertInterview as ComponentType<never>, { interview });
      const h1 = /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] ?? "";
      expect(h1).not.toMatch(CREDENTIALS);
      const intro = interview.content[0];
      expect(typeof intro === "string" ? intro : "").toMatch(/illustrative character, not a real/);
    }
  });

  test("no illustrative person recommends a product the site earns from", () => {
    const keywords = affiliateKeywords();
    const texts = interviews.flatMap((i) => [i.quote, ...i.content.map((p) => (typeof p === "string" ? p : p.question))]);
    const endorsements = texts.flatMap(sentences).filter((s) => keywords.test(s) && ENDORSEMENT.test(s));
    expect(endorsements).toEqual([]);
    // The check catches the sentence the naturopath used to say.
    expect(["Magnesium glycinate in the evening helps some of my patients with sleep."].filter((s) => keywords.test(s) && ENDORSEMENT.test(s))).toHaveLength(1);
  });

  test("community sample posts are labelled examples with no product-effect claims, and the feed says what it is", () => {
    const keywords = affiliateKeywords();
    for (const post of communityPosts) {
      for (const text of [post.content, ...post.comments.map((c) => c.content)]) expect(keywords.test(text), text).toBe(false);
    }
    const description = (communityMeta({} as never) as { name?: string; content?: string }[]).find((tag) => tag.name === "description")?.content ?? "";
    expect(description).not.toMatch(/real conversations/i);
    expect(description).toMatch(/example/i);
    const page = source("routes/community.tsx");
    expect(page).toMatch(/>\s*Example\s*</);
    expect(page).toMatch(/not from real\s+members/);
  });

  test("/about names what the founder read, not experts she talked to", () => {
    const text = visibleTexts(source("routes/about.tsx")).join(" ");
    expect(text).not.toMatch(/talked to doctors/i);
    expect(text).not.toMatch(/has never changed a verdict/i);
  });
});

describe("quiz results read the answers", () => {
  const byId = (id: string) => quizzes.find((quiz) => quiz.id === id)!;
  const worst = (quiz: (typeof quizzes)[number]) => quiz.questions.map(() => 0);
  const articleSlugs = new Set(starterArticles.map((a) => a.slug ?? slugify(a.title)));

  function results(quizId: string, answers: number[]) {
    const quiz = byId(quizId);
    const props = { quiz, answers, score: totalScore(quiz, answers), onRetake: () => undefined };
    return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(QuizResults, props)));
  }

  test("every worst-end answer has a note that says what to do and when to see a professional", () => {
    for (const quiz of quizzes) {
      for (const question of quiz.questions) {
        expect(question.worstAnswerNote, question.question).toMatch(/doctor|professional|therapist|988|dietitian/i);
      }
    }
  });

  test("the stress result for the worst answers names them, carries the crisis lines and links the article and tool", () => {
    const quiz = byId("stress-check");
    const html = results("stress-check", worst(quiz));
    for (const question of quiz.questions) expect(html).toContain(escapeHtml(question.worstAnswerNote));
    for (const line of ["988", "116 123", "emergency"]) expect(html).toContain(line);
    expect(html).toContain(`href="${quiz.readNext.article.path}"`);
  });

  test("a red flag caps the headline and is named; the issue's three cases get no reassuring title", () => {
    const quiz = byId("stress-check");
    // Overwhelmed very often, everything else at the best end: 13 of 16 was 'Managing Well'.
    const html = results("stress-check", [0, 3, 3, 3]);
    expect(html).toContain("High Stress Alert");
    expect(html).not.toContain("Managing Well");
    expect(html).toContain("data-red-flags");
    expect(html).toContain(escapeHtml(quiz.questions[0]!.worstAnswerNote));
    // Overwhelmed very often with daily physical signs: was 'Managing Well 5/16'.
    expect(results("stress-check", [0, 0, 1, 1])).toContain("High Stress Alert");
    // Sleep 'Sweet Dreams! 7/16' above the insomnia note.
    const sleep = byId("sleep-quality");
    const sleepHtml = results("sleep-quality", [0, 1, 1, 1]);
    expect(sleepHtml).toContain("Sleep Needs Attention");
    expect(sleepHtml).not.toContain("Sweet Dreams!");
    expect(sleepHtml).toContain(escapeHtml(sleep.questions[0]!.worstAnswerNote));
    // Snapshot: under five hours' sleep and daily overwhelm, the rest at the best end: no 'Excellent Alignment!',
    // and the crisis help comes with it.
    const snapshot = results("wellness-snapshot", [0, 3, 3, 3, 0, 3, 3]);
    expect(snapshot).not.toContain("Excellent Alignment!");
    expect(snapshot).toContain("116 123");
  });

  test("a note naming an eating disorder shows Beat and NEDA on the page, and no restrictive meal plan beside it", () => {
    const html = results("nutrition-habits", [3, 3, 3, 0]);
    expect(html).toContain("data-eating-disorder-support");
    expect(html).toContain("beateatingdisorders.org.uk");
    expect(html).toContain("nationaleatingdisorders.org");
    expect(html).not.toContain("tab=meals");
    expect(html).not.toMatch(/Meal Planner/);
    // Without the signal, the planner is offered and the eating-disorder lines are not.
    const steady = results("nutrition-habits", [3, 3, 3, 3]);
    expect(steady).toContain("tab=meals");
    expect(steady).not.toContain("data-eating-disorder-support");
  });

  test("'fairly often' on every question is named, with when to see a professional", () => {
    for (const quiz of quizzes) {
      const html = results(quiz.id, quiz.questions.map(() => 1));
      expect(html, quiz.id).toContain("data-leaning-answers");
      expect(html, quiz.id).toContain(escapeHtml(quiz.professionalAdvice));
    }
  });

  test("every result links an article that exists and a toolkit tool; at the best end only the stress quiz shows crisis lines", () => {
    for (const quiz of quizzes) {
      expect(articleSlugs, quiz.id).toContain(quiz.readNext.article.path.replace("/articles/", ""));
      expect(quiz.readNext.tool.path).toMatch(/^\/wellness-toolkit\?tab=(tracker|meals|workouts)$/);
      const html = results(quiz.id, quiz.questions.map(() => 3));
      expect(html.includes("116 123"), quiz.id).toBe(quiz.id === "stress-check");
    }
  });
});

describe("one source of truth for ratings, and the method's caps", () => {
  test("no product breaks the caps of /how-we-review", () => {
    expect(catalogueProducts.flatMap(methodBreaches)).toEqual([]);
  });

  test("the cap check catches a product rated above 3 whose evidence is missing, and a score outside its band", () => {
    const dim = catalogueProducts.find((p) => p.slug === "dim-hormone-balance")!;
    expect(methodBreaches({ ...dim, rating: 3.2 })).toHaveLength(1);
    const multi = catalogueProducts.find((p) => p.slug === "womens-daily-multivitamin")!;
    expect(methodBreaches({ ...multi, comparison: { ...multi.comparison!, effectiveness: 9 } })).toHaveLength(1);
  });

  test("a review that says the evidence does not support its main use is graded so", () => {
    const says = /does not support|no trial shows|no trial showing|almost no human trials|no clear benefit|too low to recommend on evidence/i;
    const mismatched = catalogueProducts.filter((p) => says.test(productTexts(p).join(" ")) && p.evidence !== "not-supported").map((p) => p.slug);
    expect(mismatched).toEqual([]);
  });

  test("comparison rows come from the reviews: same rating, and facts that agree with the review", () => {
    for (const table of comparisonTables(comparisonCategories, catalogueProducts)) {
      for (const row of table.products) {
        const product = catalogueProducts.find((p) => p.slug === row.slug)!;
        expect(row.rating ?? undefined).toBe(product.detailedReview ? product.rating : undefined);
        const testing = row.features[table.featureLabels.indexOf("Third-party tested")];
        if (testing && /testing varies by seller/i.test(productTexts(product).join(" "))) expect(testing.value).not.toBe("Yes");
      }
    }
  });

  test("stars show the rating beside them", () => {
    const html = renderToStaticMarkup(createElement(StarRating, { rating: 4.6 }));
    expect(html).toContain("4.6");
    expect(html).toContain('aria-label="Rated 4.6 out of 5"');
  });
});

describe("affiliate links that serve the reader", () => {
  const AMAZON = /href="https:\/\/www\.amazon\.com\//;

  test("the disclosure carries Amazon's required sentence", () => {
    expect(AFFILIATE_DISCLOSURE).toContain("As an Amazon Associate we earn from qualifying purchases.");
  });

  test("roundups: the disclosure comes before the first affiliate link; no buy link under a product the site does not recommend", () => {
    for (const roundup of roundups) {
      const html = roundupPage(roundup.slug);
      const first = html.search(MARKETPLACE_LINK);
      if (first !== -1) expect(html.indexOf(escapeHtml(AFFILIATE_DISCLOSURE)), roundup.slug).toBeLessThan(first);
      expect(html).not.toMatch(/Shop on Amazon|Buy on Amazon/);
      const notRecommended = roundup.products.map((p) => catalogueProducts.find((c) => c.slug === p.slug)!).filter((p) => !isRecommended(p));
      if (notRecommended.length > 0) {
        const section = html.slice(html.indexOf("data-not-recommended"));
        expect(section, roundup.slug).toContain("What we don&#x27;t recommend");
        expect(section).not.toMatch(MARKETPLACE_LINK);
        for (const product of notRecommended) expect(section).toContain(escapeHtml(product.name));
      }
    }
    // The hormone roundup holds the ones the evidence does not support.
    const hormone = roundups.find((r) => r.products.some((p) => p.slug === "dim-hormone-balance"))!;
    expect(roundupPage(hormone.slug)).toContain("data-not-recommended");
  });

  test("affiliate pages: 'See prices on Amazon' with no price, the disclosure above it, a link to the review", () => {
    for (const slug of affiliateSlugs) {
      const product = resolveProduct(catalogueProducts.find((p) => p.slug === slug)!, TAG);
      const amazon = product.retailers.find((r) => r.name === "Amazon");
      const html = render(AffiliateDetail as ComponentType<never>, {
        item: { ...product },
        marketplace: amazon && product.recommended ? { link: amazon.link } : null,
        reviewPath: `/product-reviews/${slug}`,
      });
      expect(html).toContain(`href="/product-reviews/${slug}"`);
      const first = html.search(AMAZON);
      if (first === -1) continue;
      expect(html.indexOf(escapeHtml(AFFILIATE_DISCLOSURE))).toBeLessThan(first);
      const linkText = html.slice(first, html.indexOf("</a>", first));
      expect(linkText).toContain("See prices on Amazon");
      expect(linkText).not.toMatch(/\$\d/);
    }
    expect(source("routes/affiliates/detail.tsx")).toMatch(/item\.recommended/);
  });
});

describe("sources on every review, and facts that match the articles", () => {
  // Official bodies, and papers by their DOI.
  const OFFICIAL = /^https:\/\/(doi\.org|ods\.od\.nih\.gov|www\.nccih\.nih\.gov|www\.uspreventiveservicestaskforce\.org|www\.cdc\.gov|www\.acog\.org|www\.nice\.org\.uk|www\.who\.int|www\.nhs\.uk|www\.mskcc\.org)\//;

  test("every product has at least one source; every link is to an official body", () => {
    const without = catalogueProducts.filter((p) => (p.sources ?? []).length === 0).map((p) => p.slug);
    expect(without).toEqual([]);
    for (const source of catalogueProducts.flatMap((p) => p.sources ?? [])) {
      if (source.url) expect(source.url).toMatch(OFFICIAL);
      expect(source.publisher.length).toBeGreaterThan(2);
    }
  });

  test("review pages list their sources as a numbered list", () => {
    for (const product of catalogueProducts) {
      const html = render(ReviewDetail as ComponentType<never>, { product: resolveProduct(product, TAG), credits: TEAM_CREDITS });
      expect(html, product.slug).toMatch(/<h2[^>]*>Sources<\/h2><ol/);
      for (const source of product.sources ?? []) expect(html).toContain(escapeHtml(source.title));
    }
  });

  test("folic acid, not methylfolate, is what the multivitamins offer for pregnancy (CDC, USPSTF)", () => {
    for (const slug of ["womens-daily-multivitamin", "prenatal-multivitamin-dha"]) {
      const product = catalogueProducts.find((p) => p.slug === slug)!;
      expect(productTexts(product).join(" ")).toMatch(/folic acid/);
      expect([...product.features.map((f) => f.text), ...(product.pros ?? [])].join(" ")).not.toMatch(/methylfolate|methylated folate/i);
      expect(product.comparison?.facts.some((f) => f.good && /methylfolate/i.test(f.value)) ?? false).toBe(false);
    }
  });

  test("no vitamin D dose above daily needs is a pro, no 'immunity' claim, and the magnesium review states its dose", () => {
    for (const product of catalogueProducts) {
      const resolved = resolveProduct(product, TAG);
      expect(resolved.pros.join(" "), product.slug).not.toMatch(/[2-9],?000 IU/);
      expect(productTexts(product).join(" "), product.slug).not.toMatch(/\bimmunity\b/i);
    }
    const magnesium = catalogueProducts.find((p) => p.slug === "magnesium-glycinate")!;
    expect(magnesium.detailedReview).toMatch(/\d+ mg of elemental magnesium/);
  });
});

describe("crisis lines and chat guidelines", () => {
  test("the crisis resources name 988, Samaritans 116 123 and emergency services", () => {
    const text = CRISIS_RESOURCES.lines.join(" ");
    for (const line of ["988", "Samaritans", "116 123", "emergency"]) expect(text).toContain(line);
    expect(CRISIS_ARTICLE_CATEGORY.test(starterArticles.find((a) => /^Stress and Your Body/.test(a.title))!.category)).toBe(true);
  });

  test("the crisis help has the UK's and US's emergency, crisis, text and domestic abuse lines, each with its source", () => {
    const text = CRISIS_LINES.map((line) => `${line.name} ${line.how}`).join(" ");
    for (const number of ["999", "911", "988", "116 123", "85258", "741741", "0808 2000 247", "1-800-799-7233", "88788"])
      expect(text).toContain(number);
    for (const line of CRISIS_LINES) if (line.kind !== "emergency") expect(line.url, line.name).toMatch(/^https:\/\//);
    const abuse = renderToStaticMarkup(createElement(CrisisResources, { kind: "abuse", region: "UK" }));
    expect(abuse.indexOf("0808 2000 247")).toBeLessThan(abuse.indexOf("116 123"));
    expect(abuse).not.toContain("911");
    const unknown = renderToStaticMarkup(createElement(CrisisResources, {}));
    for (const number of ["999", "911", "988", "116 123"]) expect(unknown).toContain(number);
  });

  test("every chat room page shows the guidelines, the crisis lines and that members, not counsellors, read it", () => {
    for (const room of chatRooms) {
      const html = renderToStaticMarkup(createElement(RoomSafety, { topic: room.id }));
      expect(html, room.id).toContain("Room guidelines");
      for (const rule of ROOM_GUIDELINES) expect(html).toContain(escapeHtml(rule));
      expect(html, room.id).toContain("116 123");
      expect(html, room.id).toContain(escapeHtml(ROOM_CRISIS_NOTE));
    }
    // The room page renders it for every room.
    expect(fs.readFileSync(path.resolve("app/components/chat/chat-room.tsx"), "utf8")).toMatch(/<RoomSafety topic=\{topic\}/);
    expect(ChatRoute).toBeTypeOf("function");
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}
