import type { Route } from "./+types/article-new";
import { ArticleForm } from "#app/components/articles/article-form.tsx";
import { newArticleAction, newArticleLoader } from "#app/routes/articles/new-article.server.ts";
import { pageMeta } from "#app/lib/meta.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/articles/schema.ts") : undefined;

/** Admin 'Create New Article' (under /admin): three sections, Cancel to /admin. */
export async function loader({ request }: Route.LoaderArgs) {
  return newArticleLoader(request);
}

export async function action({ request }: Route.ActionArgs) {
  return newArticleAction(request);
}

export default function AdminNewArticle({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <h2 className="text-2xl font-semibold sm:text-3xl">Create New Article</h2>
      <div className="mt-6">
        <ArticleForm
          mode="create"
          schema={{
            now: serverSchemas?.createArticleSchema,
            load: async () => (await import("#app/domain/articles/schema.ts")).createArticleSchema,
            key: "create",
          }}
          defaults={loaderData.defaults}
          failure={actionData ?? null}
          cancelTo="/admin"
          submitLabel="Publish Article"
          pendingLabel="Publishing..."
          sectioned
        />
      </div>
    </div>
  );
}

export const meta = () => pageMeta("Create New Article", "Create and publish a new article from the admin dashboard.");
