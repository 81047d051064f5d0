import { Link } from "react-router";
import type { Route } from "./+types/review-queue";
import { reviewDueQueue } from "#app/domain/articles/people.server.ts";
import { listReviewSlugs, reviewsDue } from "#app/domain/catalogue/review-credits.server.ts";
import { formatArticleDate } from "#app/domain/articles/format.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { awaitingSignoff } from "#app/domain/articles/review-queue.server.ts";
import { productsAwaitingSignoff } from "#app/domain/catalogue/product-governance.server.ts";
import { INTERVIEW_EDITORIAL as IE } from "#app/domain/catalogue/interview-editorial-messages.ts";
import { interviewsAwaitingSignoff } from "#app/domain/catalogue/interview-governance.server.ts";
import { flaggedLinks, linkReason } from "#app/domain/governance/link-checks.server.ts";
import { GovernanceQueue } from "#app/components/governance/governance-queue.tsx";

/** Articles and product reviews whose content review is due (or was never dated), most overdue first. */
export async function loader({ request }: Route.LoaderArgs) {
  // Loaders of nested routes run in parallel with the layout's (and a data request may name only this
  // route), so the layout's check does not cover this one.
  await requireAdmin(request);
  const now = new Date();
  const [rows, reviews, allReviews, awaiting, products, links, interviews] = await Promise.all([
    reviewDueQueue(now),
    reviewsDue(now),
    listReviewSlugs(),
    awaitingSignoff(),
    productsAwaitingSignoff(),
    flaggedLinks(),
    interviewsAwaitingSignoff(),
  ]);
  return {
    awaiting: [
      ...awaiting.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        reason: row.reason,
        href: `/articles/${row.slug}`,
        signOffHref: `/articles/${row.slug}/sign-off`,
      })),
      ...products.map((row) => ({
        id: `product:${row.slug}`,
        slug: row.slug,
        title: `${row.name} review`,
        reason: row.reason,
        href: `/admin/catalogue/${row.slug}`,
        signOffHref: `/product-reviews/${row.slug}/sign-off`,
      })),
      ...interviews.map((row) => ({
        id: `interview:${row.slug}`,
        slug: row.slug,
        title: IE.queueTitle(row.name),
        reason: row.reason,
        href: `/admin/interviews/${row.slug}`,
        signOffHref: `/expert-interviews/${row.slug}/sign-off`,
      })),
    ],
    links: links.map((row) => ({
      pagePath: row.pagePath,
      pageTitle: row.pageTitle,
      url: row.url,
      reason: linkReason(row),
    })),
    rows: rows.map((row) => ({
      ...row,
      lastReviewed: row.lastReviewedAt ? formatArticleDate(row.lastReviewedAt) : null,
      nextReview: row.nextReviewAt ? formatArticleDate(row.nextReviewAt) : null,
    })),
    reviews,
    allReviews,
  };
}

export default function ReviewQueue({ loaderData }: Route.ComponentProps) {
  const { rows, reviews, allReviews, awaiting, links } = loaderData;
  return (
    <section>
      <h2 className="text-2xl font-semibold">Reviews Due</h2>
      <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
        Check each page against its sources, correct what changed, then set new review dates in its editorial details.
      </p>
      <GovernanceQueue awaiting={awaiting} links={links} />
      <h3 className="mt-6 font-sans text-lg font-semibold">Articles</h3>
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
      <h3 className="mt-10 font-sans text-lg font-semibold">Product reviews</h3>
      {reviews.length ? (
        <ul className="mt-4 grid gap-3" data-testid="product-reviews-due">
          {reviews.map((review) => (
            <li
              key={review.slug}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4"
            >
              <div className="min-w-0">
                <Link
                  to={`/product-reviews/${review.slug}`}
                  className="font-semibold text-primary underline-offset-2 hover:underline"
                >
                  {review.name}
                </Link>
                <p className="text-sm text-muted-foreground">
                  Review was due {review.nextReview.date} · last reviewed {review.lastReviewed.date}
                </p>
              </div>
              <Link
                to={`/product-reviews/${review.slug}/editorial`}
                className="inline-flex h-9 items-center rounded-md border border-border px-4 text-sm font-medium"
                aria-label={`Editorial details of the ${review.name} review`}
              >
                Editorial details
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
          No product review is due for review.
        </p>
      )}
      {allReviews.length ? (
        <details className="mt-6 rounded-xl border border-border bg-card p-4">
          <summary className="cursor-pointer font-medium">Editorial details of any product review</summary>
          <ul className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {allReviews.map((review) => (
              <li key={review.slug}>
                <Link
                  to={`/product-reviews/${review.slug}/editorial`}
                  className="text-primary underline-offset-2 hover:underline"
                >
                  {review.name}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

export const meta = () => pageMeta("Reviews Due", "Articles and product reviews whose review date has passed.");
