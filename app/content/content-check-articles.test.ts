import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { starterArticles } from "#app/content/articles/index.ts";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
import { interviews } from "#app/content/interviews/index.ts";
import { AGE_RANGES, mealPlans, WEEKS } from "#app/content/meal-plans.ts";
import { quizzes } from "#app/content/quizzes.ts";
import { extractReferences } from "#app/domain/articles/credits-and-sources.ts";

/**
 * Sources that hold and copy that reads right: every source that exists online is linked (papers by DOI or
 * PubMed), every figure in an article carries its citation, and common slips ("a two weeks", "a arugula")
 * do not reach a page.
 */

/** A journal citation ("2015;38(6):843" or "2015;351:h4580"): a paper, which is linked by DOI or PubMed. */
const JOURNAL_CITATION = /\b(19|20)\d{2};\s?\(?\d+/;
const PAPER_LINK = /^https:\/\/(doi\.org\/10\.\d{4,9}\/\S+|pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/)$/;

describe("sources carry their links", () => {
  const sources = starterArticles.flatMap((article) =>
    extractReferences(article.content).sources.map((source) => ({ article: article.title, ...source })),
  );

  test("every article source is linked, and every paper by its DOI or PubMed record", () => {
    expect(sources.length).toBeGreaterThan(55);
    expect(sources.filter((s) => !s.url).map((s) => `${s.article}: ${s.title.slice(0, 60)}`)).toEqual([]);
    const papers = sources.filter((s) => JOURNAL_CITATION.test(s.title));
    expect(papers.length).toBeGreaterThan(30);
    expect(papers.filter((s) => !PAPER_LINK.test(s.url ?? "")).map((s) => s.title.slice(0, 60))).toEqual([]);
  });

  test("every catalogue source is linked, papers by DOI", () => {
    const all = catalogueProducts.flatMap((p) => p.sources ?? []);
    expect(all.filter((s) => !s.url).map((s) => s.title.slice(0, 60))).toEqual([]);
    const papers = all.filter((s) => / et al\.|position statement of/i.test(s.title));
    expect(papers.length).toBeGreaterThan(5);
    for (const paper of papers) expect(paper.url, paper.title).toMatch(PAPER_LINK);
  });
});

// --- Figures and their citations ---------------------------------------------------------------------

/** Names and dates that contain digits but state no figure (a year names a guideline or a study). */
const NAMES_WITH_DIGITS = /\b(type [12] diabetes|HbA1c|omega-\d|vitamin [BDK]\d{1,2}|[BDK]\d{1,2}\b|MK-\d|Life's Essential 8|(19|20)\d{2}\b)/gi;
/** A figure: a number, a percentage, or a ratio in words ("one in two"). */
const FIGURE =
  /\d|\bpercent\b|\b(one|two|three|four|five|six|seven|eight|nine|ten) in (two|three|four|five|six|seven|eight|nine|ten|\d+)\b/i;
const CITATION = /\[\d+\]/;

/**
 * Sentences with numbers that are not claims about the evidence: practical instructions (durations, counts
 * of repetitions) and the crisis lines' phone numbers. Each is matched by a fragment of its text.
 */
const NOT_CLAIMS = [
  "30 to 60 minutes of winding down", // an instruction
  "a brisk 20-minute walk", // an example in an instruction
  "911 in the US, 999 in the UK", // phone numbers
  "Aim for 8 to 12 repetitions", // an instruction
  "A full session can take as little as 20 to 30 minutes", // a practical duration
  "When 12 repetitions feel comfortable", // an instruction
  "for a count of four, out for a count of six", // an instruction
];

/** The article's body as sentences: headings and the reference list left out. */
function sentences(html: string): string[] {
  const body = extractReferences(html).content.replace(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/g, " ");
  return body
    .split(/<\/(?:p|li|blockquote)>/)
    .map((block) =>
      block
        .replace(/<[^>]+>/g, " ")
        .replace(/&[a-z]+;/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean)
    .flatMap((block) => block.split(/(?<=[.!?:])\s+(?=[A-Z])/));
}

export function uncitedFigures(html: string): string[] {
  return sentences(html).filter(
    (sentence) =>
      FIGURE.test(sentence.replace(NAMES_WITH_DIGITS, "")) &&
      !CITATION.test(sentence) &&
      !NOT_CLAIMS.some((fragment) => sentence.includes(fragment)),
  );
}

describe("every figure in an article has its citation", () => {
  test("each sentence that states a figure carries a citation marker (instructions and phone numbers aside)", () => {
    const offenders = starterArticles.flatMap((a) => uncitedFigures(a.content).map((s) => `${a.title.slice(0, 30)}: ${s}`));
    expect(offenders).toEqual([]);
  });

  test("every citation marker points at a source the article lists", () => {
    for (const article of starterArticles) {
      const { content, sources } = extractReferences(article.content);
      for (const [, n] of content.matchAll(/\[(\d+)\]/g)) expect(Number(n), article.title).toBeLessThanOrEqual(sources.length);
    }
  });

  test("a key takeaway's figures are ones the article states with a citation", () => {
    for (const article of starterArticles) {
      const cited = sentences(article.content).filter((s) => CITATION.test(s)).join(" ");
      for (const takeaway of article.keyTakeaways ?? []) {
        for (const [figure] of takeaway.replace(NAMES_WITH_DIGITS, "").matchAll(/\d[\d,.]*/g)) {
          expect(cited, `${article.title}: "${takeaway}"`).toContain(figure.replace(/[.,]$/, ""));
        }
      }
    }
  });

  test("the check catches an uncited figure, including one in words", () => {
    expect(uncitedFigures("<p>Around one in two women over 50 will break a bone.</p>")).toHaveLength(1);
    expect(uncitedFigures("<p>The UK reference intake for adults is 700 mg a day.</p>")).toHaveLength(1);
    expect(uncitedFigures("<p>The UK reference intake for adults is 700 mg a day [11].</p>")).toEqual([]);
    expect(uncitedFigures("<p>An HbA1c test screens for type 2 diabetes.</p>")).toEqual([]);
    expect(uncitedFigures("<p>The WHO's 2020 guidelines advise adults to do:</p>")).toEqual([]);
  });
});

// --- Proofreading -----------------------------------------------------------------------------------

/**
 * Common slips: "a" before a plural count ("a two weeks"), "a" before a vowel sound ("a arugula"), "an"
 * before a consonant ("an banana") and a doubled word ("the the"). Capitalised words are left out, since
 * abbreviations decide by sound ("a USP mark", "an FM radio").
 */
const SLIPS: RegExp[] = [
  /\ban? (two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|\d[\d,.]*) [a-z]+s\b/,
  /\ba (?!one)(a|e|i|o)[a-z]+/,
  /\ban (?!hour|honest|herb)[bcdfgjklmnpqrstvwxyz][a-z]+/,
  /\b(?!that\b)([a-z]+) \1\b/,
];

export function slips(texts: readonly string[]): string[] {
  return texts.flatMap((text) =>
    SLIPS.flatMap((pattern) => {
      const match = pattern.exec(text);
      return match ? [`"${match[0]}" in: ${text.slice(Math.max(0, match.index - 40), match.index + 40)}`] : [];
    }),
  );
}

/** What a module can show a reader: its string literals and JSX text, comments and code left out. */
function visibleTexts(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[^:])\/\/.*$/gm, "$1");
  const literals = [...withoutComments.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? "",
  );
  const jsxText = [...withoutComments.matchAll(/>([^<>{}]*[A-Za-z][^<>{}]*)</g)].map((match) => match[1]!);
  // Markup inside a string (an HTML page the server sends as a file) is not copy: its tags are left out.
  return [...literals, ...jsxText]
    .map((text) => text.replace(/<[^<>]*>/g, " ").replace(/\s+/g, " ").trim())
    .filter((text) => /[A-Za-z]{3}/.test(text));
}

function appFiles(folder: string): string[] {
  return fs
    .readdirSync(path.resolve("app", folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join("app", folder, file));
}

describe("proofread copy", () => {
  test("no article, product, quiz, interview, meal plan or page copy has a common slip", () => {
    const content = [
      ...starterArticles.flatMap((a) => [a.title, a.excerpt, ...(a.keyTakeaways ?? []), a.content.replace(/<[^>]+>/g, " ")]),
      ...catalogueProducts.flatMap((p) => [p.description, p.longDescription, ...p.cons, ...(p.pros ?? []), p.whoIsItFor, p.detailedReview ?? "", p.safetyNote ?? ""]),
      ...quizzes.flatMap((q) => [q.title, ...q.questions.flatMap((question) => [question.question, ...question.options.map((o) => o.text)])]),
      ...interviews.flatMap((i) => [i.summary, i.quote, ...i.content.map((p) => (typeof p === "string" ? p : p.question))]),
      ...AGE_RANGES.flatMap((r) => WEEKS.flatMap(({ key }) => mealPlans[r][key].flatMap((d) => [d.breakfast, d.lunch, d.dinner]))),
    ];
    // Page copy: the modules' visible strings, without class lists ("border border-border" is not a slip).
    const isClassList = (text: string) => text.split(" ").filter((t) => /[-:[]/.test(t)).length * 2 >= text.split(" ").length;
    const pages = [...appFiles("routes"), ...appFiles("components")].flatMap((file) =>
      slips(visibleTexts(fs.readFileSync(file, "utf8")).filter((text) => !isClassList(text))).map((slip) => `${file}: ${slip}`),
    );
    expect([...slips(content), ...pages]).toEqual([]);
  });

  test("the check catches the issue's slip and its kin", () => {
    expect(slips(["an ambitious plan abandoned after a two weeks"])).toHaveLength(1);
    expect(slips(["whole-wheat pasta and a arugula and almond salad"])).toHaveLength(1);
    expect(slips(["read the the label"])).toHaveLength(1);
    expect(slips(["after two weeks", "a two-week plan", "an arugula salad", "a USP mark", "a few weeks", "a 10 g dose", "a page that that person wrote"])).toEqual([]);
  });
});

// --- The footer's year ------------------------------------------------------------------------------

describe("the footer year is the current one", () => {
  test("the footer prints the year it is given and hard-codes none", () => {
    const footer = fs.readFileSync(path.resolve("app/components/site-footer-content.tsx"), "utf8");
    expect(footer).not.toMatch(/©\s*(19|20)\d{2}/);
    expect(footer).toMatch(/©\s*\$?\{year\}/);
    expect(fs.readFileSync(path.resolve("app/root.tsx"), "utf8")).toMatch(/year = new Date\(\)\.getUTCFullYear\(\)/);
  });
});
