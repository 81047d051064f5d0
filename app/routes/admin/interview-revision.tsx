import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/interview-revision";
import { CompareVersions } from "#app/components/editorial/compare-versions.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { INTERVIEW_EDITORIAL as IE } from "#app/domain/catalogue/interview-editorial-messages.ts";
import {
  interviewRevisionComparison,
  restoreInterviewVersion,
} from "#app/domain/catalogue/interview-governance.server.ts";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/** One earlier version of an interview compared with the current one, and restoring it (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const comparison = await interviewRevisionComparison(params.slug, params.revisionId);
  if (!comparison) throw data(null, { status: 404 });
  return comparison;
}

const restoreSchema = z.object({ intent: z.literal("restore") });

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = restoreSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success)
    return data({ toast: toast(E.restoreFailed, E.noRevision, "destructive"), message: E.noRevision }, { status: 400 });
  const result = await restoreInterviewVersion(params.slug, params.revisionId, admin.id);
  if (!result.ok) {
    if (result.reason === "no-revision") throw data(null, { status: 404 });
    return data(
      { toast: toast(E.restoreFailed, result.message, "destructive"), message: result.message },
      { status: result.reason === "failed" ? 500 : 409 },
    );
  }
  return redirectWithToast(`/admin/interviews/${params.slug}`, {
    title: E.restored,
    description: IE.restoredText(result.savedAt),
  });
}

export default function InterviewRevision({ loaderData, actionData }: Route.ComponentProps) {
  const { item, revision, fields } = loaderData;
  return (
    <section aria-labelledby="compare-heading" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <FlashToast toast={actionData?.toast ?? null} />
      <CompareVersions
        backTo={`/admin/interviews/${item.key}/revisions`}
        backLabel={E.backToRevisions}
        heading={E.compareHeading}
        intro={E.compareIntro(item.name, revision.savedAt, revision.savedBy)}
        fields={fields}
        message={actionData?.message ?? null}
        words={{ same: E.sameText, restore: E.restore, restoring: E.restoring }}
      />
    </section>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData ? `Compare versions: ${loaderData.item.name} | Admin` : "Compare versions | Admin",
    "An earlier version of an interview.",
  );
