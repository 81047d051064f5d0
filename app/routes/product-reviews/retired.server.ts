import { data } from "react-router";
import type { GonePage } from "#app/components/gone-view.tsx";
import { retiredProduct } from "#app/domain/catalogue/catalogue.server.ts";
import { RETIRED_PRODUCT } from "#app/domain/catalogue/retirement-messages.ts";

/**
 * A retired product's pages (its review and its Affiliate Corner page) are gone for good: 410, saying where to
 * look instead (a roundup readers can open, else its category's reviews, else all reviews), drawn by the root's
 * error view. Returns when the product was never retired, so the caller answers its own 404.
 */
export async function throwIfRetired(slug: string): Promise<void> {
  const retired = await retiredProduct(slug);
  if (!retired) return;
  throw data(
    {
      gone: {
        title: RETIRED_PRODUCT.title,
        text: RETIRED_PRODUCT.text(retired.name),
        link: retired.roundup
          ? {
              to: `/product-roundups/${retired.roundup.slug}`,
              label: RETIRED_PRODUCT.roundupLink(retired.roundup.title),
            }
          : retired.category
            ? {
                to: `/product-reviews?category=${retired.category.slug}`,
                label: RETIRED_PRODUCT.categoryLink(retired.category.name),
              }
            : { to: "/product-reviews", label: RETIRED_PRODUCT.allReviews },
      },
    } satisfies GonePage,
    { status: 410 },
  );
}
