import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createArticle } from "#app/domain/articles/articles.server.ts";
import { publishDueArticles } from "#app/domain/articles/publishing.server.ts";
import { searchSite, suggestSearch } from "#app/domain/search/search.server.ts";
import { db, schema } from "#platform/db.ts";

/**
 * Nothing not yet public reaches a visitor through search: a scheduled article's words, title and slug
 * give no result, no suggestion and no "did you mean" until it goes live; then they do.
 */
function madeUpWord(): string {
  const letters = "bcdfghjklmnprstvz";
  let word = "vel";
  for (let i = 0; i < 7; i += 1) word += letters[Math.floor(Math.random() * letters.length)]!;
  return word;
}

/** The word with one letter changed (a typo a reader could make). */
const oneTypoFrom = (word: string) => `${word.slice(0, 5)}${word[5] === "a" ? "e" : "a"}${word.slice(6)}`;

describe("a scheduled article's words", () => {
  it("are not corrected to, suggested or found before it goes live, and are after", async () => {
    const word = madeUpWord();
    const guess = oneTypoFrom(word);
    const title = `${word[0]!.toUpperCase()}${word.slice(1)} launch`;
    const at = new Date(Date.now() + 24 * 60 * 60_000);
    const article = await createArticle(
      {
        title,
        category: "Sleep",
        author_name: "Dr. Editorial",
        image_url: "/images/articles/better-sleep.webp",
        image_description: "A moon over hills",
        excerpt: `What ${word} does, before anyone may know.`,
        content: `<p>${word} is the name under embargo. ${word} again.</p>`,
      },
      { publication: { intent: "publish", at } },
    );

    const before = await searchSite(guess);
    expect(before.didYouMean).toBeNull();
    expect(before.hits).toEqual([]);
    expect((await searchSite(word)).hits).toEqual([]);
    expect((await searchSite(article.slug.replace(/-/g, " "))).hits.map((hit) => hit.url)).not.toContain(
      `/articles/${article.slug}`,
    );
    expect((await suggestSearch(word.slice(0, 6))).map((suggestion) => suggestion.title)).not.toContain(title);

    // Its time comes (moved to the past rather than waited for), and the publishing job runs.
    await db
      .update(schema.articles)
      .set({ publishedAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.articles.id, article.id));
    await publishDueArticles();

    expect((await searchSite(guess)).didYouMean).toBe(word);
    expect((await searchSite(word)).hits.map((hit) => hit.title)).toEqual([title]);
    expect((await suggestSearch(word.slice(0, 6))).map((suggestion) => suggestion.title)).toContain(title);
  });
});
