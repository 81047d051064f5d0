import type { CSSProperties } from "react";
import { SearchBox } from "#app/components/search/search-box.tsx";
import { publicPageHeaders } from "#app/lib/http.ts";
import { CircleCheck, CircleX } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { CatalogueIcon } from "#app/components/catalogue/icons.tsx";
import { ProductThumb } from "#app/components/catalogue/product-image.tsx";
import { ReviewMethodNote } from "#app/components/catalogue/review-notices.tsx";
import { MEDICAL_DISCLAIMER } from "#app/domain/catalogue/messages.ts";
import { ProductRating } from "#app/components/catalogue/star-rating.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { listReviewGroups } from "#app/domain/catalogue/catalogue.server.ts";
import { sortByRating } from "#app/domain/catalogue/method.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { redirectUnknownValues } from "#app/routes/known-query.server.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";

const SORTS = [
  { value: "editorial", label: "Our order" },
  { value: "rating", label: "Highest rated" },
  { value: "name", label: "Name (A–Z)" },
] as const;
type Sort = (typeof SORTS)[number]["value"];

/** Products each category shows on the all-categories view; its own page (`?category=`) shows every one. */
const SHELF_SIZE = 3;

/**
 * Products that appear in a roundup, grouped by category; `?category=` keeps one
 * category and `?sort=` orders each group, on the server (a GET form, no script needed).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const all = await listReviewGroups();
  const options = all.map((group) => ({
    slug: group.category?.slug ?? group.name,
    name: group.name,
    count: group.products.length,
  }));
  redirectUnknownValues(request, {
    category: (value) => options.some((o) => o.slug === value),
    sort: (value) => SORTS.some((s) => s.value === value),
  });
  const category = options.some((o) => o.slug === params.get("category")) ? params.get("category")! : "";
  const sort: Sort = SORTS.some((s) => s.value === params.get("sort")) ? (params.get("sort") as Sort) : "editorial";
  const groups = all
    .filter((group) => !category || (group.category?.slug ?? group.name) === category)
    .map((group) => ({
      ...group,
      products:
        sort === "rating"
          ? sortByRating(group.products)
          : sort === "name"
            ? [...group.products].sort((a, b) => a.name.localeCompare(b.name))
            : group.products,
    }));
  return {
    groups: groups.map((group) => ({
      ...group,
      slug: group.category?.slug ?? group.name,
      total: group.products.length,
      products: category ? group.products : group.products.slice(0, SHELF_SIZE),
    })),
    options,
    category,
    sort,
  };
}

export default function ProductReviews({ loaderData }: Route.ComponentProps) {
  const { groups, options, category, sort } = loaderData;
  const select = "mt-1 h-10 w-full rounded-md border border-input bg-card px-3 text-foreground sm:w-auto";
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-semibold sm:text-5xl">Honest Wellness Reviews</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          We read the research behind every claim, check doses, certifications, prices and labels, and tell you what the
          evidence supports, what it doesn't and who each product is really for.
        </p>
        <ReviewMethodNote className="mt-4" />
        <SearchBox
          label="Search product reviews"
          placeholder="Search product reviews"
          type="review"
          className="mt-6 max-w-xl"
        />
      </header>

      <form
        method="get"
        className="mt-8 flex flex-wrap items-end gap-4 rounded-xl border border-border bg-card p-4"
        aria-label="Filter reviews"
      >
        <div className="w-full sm:w-auto">
          <label htmlFor="category" className="block text-sm font-medium">
            Category
          </label>
          <select id="category" name="category" defaultValue={category} className={select}>
            <option value="">All categories</option>
            {options.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name} ({option.count})
              </option>
            ))}
          </select>
        </div>
        <div className="w-full sm:w-auto">
          <label htmlFor="sort" className="block text-sm font-medium">
            Sort by
          </label>
          <select id="sort" name="sort" defaultValue={sort} className={select}>
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants({ className: "w-full sm:w-auto" })}>
          Show Reviews
        </button>
        {category || sort !== "editorial" ? (
          <Link to="/product-reviews" className="self-center text-sm font-medium text-primary underline">
            Clear
          </Link>
        ) : null}
      </form>

      {category ? null : (
        <nav aria-label="Review categories" className="mt-8" data-review-categories>
          <ul className="flex flex-wrap gap-2">
            {options.map((option) => (
              <li key={option.slug}>
                <a
                  href={`#category-${option.slug}`}
                  className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 text-sm font-medium hover:border-primary hover:text-primary"
                >
                  {option.name} <span className="text-muted-foreground">{option.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {groups.map((group) => (
        <section key={group.name} aria-labelledby={`category-${group.slug}`} className="mt-14">
          <h2 id={`category-${group.slug}`} className="flex items-center gap-3 text-2xl font-semibold sm:text-3xl">
            {group.category ? (
              <span
                className="thumb-band flex h-10 w-10 items-center justify-center rounded-full"
                style={{ "--thumb-bg": group.category.bgColor, color: group.category.color } as CSSProperties}
              >
                <CatalogueIcon name={group.category.icon} className="h-5 w-5" />
              </span>
            ) : null}
            {group.name}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {group.products.map((product) => (
              <li key={product.slug}>
                <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
                  {/* On a phone the picture sits small beside the name, so a category's shelf stays short. */}
                  <div className="hidden sm:block">
                    <ProductThumb src={product.imageSrc} alt={product.name} bgColor={group.category?.bgColor} />
                  </div>
                  <div className="flex flex-1 flex-col p-5">
                    <div className="flex items-center gap-4">
                      <div className="shrink-0 overflow-hidden rounded-lg sm:hidden">
                        <ProductThumb
                          src={product.imageSrc}
                          alt={product.name}
                          bgColor={group.category?.bgColor}
                          size="small"
                        />
                      </div>
                      <div className="min-w-0">
                        <h3 className="text-xl font-semibold">{product.name}</h3>
                        <ProductRating rating={product.rating} className="mt-2 self-start" />
                      </div>
                    </div>
                    <div className="mt-4 grid flex-1 gap-4 text-sm sm:grid-cols-2">
                      <div>
                        <h4 className="font-sans font-semibold text-sage">Pros</h4>
                        <ul className="mt-2 space-y-1.5">
                          {product.pros.map((pro) => (
                            <li key={pro} className="flex gap-2">
                              <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-sage" aria-hidden="true" />
                              <span>{pro}</span>
                            </li>
                          ))}
                        </ul>
                      </div>
                      <div>
                        <h4 className="font-sans font-semibold text-destructive">Cons</h4>
                        <ul className="mt-2 space-y-1.5">
                          {product.cons.map((con) => (
                            <li key={con} className="flex gap-2">
                              <CircleX className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden="true" />
                              <span>{con}</span>
                            </li>
                          ))}
                        </ul>
                      </div>
                    </div>
                    <Link
                      to={`/product-reviews/${product.slug}`}
                      className={buttonVariants({ variant: "outline", className: "mt-5 w-full" })}
                      aria-label={`Learn More about ${product.name}`}
                    >
                      Learn More
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          {group.products.length < group.total ? (
            <p className="mt-6">
              <Link
                to={`/product-reviews?category=${group.slug}${sort === "editorial" ? "" : `&sort=${sort}`}`}
                className={buttonVariants({ variant: "outline" })}
              >
                See all {group.total} {group.name} reviews
              </Link>
            </p>
          ) : null}
        </section>
      ))}

      <p className="mt-16 rounded-xl border border-border bg-muted/60 p-5 text-sm text-muted-foreground">
        {MEDICAL_DISCLAIMER}
      </p>
    </div>
  );
}

export const meta = () =>
  pageMeta(
    "Honest Wellness Reviews",
    "Honest, research-checked reviews of collagen, hormone support, multivitamins, mental wellness, fitness and gut health products.",
  );

export const headers = publicPageHeaders;

export const handle = { ...readingPageHandle, pageCache: contentPage({ query: ["category", "sort"] }) };
