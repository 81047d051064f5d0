import { useMemo } from "react";
import { data } from "react-router";
import type { Route } from "./+types/edit";
import { ArticleForm } from "#app/components/articles/article-form.tsx";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { submitArticleEdit } from "#app/routes/articles/article-form.server.ts";
import { getArticleBySlug } from "#app/domain/articles/articles.server.ts";
import { publicationToast } from "#app/routes/articles/new-article.server.ts";
import { articleState, statusLabel } from "#app/domain/articles/publication.ts";
import { toFormValues } from "#app/domain/articles/views.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/articles/schema.ts") : undefined;

/** One object for every render: the form is memoised (app/components/articles/article-form.tsx). */
const editSchema = {
  now: serverSchemas?.updateArticleSchema,
  load: async () => (await import("#app/domain/articles/schema.ts")).updateArticleSchema,
  key: "edit",
};

/** /articles/:slug/edit (admins only). A missing article shows the not-found page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const article = await getArticleBySlug(params.slug);
  if (!article) throw data(null, { status: 404 });
  const state = articleState(article);
  return {
    slug: article.slug,
    defaults: toFormValues(article),
    state,
    status: statusLabel(state, article.publishedAt),
  };
}

/**
 * Save Changes keeps the article's publishing state (spec flow); Save as Draft takes it off
 * the site; Publish Article (on a draft or a scheduled article) publishes it now, or at the
 * publish date when one in the future is given. Every save keeps the version it replaces.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const article = await getArticleBySlug(params.slug);
  if (!article) throw data(null, { status: 404 });
  const result = await submitArticleEdit(request, article, { actorId: admin.id });
  if (!result.ok) return data(result, { status: 400 });
  if (result.article.reviewHold)
    return redirectWithToast(`/articles/${result.article.slug}`, {
      title: "Saved: awaiting review",
      description: `${result.article.reviewHold}. The article is off the site until a reviewer signs off this revision.`,
    });
  return redirectWithToast(
    `/articles/${result.article.slug}`,
    publicationToast(result.publication, result.article) ?? {
      title: "Article Saved! ✨",
      description: "Your changes have been successfully saved.",
    },
  );
}

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { state, status, slug } = loaderData;
  const publishing = useMemo(
    () => ({ state, status, revisionsTo: `/articles/${slug}/revisions` }),
    [state, status, slug],
  );
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Edit Article</h1>
      <div className="mt-8">
        <ArticleForm
          mode="edit"
          schema={editSchema}
          defaults={loaderData.defaults}
          failure={actionData ?? null}
          cancelTo={`/articles/${loaderData.slug}`}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          publishing={publishing}
        />
      </div>
    </div>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Edit: ${loaderData.defaults.title}` : "Edit Article", "Edit an article.");
