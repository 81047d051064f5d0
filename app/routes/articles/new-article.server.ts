import { data } from "react-router";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { submitNewArticle } from "#app/routes/articles/article-form.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { Article } from "#app/domain/articles/articles.server.ts";
import { formatScheduleTime } from "#app/domain/articles/publication.ts";
import type { Publication } from "#app/domain/articles/schema.ts";

/**
 * The two 'new article' entries (/articles/add and the admin 'Create New Article' screen) share
 * one loader and one action (not a route: both route modules call these). Admins only, checked on
 * the server for every request; the domain's result becomes field errors or a redirect with the
 * spec's toast.
 */
export async function newArticleLoader(request: Request) {
  const admin = await requireAdmin(request);
  return {
    defaults: {
      title: "",
      category: "",
      author_name: admin.fullName,
      image_url: "",
      image_description: "",
      excerpt: "",
      content: "",
      publish_at: "",
    },
  };
}

/** The toast after a draft or a schedule is saved (publishing at once keeps the spec's own). */
export function publicationToast(publication: Publication, article: Article) {
  if (publication.intent === "draft") {
    return {
      title: "Draft Saved",
      description: "Your draft has been saved. Only admins can see it until it is published.",
    };
  }
  if (publication.intent === "publish" && publication.at && article.publishedAt) {
    return {
      title: "Article Scheduled",
      description: `Your article will be published on ${formatScheduleTime(article.publishedAt)}. Until then only admins can see it.`,
    };
  }
  return null;
}

export async function newArticleAction(request: Request) {
  const admin = await requireAdmin(request);
  const result = await submitNewArticle(request, { actorId: admin.id });
  if (!result.ok) return data(result, { status: 400 });
  // A draft or a schedule goes to Content Management, where its status shows.
  const other = publicationToast(result.publication, result.article);
  if (other) return redirectWithToast("/admin/content", other);
  return redirectWithToast("/admin", {
    title: "Article Created! 🎉",
    description: "Your new article has been successfully published.",
  });
}
