import { ReportErrorLink, ShareLinks } from "#app/components/articles/page-tools.tsx";
import { publicPageHeaders } from "#app/lib/http.ts";
import { ArrowLeft, CircleCheck, CircleX, Users } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/detail";
import { throwIfRetired } from "./retired.server.ts";
import { JsonLd } from "#app/components/json-ld.tsx";
import { breadcrumbList, productReviewJsonLd } from "#app/domain/seo/structured-data.ts";
import { siteUrl } from "#app/lib/site-url.ts";
import { ProductImage } from "#app/components/catalogue/product-image.tsx";
import { ReviewMethodNote, SafetyNote } from "#app/components/catalogue/review-notices.tsx";
import {
  MEDICAL_DISCLAIMER,
  NOT_YET_REVIEWED_NOTE,
  REVIEW_NOT_FOUND,
  REVIEW_NOT_FOUND_TITLE,
  PRODUCT_FORM,
} from "#app/domain/catalogue/messages.ts";
import { adminSessionOf } from "#app/domain/accounts/session.server.ts";
import { NotYetReviewed, StarRating } from "#app/components/catalogue/star-rating.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { getEditorProduct, getProduct } from "#app/domain/catalogue/catalogue.server.ts";
import { reviewCredits } from "#app/domain/catalogue/review-credits.server.ts";
import { reviewDateNote } from "#app/domain/catalogue/review-date.ts";
import { formatRating } from "#app/domain/catalogue/product.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { CorrectionNotice, PageHistory, ReviewStatus } from "#app/components/governance/page-history.tsx";
import { contentPage } from "#app/lib/page-cache-policy.ts";

/**
 * Review detail; an unknown slug shows the not-found page. `?preview` from an admin in an admin session shows
 * the page of a product in any state as readers will see it (the editor's catalogue). It is never kept nor
 * cacheable: the render read a session, so the server answers it `private, no-cache` and keeps nothing
 * (server/page-handler.ts), and `preview` is a query parameter the page's cache policy does not declare.
 * For anyone else `?preview` changes nothing: a draft is a not-found page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.has("preview") && (await adminSessionOf(request)).access.ok) {
    const product = await getEditorProduct(params.slug);
    if (!product) throw data(REVIEW_NOT_FOUND, { status: 404 });
    return { product, credits: await reviewCredits(product.slug), preview: true };
  }
  const product = await getProduct(params.slug);
  if (!product) {
    await throwIfRetired(params.slug);
    throw data(REVIEW_NOT_FOUND, { status: 404 });
  }
  return { product, credits: await reviewCredits(product.slug), preview: false };
}

export default function ReviewDetail({ loaderData }: Route.ComponentProps) {
  const { product, credits, preview } = loaderData;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      {preview ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="font-medium">{PRODUCT_FORM.previewBanner}</p>
          <Link to={`/admin/catalogue/${product.slug}`} className="font-medium underline">
            {PRODUCT_FORM.previewBack}
          </Link>
        </div>
      ) : null}
      <JsonLd
        data={[
          ...productReviewJsonLd(siteUrl(), product, credits),
          breadcrumbList(siteUrl(), [
            { name: "Home", path: "/" },
            { name: "Product Reviews", path: "/product-reviews" },
            { name: product.name, path: `/product-reviews/${product.slug}` },
          ]),
        ]}
      />
      <CorrectionNotice notice={credits.correctionNotice} />
      <Link
        to="/product-reviews"
        className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to All Reviews
      </Link>

      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
        <ProductImage
          src={product.imageSrc}
          alt={product.imageAlt}
          eager
          className="mx-auto max-w-72 rounded-xl border border-border md:max-w-none"
        />
        <div>
          <Badge variant="secondary">{product.categoryName}</Badge>
          <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">{product.name}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{product.description}</p>
          <div className="mt-4 space-y-1.5 text-sm text-muted-foreground" data-testid="byline">
            <p>
              {product.reviewed ? "Reviewed by" : "Listed by"}{" "}
              <Link to={credits.byline.path} className="font-medium text-foreground underline-offset-2 hover:underline">
                {credits.byline.name}
              </Link>
              {credits.byline.credentials ? <span>, {credits.byline.credentials}</span> : null} ·{" "}
              {product.reviewed ? "desk research from published evidence" : "not yet reviewed"} (
              <Link to="/how-we-review" className="underline underline-offset-2">
                our method
              </Link>
              )
            </p>
            {credits.reviewer && product.reviewed ? (
              <p>
                Medically reviewed by{" "}
                <Link
                  to={credits.reviewer.path}
                  className="font-medium text-foreground underline-offset-2 hover:underline"
                >
                  {credits.reviewer.name}
                </Link>
                {credits.reviewer.credentials ? <span>, {credits.reviewer.credentials}</span> : null}
              </p>
            ) : null}
          </div>
          {product.safetyNote ? <SafetyNote note={product.safetyNote} className="mt-5" /> : null}
        </div>
      </div>

      <section
        aria-labelledby="analysis-heading"
        className="mt-10 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="analysis-heading" className="text-2xl font-semibold">
            {product.rating === null ? "At a Glance" : "Our Verdict"}
          </h2>
          {product.rating === null ? (
            <NotYetReviewed className="text-sm" />
          ) : (
            <p className="flex items-center gap-3">
              <StarRating rating={product.rating} showValue={false} />
              <span className="font-serif text-2xl font-semibold text-primary">{formatRating(product.rating)}</span>
            </p>
          )}
        </div>
        {product.rating === null ? (
          <p className="mt-4 text-muted-foreground" data-not-yet-reviewed-note>
            {NOT_YET_REVIEWED_NOTE}
          </p>
        ) : null}
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <div className="rounded-lg bg-secondary/60 p-5">
            <h3 className="font-sans text-base font-semibold text-secondary-foreground">Pros</h3>
            <ul className="mt-3 space-y-2">
              {product.pros.map((pro) => (
                <li key={pro} className="flex gap-2">
                  <CircleCheck className="mt-1 h-4 w-4 shrink-0 text-sage" aria-hidden="true" />
                  <span>{pro}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-lg bg-primary-soft/70 p-5">
            <h3 className="font-sans text-base font-semibold text-primary">Cons</h3>
            <ul className="mt-3 space-y-2">
              {product.cons.map((con) => (
                <li key={con} className="flex gap-2">
                  <CircleX className="mt-1 h-4 w-4 shrink-0 text-destructive" aria-hidden="true" />
                  <span>{con}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-6 rounded-lg border border-border p-5">
          <h3 className="flex items-center gap-2 font-sans text-base font-semibold">
            <Users className="h-4 w-4 text-primary" aria-hidden="true" /> Who Is It For?
          </h3>
          <p className="mt-2 text-muted-foreground">{product.whoIsItFor}</p>
        </div>
      </section>

      {product.reviewed ? (
        <section aria-labelledby="in-depth-heading" className="mt-10">
          <h2 id="in-depth-heading" className="text-2xl font-semibold">
            Our In-Depth Review
          </h2>
          {/* Built-in editorial HTML from the catalogue (not user input). */}
          <div className="prose-wellness mt-4" dangerouslySetInnerHTML={{ __html: product.detailedReview }} />
          <p className="mt-8 text-sm italic text-muted-foreground">{reviewDateNote(credits.modifiedIso)}</p>
          <ReviewMethodNote className="mt-4" />
        </section>
      ) : (
        <section aria-labelledby="about-heading" className="mt-10">
          <h2 id="about-heading" className="text-2xl font-semibold">
            About This Product
          </h2>
          <p className="mt-4 text-lg leading-relaxed">{product.longDescription}</p>
          <ReviewMethodNote className="mt-6" />
        </section>
      )}

      {product.sources.length > 0 ? (
        <section aria-labelledby="sources-heading" className="mt-10" data-review-sources>
          <h2 id="sources-heading" className="text-2xl font-semibold">
            Sources
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-sm">
            {product.sources.map((source, index) => (
              <li key={source.title} id={`source-${index + 1}`}>
                {source.url ? (
                  <a
                    href={source.url}
                    rel="noopener"
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    {source.title}
                  </a>
                ) : (
                  <span className="font-medium">{source.title}</span>
                )}
                <span className="text-muted-foreground">
                  {" "}
                  ({source.publisher}
                  {source.year ? `, ${source.year}` : ""})
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {product.reviewed ? <ReviewStatus lastReviewed={credits.lastReviewed} nextReview={credits.nextReview} /> : null}
      <PageHistory entries={product.reviewed ? credits.history : []} />

      <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6 print:hidden">
        <ShareLinks url={`${siteUrl()}/product-reviews/${product.slug}`} title={`${product.name} review`} />
        <ReportErrorLink path={`/product-reviews/${product.slug}`} />
      </div>

      <p className="mt-10 rounded-xl border border-border bg-muted/60 p-5 text-sm text-muted-foreground">
        {MEDICAL_DISCLAIMER}
      </p>
    </article>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(REVIEW_NOT_FOUND_TITLE, REVIEW_NOT_FOUND);
  const { product } = loaderData;
  return pageMeta(product.reviewed ? `${product.name} Review` : product.name, product.description, {
    image: product.imageSrc,
    imageAlt: product.imageAlt,
    type: "product",
  });
}

export const headers = publicPageHeaders;

export const handle = { ...readingPageHandle, pageCache: contentPage() };
