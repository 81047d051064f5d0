import { describe, expect, it } from "vitest";
import type { SearchDocument, SearchHit } from "./documents.ts";
import { asksAboutSymptom, SearchEngine } from "./engine.ts";
import { orderForRisk } from "./risk-order.ts";

const doc = (over: Partial<SearchDocument> & Pick<SearchDocument, "url" | "type" | "title">): SearchDocument => ({
  headings: "",
  keywords: "",
  summary: "",
  body: "",
  ...over,
});

const docs: SearchDocument[] = [
  doc({
    url: "/p/melatonin",
    type: "review",
    title: "Melatonin Sleep Gummies",
    summary: "Gummies for sleep, sleep and more sleep.",
    keywords: "sleep supplement",
    notRecommended: true,
  }),
  doc({
    url: "/a/sleep",
    type: "article",
    title: "Better sleep, backed by evidence",
    summary: "What helps when you cannot sleep.",
  }),
  doc({ url: "/p/ashwa", type: "review", title: "Ashwagandha", summary: "An adaptogen sold for stress and sleep." }),
  doc({
    url: "/a/five",
    type: "article",
    title: "Five a day",
    summary: "Five portions of fruit and vegetables; four is a start.",
  }),
];

describe("corrections never drop or flip a negation or a number", () => {
  const engine = new SearchEngine(docs);
  it.each(["can't sleep", "cant sleep", "dont sleep", "not sleeping", "won't sleep"])(
    "%s: no 'did you mean' that drops the negation",
    (query) => {
      const answer = engine.search(query);
      if (answer.didYouMean) expect(answer.didYouMean).toMatch(/can't|cant|dont|not|won't/);
    },
  );

  it("a typo beside a negation is corrected with the negation kept", () => {
    expect(engine.search("can't slep").didYouMean).toBe("can't sleep");
  });

  it("a number word is never turned into another word, nor another word into a number", () => {
    expect(engine.search("fivee portions").didYouMean ?? "").not.toMatch(/\bfive\b/);
    expect(engine.search("four sleap").didYouMean).toBe("four sleep");
  });
});

describe("symptom queries rank the page that explains above products; a not-recommended product says so", () => {
  const engine = new SearchEngine(docs);
  it("'can't sleep' and 'insomnia help' put the article first", () => {
    expect(asksAboutSymptom("can't sleep")).toBe(true);
    expect(asksAboutSymptom("best sleep supplement")).toBe(false);
    expect(engine.search("can't sleep").hits[0]?.url).toBe("/a/sleep");
    expect(engine.search("sleep").hits[0]?.url).toBe("/a/sleep");
  });

  it("the explaining page goes first even when a product names more of the words ('period cramps')", () => {
    const more = new SearchEngine([
      ...docs,
      doc({
        url: "/p/patch",
        type: "review",
        title: "Cramp Relief Heat Patch",
        summary: "For period cramps: cramps, cramps and period cramps.",
      }),
      doc({ url: "/a/period", type: "article", title: "Your period, explained", summary: "What a normal period is." }),
      doc({ url: "/a/heat", type: "article", title: "Heat at home", summary: "Relief for a cold house." }),
    ]);
    expect(asksAboutSymptom("period cramps")).toBe(true);
    expect(more.search("period cramps").hits.map((h) => h.url)).toEqual(["/a/period", "/p/patch"]);
    // Only a page matching a symptom word is promoted: "relief" alone explains nothing about cramps.
    expect(more.search("cramps relief").hits[0]?.url).toBe("/p/patch");
    // A word that is not a symptom stays decisive: the product named by it keeps its place.
    expect(more.search("heat patch cramps").hits[0]?.url).toBe("/p/patch");
    // A medical word finds the plain one: dysmenorrhoea is period pain with cramps.
    expect(more.search("dysmenorrhoea").hits[0]?.url).toBe("/p/patch");
  });

  it("a shopping query keeps products where their scores put them", () => {
    expect(engine.search("sleep gummies").hits[0]?.url).toBe("/p/melatonin");
  });

  it("the not-recommended product's result carries 'Not recommended'", () => {
    const hit = engine.search("melatonin").hits.find((h) => h.url === "/p/melatonin");
    expect(hit?.caution).toBe("Not recommended");
    expect(engine.search("ashwagandha").hits[0]?.caution).toBeUndefined();
  });
});

describe("a search that signals risk lists nothing that sells above what explains", () => {
  const hits: SearchHit[] = [
    { url: "/p/1", type: "review", label: "Product review", title: "P", excerpt: [] },
    { url: "/a/1", type: "article", label: "Article", title: "A", excerpt: [] },
    { url: "/r/1", type: "roundup", label: "Roundup", title: "R", excerpt: [] },
    { url: "/q/1", type: "quiz", label: "Quiz", title: "Q", excerpt: [] },
  ];
  it("self-harm and abuse: no product, affiliate or roundup at all", () => {
    expect(orderForRisk(hits, "self-harm").map((h) => h.url)).toEqual(["/a/1", "/q/1"]);
    expect(orderForRisk(hits, "abuse").map((h) => h.url)).toEqual(["/a/1", "/q/1"]);
  });
  it("distress: products after every page that explains", () => {
    expect(orderForRisk(hits, "distress").map((h) => h.url)).toEqual(["/a/1", "/q/1", "/p/1", "/r/1"]);
    expect(orderForRisk(hits, null)).toEqual(hits);
  });
});
