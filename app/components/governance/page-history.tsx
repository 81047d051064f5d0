import type { CorrectionNotice as Notice, HistoryEntry } from "#app/domain/articles/history.ts";
import { pageHistoryCopy as historyCopy, reviewStatusCopy as copy } from "#app/content/review-status.ts";

type ShownDate = { date: string; isoDate: string };

/** A correction made in the last 30 days, said at the top of the page before anything else is read. */
export function CorrectionNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p
      role="note"
      data-testid="correction-notice"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <strong>
        Correction, <time dateTime={notice.isoDate}>{notice.date}</time>:
      </strong>{" "}
      {notice.summary}{" "}
      <a href="#page-history" className="font-medium underline underline-offset-2">
        See the page history
      </a>
    </p>
  );
}

/** Links to a long history's newer and older entries (plain links: no script needed), with where the reader is. */
export type HistoryPaging = { page: number; pages: number; newer: string | null; older: string | null };

/** The page's dated history: published, reviewed, updated and corrected, newest first. */
export function PageHistory({ entries = [], paging }: { entries?: HistoryEntry[]; paging?: HistoryPaging }) {
  if (!entries.length) return null;
  return (
    <section aria-labelledby="page-history" className="mt-10 border-t border-border pt-6" data-testid="page-history">
      <h2 id="page-history" className="text-xl font-semibold">
        {historyCopy.heading}
      </h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {entries.map((item) => (
          <li key={`${item.kind}-${item.isoDate}-${item.text}`} className="flex flex-wrap gap-x-3">
            <time dateTime={item.isoDate} className="w-40 shrink-0 text-muted-foreground">
              {item.date}
            </time>
            <span>{item.text}</span>
          </li>
        ))}
      </ol>
      {paging && paging.pages > 1 ? (
        <nav aria-label={historyCopy.paging} className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="text-muted-foreground">{historyCopy.page(paging.page, paging.pages)}</span>
          {paging.newer ? (
            <a href={paging.newer} className="font-medium text-primary underline underline-offset-2">
              {historyCopy.newer}
            </a>
          ) : null}
          {paging.older ? (
            <a href={paging.older} className="font-medium text-primary underline underline-offset-2">
              {historyCopy.older}
            </a>
          ) : null}
        </nav>
      ) : null}
      <p className="mt-3 text-xs text-muted-foreground">
        {historyCopy.policy}{" "}
        <a href="/editorial-policy#the-review-gate" className="underline underline-offset-2">
          {historyCopy.policyLink}
        </a>
        .
      </p>
    </section>
  );
}

/**
 * "Page last reviewed / Next review due" at the foot of a page, in secondary text. A page past its review date
 * says so in one plain line under the dates, not as an alert beside the title.
 */
export function ReviewStatus({
  lastReviewed,
  nextReview,
}: {
  lastReviewed: ShownDate;
  nextReview: (ShownDate & { overdue: boolean }) | null;
}) {
  return (
    <section
      aria-label={copy.label}
      className="mt-10 border-t border-border pt-4 text-sm text-muted-foreground"
      data-testid="review-status"
    >
      <p>
        {copy.lastReviewed} <time dateTime={lastReviewed.isoDate}>{lastReviewed.date}</time>
      </p>
      {nextReview ? (
        <p>
          {copy.nextReview} <time dateTime={nextReview.isoDate}>{nextReview.date}</time>
        </p>
      ) : null}
      {nextReview?.overdue ? (
        <p className="mt-1" data-testid="review-overdue">
          {copy.overdue}{" "}
          <a href="/editorial-policy#when-a-review-is-overdue" className="underline underline-offset-2">
            {copy.policyLink}
          </a>
          .
        </p>
      ) : null}
    </section>
  );
}
