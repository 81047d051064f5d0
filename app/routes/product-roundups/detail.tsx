import { ReportErrorLink, ShareLinks } from "#app/components/articles/page-tools.tsx";
import { siteUrl } from "#app/lib/site-url.ts";
import { publicPageHeaders } from "#app/lib/http.ts";
import { ArrowLeft, Award, Users } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/detail";
import { CatalogueIcon } from "#app/components/catalogue/icons.tsx";
import { ProductImage } from "#app/components/catalogue/product-image.tsx";
import { RetailerLink } from "#app/components/catalogue/retailer-link.tsx";
import { MarketplaceNotices, ReviewMethodNote, SafetyNote } from "#app/components/catalogue/review-notices.tsx";
import { NotYetReviewed, StarRating } from "#app/components/catalogue/star-rating.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { PageHistory } from "#app/components/governance/page-history.tsx";
import { getRoundupDetail } from "#app/domain/catalogue/catalogue.server.ts";
import { roundupPageHistory } from "#app/domain/catalogue/roundup-editing.server.ts";
import {
  NOT_RECOMMENDED_HEADING,
  NOT_RECOMMENDED_NOTE,
  NOT_YET_REVIEWED_HEADING,
  NOT_YET_REVIEWED_ROUNDUP_NOTE,
  ROUNDUP_EMPTY,
  ROUNDUP_NOT_FOUND,
  ROUNDUP_NOT_FOUND_FALLBACK,
  SEE_PRICES,
} from "#app/domain/catalogue/messages.ts";
import { roundupGroups } from "#app/domain/catalogue/method.ts";
import { formatRating, marketplaceRetailer } from "#app/domain/catalogue/product.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";

/** Roundup detail; an unknown roundup shows the not-found page with 'Could not find the requested roundup.' */
export async function loader({ params }: Route.LoaderArgs) {
  const [roundup, history] = await Promise.all([getRoundupDetail(params.slug), roundupPageHistory(params.slug)]);
  if (!roundup) throw data(ROUNDUP_NOT_FOUND, { status: 404 });
  return { roundup, history: history?.entries ?? [] };
}

type RoundupItem = Route.ComponentProps["loaderData"]["roundup"]["items"][number];

function RoundupCard({ item, rank, eager }: { item: RoundupItem; rank: number | null; eager: boolean }) {
  const { product, reason, hasReview } = item;
  const marketplace = marketplaceRetailer(product.retailers);
  const headingId = `product-${product.slug}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-6 overflow-hidden rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
    >
      <ProductImage
        src={product.imageSrc}
        alt={product.name}
        eager={eager}
        className="mx-auto max-w-60 rounded-lg md:max-w-none"
      />
      <div>
        <p className="text-sm font-medium text-muted-foreground">
          {rank === null ? null : <>#{rank} · </>}
          <span className="text-primary">{product.categoryName}</span>
        </p>
        <h2 id={headingId} className="mt-1 text-2xl font-semibold">
          {product.name}
        </h2>
        <p className="mt-2 flex items-center gap-2">
          {product.rating === null ? (
            <NotYetReviewed />
          ) : (
            <>
              <StarRating rating={product.rating} showValue={false} />
              <span className="text-sm font-medium">{formatRating(product.rating)}</span>
            </>
          )}
        </p>
        <p className="mt-4">{product.longDescription}</p>

        <div className="mt-5 rounded-lg bg-primary-soft/70 p-4">
          <h3 className="flex items-center gap-2 font-sans text-base font-semibold text-primary">
            <Award className="h-4 w-4" aria-hidden="true" /> Why It Made The List
          </h3>
          <p className="mt-1">{reason}</p>
        </div>

        <h3 className="mt-5 font-sans text-base font-semibold">Key Benefits</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {product.features.map((feature) => (
            <li key={feature.text} className="flex gap-2 text-sm">
              <CatalogueIcon name={feature.icon} className="mt-0.5 h-4 w-4 shrink-0 text-sage" />
              <span>{feature.text}</span>
            </li>
          ))}
        </ul>

        <h3 className="mt-5 flex items-center gap-2 font-sans text-base font-semibold">
          <Users className="h-4 w-4 text-primary" aria-hidden="true" /> Who It's For
        </h3>
        <p className="mt-1 text-muted-foreground">{product.whoIsItFor}</p>
        {product.safetyNote ? <SafetyNote note={product.safetyNote} className="mt-4" /> : null}

        <div className="mt-6 flex flex-wrap gap-3">
          {marketplace ? <RetailerLink href={marketplace.link}>{SEE_PRICES}</RetailerLink> : null}
          {hasReview ? (
            <Link
              to={`/product-reviews/${product.slug}`}
              className={buttonVariants({ variant: "outline" })}
              aria-label={`Read Full Review of ${product.name}`}
            >
              Read Full Review
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export default function RoundupDetail({ loaderData }: Route.ComponentProps) {
  const { roundup, history } = loaderData;
  // Ranks go only to reviewed products the site recommends, in the roundup's order (the content check keeps
  // that order by rating); the rest are listed apart, unranked.
  const { picks, notYetReviewed, notRecommended } = roundupGroups(roundup.items);
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Link
        to="/product-roundups"
        className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to All Roundups
      </Link>
      <header className="mt-6">
        <Badge>Roundup</Badge>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{roundup.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{roundup.description}</p>
        <ReviewMethodNote className="mt-4" />
      </header>
      {/* The disclosure sits above the first affiliate link. */}
      <MarketplaceNotices className="mt-6" />

      {picks.length > 1 ? (
        <nav
          aria-labelledby="picks-heading"
          className="mt-10 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
          data-picks-at-a-glance
        >
          <h2 id="picks-heading" className="text-2xl font-semibold">
            Our picks at a glance
          </h2>
          <ol className="mt-4 divide-y divide-border">
            {picks.map(({ product, reason }, index) => (
              <li key={product.slug} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2.5">
                <span className="font-semibold text-muted-foreground">#{index + 1}</span>
                <a
                  href={`#product-${product.slug}`}
                  className="font-semibold text-primary underline-offset-2 hover:underline"
                >
                  {product.name}
                </a>
                <span className="text-sm text-muted-foreground">
                  {formatRating(product.rating!)} ·{" "}
                  {reason.length > 110 ? `${reason.slice(0, 107).trimEnd()}…` : reason}
                </span>
              </li>
            ))}
          </ol>
          {notYetReviewed.length > 0 ? (
            <p className="mt-3 border-t border-border pt-3 text-sm text-muted-foreground">
              Not yet reviewed, so not ranked:{" "}
              {notYetReviewed.map(({ product }, index) => (
                <span key={product.slug}>
                  {index > 0 ? ", " : null}
                  {/* Underlined because these links sit in a sentence: colour alone does not set them apart. */}
                  <a href={`#product-${product.slug}`} className="text-primary underline underline-offset-2">
                    {product.name}
                  </a>
                </span>
              ))}
            </p>
          ) : null}
        </nav>
      ) : null}

      {roundup.items.length === 0 ? (
        <p className="mt-12 rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
          {ROUNDUP_EMPTY}
        </p>
      ) : (
        <ol className="mt-10 space-y-10">
          {picks.map((item, index) => (
            <li key={item.product.slug}>
              <RoundupCard item={item} rank={index + 1} eager={index < 2} />
            </li>
          ))}
        </ol>
      )}

      {notYetReviewed.length > 0 ? (
        <section aria-labelledby="not-yet-reviewed-heading" className="mt-14" data-not-yet-reviewed-section>
          <h2 id="not-yet-reviewed-heading" className="text-2xl font-semibold">
            {NOT_YET_REVIEWED_HEADING}
          </h2>
          <p className="mt-2 text-muted-foreground">{NOT_YET_REVIEWED_ROUNDUP_NOTE}</p>
          <ul className="mt-6 space-y-10">
            {notYetReviewed.map((item) => (
              <li key={item.product.slug}>
                <RoundupCard item={item} rank={null} eager={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {notRecommended.length > 0 ? (
        <section aria-labelledby="not-recommended-heading" className="mt-14" data-not-recommended>
          <h2 id="not-recommended-heading" className="text-2xl font-semibold">
            {NOT_RECOMMENDED_HEADING}
          </h2>
          <p className="mt-2 text-muted-foreground">{NOT_RECOMMENDED_NOTE}</p>
          <ul className="mt-6 space-y-4">
            {notRecommended.map(({ product, reason, hasReview }) => (
              <li key={product.slug} className="rounded-xl border border-dashed border-border bg-card p-5">
                <h3 className="font-sans text-lg font-semibold">{product.name}</h3>
                <p className="mt-1 flex items-center gap-2">
                  {product.rating === null ? (
                    <NotYetReviewed />
                  ) : (
                    <>
                      <StarRating rating={product.rating} showValue={false} />
                      <span className="text-sm font-medium">{formatRating(product.rating)}</span>
                    </>
                  )}
                </p>
                <p className="mt-2">{reason}</p>
                {product.safetyNote ? <SafetyNote note={product.safetyNote} className="mt-3" /> : null}
                {hasReview ? (
                  <Link
                    to={`/product-reviews/${product.slug}`}
                    className={buttonVariants({ variant: "outline", className: "mt-4" })}
                    aria-label={`Read Full Review of ${product.name}`}
                  >
                    Read Full Review
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <PageHistory entries={history} />
      <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6 print:hidden">
        <ShareLinks url={`${siteUrl()}/product-roundups/${roundup.slug}`} title={roundup.title} />
        <ReportErrorLink path={`/product-roundups/${roundup.slug}`} />
      </div>
    </article>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(ROUNDUP_NOT_FOUND_FALLBACK, ROUNDUP_NOT_FOUND);
  return pageMeta(loaderData.roundup.title, loaderData.roundup.description);
}

export const headers = publicPageHeaders;

export const handle = { ...readingPageHandle, pageCache: contentPage() };
