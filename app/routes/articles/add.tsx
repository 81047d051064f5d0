import type { Route } from "./+types/add";
import { ArticleForm } from "#app/components/articles/article-form.tsx";
import { createArticleSchema } from "#app/domain/articles/schema.ts";
import { newArticleAction, newArticleLoader } from "./new-article.server.ts";
import { pageMeta } from "#app/lib/meta.ts";

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
            now: import.meta.env.SSR ? createArticleSchema : undefined,
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
