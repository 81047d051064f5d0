import { Link } from "react-router";
import type { Route } from "./+types/review-queue";
import { reviewDueQueue } from "#app/domain/articles/people.server.ts";
import { formatArticleDate } from "#app/domain/articles/format.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/** Articles whose content review is due (or was never dated), most overdue first. */
export async function loader({ request }: Route.LoaderArgs) {
  // Loaders of nested routes run in parallel with the layout's (and a data request may name only this
  // route), so the layout's check does not cover this one.
  await requireAdmin(request);
  const rows = await reviewDueQueue(new Date());
  return {
    rows: rows.map((row) => ({
      ...row,
      lastReviewed: row.lastReviewedAt ? formatArticleDate(row.lastReviewedAt) : null,
      nextReview: row.nextReviewAt ? formatArticleDate(row.nextReviewAt) : null,
    })),
  };
}

export default function ReviewQueue({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <section>
      <h2 className="text-2xl font-semibold">Reviews Due</h2>
      <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
        Check each article against its sources, correct what changed, then set new review dates in its editorial
        details.
      </p>
      {rows.length ? (
        <ul className="mt-6 grid gap-3">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4"
            >
              <div className="min-w-0">
                <Link
                  to={`/articles/${row.slug}`}
                  className="font-semibold text-primary underline-offset-2 hover:underline"
                >
                  {row.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {row.nextReview ? `Review was due ${row.nextReview}` : "No review date set"}
                  {row.lastReviewed ? ` · last reviewed ${row.lastReviewed}` : ""}
                  {row.status === "draft" ? " · draft" : ""}
                </p>
              </div>
              <Link
                to={`/articles/${row.slug}/editorial`}
                className="inline-flex h-9 items-center rounded-md border border-border px-4 text-sm font-medium"
              >
                Editorial details
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
          No article is due for review.
        </p>
      )}
    </section>
  );
}

export const meta = () => pageMeta("Reviews Due", "Articles whose review date has passed.");
