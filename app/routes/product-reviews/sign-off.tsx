import { data } from "react-router";
import type { Route } from "./+types/sign-off";
import { SignOffScreen, signoffFacts } from "#app/components/editorial/sign-off-screen.tsx";
import { reviewerFor } from "#app/domain/articles/review-gate.server.ts";
import { sanitizeArticleHtml } from "#app/domain/articles/sanitize.server.ts";
import { EVIDENCE_LABELS, PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";
import { latestProductSignoff, signOffProduct } from "#app/domain/catalogue/product-governance.server.ts";
import { loadProductVersion, sourceLine } from "#app/domain/catalogue/product-versions.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireReviewerOrAdmin } from "#app/routes/guards.server.ts";
import { answerSignOff, latestSignoffShown } from "#app/routes/sign-off-answer.server.ts";
import { eq } from "drizzle-orm";
import { db, schema } from "#platform/db.ts";

/**
 * A reviewer reads a product's health content as it stands (evidence grade, safety note, full review, rating
 * and sources) and signs off the revision she read (decision 048, as for an article). Admins may look; only
 * a reviewer signs.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireReviewerOrAdmin(request);
  const current = await db.transaction((tx) => loadProductVersion(params.slug, tx));
  if (!current) throw data(null, { status: 404 });
  const [reviewer, signoff] = await Promise.all([reviewerFor(user.id), latestProductSignoff(params.slug)]);
  const { row, version } = current;
  return {
    slug: row.slug,
    name: row.name,
    version: row.version,
    hold: row.reviewHold,
    evidence: EVIDENCE_LABELS[version.evidence as keyof typeof EVIDENCE_LABELS] ?? version.evidence,
    safetyNote: version.safetyNote,
    rating: version.review ? version.review.rating.toFixed(1) : null,
    review: version.review ? sanitizeArticleHtml(version.review.body) : null,
    sources: version.sources.map(sourceLine),
    latest: latestSignoffShown(signoff, row.contentVersion),
    reviewer: reviewer ? { name: reviewer.name, credentials: reviewer.credentials } : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireReviewerOrAdmin(request);
  return answerSignOff(
    request,
    (version) => signOffProduct({ slug: params.slug, version, userId: user.id }),
    async (result) => {
      const [product] = await db
        .select({ name: schema.products.name })
        .from(schema.products)
        .where(eq(schema.products.slug, params.slug));
      return E.signedOffText(product?.name ?? params.slug, result.liftedHold);
    },
  );
}

export default function ProductSignOff({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <SignOffScreen
      toast={actionData?.toast ?? null}
      heading={E.signOffHeading(page.name)}
      intro={E.signOffIntro}
      facts={signoffFacts(page)}
      version={page.version}
      reviewer={page.reviewer}
      words={{ signingAs: E.signingAs, signOff: E.signOff(page.version), notReviewer: E.notReviewerNote }}
    >
      <section
        aria-labelledby="health-content"
        className="mt-8 grid gap-4 rounded-xl border border-border bg-card p-5 sm:p-6"
      >
        <h2 id="health-content" className="font-sans text-lg font-semibold">
          {E.healthContentHeading(page.version)}
        </h2>
        <p className="text-sm">
          <span className="font-medium">Evidence: </span>
          {page.evidence}
          {page.rating ? (
            <>
              {" · "}
              <span className="font-medium">Rating: </span>
              {page.rating} / 5
            </>
          ) : null}
        </p>
        {page.safetyNote ? (
          <p className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
            {page.safetyNote}
          </p>
        ) : null}
        {page.review ? <div className="prose-wellness" dangerouslySetInnerHTML={{ __html: page.review }} /> : null}
        {page.sources.length ? (
          <ol className="list-decimal pl-5 text-sm">
            {page.sources.map((source) => (
              <li key={source} className="break-words">
                {source}
              </li>
            ))}
          </ol>
        ) : null}
      </section>
    </SignOffScreen>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData ? E.signOffHeading(loaderData.name) : "Sign off",
    "Sign off a product review's current revision.",
  );
