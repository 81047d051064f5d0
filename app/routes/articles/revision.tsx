import { ArrowLeft, RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/revision";
import { Button } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { restoreRevisionAction, revisionLoader } from "#app/domain/articles/revisions.server.ts";
import { pageMeta } from "#app/lib/meta.ts";

/** Issue 16 point 7: one earlier version compared with the current text, and restoring it (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return revisionLoader(request, params.slug, params.revisionId);
}

export async function action({ request, params }: Route.ActionArgs) {
  return restoreRevisionAction(request, params.slug, params.revisionId);
}

export default function ArticleRevision({ loaderData, actionData }: Route.ComponentProps) {
  const { article, revision, fields } = loaderData;
  const navigation = useNavigation();
  const restoring = navigation.state === "submitting";
  const changed = fields.filter((field) => field.changed);

  useEffect(() => {
    if (actionData && !actionData.ok) showToast({ title: "Restore Failed", description: actionData.message, variant: "destructive" });
  }, [actionData]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Link to={`/articles/${article.slug}/revisions`} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Revisions
      </Link>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Compare Versions</h1>
      <p className="mt-2 text-muted-foreground">
        {article.title}: the version saved {revision.savedAt} by {revision.savedBy}, against the current text.{" "}
        <span className="inline-flex flex-wrap gap-2 text-sm">
          <del className="rounded bg-red-100 px-1 text-red-900">Removed since</del>
          <ins className="rounded bg-green-100 px-1 text-green-900 no-underline">Added since</ins>
        </span>
      </p>
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {actionData.message}
        </p>
      ) : null}
      {changed.length === 0 ? (
        <p className="mt-8 rounded-lg border border-border bg-card p-4">This version has the same text as the current one.</p>
      ) : (
        <div className="mt-8 grid gap-6">
          {changed.map((field) => (
            <section key={field.field} aria-labelledby={`diff-${field.field}`} data-testid={`diff-${field.field}`} className="rounded-xl border border-border bg-card p-5 shadow-sm">
              <h2 id={`diff-${field.field}`} className="text-lg font-semibold">
                {field.label}
              </h2>
              <p className="mt-3 whitespace-pre-wrap break-words font-mono text-sm leading-relaxed">
                {field.parts.map((part, index) =>
                  part.change === "added" ? (
                    <ins key={index} className="rounded bg-green-100 text-green-900 no-underline">
                      {part.value}
                    </ins>
                  ) : part.change === "removed" ? (
                    <del key={index} className="rounded bg-red-100 text-red-900">
                      {part.value}
                    </del>
                  ) : (
                    <span key={index}>{part.value}</span>
                  ),
                )}
              </p>
            </section>
          ))}
        </div>
      )}
      <Form method="post" className="mt-8 flex justify-end">
        <Button type="submit" name="intent" value="restore" disabled={restoring || changed.length === 0}>
          <RotateCcw aria-hidden="true" /> {restoring ? "Restoring..." : "Restore This Version"}
        </Button>
      </Form>
    </div>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Compare versions: ${loaderData.article.title}` : "Compare versions", "An earlier version of an article.");
