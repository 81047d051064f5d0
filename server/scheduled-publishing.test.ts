import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createArticle, getArticleBySlug } from "#app/domain/articles/articles.server.ts";
import { db, schema } from "#platform/db.ts";
import { articlesWentLive, startScheduledPublishing } from "./scheduled-publishing.ts";

const fields = (title: string) => ({
  title,
  category: "Sleep",
  author_name: null,
  image_url: "/images/articles/better-sleep.webp",
  image_description: "A moon",
  excerpt: "An excerpt.",
  content: "<p>Content.</p>",
});

/** A scheduled article whose time has come (moved to a second ago), as after a restart that spanned it. */
async function dueArticle(title: string) {
  const article = await createArticle(fields(title), { publication: { intent: "publish", at: new Date(Date.now() + 60_000) } });
  await db.update(schema.articles).set({ publishedAt: sql`now() - interval '1 second'` }).where(eq(schema.articles.id, article.id));
  return article;
}

async function wentLive(slug: string) {
  return (await getArticleBySlug(slug))?.wentLiveAt ?? null;
}

describe("scheduled publishing loop", () => {
  it("runs at start (a restart that spanned the publish time), then every interval, counting what went live", async () => {
    const missed = await dueArticle(`Missed While Down ${Date.now()}`);
    const before = (await articlesWentLive.get()).values[0]?.value ?? 0;
    // An interval far longer than the test: only the round at start can publish it.
    const atStart = startScheduledPublishing(600_000);
    try {
      await expect.poll(() => wentLive(missed.slug), { timeout: 2_000 }).not.toBeNull();
    } finally {
      await atStart.stop();
    }
    const loop = startScheduledPublishing(150);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const later = await dueArticle(`Due Later ${Date.now()}`);
      await expect.poll(() => wentLive(later.slug), { timeout: 2_000 }).not.toBeNull();
      expect((await articlesWentLive.get()).values[0]?.value).toBe(before + 2);
    } finally {
      await loop.stop();
    }
  });
});
