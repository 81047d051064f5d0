import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";

type Listed = { version: number; savedAt: string; savedBy: string; change: string | null };

/**
 * An item's versions in the admin (decision 048), for every kind on the generic records: the current one,
 * then each earlier one newest first with who saved it, when and what the save was, each with its compare
 * link (`${basePath}/${id}`).
 */
export function RevisionList({
  backTo,
  backLabel,
  name,
  intro,
  basePath,
  current,
  revisions,
}: {
  backTo: string;
  backLabel: string;
  name: string;
  intro?: string;
  basePath: string;
  /** `hold`: why the current version is held off the site by the review gate, if it is. */
  current: Listed & { hold?: string | null };
  revisions: (Listed & { id: string })[];
}) {
  return (
    <section aria-labelledby="revisions-heading" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link to={backTo} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> {backLabel}
        </Link>
        <h2 id="revisions-heading" className="mt-3 text-2xl font-semibold">
          {E.revisionsHeading}
        </h2>
        <p className="mt-1 text-muted-foreground">{name}</p>
        {intro ? <p className="mt-1 text-sm text-muted-foreground">{intro}</p> : null}
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
              <Link to={`${basePath}/${revision.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
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
