import { data } from "react-router";
import type { Route } from "./+types/catalogue-revisions";
import { RevisionList } from "#app/components/editorial/revision-list.tsx";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";
import { productRevisionHistory } from "#app/domain/catalogue/product-governance.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/** A product's earlier versions, newest first, each with what its save was (admins only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const history = await productRevisionHistory(params.slug);
  if (!history) throw data(null, { status: 404 });
  return history;
}

export default function ProductRevisions({ loaderData }: Route.ComponentProps) {
  const { product, current, revisions } = loaderData;
  return (
    <RevisionList
      backTo={`/admin/catalogue/${product.slug}`}
      backLabel={E.backToProduct}
      name={product.name}
      basePath={`/admin/catalogue/${product.slug}/revisions`}
      current={current}
      revisions={revisions}
    />
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData ? `Revisions: ${loaderData.product.name} | Admin` : "Revisions | Admin",
    "Earlier versions of a product.",
  );
