import { publishEvent } from "#platform/cluster-events.ts";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { and, desc, eq, inArray, isNull, like, lte, or, sql, type SQL } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { deleteImage } from "#platform/uploads.ts";
import { logger } from "#platform/logger.ts";
import { forgetArticleImage } from "./images.server.ts";
import { articleState } from "./publication.ts";
import { gateDecision, type ChangeKind, type EditableTexts } from "./review-gate.ts";
import { reviewColumns, reviewGateState } from "./review-gate.server.ts";
import { sanitizeArticleHtml } from "./sanitize.server.ts";
import { isUsableSlug, nextFreeSlug, slugify } from "./slug.ts";
import type { CreateArticleInput, Publication, UpdateArticleInput } from "./schema.ts";

const { articles, articleRevisions } = schema;

export type Article = typeof articles.$inferSelect;

/**
 * The one rule for what readers see: published, its publish time reached (by the database's clock), and
 * not held for review (the review gate). Every public query (lists, detail, search, sitemap, RSS) uses it,
 * so a scheduled article never depends on a timer to stay hidden.
 */
export function isPublic(): SQL {
  return and(eq(articles.status, "published"), lte(articles.publishedAt, sql`now()`), isNull(articles.reviewHold))!;
}

/** Article list: every public article, newest first (publication time; for an article published at once, its creation time). */
export async function listArticles(db: Database = defaultDb): Promise<Article[]> {
  return db
    .select()
    .from(articles)
    .where(isPublic())
    .orderBy(desc(articles.publishedAt), desc(articles.createdAt), desc(articles.id));
}

/** Admin list: id, title, slug, author_name, created_at, and each article's publishing state. */
export async function listArticlesForAdmin(db: Database = defaultDb) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      authorName: articles.authorName,
      createdAt: articles.createdAt,
      status: articles.status,
      publishedAt: articles.publishedAt,
      reviewHold: articles.reviewHold,
    })
    .from(articles)
    .orderBy(desc(articles.createdAt), desc(articles.id));
}

/** Any article, public or not (the admin screens: edit, preview, revisions). */
export async function getArticleBySlug(slug: string, db: Database = defaultDb): Promise<Article | null> {
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return row ?? null;
}

/** The article as readers may see it: null for a draft or a scheduled article. */
export async function getPublicArticleBySlug(slug: string, db: Database = defaultDb): Promise<Article | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), isPublic()))
    .limit(1);
  return row ?? null;
}

/** Why the articles area refuses a write: built once here, handed to the route unchanged. */
export type ArticleRefusal = Refusal<"no-slug" | "empty-content" | "review-gate" | "no-free-address">;

/**
 * A write refused by a rule, thrown so that a transaction in progress rolls back; the command that called
 * the write (saving.server.ts, revisions.server.ts) returns `refusal` as it is.
 */
export class ArticleRefused extends Error {
  readonly refusal: ArticleRefusal;
  constructor(refusal: ArticleRefusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}
const refused = (reason: ArticleRefusal["reason"], message: string, field?: "title") =>
  new ArticleRefused(refuse(reason, message, field ? { field } : {}));

export const EMPTY_SLUG_MESSAGE = "The title must contain at least one letter or digit.";
export const TITLE_LOCKED_MESSAGE = "The title and slug cannot be changed after an article is created.";

/** The slug for a new title (slugify), then '-2', '-3'… when taken. */
export async function uniqueSlugFor(title: string, db: Database = defaultDb): Promise<string> {
  const base = slugify(title);
  if (!isUsableSlug(base)) throw refused("no-slug", EMPTY_SLUG_MESSAGE, "title");
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(or(eq(articles.slug, base), like(articles.slug, `${base.replace(/[\\%_]/g, "\\$&")}-%`)));
  return nextFreeSlug(
    base,
    rows.map((row) => row.slug),
  );
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

/** The publishing columns a save writes (see `Publication`); `current` is the row before the save. */
function publishingColumns(publication: Publication, current: Article | null) {
  switch (publication.intent) {
    case "save":
      return {};
    case "draft":
      return { status: "draft" as const, publishedAt: null, wentLiveAt: null };
    case "publish":
      if (publication.at) return { status: "published" as const, publishedAt: publication.at, wentLiveAt: null };
      // Publishing an article that is already public changes nothing about its publication.
      if (current && articleState(current) === "published") return {};
      return { status: "published" as const, publishedAt: sql`now()`, wentLiveAt: sql`now()` };
  }
}

/** What a save changed; a scheduled article carries its time, so a job takes it live then (server/background-jobs.ts). */
function articleSaved(before: Article | null, row: Article) {
  void publishEvent({
    type: "article.saved",
    slug: row.slug,
    wasPublic: before !== null && articleState(before) === "published",
    isPublic: articleState(row) === "published",
    scheduledFor: articleState(row) === "scheduled" ? (row.publishedAt?.toISOString() ?? null) : null,
  });
}

/** What the editor says a save is (the history shows it): typo-level, an update or a correction, and why. */
export type Change = { kind: ChangeKind; summary: string | null };

export type SaveOptions = { publication?: Publication; actorId?: string | null; change?: Change };

/**
 * Inserts a new article with sanitized content and a fresh unique slug. By default it is
 * published at once; `publication` can make it a draft or schedule it.
 */
export async function createArticle(
  input: CreateArticleInput,
  options: SaveOptions = {},
  db: Database = defaultDb,
): Promise<Article> {
  const content = sanitizeArticleHtml(input.content);
  if (!content) throw refused("empty-content", "Content is empty after removing unsafe HTML.");
  const publication = options.publication ?? { intent: "publish", at: null };
  const decision = gateDecision({
    gateOn: (await reviewGateState(db)).on,
    category: input.category,
    signedOff: false,
    hadSignoff: false,
    wasPublished: false,
    willBePublished: publication.intent !== "draft",
    setsPublishTime: publication.intent === "publish" && publication.at !== null,
    substantive: true,
  });
  if (decision.kind !== "allow") throw refused("review-gate", decision.kind === "refuse" ? decision.message : "");
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
          updatedBy: options.actorId ?? null,
          ...publishingColumns(publication.intent === "save" ? { intent: "publish", at: null } : publication, null),
        })
        .returning();
      articleSaved(null, row!);
      return row!;
    } catch (error) {
      // Another admin took the same slug between our check and insert: pick the next one.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw refused("no-free-address", "Could not find a free address for this title. Please try again.");
}

type Texts = EditableTexts;

/**
 * One save (an edit or a restore): in one transaction, the version it replaces becomes a
 * revision (its texts, who saved it and when), then the new texts and publishing state are
 * written with updated_at = now. Pages are emptied when the article was or is public.
 */
async function saveArticle(id: string, texts: Texts, options: SaveOptions, db: Database): Promise<Article | null> {
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
    if (!before) return null;
    await tx.insert(articleRevisions).values({
      articleId: before.id,
      title: before.title,
      category: before.category,
      authorName: before.authorName,
      imageUrl: before.imageUrl,
      imageDescription: before.imageDescription,
      excerpt: before.excerpt,
      content: before.content,
      savedBy: before.updatedBy,
      savedAt: before.updatedAt,
      replacedAt: sql`now()`,
      version: before.version,
      changeKind: before.changeKind,
      changeSummary: before.changeSummary,
    });
    const publishing = publishingColumns(options.publication ?? { intent: "save" }, before);
    const review = await reviewColumns(
      before,
      texts,
      {
        status: publishing.status ?? before.status,
        setsPublishTime: options.publication?.intent === "publish" && options.publication.at !== null,
        change: options.change ?? { kind: "update", summary: null },
      },
      tx,
    );
    if (!review.ok) throw refused("review-gate", review.message);
    const [row] = await tx
      .update(articles)
      .set({ ...texts, ...publishing, ...review.columns, updatedAt: sql`now()`, updatedBy: options.actorId ?? null })
      .where(eq(articles.id, id))
      .returning();
    return { before, row: row! };
  });
  if (!result) return null;
  const { before, row } = result;
  if (before.imageUrl !== row.imageUrl) await removeImagesIfUnused([before.imageUrl], db);
  articleSaved(before, row);
  return row;
}

/** Article update: everything but title and slug; updated_at = now; the replaced version is kept. */
export async function updateArticle(
  id: string,
  input: UpdateArticleInput,
  options: SaveOptions = {},
  db: Database = defaultDb,
): Promise<Article | null> {
  // The edit form's own words for the save; a caller may pass them in options instead.
  const change = options.change ?? changeFromInput(input);
  const content = sanitizeArticleHtml(input.content);
  if (!content) throw refused("empty-content", "Content is empty after removing unsafe HTML.");
  return saveArticle(
    id,
    {
      category: input.category,
      authorName: input.author_name,
      imageUrl: input.image_url,
      imageDescription: input.image_description,
      excerpt: input.excerpt,
      content,
    },
    { ...options, change },
    db,
  );
}

function changeFromInput(input: UpdateArticleInput): Change {
  return { kind: input.change_kind ?? "update", summary: input.change_summary ?? null };
}

export type Revision = typeof articleRevisions.$inferSelect;

/** An article's revisions, newest first, with the name of who saved each (null: the seed or a deleted account). */
export async function listRevisions(articleId: string, db: Database = defaultDb) {
  return db
    .select({
      id: articleRevisions.id,
      savedAt: articleRevisions.savedAt,
      replacedAt: articleRevisions.replacedAt,
      savedByName: schema.user.name,
      excerpt: articleRevisions.excerpt,
    })
    .from(articleRevisions)
    .leftJoin(schema.user, eq(schema.user.id, articleRevisions.savedBy))
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.replacedAt), desc(articleRevisions.savedAt));
}

/** One revision of this article (null when the id belongs to no revision of it). */
export async function getRevision(articleId: string, revisionId: string, db: Database = defaultDb) {
  const [row] = await db
    .select({ revision: articleRevisions, savedByName: schema.user.name })
    .from(articleRevisions)
    .leftJoin(schema.user, eq(schema.user.id, articleRevisions.savedBy))
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.id, revisionId)))
    .limit(1);
  return row ?? null;
}

/** The name of whoever saved the article's current version (null: the seed or a deleted account). */
export async function currentEditorName(article: Article, db: Database = defaultDb): Promise<string | null> {
  if (!article.updatedBy) return null;
  const [row] = await db
    .select({ name: schema.user.name })
    .from(schema.user)
    .where(eq(schema.user.id, article.updatedBy));
  return row?.name ?? null;
}

/**
 * Restores a revision's texts (category, author name, image, image description, excerpt,
 * content; the title never changes). Restoring is a save: the version it replaces
 * becomes a revision too. The publishing state stays as it is.
 */
export async function restoreRevision(
  articleId: string,
  revisionId: string,
  options: { actorId?: string | null } = {},
  db: Database = defaultDb,
): Promise<Article | null> {
  const found = await getRevision(articleId, revisionId, db);
  if (!found) return null;
  const { revision } = found;
  const content = sanitizeArticleHtml(revision.content);
  if (!content) throw refused("empty-content", "This version's content is empty after removing unsafe HTML.");
  return saveArticle(
    articleId,
    {
      category: revision.category,
      authorName: revision.authorName,
      imageUrl: revision.imageUrl,
      imageDescription: revision.imageDescription,
      excerpt: revision.excerpt,
      content,
    },
    {
      actorId: options.actorId ?? null,
      publication: { intent: "save" },
      change: { kind: "update", summary: `Restored the version saved ${revision.savedAt.toISOString().slice(0, 10)}` },
    },
    db,
  );
}

/** Deleting an article removes the row, its revisions and their uploaded images (those no other article uses). */
export async function deleteArticle(id: string, db: Database = defaultDb): Promise<boolean> {
  const images = await db
    .select({ imageUrl: articleRevisions.imageUrl })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, id));
  const [row] = await db
    .delete(articles)
    .where(eq(articles.id, id))
    .returning({ imageUrl: articles.imageUrl, status: articles.status, publishedAt: articles.publishedAt });
  if (!row) return false;
  void publishEvent({ type: "article.deleted", wasPublic: articleState(row) === "published" });
  await removeImagesIfUnused([row.imageUrl, ...images.map((image) => image.imageUrl)], db);
  return true;
}

/** Deletes uploaded images that neither an article nor a revision refers to any more. */
async function removeImagesIfUnused(imageUrls: (string | null)[], db: Database) {
  const uploads = [...new Set(imageUrls.filter((url): url is string => Boolean(url?.startsWith("/uploads/public/"))))];
  if (uploads.length === 0) return;
  const used = new Set(
    [
      ...(await db.select({ url: articles.imageUrl }).from(articles).where(inArray(articles.imageUrl, uploads))),
      ...(await db
        .select({ url: articleRevisions.imageUrl })
        .from(articleRevisions)
        .where(inArray(articleRevisions.imageUrl, uploads))),
    ].map((row) => row.url),
  );
  for (const imageUrl of uploads) {
    if (used.has(imageUrl)) continue;
    const key = imageUrl.slice("/uploads/".length);
    try {
      await deleteImage(key);
      forgetArticleImage(imageUrl);
    } catch (error) {
      logger.warn({ err: error, key }, "could not remove an article image");
    }
  }
}
