import type { Route } from "./+types/search-suggest";
import { answerSuggestions, suggestionHeaders } from "#app/domain/search/suggest-answer.server.ts";
import { requestInfoContext } from "#platform/request-context.ts";

/**
 * GET /search/suggest?q=… — a few pages for what is being typed in a search field, as JSON
 * `{ suggestions: [{ url, label, title }] }`. The same for every visitor, so browsers may keep an answer for
 * a minute. A plain GET in production is answered before Express (server/app.ts `serveSuggestions`); this
 * module answers the rest (development, a request with a body) by the same rule.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await answerSuggestions(new URL(request.url).searchParams, context.get(requestInfoContext).ip);
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: suggestionHeaders(answer) });
}
