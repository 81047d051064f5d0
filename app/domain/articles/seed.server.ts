import { starterArticles } from "#app/content/articles/index.ts";
import type { Database } from "#server/db.ts";
import { schema } from "#server/db.ts";
import type { SeedStep } from "#server/seed.ts";
import { sanitizeArticleHtml } from "./sanitize.server.ts";
import { slugify } from "./slug.ts";

/**
 * Adds each starter article once (idempotent): an article is added only the
 * first time its seed marker is written, so one that an admin deleted stays
 * deleted, and an existing article with the same slug is never touched.
 */
export async function seedStarterArticles(db: Database): Promise<number> {
  let added = 0;
  for (const article of starterArticles) {
    const slug = slugify(article.title);
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
        title: article.title,
        category: article.category,
        authorName: article.authorName,
        imageUrl: article.imageUrl,
        imageDescription: article.imageDescription,
        excerpt: article.excerpt,
        content: sanitizeArticleHtml(article.content),
        createdAt: new Date(article.publishedAt),
        updatedAt: new Date(article.publishedAt),
      })
      .onConflictDoNothing({ target: schema.articles.slug })
      .returning({ id: schema.articles.id });
    });
    added += rows.length;
  }
  return added;
}

export const articlesSeedStep: SeedStep = {
  name: "starter articles",
  run: async (db) => {
    await seedStarterArticles(db);
  },
};
