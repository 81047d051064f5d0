import type { Refusal } from "#app/lib/refusal.ts";
import { refuse } from "#app/lib/refusal.ts";
import type { z } from "zod";
import { logger } from "#platform/logger.ts";
import {
  ArticleRefused,
  createArticle,
  TITLE_LOCKED_MESSAGE,
  updateArticle,
  type Article,
  type ArticleRefusal,
} from "./articles.server.ts";
import {
  CREATE_INTENTS,
  EDIT_INTENTS,
  readPublication,
  type createArticleSchema,
  type Publication,
  type updateArticleSchema,
} from "./schema.ts";

/**
 * Saving an article from its form's values (already through createArticleSchema / updateArticleSchema):
 * the publishing choice, the save, and every refusal as a typed result. Each refusal is made once, by the
 * rule that refuses (`field` names the form field it belongs under; none: the form as a whole), and the route
 * turns it into field errors and a toast (app/routes/articles/article-form.server.ts).
 */
export type Saved = { ok: true; article: Article; publication: Publication };

/** Why a save was refused: its publishing choice, an article rule, the title lock, or the article is gone. */
export type SaveRefusal = ArticleRefusal | Refusal<"publication" | "title-locked" | "gone" | "failed">;

/** New article: published at once by default, or a draft, or scheduled. */
export async function saveNewArticle(
  values: z.output<typeof createArticleSchema>,
  options: { actorId: string; now?: Date },
): Promise<Saved | SaveRefusal> {
  const publishing = readPublication(values, CREATE_INTENTS, options.now ?? new Date());
  if (!publishing.ok) return publishing;
  try {
    const article = await createArticle(values, { publication: publishing.publication, actorId: options.actorId });
    return { ok: true, article, publication: publishing.publication };
  } catch (error) {
    if (error instanceof ArticleRefused) return error.refusal;
    logger.error({ err: error }, "article creation failed");
    return refuse("failed", "The article could not be saved. Please try again.");
  }
}

/** What an edit form carried for the fixed title and slug (null: it carried nothing for it). */
export type SubmittedIdentity = { title: string | null; slug: string | null };

/**
 * An article's title and slug are fixed once it exists: a form that tries to change either is refused. The
 * one check (the edit route asks it first, so the lock shows whatever else the form got wrong); the save
 * itself cannot change either, since `updateArticle` takes neither.
 */
export function titleChangeRefusal(article: Article, submitted: SubmittedIdentity): SaveRefusal | null {
  const { title, slug } = submitted;
  if ((title !== null && title !== article.title) || (slug !== null && slug !== article.slug)) {
    return refuse("title-locked", TITLE_LOCKED_MESSAGE, { field: "title" });
  }
  return null;
}

/** Edit: everything but the title and slug, which stay fixed (titleChangeRefusal). */
export async function saveArticleEdit(
  article: Article,
  values: z.output<typeof updateArticleSchema>,
  options: { actorId: string; now?: Date },
): Promise<Saved | SaveRefusal> {
  const publishing = readPublication(values, EDIT_INTENTS, options.now ?? new Date());
  if (!publishing.ok) return publishing;
  try {
    const updated = await updateArticle(article.id, values, {
      publication: publishing.publication,
      actorId: options.actorId,
    });
    if (!updated) return refuse("gone", "This article no longer exists.");
    return { ok: true, article: updated, publication: publishing.publication };
  } catch (error) {
    if (error instanceof ArticleRefused) return error.refusal;
    logger.error({ err: error }, "article update failed");
    return refuse("failed", "Your changes could not be saved. Please try again.");
  }
}
