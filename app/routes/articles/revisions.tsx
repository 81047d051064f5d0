import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/revisions";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { getArticleBySlug } from "#app/domain/articles/articles.server.ts";
import { revisionHistory } from "#app/domain/articles/revisions.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/** An article's earlier versions (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const article = await getArticleBySlug(params.slug);
  if (!article) throw data(null, { status: 404 });
  return revisionHistory(article);
}

export default function ArticleRevisions({ loaderData }: Route.ComponentProps) {
  const { article, current, revisions } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Link
        to={`/articles/${article.slug}/edit`}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Edit Article
      </Link>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Revisions</h1>
      <p className="mt-2 text-lg text-muted-foreground">{article.title}</p>
      <p className="mt-6 rounded-lg border border-border bg-card p-4 text-sm">
        Current version: saved <time dateTime={current.isoSavedAt}>{current.savedAt}</time> by{" "}
        <span className="font-medium">{current.savedBy}</span>
      </p>
      {revisions.length === 0 ? (
        <p className="mt-8 text-muted-foreground">No earlier versions yet. Each save keeps the version it replaces.</p>
      ) : (
        <ol className="mt-8 grid gap-3" aria-label="Earlier versions, newest first">
          {revisions.map((revision) => (
            <li
              key={revision.id}
              data-testid="revision"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4 shadow-sm"
            >
              <span className="text-sm">
                Saved <time dateTime={revision.isoSavedAt}>{revision.savedAt}</time> by{" "}
                <span className="font-medium">{revision.savedBy}</span>
                <span className="block text-xs text-muted-foreground">Replaced {revision.replacedAt}</span>
              </span>
              <Link
                to={`/articles/${article.slug}/revisions/${revision.id}`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                Compare with current<span className="sr-only"> (version saved {revision.savedAt})</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Revisions: ${loaderData.article.title}` : "Revisions", "Earlier versions of an article.");
