import { invalidatePages } from "#platform/page-invalidation.ts";
import { desc, eq, like, or } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { deleteImage } from "#platform/uploads.ts";
import { logger } from "#platform/logger.ts";
import { forgetArticleImage } from "./images.server.ts";
import { sanitizeArticleHtml } from "./sanitize.server.ts";
import { isUsableSlug, nextFreeSlug, slugify } from "./slug.ts";
import type { CreateArticleInput, UpdateArticleInput } from "./schema.ts";

const { articles } = schema;

export type Article = typeof articles.$inferSelect;

/** Spec §7 article list: every article, newest first. */
export async function listArticles(db: Database = defaultDb): Promise<Article[]> {
  return db.select().from(articles).orderBy(desc(articles.createdAt), desc(articles.id));
}

/** Spec §2.16 admin list: id, title, slug, author_name, created_at. */
export async function listArticlesForAdmin(db: Database = defaultDb) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      authorName: articles.authorName,
      createdAt: articles.createdAt,
    })
    .from(articles)
    .orderBy(desc(articles.createdAt), desc(articles.id));
}

export async function getArticleBySlug(slug: string, db: Database = defaultDb): Promise<Article | null> {
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return row ?? null;
}

export class ArticleError extends Error {
  readonly field: "title" | "form";
  constructor(message: string, field: "title" | "form" = "form") {
    super(message);
    this.field = field;
  }
}

export const EMPTY_SLUG_MESSAGE = "The title must contain at least one letter or digit.";
export const TITLE_LOCKED_MESSAGE = "The title and slug cannot be changed after an article is created.";

/** The slug for a new title: spec §5 rule, then '-2', '-3'… when taken. */
export async function uniqueSlugFor(title: string, db: Database = defaultDb): Promise<string> {
  const base = slugify(title);
  if (!isUsableSlug(base)) throw new ArticleError(EMPTY_SLUG_MESSAGE, "title");
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(or(eq(articles.slug, base), like(articles.slug, `${base.replace(/[\\%_]/g, "\\$&")}-%`)));
  return nextFreeSlug(base, rows.map((row) => row.slug));
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

/** Inserts a new article with sanitized content and a fresh unique slug. */
export async function createArticle(input: CreateArticleInput, db: Database = defaultDb): Promise<Article> {
  const content = sanitizeArticleHtml(input.content);
  if (!content) throw new ArticleError("Content is empty after removing unsafe HTML.");
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = await uniqueSlugFor(input.title, db);
    try {
      const [row] = await db
        .insert(articles)
        .values({
          slug,
          title: input.title,
          category: input.category,
          authorName: input.author_name,
          imageUrl: input.image_url,
          imageDescription: input.image_description,
          excerpt: input.excerpt,
          content,
        })
        .returning();
      invalidatePages();
      return row!;
    } catch (error) {
      // Another admin took the same slug between our check and insert: pick the next one.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new ArticleError("Could not find a free address for this title. Please try again.");
}

/** Spec §7 article update: everything but title and slug; updated_at = now. */
export async function updateArticle(id: string, input: UpdateArticleInput, db: Database = defaultDb): Promise<Article | null> {
  const content = sanitizeArticleHtml(input.content);
  if (!content) throw new ArticleError("Content is empty after removing unsafe HTML.");
  const [before] = await db.select({ imageUrl: articles.imageUrl }).from(articles).where(eq(articles.id, id));
  if (!before) return null;
  const [row] = await db
    .update(articles)
    .set({
      category: input.category,
      authorName: input.author_name,
      imageUrl: input.image_url,
      imageDescription: input.image_description,
      excerpt: input.excerpt,
      content,
      updatedAt: new Date(),
    })
    .where(eq(articles.id, id))
    .returning();
  if (row && before.imageUrl !== row.imageUrl) await removeImageIfUnused(before.imageUrl, db);
  invalidatePages();
  return row ?? null;
}

/** Spec §7 delete_article: removes the row and its uploaded image (if no other article uses it). */
export async function deleteArticle(id: string, db: Database = defaultDb): Promise<boolean> {
  const [row] = await db.delete(articles).where(eq(articles.id, id)).returning({ imageUrl: articles.imageUrl });
  if (!row) return false;
  invalidatePages();
  await removeImageIfUnused(row.imageUrl, db);
  return true;
}

async function removeImageIfUnused(imageUrl: string | null, db: Database) {
  const key = imageUrl?.startsWith("/uploads/public/") ? imageUrl.slice("/uploads/".length) : null;
  if (!key || !imageUrl) return;
  const [other] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.imageUrl, imageUrl))
    .limit(1);
  if (other) return;
  try {
    await deleteImage(key);
    forgetArticleImage(imageUrl);
  } catch (error) {
    logger.warn({ err: error, key }, "could not remove an article image");
  }
}
