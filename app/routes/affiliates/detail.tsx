import { publicPageHeaders } from "#app/lib/http.ts";
import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/detail";
import { CatalogueIcon } from "#app/components/catalogue/icons.tsx";
import { ProductImage } from "#app/components/catalogue/product-image.tsx";
import { RetailerLink } from "#app/components/catalogue/retailer-link.tsx";
import { MarketplaceNotices, SafetyNote } from "#app/components/catalogue/review-notices.tsx";
import { NotYetReviewed } from "#app/components/catalogue/star-rating.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { getAffiliateItem } from "#app/domain/catalogue/catalogue.server.ts";
import { NOT_ON_MARKETPLACE, NOT_RECOMMENDED_ITEM, SEE_PRICES } from "#app/domain/catalogue/messages.ts";
import { marketplaceRetailer } from "#app/domain/catalogue/product.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";
import { throwIfRetired } from "#app/routes/product-reviews/retired.server.ts";

/** Affiliate product detail; a retired product's page answers 410 as its review does, an unknown slug 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const item = await getAffiliateItem(params.slug);
  if (!item) {
    await throwIfRetired(params.slug);
    throw data(null, { status: 404 });
  }
  const marketplace = marketplaceRetailer(item.retailers);
  return {
    item: {
      name: item.name,
      categoryName: item.categoryName,
      description: item.description,
      longDescription: item.longDescription,
      imageSrc: item.imageSrc,
      features: item.features,
      safetyNote: item.safetyNote,
      recommended: item.recommended,
      reviewed: item.reviewed,
    },
    // A search link names no price, and a product the site does not recommend gets no buy link.
    marketplace: marketplace && item.recommended ? { link: marketplace.link } : null,
    reviewPath: `/product-reviews/${item.slug}`,
  };
}

export default function AffiliateDetail({ loaderData }: Route.ComponentProps) {
  const { item, marketplace, reviewPath } = loaderData;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Link
        to="/affiliates"
        className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Affiliate Corner
      </Link>
      {/* The disclosure sits above the first affiliate link. */}
      <MarketplaceNotices className="mt-6" />
      <div className="mt-6 grid gap-8 md:grid-cols-2 md:items-start">
        <ProductImage
          src={item.imageSrc}
          alt={item.name}
          eager
          className="mx-auto max-w-72 rounded-xl border border-border md:max-w-none"
        />
        <div>
          <Badge variant="secondary">{item.categoryName}</Badge>
          <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">{item.name}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{item.description}</p>
          {item.reviewed ? null : <NotYetReviewed className="mt-3" />}
          {item.safetyNote ? <SafetyNote note={item.safetyNote} className="mt-5" /> : null}

          <h2 className="mt-8 text-xl font-semibold">Key Features</h2>
          <ul className="mt-3 space-y-2">
            {item.features.map((feature) => (
              <li key={feature.text} className="flex gap-2">
                <CatalogueIcon name={feature.icon} className="mt-1 h-4 w-4 shrink-0 text-sage" />
                <span>{feature.text}</span>
              </li>
            ))}
          </ul>

          <div className="mt-8 flex flex-wrap gap-3">
            {marketplace ? (
              <RetailerLink href={marketplace.link} className="w-full sm:w-auto">
                {SEE_PRICES}
              </RetailerLink>
            ) : item.recommended ? (
              <p className="w-full rounded-lg border border-dashed border-border p-4 text-muted-foreground">
                {NOT_ON_MARKETPLACE}
              </p>
            ) : (
              <p
                className="w-full rounded-lg border border-dashed border-border p-4 text-muted-foreground"
                data-not-recommended
              >
                {NOT_RECOMMENDED_ITEM}
              </p>
            )}
            <Link to={reviewPath} className={buttonVariants({ variant: "outline", className: "w-full sm:w-auto" })}>
              {item.reviewed ? "Read our review" : "See its page in our reviews"}
            </Link>
          </div>
        </div>
      </div>

      <section aria-labelledby="about-heading" className="mt-12">
        <h2 id="about-heading" className="text-2xl font-semibold">
          About This Product
        </h2>
        <p className="mt-3 text-lg leading-relaxed">{item.longDescription}</p>
      </section>
    </article>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta("Page Not Found", "The product you were looking for could not be found.");
  return pageMeta(loaderData.item.name, loaderData.item.description);
}

export const headers = publicPageHeaders;

export const handle = { ...readingPageHandle, pageCache: contentPage() };
