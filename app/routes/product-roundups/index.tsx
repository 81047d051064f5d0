import { publicPageHeaders } from "#app/lib/http.ts";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { ReviewMethodNote } from "#app/components/catalogue/review-notices.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { listRoundupCards } from "#app/domain/catalogue/catalogue.server.ts";
import { PRODUCT_IMAGE_SIZE } from "#app/domain/catalogue/product.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";

/** Roundup list: collage of up to 4 product images, title, description, badge, link. */
export async function loader() {
  return { roundups: await listRoundupCards() };
}

export default function ProductRoundups({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-semibold sm:text-5xl">Curated Product Roundups</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Our shortlists by need and budget, each with the reason a product made the list.
        </p>
        <ReviewMethodNote className="mt-4" />
      </header>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.roundups.map((roundup) => (
          <li key={roundup.slug}>
            <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
              <div className="relative">
                <div
                  className="grid grid-cols-2 gap-0.5 bg-border"
                  role="img"
                  aria-label={roundup.coverImageDescription}
                >
                  {roundup.images.map((image) => (
                    <img
                      key={image.imageSrc}
                      src={image.imageSrc}
                      alt=""
                      width={PRODUCT_IMAGE_SIZE}
                      height={PRODUCT_IMAGE_SIZE}
                      loading="lazy"
                      decoding="async"
                      className="aspect-square w-full object-cover"
                    />
                  ))}
                </div>
                <Badge className="absolute left-3 top-3 shadow">Roundup</Badge>
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h2 className="text-xl font-semibold">{roundup.title}</h2>
                <p className="mt-2 flex-1 text-muted-foreground">{roundup.description}</p>
                <Link
                  to={`/product-roundups/${roundup.slug}`}
                  className="mt-4 inline-flex items-center gap-2 font-medium text-primary hover:underline"
                  aria-label={`Read Roundup: ${roundup.title}`}
                >
                  Read Roundup <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta = () =>
  pageMeta(
    "Curated Product Roundups",
    "Shortlists from our desk research: collagen, women's multivitamins, hormone support, probiotics, mental wellness tools and home fitness gear.",
  );

export const headers = publicPageHeaders;

export const handle = { ...readingPageHandle, pageCache: contentPage() };
