import { Fragment } from "react";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { SearchBox } from "#app/components/search/search-box.tsx";
import { SEARCH_TYPES, type ExcerptPart } from "#app/domain/search/documents.ts";
import type { SearchPageData } from "#app/domain/search/search-page.server.ts";
import { popularLinks, popularTopics } from "#app/content/popular-topics.ts";
import { CrisisResources } from "#app/components/safety/crisis-resources.tsx";
import { quizLinkFor } from "#app/domain/quizzes/scoring.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { siteName } from "#app/lib/site.ts";

/**
 * An excerpt with the matched words in <mark>; every piece is rendered as text. The pieces between marks are
 * plain text, neighbours joined (a wrapper element per piece was a fifth of a results page's elements).
 */
function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  const pieces: (string | { mark: string })[] = [];
  for (const part of parts) {
    const last = pieces.at(-1);
    if (part.match) pieces.push({ mark: part.text });
    else if (typeof last === "string") pieces[pieces.length - 1] = last + part.text;
    else pieces.push(part.text);
  }
  return (
    <>
      {pieces.map((piece, index) =>
        typeof piece === "string" ? (
          <Fragment key={index}>{piece}</Fragment>
        ) : (
          <mark key={index} className="rounded bg-accent px-0.5 text-accent-foreground">
            {piece.mark}
          </mark>
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
              <SiteLink to={link.to} className="text-primary underline-offset-4 hover:underline">
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Everything the search page shows inside the layout's <main> (app/routes/search.tsx). */
export function SearchMain({ data }: { data: SearchPageData }) {
  const { query, error, type, answer, risk, region } = data;
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
                    <SiteLink
                      to={quizLink?.to ?? hit.url}
                      // The result's identity (app/domain/search/results-markup.ts): a locked quiz links elsewhere.
                      data-search-result={hit.url}
                      className="mt-1 block text-lg font-semibold hover:text-primary hover:underline"
                    >
                      {hit.title}
                    </SiteLink>
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
              <SiteLink to={STRESS_ARTICLE} className="text-primary underline underline-offset-4">
                Stress and Your Body: What Happens and What Actually Helps
              </SiteLink>
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

/** The page's title and social cards: the search page rendered on its own gives the same (app/entry.server.tsx). */
export const searchMeta = (query: string | undefined) =>
  pageMeta(
    query ? `Search: ${query}` : "Search",
    `Search ${siteName()}: articles, product reviews and roundups, expert interviews, quizzes, tools and chat rooms.`,
  );
