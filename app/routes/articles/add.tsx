import type { Route } from "./+types/add";
import { ArticleForm } from "#app/components/articles/article-form.tsx";
import { newArticleAction, newArticleLoader } from "./new-article.server.ts";
import { pageMeta } from "#app/lib/meta.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/articles/schema.ts") : undefined;

/** /articles/add (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  return newArticleLoader(request);
}

export async function action({ request }: Route.ActionArgs) {
  return newArticleAction(request);
}

export default function AddArticle({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Add New Article</h1>
      <p className="mt-2 text-muted-foreground">
        The article's web address is made from its title and cannot change later.
      </p>
      <div className="mt-8">
        <ArticleForm
          mode="create"
          schema={{
            now: serverSchemas?.createArticleSchema,
            load: async () => (await import("#app/domain/articles/schema.ts")).createArticleSchema,
            key: "create",
          }}
          defaults={loaderData.defaults}
          failure={actionData ?? null}
          cancelTo="/admin/content"
          submitLabel="Publish Article"
          pendingLabel="Publishing..."
        />
      </div>
    </div>
  );
}

export const meta = () => pageMeta("Add New Article", "Write and publish a new article.");
