import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { z } from "zod";
import { logger } from "#platform/logger.ts";
import {
  ArticleRefused,
  currentEditorName,
  getRevision,
  listRevisions,
  restoreRevision,
  type Article,
  type ArticleRefusal,
} from "./articles.server.ts";
import { formatScheduleTime } from "./publication.ts";
import { compareTexts } from "./revision-diff.ts";
import { savedByLabel } from "./saved-by.ts";

/**
 * An article's earlier versions (who saved each, when), one version compared with the current text, and
 * restoring it (a save like any other, so the replaced text becomes a revision too). The revision routes
 * check the admin and turn these results into pages, 404s and toasts.
 */
const texts = (
  article: Pick<Article, "title" | "category" | "authorName" | "imageUrl" | "imageDescription" | "excerpt" | "content">,
) => ({
  title: article.title,
  category: article.category,
  authorName: article.authorName,
  imageUrl: article.imageUrl,
  imageDescription: article.imageDescription,
  excerpt: article.excerpt,
  content: article.content,
});

/** The current version and every earlier one, newest first. */
export async function revisionHistory(article: Article) {
  const [revisions, editor] = await Promise.all([listRevisions(article.id), currentEditorName(article)]);
  return {
    article: { slug: article.slug, title: article.title },
    current: {
      savedAt: formatScheduleTime(article.updatedAt),
      isoSavedAt: article.updatedAt.toISOString(),
      // The article's first version when no save replaced it yet.
      savedBy: savedByLabel(editor, revisions.length === 0),
    },
    revisions: revisions.map((revision, index) => ({
      id: revision.id,
      savedAt: formatScheduleTime(revision.savedAt),
      isoSavedAt: revision.savedAt.toISOString(),
      // Newest first: the last is the article's first version.
      savedBy: savedByLabel(revision.savedByName, index === revisions.length - 1),
      replacedAt: formatScheduleTime(revision.replacedAt),
    })),
  };
}

const revisionId = z.uuid();

async function findRevision(articleId: string, id: string) {
  return revisionId.safeParse(id).success ? getRevision(articleId, id) : null;
}

/** One earlier version of the article compared field by field with its current text; null when it has none by that id. */
export async function revisionComparison(article: Article, id: string) {
  const found = await findRevision(article.id, id);
  if (!found) return null;
  const oldest = (await listRevisions(article.id)).at(-1);
  return {
    article: { slug: article.slug, title: article.title },
    revision: {
      id: found.revision.id,
      savedAt: formatScheduleTime(found.revision.savedAt),
      savedBy: savedByLabel(found.savedByName, oldest?.id === found.revision.id),
    },
    fields: compareTexts(texts(found.revision), texts(article)),
  };
}

export type RestoreResult =
  { ok: true; savedAt: string } | ArticleRefusal | Refusal<"no-revision" | "no-article" | "failed">;

/** Makes an earlier version the article's text again (the text it replaces is kept as a revision). */
export async function restoreVersion(article: Article, id: string, actorId: string): Promise<RestoreResult> {
  const found = await findRevision(article.id, id);
  if (!found) return refuse("no-revision", "This version does not exist.");
  try {
    const restored = await restoreRevision(article.id, found.revision.id, { actorId });
    if (!restored) return refuse("no-article", "This article no longer exists.");
  } catch (error) {
    if (error instanceof ArticleRefused) return error.refusal;
    logger.error({ err: error }, "revision restore failed");
    return refuse("failed", "Could not restore this version. Please try again.");
  }
  return { ok: true, savedAt: formatScheduleTime(found.revision.savedAt) };
}
