import { data, Link } from "react-router";
import type { Route } from "./+types/search";
import { SearchBox } from "#app/components/search/search-box.tsx";
import { parseSearchQuery, parseSearchType } from "#app/domain/search/query.ts";
import { searchSite } from "#app/domain/search/search.server.ts";
import { SEARCH_TYPES, type ExcerptPart, type SearchAnswer } from "#app/domain/search/documents.ts";
import { recordSearch } from "#app/domain/analytics/events.server.ts";
import { popularLinks, popularTopics } from "#app/content/popular-topics.ts";
import { publicPageHeaders } from "#app/lib/http.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { CrisisResources } from "#app/components/safety/crisis-resources.tsx";
import { riskInSearch } from "#app/domain/safety/risk.ts";
import { readerRegion } from "#app/domain/safety/region.server.ts";
import { orderForRisk } from "#app/domain/search/risk-order.ts";
import { quizLinkFor } from "#app/domain/quizzes/scoring.ts";
import { requestInfoContext } from "#platform/request-context.ts";
import { redirectUnknownValues } from "#app/routes/known-query.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  // A made-up `type` would otherwise be one more stored variant of the search page per value.
  redirectUnknownValues(request, { type: (value) => parseSearchType(value) !== undefined });
  const params = new URL(request.url).searchParams;
  const { query, error } = parseSearchQuery(params.get("q"));
  const type = parseSearchType(params.get("type"));
  const found: SearchAnswer | null = query && !error ? await searchSite(query, { type }) : null;
  // A query that signals risk gets the crisis help before any result, for the reader's region.
  const risk = query && !error ? riskInSearch(query) : null;
  const answer = found && risk ? { ...found, hits: orderForRisk(found.hits, risk) } : found;
  const region = risk ? readerRegion(request, context.get(requestInfoContext).ip) : null;
  if (answer) recordSearch(query, answer.hits.length, context.get(requestInfoContext).ip);
  // The same page for every visitor, so the page cache may keep it (keyed by the normalised query, dropped on
  // every content change), except a search that found nothing: each of those is counted when it is rendered.
  // A risk query's page depends on the reader's region, so it is never kept.
  const shared = !error && !risk && (answer === null || answer.hits.length > 0);
  return data(
    { query, error, type, answer, risk, region },
    {
      headers: {
        "Cache-Control": shared ? publicPageHeaders()["Cache-Control"] : risk ? "private, no-store" : "no-cache",
      },
    },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-cache" };
}

/** An excerpt with the matched words in <mark>; every piece is rendered as text. */
function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-accent px-0.5 text-accent-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

const STRESS_ARTICLE = "/articles/stress-and-your-body-what-happens-and-what-actually-helps";

const searchHref = (query: string, type?: string) =>
  `/search?q=${encodeURIComponent(query)}${type ? `&type=${type}` : ""}`;

function PopularTopics() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="popular-topics">
        <h2 id="popular-topics" className="text-xl font-semibold">
          Popular topics
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {popularTopics.map((topic) => (
            <li key={topic}>
              <a
                href={searchHref(topic)}
                className="inline-block rounded-full border border-border bg-card px-4 py-1.5 text-sm font-medium hover:border-primary hover:text-primary"
              >
                {topic}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="popular-sections">
        <h2 id="popular-sections" className="text-xl font-semibold">
          Or browse
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {popularLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="text-primary underline-offset-4 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, error, type, answer, risk, region } = loaderData;
  const hits = answer?.hits ?? [];

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Search</h1>
      {risk ? <CrisisResources className="mt-6" region={region} kind={risk} /> : null}
      <SearchBox label="Search the site" defaultValue={query} type={type} className="mt-6" />
      {type ? (
        <p className="mt-3 text-sm text-muted-foreground">
          Showing {SEARCH_TYPES[type].toLowerCase()}s only.{" "}
          <a href={searchHref(query)} className="text-primary underline underline-offset-4">
            Search everything
          </a>
        </p>
      ) : null}
      {error ? (
        <p id="search-error" role="alert" className="mt-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}

      {answer?.didYouMean ? (
        <p className="mt-6 text-lg">
          Did you mean{" "}
          <a
            href={searchHref(answer.didYouMean, type)}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {answer.didYouMean}
          </a>
          ?
        </p>
      ) : null}

      {answer ? (
        <div className="mt-8 space-y-6">
          <p className="text-muted-foreground" role="status">
            {hits.length === 0
              ? `No results for “${query}”.`
              : `${hits.length} ${hits.length === 1 ? "result" : "results"} for “${query}”` +
                (answer.matchedWords < answer.queryWords ? ". No page has every word; these have most of them." : "")}
          </p>
          {hits.length > 0 ? (
            <ol className="divide-y divide-border rounded-xl border border-border bg-card">
              {hits.map((hit) => {
                const quizLink = hit.type === "quiz" ? quizLinkFor(hit.url) : null;
                return (
                  <li key={hit.url} className="p-5">
                    <p className="text-xs font-semibold uppercase tracking-wide text-primary">
                      {hit.label}
                      {hit.caution ? (
                        <span className="ml-2 rounded bg-destructive/10 px-1.5 py-0.5 text-destructive" data-caution>
                          {hit.caution}
                        </span>
                      ) : null}
                    </p>
                    <Link
                      to={quizLink?.to ?? hit.url}
                      data-search-result=""
                      className="mt-1 block text-lg font-semibold hover:text-primary hover:underline"
                    >
                      {hit.title}
                    </Link>
                    {quizLink?.journey ? (
                      <p className="mt-1 text-sm" data-quiz-journey>
                        {quizLink.journey}
                      </p>
                    ) : null}
                    {hit.excerpt.length ? (
                      <p className="mt-1 text-sm text-muted-foreground">
                        <Excerpt parts={hit.excerpt} />
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          ) : risk ? (
            // No shopping topics for a reader who has just signalled risk: the help above is the answer.
            <p>
              The lines above are free and confidential, and the people who answer them are there to listen. You can
              also read{" "}
              <Link to={STRESS_ARTICLE} className="text-primary underline underline-offset-4">
                Stress and Your Body: What Happens and What Actually Helps
              </Link>
              .
            </p>
          ) : (
            <>
              <p>Try fewer or different words, or start from one of these.</p>
              <PopularTopics />
            </>
          )}
        </div>
      ) : (
        <div className="mt-10">
          <PopularTopics />
        </div>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.query ? `Search: ${loaderData.query}` : "Search",
    "Search The Wellness Circle: articles, product reviews and roundups, expert interviews, quizzes, tools and chat rooms.",
  );

export const handle = readingPageHandle;
