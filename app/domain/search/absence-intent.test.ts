import { describe, expect, it } from "vitest";
import { layVocabulary } from "#app/content/search/lay-vocabulary.ts";
import type { SearchDocument } from "./documents.ts";
import { SearchEngine } from "./engine.ts";
import { layIndex, layWordIndex, readQuery } from "./query-reading.ts";
import { readWords, termOf } from "./terms.ts";

const doc = (over: Partial<SearchDocument> & Pick<SearchDocument, "url" | "type" | "title">): SearchDocument => ({
  headings: "",
  keywords: "",
  summary: "",
  body: "",
  ...over,
});

const absent = (text: string) => readWords(text).flatMap((w) => (w.absent ? [w.word] : []));

describe("absence read in names and queries", () => {
  it.each([
    ["Iron-Free Once-Daily Multivitamin", ["Iron"]],
    ["iron free multivitamin", ["iron"]],
    ["multivitamin without iron", ["iron"]],
    ["free from added sugar", ["sugar"]],
    ["free of gluten", ["gluten"]],
    ["no added sugar", ["sugar"]],
    ["No iron, no artificial colors", ["iron", "colors"]],
    ["Non-Slip Yoga Mat", ["Slip"]],
    ["not for pregnancy", ["pregnancy"]],
    ["Call Samaritans free on 116 123", []],
    ["feel free to ask", []],
    ["free meal planner", []],
    ["can't sleep", []],
  ])("%s", (text, expected) => {
    expect(absent(text)).toEqual(expected);
  });

  const engine = new SearchEngine([
    doc({
      url: "/p/iron-free",
      type: "review",
      title: "Iron-Free Once-Daily Multivitamin",
      summary: "A multivitamin.",
    }),
    doc({ url: "/p/iron", type: "review", title: "Gentle Iron Tablets", summary: "Iron bisglycinate." }),
    doc({ url: "/a/iron", type: "article", title: "Iron and fatigue", summary: "Why women run low on iron." }),
    doc({ url: "/p/mat", type: "review", title: "Non-Slip Yoga Mat (6 mm)", summary: "A mat." }),
  ]);
  const urls = (query: string) => engine.search(query).hits.map((h) => h.url);

  it("a product named 'X-free' does not match X, and is found by 'X-free' and 'without X'", () => {
    expect(urls("iron")).not.toContain("/p/iron-free");
    for (const query of ["iron-free", "iron free", "without iron", "free from iron", "multivitamin without iron"])
      expect(urls(query)[0], query).toBe("/p/iron-free");
    expect(urls("without iron")).not.toContain("/p/iron");
    // Suggestions while typing read absence the same way.
    expect(engine.suggest("iron").map((s) => s.url)).not.toContain("/p/iron-free");
    expect(engine.suggest("iron-free mul")[0]?.url).toBe("/p/iron-free");
    expect(urls("yoga mat")[0]).toBe("/p/mat");
    expect(urls("non slip mat")[0]).toBe("/p/mat");
  });

  it("corrections never add, drop or flip a negation or a number, in names too", () => {
    expect(engine.search("iron-free multivitamn").didYouMean).toBe("iron-free multivitamin");
    expect(engine.search("without iron multivitamn").didYouMean).toBe("without iron multivitamin");
    expect(engine.search("non-slip yoga matt").didYouMean ?? "non-slip").toContain("non-slip");
    expect(engine.search("6 mm yoga matt").didYouMean ?? "6 mm").toMatch(/^6 mm /);
    // "fre" is not turned into "free", nor "iron" into "iron-free".
    expect(engine.search("iron fre").didYouMean ?? "").not.toMatch(/\bfree\b/);
  });
});

describe("intent before type", () => {
  const engine = new SearchEngine(
    [
      doc({
        url: "/q/snapshot",
        type: "quiz",
        title: "Wellness Snapshot quiz",
        keywords: "quiz health healthy sleep stress",
      }),
      doc({ url: "/q/stress", type: "quiz", title: "Stress Check quiz", keywords: "quiz stress anxiety" }),
      doc({ url: "/q/sleep", type: "quiz", title: "Sleep Quality quiz", keywords: "quiz sleep" }),
      doc({ url: "/t/tracker", type: "tool", title: "Health Tracker", keywords: "tool tracker sleep water mood" }),
      doc({ url: "/a/stress", type: "article", title: "Stress and your body", body: "Stress, sleep and anxiety." }),
      doc({ url: "/a/sleep", type: "article", title: "Better sleep", body: "Insomnia and sleep." }),
      doc({ url: "/p/blanket", type: "review", title: "Weighted blanket for sleep and stress", summary: "Sleep." }),
    ],
    { lay: layVocabulary },
  );
  const first = (query: string) => engine.search(query).hits[0]?.url;

  it.each([
    ["stress quiz", "/q/stress"],
    ["sleep test", "/q/sleep"],
    ["how stressed am i", "/q/stress"],
    ["how healthy am i", "/q/snapshot"],
    ["sleep tracker", "/t/tracker"],
    ["mood tracker", "/t/tracker"],
  ])("%s brings that tool first", (query, url) => {
    expect(first(query)).toBe(url);
  });

  it("a symptom brings the article, then the tool or quiz, then products", () => {
    const order = engine.search("can't switch off at night").hits.map((h) => h.type);
    expect(order[0]).toBe("article");
    expect(order.indexOf("quiz")).toBeLessThan(order.indexOf("review"));
  });
});

describe("the lay vocabulary", () => {
  it("holds at least 80 phrases, each with its source or reason, no phrase twice", () => {
    expect(layVocabulary.length).toBeGreaterThanOrEqual(80);
    for (const entry of layVocabulary) {
      expect(entry.source.trim().length, entry.phrase).toBeGreaterThan(5);
      expect(entry.means.trim().length, entry.phrase).toBeGreaterThan(0);
    }
    const phrases = layVocabulary.map((e) => e.phrase.toLowerCase());
    expect(new Set(phrases).size).toBe(phrases.length);
  });
});

describe("a reader's question and phrase, read as she means it", () => {
  const engine = new SearchEngine(
    [
      doc({ url: "/quiz/sleep", type: "quiz", title: "Sleep Quality quiz", keywords: "quiz sleep" }),
      doc({ url: "/quiz/food", type: "quiz", title: "Nutrition Habits quiz", keywords: "quiz nutrition eating" }),
      doc({
        url: "/quiz/well",
        type: "quiz",
        title: "Wellness Snapshot quiz",
        headings: "How often do you eat vegetables?",
        keywords: "quiz wellness",
      }),
      doc({ url: "/a/sleep", type: "article", title: "Better sleep", body: "Sleep and rest, for everyone." }),
      doc({ url: "/a/iron", type: "article", title: "Iron: why women run low", body: "Tiredness after meals." }),
      doc({ url: "/a/mood", type: "article", title: "The menopause", body: "Low mood, mood swings and brain fog." }),
      doc({ url: "/a/gut", type: "article", title: "Gut health", body: "Bloating, wind and constipation." }),
      doc({ url: "/a/heart", type: "article", title: "Heart health", body: "The reason to know your numbers." }),
      doc({ url: "/p/50", type: "review", title: "Women's 50+ Multivitamin", body: "For women over 50." }),
      doc({ url: "/p/daily", type: "review", title: "Daily Multivitamin", body: "Vitamins for every day, over time." }),
    ],
    { lay: layVocabulary },
  );
  const first = (query: string) => engine.search(query).hits[0]?.url;

  it("'do I…' and 'is my…' ask for the quiz on the subject, and 'well' frames the question", () => {
    expect(first("do i sleep enough")).toBe("/quiz/sleep");
    expect(first("am i eating well")).toBe("/quiz/food");
  });

  it("a decade is its number", () => {
    expect(first("vitamins for over 50s")).toBe("/p/50");
  });

  it("a phrase is read across words of emphasis, and words of situation beside it do not rank pages", () => {
    expect(first("stomach always swollen")).toBe("/a/gut");
    expect(first("feel bloated after eating")).toBe("/a/gut");
  });

  it("a two-word phrase is read in either order, across words of situation, but not one with a stop word", () => {
    expect(first("head feels foggy")).toBe("/a/mood");
    const index = layIndex(
      [
        { phrase: "foggy head", means: "fog" },
        { phrase: "the change", means: "menopause" },
      ],
      (word) => word.toLowerCase(),
    );
    expect(index.get("head")).toEqual([{ terms: ["head", "foggy"], concepts: ["fog"] }]);
    expect(index.get("change")).toBeUndefined();
  });

  it("a page holding only the reader's own words of a phrase does not answer it", () => {
    // "low" is in the iron article's title; low mood is what the menopause article explains.
    expect(first("low mood")).toBe("/a/mood");
  });

  it("a word her phrase negates does not rank pages ('reason' in 'crying for no reason')", () => {
    const lay = layIndex(layVocabulary, termOf);
    const [group] = readQuery("crying for no reason", false, lay, termOf).groups;
    expect(group!.lookups.map((lookup) => lookup.term)).toEqual(["mood", "menopaus", "cry"]);
    expect(first("crying for no reason")).toBe("/a/mood");
  });

  it("a phrase is read across the small words of a sentence, and fillers of time or emphasis are left out", () => {
    const lay = layIndex(layVocabulary, termOf);
    const read = (query: string) => readQuery(query, false, lay, termOf).groups.map((g) => g.word);
    expect(read("my heart skips a beat")).toEqual(["heart skips a beat"]);
    expect(read("periods have stopped")).toEqual(["periods have stopped"]);
    expect(read("pounding heart out of nowhere")).toEqual(["pounding heart"]);
    expect(read("face goes red for no reason")).toEqual(["face goes red"]);
  });

  it("a phrase is read with readers' words for one another in place ('loo' for 'toilet', 'fuzzy' for 'foggy')", () => {
    expect(first("cant go to the loo")).toBe("/a/gut");
    expect(first("head all fuzzy")).toBe("/a/mood");
    expect(first("belly always swollen")).toBe("/a/gut");
  });

  it("a word no page holds is read as what two or more of her phrases holding it are about ('toilet')", () => {
    expect(first("always on the toilet")).toBe("/a/gut");
    expect(first("on the loo all day")).toBe("/a/gut");
    const index = layWordIndex(
      [
        { phrase: "can't go to the toilet", means: "constipation" },
        { phrase: "straining on the toilet", means: "constipation" },
        { phrase: "uncomfortable sex", means: "vaginal" },
      ],
      (word) => word.toLowerCase(),
    );
    expect(index.get("toilet")).toEqual(["constipation"]);
    expect(index.get("straining")).toBeUndefined();
    expect(index.get("uncomfortable")).toBeUndefined();
  });

  it("an idiom of degree is not a second symptom ('so tired I could cry')", () => {
    const lay = layIndex(layVocabulary, termOf);
    expect(readQuery("so tired i could cry", false, lay, termOf).groups.map((g) => g.word)).toEqual(["tired"]);
  });
});
