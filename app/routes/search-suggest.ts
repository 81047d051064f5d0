import type { Route } from "./+types/search-suggest";
import { parseSearchQuery, parseSearchType } from "#app/domain/search/query.ts";
import { suggestSearch } from "#app/domain/search/search.server.ts";
import { allowSuggestion, SUGGEST_LIMIT } from "#app/domain/search/suggest-limit.ts";
import { requestInfoContext } from "#platform/request-context.ts";

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  });

/**
 * GET /search/suggest?q=… — a few pages for what is being typed in a search field, as JSON
 * `{ suggestions: [{ url, label, title }] }`. The same for every visitor, so anonymous answers are kept
 * by the page cache and by browsers for a minute.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.getAll("q").length !== 1) return json({ error: "Give one q parameter." }, 400);
  const { query, error } = parseSearchQuery(params.get("q"));
  if (!query || error) return json({ error: error ?? "Type at least 2 characters to search." }, 400);
  if (!allowSuggestion(context.get(requestInfoContext).ip)) {
    return json({ error: "Too many requests." }, 429, { "Retry-After": String(SUGGEST_LIMIT.windowMs / 1000) });
  }
  const suggestions = await suggestSearch(query, { type: parseSearchType(params.get("type")) });
  return json({ suggestions }, 200, { "Cache-Control": "public, max-age=60" });
}
