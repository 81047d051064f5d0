import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/catalogue-revisions";
import { buttonVariants } from "#app/components/ui/button.tsx";
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
    <section aria-labelledby="revisions-heading" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link
          to={`/admin/catalogue/${product.slug}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {E.backToProduct}
        </Link>
        <h2 id="revisions-heading" className="mt-3 text-2xl font-semibold">
          {E.revisionsHeading}
        </h2>
        <p className="mt-1 text-muted-foreground">{product.name}</p>
      </div>
      <p className="rounded-lg border border-border bg-card p-4 text-sm">
        {E.revision} {current.version} · {E.currentVersion(current.savedAt, current.savedBy)}
        {current.change ? <span className="block text-muted-foreground">{current.change}</span> : null}
      </p>
      {revisions.length === 0 ? (
        <p className="text-muted-foreground">{E.noRevisions}</p>
      ) : (
        <ol className="grid gap-3" aria-label="Earlier versions, newest first">
          {revisions.map((revision) => (
            <li
              key={revision.id}
              data-testid="revision"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4 shadow-sm"
            >
              <span className="min-w-0 text-sm">
                {E.revision} {revision.version} · {E.savedBy(revision.savedAt, revision.savedBy)}
                {revision.change ? <span className="block text-muted-foreground">{revision.change}</span> : null}
              </span>
              <Link
                to={`/admin/catalogue/${product.slug}/revisions/${revision.id}`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                {E.compare}
                <span className="sr-only"> (revision {revision.version})</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData ? `Revisions: ${loaderData.product.name} | Admin` : "Revisions | Admin",
    "Earlier versions of a product.",
  );
