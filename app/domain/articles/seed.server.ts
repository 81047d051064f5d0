import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { starterArticles, type StarterArticle } from "#app/content/articles/index.ts";
import { schema, type Database, type SeedStep } from "#platform/db.ts";
import { sanitizeArticleHtml } from "./sanitize.server.ts";
import { slugify } from "./slug.ts";
import { extractReferences, nextReviewAfter } from "./credits-and-sources.ts";

/** The slug a starter article lives under: the one it was first published with. */
export function starterArticleSlug(article: StarterArticle): string {
  return article.slug ?? slugify(article.title);
}

/** The texts of a starter article as stored, and a fingerprint of them for the revision marker. */
function starterTexts(article: StarterArticle) {
  // The trailing "References" list becomes the article's numbered sources (the page lists them itself).
  const { content, sources } = extractReferences(sanitizeArticleHtml(article.content));
  const texts = {
    title: article.title,
    category: article.category,
    excerpt: article.excerpt,
    imageDescription: article.imageDescription,
    content,
    sources,
    keyTakeaways: article.keyTakeaways ?? [],
  };
  const fingerprint = createHash("sha256").update(JSON.stringify(texts)).digest("hex").slice(0, 16);
  return { texts, fingerprint };
}

/**
 * Adds each starter article once (idempotent): an article is added only the
 * first time its seed marker is written, so one that an admin deleted stays
 * deleted, and an existing article with the same slug is never touched.
 */
export async function seedStarterArticles(db: Database): Promise<number> {
  let added = 0;
  for (const article of starterArticles) {
    const slug = starterArticleSlug(article);
    const { texts } = starterTexts(article);
    const rows = await db.transaction(async (tx) => {
      const marker = await tx
        .insert(schema.seedMarkers)
        .values({ key: `article:${slug}` })
        .onConflictDoNothing()
        .returning({ key: schema.seedMarkers.key });
      if (marker.length === 0) return [];
      return tx
        .insert(schema.articles)
        .values({
          slug,
          ...texts,
          authorName: article.authorName,
          imageUrl: article.imageUrl,
          createdAt: new Date(article.publishedAt),
          updatedAt: new Date(article.publishedAt),
          // Written against its sources when published; due again one review interval later.
          lastReviewedAt: new Date(article.publishedAt),
          nextReviewAt: nextReviewAfter(new Date(article.publishedAt)),
          status: "published",
          publishedAt: new Date(article.publishedAt),
          wentLiveAt: new Date(article.publishedAt),
        })
        .onConflictDoNothing({ target: schema.articles.slug })
        .returning({ id: schema.articles.id });
    });
    added += rows.length;
  }
  return added;
}

/**
 * Brings starter articles seeded by an earlier version up to the current
 * built-in text (e.g. a spelling or accuracy pass), once per text revision.
 * Only an article no admin has edited is rewritten (its updated_at is still
 * its publication time); an edited article keeps the admin's text, and a
 * deleted one stays deleted (nothing is inserted here). Returns how many
 * articles were rewritten.
 */
export async function reviseStarterArticles(db: Database): Promise<number> {
  let revised = 0;
  for (const article of starterArticles) {
    const slug = starterArticleSlug(article);
    const { texts, fingerprint } = starterTexts(article);
    const publishedAt = new Date(article.publishedAt);
    const rows = await db.transaction(async (tx) => {
      const marker = await tx
        .insert(schema.seedMarkers)
        .values({ key: `article:${slug}:text:${fingerprint}` })
        .onConflictDoNothing()
        .returning({ key: schema.seedMarkers.key });
      if (marker.length === 0) return [];
      return tx
        .update(schema.articles)
        .set({
          ...texts,
          lastReviewedAt: sql`coalesce(${schema.articles.lastReviewedAt}, ${publishedAt.toISOString()}::timestamptz)`,
          nextReviewAt: sql`coalesce(${schema.articles.nextReviewAt}, ${nextReviewAfter(publishedAt).toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(schema.articles.slug, slug),
            eq(schema.articles.updatedAt, publishedAt),
            sql`(${schema.articles.title}, ${schema.articles.category}, ${schema.articles.excerpt}, ${schema.articles.imageDescription}, ${schema.articles.content}, ${schema.articles.sources}, ${schema.articles.keyTakeaways})
              is distinct from (${texts.title}::text, ${texts.category}::text, ${texts.excerpt}::text, ${texts.imageDescription}::text, ${texts.content}::text, ${JSON.stringify(texts.sources)}::jsonb, ${JSON.stringify(texts.keyTakeaways)}::jsonb)`,
          ),
        )
        .returning({ id: schema.articles.id });
    });
    revised += rows.length;
  }
  return revised;
}

export const articlesSeedStep: SeedStep = {
  name: "starter articles",
  run: async (db) => {
    await seedStarterArticles(db);
    await reviseStarterArticles(db);
  },
};
