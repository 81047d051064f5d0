import { parseSearchQuery, parseSearchType } from "./query.ts";
import { suggestSearch } from "./search.server.ts";
import { allowSuggestion, SUGGEST_LIMIT } from "./suggest-limit.ts";
import type { Suggestion } from "./documents.ts";
import { quizLinkFor } from "#app/domain/quizzes/scoring.ts";

export type SuggestionAnswer =
  | { status: 200; body: { suggestions: Suggestion[] } }
  | { status: 400; body: { error: string } }
  | { status: 429; body: { error: string }; retryAfterSeconds: number };

/**
 * The answer to `GET /search/suggest?q=…` from `address`: one `q` of 2–100 characters (else 400), `type`
 * optional, at most SUGGEST_LIMIT requests a window per address (else 429). One rule for both ways it is
 * answered (server/app.ts before Express, and the route module).
 */
export async function answerSuggestions(params: URLSearchParams, address: string): Promise<SuggestionAnswer> {
  if (params.getAll("q").length !== 1) return { status: 400, body: { error: "Give one q parameter." } };
  const { query, error } = parseSearchQuery(params.get("q"));
  if (!query || error) return { status: 400, body: { error: error ?? "Type at least 2 characters to search." } };
  if (!allowSuggestion(address)) {
    return { status: 429, body: { error: "Too many requests." }, retryAfterSeconds: SUGGEST_LIMIT.windowMs / 1000 };
  }
  // A later quiz is locked for a new reader: its suggestion opens the journey's first quiz instead.
  const seen = new Set<string>();
  const suggestions = (await suggestSearch(query, { type: parseSearchType(params.get("type")) }))
    .map((s) => (s.url.startsWith("/wellness-quiz/") ? { ...s, url: quizLinkFor(s.url).to } : s))
    .filter((s) => !seen.has(s.url) && seen.add(s.url));
  return { status: 200, body: { suggestions } };
}

/** The headers of an answer: JSON; the same for every visitor, so a browser may keep a 200 for a minute. */
export function suggestionHeaders(answer: SuggestionAnswer): Record<string, string> {
  return {
    "Content-Type": "application/json; charset=utf-8",
    ...(answer.status === 200 ? { "Cache-Control": "public, max-age=60" } : {}),
    ...(answer.status === 429 ? { "Retry-After": String(answer.retryAfterSeconds) } : {}),
  };
}
