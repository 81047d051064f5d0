import { data } from "react-router";
import type { Route } from "./+types/catalogue-revision";
import { AdminCompareVersions } from "#app/components/editorial/compare-versions.tsx";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";
import { productRevisionComparison, restoreProductVersion } from "#app/domain/catalogue/product-governance.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { answerRestore } from "./revision-restore.server.ts";

/** One earlier version of a product compared with the current one, and restoring it (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const comparison = await productRevisionComparison(params.slug, params.revisionId);
  if (!comparison) throw data(null, { status: 404 });
  return comparison;
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return answerRestore(request, () => restoreProductVersion(params.slug, params.revisionId, admin.id), {
    to: `/admin/catalogue/${params.slug}`,
    said: (result) => E.restoredText(result.savedAt),
  });
}

export default function ProductRevision({ loaderData, actionData }: Route.ComponentProps) {
  const { product, revision, fields } = loaderData;
  return (
    <AdminCompareVersions
      revisionsPath={`/admin/catalogue/${product.slug}/revisions`}
      name={product.name}
      revision={revision}
      fields={fields}
      answer={actionData}
    />
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData ? `Compare versions: ${loaderData.product.name} | Admin` : "Compare versions | Admin",
    "An earlier version of a product.",
  );
