import type { Route } from "./+types/article-new";
import { ArticleForm } from "#app/components/articles/article-form.tsx";
import { createArticleSchema } from "#app/domain/articles/schema.ts";
import { newArticleAction, newArticleLoader } from "#app/routes/articles/new-article.server.ts";
import { pageMeta } from "#app/lib/meta.ts";

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
            now: import.meta.env.SSR ? createArticleSchema : undefined,
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
