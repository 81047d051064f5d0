import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/kind-revisions";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { kindOfSection, sectionOfAdminUrl } from "#app/domain/catalogue/kind-registry.server.ts";
import { KIND_EDITORIAL as K } from "#app/domain/catalogue/kind-messages.ts";
import { itemRevisionHistory } from "#app/domain/catalogue/kinds.server.ts";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";
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
    <section aria-labelledby="revisions-heading" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link
          to={`/admin/${section}/${item.key}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {K.backToItem(noun)}
        </Link>
        <h2 id="revisions-heading" className="mt-3 text-2xl font-semibold">
          {E.revisionsHeading}
        </h2>
        <p className="mt-1 text-muted-foreground">{item.name}</p>
      </div>
      <p className="rounded-lg border border-border bg-card p-4 text-sm">
        {E.revision} {current.version} · {E.currentVersion(current.savedAt, current.savedBy)}
        {current.change ? <span className="block text-muted-foreground">{current.change}</span> : null}
        {current.hold ? <span className="mt-1 block font-medium text-destructive">{current.hold}</span> : null}
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
                to={`/admin/${section}/${item.key}/revisions/${revision.id}`}
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
  pageMeta(loaderData ? `${K.revisionsOf(loaderData.item.name)} | Admin` : "Revisions | Admin", "Earlier versions.");
