import type { CorrectionNotice as Notice, HistoryEntry } from "#app/domain/articles/history.ts";

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

/** The page's dated history: published, reviewed, updated and corrected, newest first. */
export function PageHistory({ entries = [] }: { entries?: HistoryEntry[] }) {
  if (!entries.length) return null;
  return (
    <section aria-labelledby="page-history" className="mt-10 border-t border-border pt-6" data-testid="page-history">
      <h2 id="page-history" className="text-xl font-semibold">
        Page history
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
      <p className="mt-3 text-xs text-muted-foreground">
        How we review and correct pages:{" "}
        <a href="/editorial-policy#the-review-gate" className="underline underline-offset-2">
          editorial policy
        </a>
        .
      </p>
    </section>
  );
}

/** "Next review due <date>", or, once that date has passed, "Review overdue" with the date it was due. */
export function NextReview({ nextReview }: { nextReview: { date: string; isoDate: string; overdue: boolean } }) {
  return nextReview.overdue ? (
    <span data-testid="review-overdue">
      <strong className="font-semibold text-amber-800 dark:text-amber-300">Review overdue</strong> (was due{" "}
      <time dateTime={nextReview.isoDate}>{nextReview.date}</time>)
    </span>
  ) : (
    <span>
      Next review due <time dateTime={nextReview.isoDate}>{nextReview.date}</time>
    </span>
  );
}
