import { useEffect } from "react";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/revision";
import { CompareVersions } from "#app/components/editorial/compare-versions.tsx";
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

  useEffect(() => {
    if (actionData && !actionData.ok)
      showToast({ title: "Restore Failed", description: actionData.message, variant: "destructive" });
  }, [actionData]);

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-6">
      <CompareVersions
        level="page"
        backTo={`/articles/${article.slug}/revisions`}
        backLabel="Back to Revisions"
        heading="Compare Versions"
        intro={`${article.title}: the version saved ${revision.savedAt} by ${revision.savedBy}, against the current text.`}
        fields={fields}
        message={actionData && !actionData.ok ? actionData.message : null}
        words={{
          same: "This version has the same text as the current one.",
          restore: "Restore This Version",
          restoring: "Restoring...",
        }}
      />
    </div>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData ? `Compare versions: ${loaderData.article.title}` : "Compare versions",
    "An earlier version of an article.",
  );
