import type { RiskKind } from "#app/domain/safety/risk.ts";
import type { SearchHit, SearchType } from "./documents.ts";

/** Results that sell something: never above the crisis help, nor above the pages that explain. */
const SELLS: ReadonlySet<SearchType> = new Set(["review", "affiliate", "roundup"]);

/**
 * The results for a query that signals risk. Self-harm and abuse: nothing that sells is listed at all (the
 * crisis help and the pages that explain are what such a reader needs). Distress: what sells comes after
 * every page that explains, in the engine's order otherwise.
 */
export function orderForRisk(hits: readonly SearchHit[], risk: RiskKind | null): SearchHit[] {
  if (!risk) return [...hits];
  const explains = hits.filter((hit) => !SELLS.has(hit.type));
  if (risk !== "distress") return explains;
  return [...explains, ...hits.filter((hit) => SELLS.has(hit.type))];
}
