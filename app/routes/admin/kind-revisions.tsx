import { data } from "react-router";
import type { Route } from "./+types/kind-revisions";
import { RevisionList } from "#app/components/editorial/revision-list.tsx";
import { kindOfSection, sectionOfAdminUrl } from "#app/domain/catalogue/kind-registry.server.ts";
import { KIND_EDITORIAL as K } from "#app/domain/catalogue/kind-messages.ts";
import { itemRevisionHistory } from "#app/domain/catalogue/kinds.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/**
 * An item's earlier versions, newest first, each with what its save was (admins only): one screen for every
 * catalogue kind on the generic records (roundups, comparison rows, Affiliate Corner listings).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const section = sectionOfAdminUrl(request.url)!;
  const kind = kindOfSection(section);
  const history = kind ? await itemRevisionHistory(kind, params.slug) : null;
  if (!kind || !history) throw data(null, { status: 404 });
  return { ...history, section, noun: kind.declaration.noun };
}

export default function KindRevisions({ loaderData }: Route.ComponentProps) {
  const { item, current, revisions, section, noun } = loaderData;
  return (
    <RevisionList
      backTo={`/admin/${section}/${item.key}`}
      backLabel={K.backToItem(noun)}
      name={item.name}
      basePath={`/admin/${section}/${item.key}/revisions`}
      current={current}
      revisions={revisions}
    />
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `${K.revisionsOf(loaderData.item.name)} | Admin` : "Revisions | Admin", "Earlier versions.");
