import { data } from "react-router";
import { requireAdmin } from "#app/domain/accounts/session.server.ts";
import { submitNewArticle } from "#app/domain/articles/article-form.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

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
    },
  };
}

export async function newArticleAction(request: Request) {
  await requireAdmin(request);
  const result = await submitNewArticle(request);
  if (!result.ok) return data(result, { status: 400 });
  return redirectWithToast("/admin", {
    title: "Article Created! 🎉",
    description: "Your new article has been successfully published.",
  });
}
