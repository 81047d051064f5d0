import { Search as SearchIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/search";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { parseSearchQuery } from "#app/domain/search/query.ts";
import { searchSite, type SearchResults } from "#app/domain/search/search.server.ts";
import { recordSearch } from "#app/domain/analytics/events.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { roundups } from "#app/content/catalogue/roundups.ts";
import { roundupProductSlugs } from "#app/domain/catalogue/product.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const { query, error } = parseSearchQuery(new URL(request.url).searchParams.get("q"));
  const results: SearchResults | null = query && !error ? await searchSite(query, roundupProductSlugs(roundups)) : null;
  if (results) recordSearch(query, results.articles.length + results.products.length);
  return { query, error, results };
}

/** Renders a headline whose matches are wrapped in U+E000…U+E001 as <mark>, all as text. */
function Highlighted({ text }: { text: string }) {
  const parts = text.split(/(\uE000[^\uE001]*\uE001)/);
  return (
    <>
      {parts.map((part, index) =>
        part.startsWith("\uE000") ? (
          <mark key={index} className="rounded bg-accent px-0.5 text-accent-foreground">
            {part.slice(1, -1)}
          </mark>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, error, results } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";
  const total = results ? results.articles.length + results.products.length : 0;

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Search</h1>
      <Form method="get" role="search" className="mt-6 flex gap-2" aria-label="Search the site">
        <label htmlFor="search-q" className="sr-only">
          Search articles and product reviews
        </label>
        <Input
          id="search-q"
          name="q"
          type="search"
          defaultValue={query}
          placeholder="Search articles and product reviews"
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "search-error" : undefined}
          className="h-11 flex-1"
        />
        <Button type="submit" size="lg" disabled={searching}>
          <SearchIcon className="h-4 w-4" aria-hidden="true" />
          {searching ? "Searching..." : "Search"}
        </Button>
      </Form>
      {error ? (
        <p id="search-error" className="mt-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}

      {results ? (
        <div className="mt-10 space-y-10" aria-live="polite">
          <p className="text-muted-foreground">
            {total === 0
              ? `No results for “${query}”. Try another word, or browse the articles and reviews.`
              : `${total} ${total === 1 ? "result" : "results"} for “${query}”`}
          </p>
          {results.articles.length > 0 ? (
            <section aria-labelledby="search-articles">
              <h2 id="search-articles" className="text-2xl font-semibold">
                Articles <span className="text-base font-normal text-muted-foreground">({results.articles.length})</span>
              </h2>
              <ul className="mt-4 divide-y divide-border rounded-xl border border-border bg-card">
                {results.articles.map((article) => (
                  <li key={article.slug} className="p-5">
                    <p className="text-xs font-semibold uppercase tracking-wide text-primary">{article.category}</p>
                    <Link to={`/articles/${article.slug}`} className="mt-1 block text-lg font-semibold hover:text-primary hover:underline">
                      {article.title}
                    </Link>
                    <p className="mt-1 text-sm text-muted-foreground">
                      <Highlighted text={article.headline} />
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {results.products.length > 0 ? (
            <section aria-labelledby="search-products">
              <h2 id="search-products" className="text-2xl font-semibold">
                Product reviews <span className="text-base font-normal text-muted-foreground">({results.products.length})</span>
              </h2>
              <ul className="mt-4 divide-y divide-border rounded-xl border border-border bg-card">
                {results.products.map((product) => (
                  <li key={product.slug} className="p-5">
                    <p className="text-xs font-semibold uppercase tracking-wide text-sage">{product.category}</p>
                    <Link to={`/product-reviews/${product.slug}`} className="mt-1 block text-lg font-semibold hover:text-primary hover:underline">
                      {product.name}
                    </Link>
                    <p className="mt-1 text-sm text-muted-foreground">
                      <Highlighted text={product.headline} />
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.query ? `Search: ${loaderData.query}` : "Search",
    "Search The Wellness Circle's evidence-based articles and honest product reviews.",
  );
