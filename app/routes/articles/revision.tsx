import { ArrowLeft, RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/revision";
import { Button } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { getArticleBySlug } from "#app/domain/articles/articles.server.ts";
import { restoreVersion, revisionComparison } from "#app/domain/articles/revisions.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { refusalInit } from "#app/lib/refusal-answers.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

async function adminArticle(request: Request, slug: string) {
  const admin = await requireAdmin(request);
  const article = await getArticleBySlug(slug);
  if (!article) throw data(null, { status: 404 });
  return { admin, article };
}

/** One earlier version compared with the current text, and restoring it (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { article } = await adminArticle(request, params.slug);
  const comparison = await revisionComparison(article, params.revisionId);
  if (!comparison) throw data(null, { status: 404 });
  return comparison;
}

const restoreSchema = z.object({ intent: z.literal("restore") });
const RESTORE_STATUS = { "no-article": 404, failed: 500 } as const;

export async function action({ request, params }: Route.ActionArgs) {
  const { admin, article } = await adminArticle(request, params.slug);
  const parsed = restoreSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return data({ ok: false as const, message: "Could not restore this version." }, { status: 400 });
  const restored = await restoreVersion(article, params.revisionId, admin.id);
  if (!restored.ok) {
    if (restored.reason === "no-revision") throw data(null, { status: 404 });
    return data({ ok: false as const, message: restored.message }, refusalInit(restored, RESTORE_STATUS));
  }
  return redirectWithToast(`/articles/${article.slug}`, {
    title: "Version Restored",
    description: `The article now has the text saved on ${restored.savedAt}.`,
  });
}

export default function ArticleRevision({ loaderData, actionData }: Route.ComponentProps) {
  const { article, revision, fields } = loaderData;
  const navigation = useNavigation();
  const restoring = navigation.state === "submitting";
  const changed = fields.filter((field) => field.changed);

  useEffect(() => {
    if (actionData && !actionData.ok)
      showToast({ title: "Restore Failed", description: actionData.message, variant: "destructive" });
  }, [actionData]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Link
        to={`/articles/${article.slug}/revisions`}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
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
        <p
          role="alert"
          className="mt-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {actionData.message}
        </p>
      ) : null}
      {changed.length === 0 ? (
        <p className="mt-8 rounded-lg border border-border bg-card p-4">
          This version has the same text as the current one.
        </p>
      ) : (
        <div className="mt-8 grid gap-6">
          {changed.map((field) => (
            <section
              key={field.field}
              aria-labelledby={`diff-${field.field}`}
              data-testid={`diff-${field.field}`}
              className="rounded-xl border border-border bg-card p-5 shadow-sm"
            >
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
  pageMeta(
    loaderData ? `Compare versions: ${loaderData.article.title}` : "Compare versions",
    "An earlier version of an article.",
  );
