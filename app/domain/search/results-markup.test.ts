import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { SearchMain } from "#app/components/search/search-main.tsx";
import type { SearchPageData } from "./search-page.server.ts";
import type { SearchHit } from "./documents.ts";
import { CRISIS_HELP } from "./query-set.ts";
import { resultIdentities, shownResults } from "./results-markup.ts";
import { createMemoryRouter, RouterProvider } from "react-router";

const hit = (url: string, type: SearchHit["type"], title: string): SearchHit => ({
  url,
  type,
  title,
  label: type,
  excerpt: [],
});

/** The search page's results as the route renders them, inside a router (its links need one). */
function render(data: SearchPageData): string {
  const router = createMemoryRouter([{ path: "/search", element: createElement(SearchMain, { data }) }], {
    initialEntries: ["/search"],
  });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const page = (hits: SearchHit[], risk: SearchPageData["risk"] = null): SearchPageData => ({
  query: "sleep quiz",
  error: undefined,
  type: undefined,
  answer: { hits, didYouMean: null, matchedWords: 2, queryWords: 2 },
  risk,
  region: null,
});

describe("reading a search page's results by their identity", () => {
  it("reads a locked quiz as that quiz, not as the journey's first quiz its link opens", () => {
    const html = render(
      page([
        hit("/wellness-quiz/sleep-quality", "quiz", "Sleep Quality quiz"),
        hit("/articles/better-sleep-backed-by-evidence-what-actually-helps", "article", "Better sleep"),
        hit("/wellness-toolkit?tab=tracker", "tool", "Habit tracker"),
      ]),
    );
    // The link still opens the journey's first quiz (the quiz itself is locked).
    expect(html).toContain('href="/wellness-quiz/wellness-snapshot"');
    expect(resultIdentities(html)).toEqual([
      "/wellness-quiz/sleep-quality",
      "/articles/better-sleep-backed-by-evidence-what-actually-helps",
      "/wellness-toolkit?tab=tracker",
    ]);
  });

  it("puts the crisis help first when the page shows it above the results", () => {
    const html = render(
      page(
        [hit("/articles/stress-and-your-body-what-happens-and-what-actually-helps", "article", "Stress")],
        "self-harm",
      ),
    );
    expect(shownResults(html)[0]).toBe(CRISIS_HELP);
    expect(shownResults(html)[1]).toBe("/articles/stress-and-your-body-what-happens-and-what-actually-helps");
  });
});
