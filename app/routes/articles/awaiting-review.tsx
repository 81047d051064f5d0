import { Link } from "react-router";
import type { Route } from "./+types/awaiting-review";
import { formatScheduleTime } from "#app/domain/articles/publication.ts";
import { awaitingSignoff } from "#app/domain/articles/review-queue.server.ts";
import { heldCatalogueItems } from "#app/domain/catalogue/kind-registry.server.ts";
import { productsAwaitingSignoff } from "#app/domain/catalogue/product-governance.server.ts";
import { INTERVIEW_EDITORIAL as IE } from "#app/domain/catalogue/interview-editorial-messages.ts";
import { interviewsAwaitingSignoff } from "#app/domain/catalogue/interview-governance.server.ts";
import { reviewGateState } from "#app/domain/articles/review-gate.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireReviewerOrAdmin } from "#app/routes/guards.server.ts";

/** A reviewer's list: health articles whose current revision no sign-off covers, with the reason. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireReviewerOrAdmin(request);
  const [gate, rows, products, held, interviews] = await Promise.all([
    reviewGateState(),
    awaitingSignoff(),
    productsAwaitingSignoff(),
    heldCatalogueItems(),
    interviewsAwaitingSignoff(),
  ]);
  return {
    gateOn: gate.on,
    rows: [
      ...rows.map((row) => ({
        id: row.id,
        href: `/articles/${row.slug}/sign-off`,
        title: row.title,
        category: row.category,
        reason: row.reason,
        since: row.reviewHoldAt ? formatScheduleTime(row.reviewHoldAt) : null,
      })),
      // Product reviews with health content (a full review or a safety note), under the same gate.
      ...products.map((row) => ({
        id: `product:${row.slug}`,
        href: `/product-reviews/${row.slug}/sign-off`,
        title: `${row.name} review`,
        category: "Product review",
        reason: row.reason,
        since: row.reviewHoldAt ? formatScheduleTime(row.reviewHoldAt) : null,
      })),
      // Roundups and comparison rows held after a change to their health content (reasons, scores, facts).
      ...held.map((item) => ({
        id: `${item.section}:${item.key}`,
        href: `/sign-off/${item.section}/${item.key}`,
        title: item.name,
        category: item.noun.charAt(0).toUpperCase() + item.noun.slice(1),
        reason: item.hold ?? "",
        since: item.at ? formatScheduleTime(item.at) : null,
      })),
      // Interviews: their answers are health advice, under the same gate.
      ...interviews.map((row) => ({
        id: `interview:${row.slug}`,
        href: `/expert-interviews/${row.slug}/sign-off`,
        title: IE.queueTitle(row.name),
        category: IE.queueCategory,
        reason: row.reason,
        since: row.reviewHoldAt ? formatScheduleTime(row.reviewHoldAt) : null,
      })),
    ],
  };
}

export default function AwaitingReview({ loaderData }: Route.ComponentProps) {
  const { gateOn, rows } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Awaiting Review</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Health articles, product reviews, roundups, comparison rows and interviews whose current revision no reviewer
        has signed off. Read each one and sign off the revision you read; a page held off the site goes back on once you
        do.
      </p>
      {!gateOn ? (
        <p className="mt-6 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
          The review gate is off: articles are published without a sign-off, and none waits here.
        </p>
      ) : rows.length ? (
        <ul className="mt-6 grid gap-3" data-testid="awaiting-review">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold">{row.title}</p>
                <p className="text-sm text-muted-foreground">
                  {row.category} · {row.reason}
                  {row.since ? ` · since ${row.since}` : ""}
                </p>
              </div>
              <Link
                to={row.href}
                className="inline-flex h-9 items-center rounded-md border border-border px-4 text-sm font-medium"
                aria-label={`Review ${row.title}`}
              >
                Review
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
          Nothing awaits review.
        </p>
      )}
    </section>
  );
}

export const meta = () => pageMeta("Awaiting Review", "Health articles awaiting a reviewer's sign-off.");
