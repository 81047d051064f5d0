import { data } from "react-router";
import type { Route } from "./+types/kind-revision";
import { AdminCompareVersions } from "#app/components/editorial/compare-versions.tsx";
import { kindOfSection, sectionOfAdminUrl } from "#app/domain/catalogue/kind-registry.server.ts";
import { KIND_EDITORIAL as K } from "#app/domain/catalogue/kind-messages.ts";
import { itemRevisionComparison, restoreItemVersion } from "#app/domain/catalogue/kinds.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { answerRestore } from "./revision-restore.server.ts";

/** One earlier version of an item compared with the current one, and restoring it (admins only, every kind). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const section = sectionOfAdminUrl(request.url)!;
  const kind = kindOfSection(section);
  const comparison = kind ? await itemRevisionComparison(kind, params.slug, params.revisionId) : null;
  if (!kind || !comparison) throw data(null, { status: 404 });
  return { ...comparison, section };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const section = sectionOfAdminUrl(request.url)!;
  const kind = kindOfSection(section);
  if (!kind) throw data(null, { status: 404 });
  return answerRestore(request, () => restoreItemVersion(kind, params.slug, params.revisionId, admin.id), {
    to: `/admin/${section}/${params.slug}`,
    said: (result) =>
      result.held ? K.savedHeld(kind.declaration.noun) : K.restoredText(kind.declaration.noun, result.savedAt),
  });
}

export default function KindRevision({ loaderData, actionData }: Route.ComponentProps) {
  const { item, revision, fields, section } = loaderData;
  return (
    <AdminCompareVersions
      revisionsPath={`/admin/${section}/${item.key}/revisions`}
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
    "An earlier version compared with the current one.",
  );
