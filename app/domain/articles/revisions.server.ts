import { data } from "react-router";
import { z } from "zod";
import { requireAdmin } from "#app/domain/accounts/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { logger } from "#platform/logger.ts";
import {
  ArticleError,
  currentEditorName,
  getArticleBySlug,
  getRevision,
  listRevisions,
  restoreRevision,
  type Article,
} from "./articles.server.ts";
import { formatScheduleTime } from "./publication.ts";
import { compareTexts } from "./revision-diff.ts";
import { readFormData } from "#app/lib/forms.ts";

/**
 * The revision screens (issue 16 point 7), admins only: an article's list of earlier
 * versions (who saved each, when), one version compared with the current text, and
 * restoring it (a save like any other, so the replaced text becomes a revision too).
 */
export const UNKNOWN_EDITOR = "Unknown";

const texts = (article: Pick<Article, "title" | "category" | "authorName" | "imageUrl" | "imageDescription" | "excerpt" | "content">) => ({
  title: article.title,
  category: article.category,
  authorName: article.authorName,
  imageUrl: article.imageUrl,
  imageDescription: article.imageDescription,
  excerpt: article.excerpt,
  content: article.content,
});

async function adminArticle(request: Request, slug: string) {
  const admin = await requireAdmin(request);
  const article = await getArticleBySlug(slug);
  if (!article) throw data(null, { status: 404 });
  return { admin, article };
}

export async function revisionsLoader(request: Request, slug: string) {
  const { article } = await adminArticle(request, slug);
  const [revisions, editor] = await Promise.all([listRevisions(article.id), currentEditorName(article)]);
  return {
    article: { slug: article.slug, title: article.title },
    current: { savedAt: formatScheduleTime(article.updatedAt), isoSavedAt: article.updatedAt.toISOString(), savedBy: editor ?? UNKNOWN_EDITOR },
    revisions: revisions.map((revision) => ({
      id: revision.id,
      savedAt: formatScheduleTime(revision.savedAt),
      isoSavedAt: revision.savedAt.toISOString(),
      savedBy: revision.savedByName ?? UNKNOWN_EDITOR,
      replacedAt: formatScheduleTime(revision.replacedAt),
    })),
  };
}

const revisionId = z.uuid();

async function findRevision(articleId: string, id: string) {
  return revisionId.safeParse(id).success ? getRevision(articleId, id) : null;
}

export async function revisionLoader(request: Request, slug: string, id: string) {
  const { article } = await adminArticle(request, slug);
  const found = await findRevision(article.id, id);
  if (!found) throw data(null, { status: 404 });
  return {
    article: { slug: article.slug, title: article.title },
    revision: {
      id: found.revision.id,
      savedAt: formatScheduleTime(found.revision.savedAt),
      savedBy: found.savedByName ?? UNKNOWN_EDITOR,
    },
    fields: compareTexts(texts(found.revision), texts(article)),
  };
}

const restoreSchema = z.object({ intent: z.literal("restore") });

export async function restoreRevisionAction(request: Request, slug: string, id: string) {
  const { admin, article } = await adminArticle(request, slug);
  const parsed = restoreSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return data({ ok: false as const, message: "Could not restore this version." }, { status: 400 });
  const found = await findRevision(article.id, id);
  if (!found) throw data(null, { status: 404 });
  try {
    const restored = await restoreRevision(article.id, found.revision.id, { actorId: admin.id });
    if (!restored) return data({ ok: false as const, message: "This article no longer exists." }, { status: 404 });
  } catch (error) {
    if (error instanceof ArticleError) return data({ ok: false as const, message: error.message }, { status: 400 });
    logger.error({ err: error }, "revision restore failed");
    return data({ ok: false as const, message: "Could not restore this version. Please try again." }, { status: 500 });
  }
  return redirectWithToast(`/articles/${article.slug}`, {
    title: "Version Restored",
    description: `The article now has the text saved on ${formatScheduleTime(found.revision.savedAt)}.`,
  });
}
