import { data } from "react-router";
import type { Route } from "./+types/interview-revisions";
import { RevisionList } from "#app/components/editorial/revision-list.tsx";
import { INTERVIEW_EDITORIAL as IE } from "#app/domain/catalogue/interview-editorial-messages.ts";
import { interviewRevisionHistory } from "#app/domain/catalogue/interview-governance.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/** An interview's earlier versions, newest first, each with what its save was (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const history = await interviewRevisionHistory(params.slug);
  if (!history) throw data(null, { status: 404 });
  return history;
}

export default function InterviewRevisions({ loaderData }: Route.ComponentProps) {
  const { item, current, revisions } = loaderData;
  return (
    <RevisionList
      backTo={`/admin/interviews/${item.key}`}
      backLabel={IE.backToInterview}
      name={item.name}
      intro={IE.revisionsIntro}
      basePath={`/admin/interviews/${item.key}/revisions`}
      current={current}
      revisions={revisions}
    />
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData ? `Revisions: ${loaderData.item.name} | Admin` : "Revisions | Admin",
    "Earlier versions of an interview.",
  );
