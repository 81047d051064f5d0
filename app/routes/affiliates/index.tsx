import { publicPageHeaders } from "#app/lib/http.ts";
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { CatalogueIcon } from "#app/components/catalogue/icons.tsx";
import { ProductThumb } from "#app/components/catalogue/product-image.tsx";
import { categories } from "#app/content/catalogue/categories.ts";
import { listAffiliateItems } from "#app/domain/catalogue/catalogue.server.ts";
import { affiliateCornerHistory } from "#app/domain/catalogue/many-item-history.server.ts";
import { PageHistory } from "#app/components/governance/page-history.tsx";
import { historyPageAsked, historyPaging } from "#app/routes/history-paging.server.ts";
import { MarketplaceNotices } from "#app/components/catalogue/review-notices.tsx";
import { NotYetReviewed } from "#app/components/catalogue/star-rating.tsx";
import { fromPrice, marketplaceRetailer } from "#app/domain/catalogue/product.ts";
import { cn } from "#app/lib/cn.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { redirectUnknownValues } from "#app/routes/known-query.server.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";

/**
 * Affiliate Corner. The chosen tab lives in the URL (?category=…),
 * so tabs are plain links that work without JavaScript and can be shared.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("category");
  const [items, history] = await Promise.all([listAffiliateItems(), affiliateCornerHistory(historyPageAsked(request))]);
  const tabs = categories.filter((c) => items.some((item) => item.categoryName === c.name));
  redirectUnknownValues(request, { category: (value) => tabs.some((c) => c.slug === value) });
  const active = tabs.find((c) => c.slug === requested) ?? null;
  return {
    // The page's history is the whole Affiliate Corner's, whichever tab is open.
    history: historyPaging(request, history),
    tabs: tabs.map(({ name, slug, icon }) => ({ name, slug, icon })),
    active: active?.slug ?? null,
    items: items
      .filter((item) => !active || item.categoryName === active.name)
      .map((item) => ({
        slug: item.slug,
        name: item.name,
        description: item.description,
        imageSrc: item.imageSrc,
        categoryName: item.categoryName,
        bgColor: categories.find((c) => c.name === item.categoryName)?.bgColor,
        reviewed: item.reviewed,
        // A price only for an item a reader can buy through the page: one the site recommends and the
        // marketplace lists; it is the first price found when the item was reviewed (or, not yet reviewed, listed).
        price: item.recommended && marketplaceRetailer(item.retailers) ? fromPrice(item.retailers) : null,
      })),
  };
}

export default function Affiliates({ loaderData }: Route.ComponentProps) {
  const { tabs, active, items, history } = loaderData;
  const tabClass = (selected: boolean) =>
    cn(
      "inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors",
      selected ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
    );
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-semibold sm:text-5xl">Affiliate Corner</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          The products from our reviews and roundups, gathered in one place and sorted by category.
        </p>
      </header>
      {/* The disclosure sits above the first affiliate link. */}
      <MarketplaceNotices className="mt-6" />

      <nav aria-label="Product categories" className="mt-8">
        <ul className="flex w-fit max-w-full flex-wrap gap-1 rounded-lg bg-muted p-1">
          <li>
            <Link
              to="/affiliates"
              preventScrollReset
              aria-current={active === null ? "page" : undefined}
              className={tabClass(active === null)}
            >
              All
            </Link>
          </li>
          {tabs.map((tab) => (
            <li key={tab.slug}>
              <Link
                to={`/affiliates?category=${tab.slug}`}
                preventScrollReset
                aria-current={active === tab.slug ? "page" : undefined}
                className={tabClass(active === tab.slug)}
              >
                <CatalogueIcon name={tab.icon} className="h-4 w-4" />
                {tab.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label="Affiliate products">
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              to={`/affiliates/${item.slug}`}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <ProductThumb src={item.imageSrc} alt="" bgColor={item.bgColor} />
              <div className="flex flex-1 flex-col p-4">
                <p className="text-xs font-medium uppercase tracking-wide text-primary">{item.categoryName}</p>
                <h2 className="mt-1 text-lg font-semibold group-hover:text-primary">{item.name}</h2>
                <p className="mt-2 line-clamp-3 flex-1 text-sm text-muted-foreground">{item.description}</p>
                {item.reviewed ? null : <NotYetReviewed className="mt-3 self-start" />}
                {item.price ? (
                  <p className="mt-3 font-semibold">
                    {item.price}{" "}
                    <span className="text-xs font-normal text-muted-foreground">
                      {item.reviewed ? "when reviewed" : "when listed"}
                    </span>
                  </p>
                ) : null}
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <PageHistory entries={history.entries} paging={history} />
    </div>
  );
}

export const meta = () =>
  pageMeta(
    "Affiliate Corner",
    "Wellness products from our reviews and roundups, from collagen and multivitamins to home fitness gear, sorted by category.",
  );

export const headers = publicPageHeaders;

export const handle = { ...readingPageHandle, pageCache: contentPage({ query: ["category", "changes"] }) };
