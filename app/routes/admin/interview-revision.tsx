import { data } from "react-router";
import type { Route } from "./+types/interview-revision";
import { AdminCompareVersions } from "#app/components/editorial/compare-versions.tsx";
import { INTERVIEW_EDITORIAL as IE } from "#app/domain/catalogue/interview-editorial-messages.ts";
import {
  interviewRevisionComparison,
  restoreInterviewVersion,
} from "#app/domain/catalogue/interview-governance.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { answerRestore } from "./revision-restore.server.ts";

/** One earlier version of an interview compared with the current one, and restoring it (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const comparison = await interviewRevisionComparison(params.slug, params.revisionId);
  if (!comparison) throw data(null, { status: 404 });
  return comparison;
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return answerRestore(request, () => restoreInterviewVersion(params.slug, params.revisionId, admin.id), {
    to: `/admin/interviews/${params.slug}`,
    said: (result) => IE.restoredText(result.savedAt),
  });
}

export default function InterviewRevision({ loaderData, actionData }: Route.ComponentProps) {
  const { item, revision, fields } = loaderData;
  return (
    <AdminCompareVersions
      revisionsPath={`/admin/interviews/${item.key}/revisions`}
      name={item.name}
      revision={revision}
      fields={fields}
      answer={actionData}
    />
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData ? `Compare versions: ${loaderData.item.name} | Admin` : "Compare versions | Admin",
    "An earlier version of an interview.",
  );
