import { refuse, type Refusal } from "#app/lib/refusal.ts";
import type { z } from "zod";
import { logger } from "#platform/logger.ts";
import { ArticleError, createArticle, TITLE_LOCKED_MESSAGE, updateArticle, type Article } from "./articles.server.ts";
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
 * the publishing choice, the save, and every refusal as a typed result the route turns into field errors
 * and a toast.
 */
export type Saved = { ok: true; article: Article; publication: Publication };

/**
 * Why a save was refused. `field` names the form field the message belongs under (none: the form as a
 * whole); `reason` tells which rule refused it.
 */
export type SaveRefusal = Refusal<"publication" | "article" | "title-locked" | "gone" | "failed">;

const refusal = (reason: SaveRefusal["reason"], field: string | null, message: string): SaveRefusal =>
  refuse(reason, message, field === null ? {} : { field });

/** New article: published at once by default, or a draft, or scheduled. */
export async function saveNewArticle(
  values: z.output<typeof createArticleSchema>,
  options: { actorId: string; now?: Date },
): Promise<Saved | SaveRefusal> {
  const publishing = readPublication(values, CREATE_INTENTS, options.now ?? new Date());
  if (!publishing.ok)
    return refusal("publication", publishing.field === "form" ? null : publishing.field, publishing.message);
  try {
    const article = await createArticle(values, { publication: publishing.publication, actorId: options.actorId });
    return { ok: true, article, publication: publishing.publication };
  } catch (error) {
    if (error instanceof ArticleError)
      return refusal("article", error.field === "form" ? null : error.field, error.message);
    logger.error({ err: error }, "article creation failed");
    return refusal("failed", null, "The article could not be saved. Please try again.");
  }
}

/** What an edit form carried for the fixed title and slug (null: it carried nothing for it). */
export type SubmittedIdentity = { title: string | null; slug: string | null };

/** An article's title and slug are fixed once it exists: a form that tries to change either is refused. */
export function titleChangeRefusal(article: Article, submitted: SubmittedIdentity): SaveRefusal | null {
  const { title, slug } = submitted;
  if ((title !== null && title !== article.title) || (slug !== null && slug !== article.slug)) {
    return refusal("title-locked", "title", TITLE_LOCKED_MESSAGE);
  }
  return null;
}

/** Edit: everything but the title and slug, which stay fixed (titleChangeRefusal). */
export async function saveArticleEdit(
  article: Article,
  values: z.output<typeof updateArticleSchema>,
  options: { actorId: string; now?: Date; submitted: SubmittedIdentity },
): Promise<Saved | SaveRefusal> {
  const locked = titleChangeRefusal(article, options.submitted);
  if (locked) return locked;
  const publishing = readPublication(values, EDIT_INTENTS, options.now ?? new Date());
  if (!publishing.ok)
    return refusal("publication", publishing.field === "form" ? null : publishing.field, publishing.message);
  try {
    const updated = await updateArticle(article.id, values, {
      publication: publishing.publication,
      actorId: options.actorId,
    });
    if (!updated) return refusal("gone", null, "This article no longer exists.");
    return { ok: true, article: updated, publication: publishing.publication };
  } catch (error) {
    if (error instanceof ArticleError) return refusal("article", null, error.message);
    logger.error({ err: error }, "article update failed");
    return refusal("failed", null, "Your changes could not be saved. Please try again.");
  }
}
