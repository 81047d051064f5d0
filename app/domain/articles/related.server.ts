import { and, desc, ne, sql } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { isPublic } from "./articles.server.ts";
import { slugify } from "./slug.ts";

const { articles } = schema;

/** Up to `limit` public articles to read next: same category first, then the newest others. */
export async function relatedArticles(article: { id: string; category: string }, limit = 3, db: Database = defaultDb) {
  return db
    .select({ slug: articles.slug, title: articles.title, category: articles.category, excerpt: articles.excerpt })
    .from(articles)
    .where(and(isPublic(), ne(articles.id, article.id)))
    .orderBy(sql`${articles.category} = ${article.category} desc`, desc(articles.publishedAt))
    .limit(limit);
}

/** The public categories with their slugs, to find the one a category page asks for. */
export async function publicCategories(db: Database = defaultDb) {
  const rows = await db
    .selectDistinct({ category: articles.category })
    .from(articles)
    .where(isPublic())
    .orderBy(articles.category);
  return rows.map((row) => ({ name: row.category, slug: slugify(row.category) || "other" }));
}
