import { starterArticles } from "#app/content/articles/index.ts";
import type { Database } from "#server/db.ts";
import { schema } from "#server/db.ts";
import type { SeedStep } from "#server/seed.ts";
import { sanitizeArticleHtml } from "./sanitize.server.ts";
import { slugify } from "./slug.ts";

/** Adds each starter article whose slug is not in the table yet (idempotent). */
export async function seedStarterArticles(db: Database): Promise<number> {
  let added = 0;
  for (const article of starterArticles) {
    const rows = await db
      .insert(schema.articles)
      .values({
        slug: slugify(article.title),
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
