import { recordSearch } from "#app/domain/analytics/events.server.ts";
import { riskInSearch, type RiskKind } from "#app/domain/safety/risk.ts";
import { readerRegion } from "#app/domain/safety/region.server.ts";
import { publicPageHeaders } from "#app/lib/http.ts";
import type { SearchAnswer, SearchType } from "./documents.ts";
import { parseSearchQuery, parseSearchType } from "./query.ts";
import { orderForRisk } from "./risk-order.ts";
import { searchSite } from "./search.server.ts";

export type SearchPageData = {
  query: string;
  error: string | undefined;
  type: SearchType | undefined;
  answer: SearchAnswer | null;
  risk: RiskKind | null;
  region: ReturnType<typeof readerRegion> | null;
};

/**
 * What the search page shows for `params`, its Cache-Control and its Server-Timing (the engine's and the risk
 * check's milliseconds, for the browser's tools and `npm run bench:search`; the route's loader). `type` must already be a
 * known one or absent (the route redirects any other value first).
 */
export async function searchPageData(
  params: URLSearchParams,
  request: Request,
  ip: string,
): Promise<{ data: SearchPageData; cacheControl: string; serverTiming: string }> {
  const { query, error } = parseSearchQuery(params.get("q"));
  const type = parseSearchType(params.get("type"));
  const started = performance.now();
  const found: SearchAnswer | null = query && !error ? await searchSite(query, { type }) : null;
  const searched = performance.now();
  // A query that signals risk gets the crisis help before any result, for the reader's region.
  const risk = query && !error ? riskInSearch(query) : null;
  const checked = performance.now();
  const answer = found && risk ? { ...found, hits: orderForRisk(found.hits, risk) } : found;
  const region = risk ? readerRegion(request, ip) : null;
  if (answer) recordSearch(query, answer.hits.length, ip);
  // The same page for every visitor, so the page cache may keep it (keyed by the normalised query, dropped on
  // every content change), except a search that found nothing: each of those is counted when it is rendered.
  // A risk query's page depends on the reader's region, so it is never kept.
  const shared = !error && !risk && (answer === null || answer.hits.length > 0);
  return {
    data: { query, error, type, answer, risk, region },
    cacheControl: shared ? publicPageHeaders()["Cache-Control"] : risk ? "private, no-store" : "no-cache",
    serverTiming: `engine;dur=${(searched - started).toFixed(2)}, risk;dur=${(checked - searched).toFixed(2)}`,
  };
}
