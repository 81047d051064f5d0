/**
 * How a page joins the page cache (server/page-cache.ts, docs/decisions/040-one-page-cache.md): its route declares a policy in
 * its handle, and the server does the rest. No other code names the page.
 *
 *   export const handle = { ...readingPageHandle, pageCache: contentPage() };
 *   export const handle = { ...readingPageHandle, pageCache: contentPage({ query: ["category", "sort"] }) };
 *
 * A declared page is kept when its render says `Cache-Control: public` (a loader can still refuse one answer:
 * a preview, a search that found nothing) and read no session. It is kept once per key: the path, the query
 * parameters the policy names (any other parameter: not kept), the language (app/lib/language.ts) and the
 * audience (a visitor, or a member whose page differs from a visitor's only by being signed in). It is
 * dropped when one of the events it declares happens on any instance, and after a minute at most.
 */

/** Every content change that public pages may show (the domain events whose effects empty pages). */
export const ANY_CONTENT_CHANGE = "any content change";

export type PageCachePolicy = {
  /** The query parameters the page reads: each value is a page of its own. Any other parameter: never kept. */
  query: readonly string[];
  /**
   * How many query variants of one path are kept at once; past it, the least recently used one goes. Pages
   * with few real variants keep the default (8), so endless made-up values cannot push real pages out.
   */
  variants: number;
  /** The domain event types (platform/cluster-events.ts `DomainEvent`) that make the page stale. */
  invalidatedBy: typeof ANY_CONTENT_CHANGE | readonly string[];
  /**
   * Kept from its second ask within the cache's TTL, not its first (a search: most of its variants are asked
   * once and never again). A first ask is answered as the route renders it, without the compression,
   * hashing and copies that keeping a page costs (docs/decisions/049-long-tail-kept-when-asked-again.md).
   */
  keptWhenAskedAgain: boolean;
};

export const DEFAULT_VARIANTS = 8;

/** A page of public content: the same for every visitor, stale after any content change unless told. */
export function contentPage(policy: Partial<PageCachePolicy> = {}): PageCachePolicy {
  return {
    query: policy.query ?? [],
    variants: policy.variants ?? DEFAULT_VARIANTS,
    invalidatedBy: policy.invalidatedBy ?? ANY_CONTENT_CHANGE,
    keptWhenAskedAgain: policy.keptWhenAskedAgain ?? false,
  };
}

/** The page cache policy a route handle declares, or null (the page is rendered for every request). */
export function pageCachePolicyOf(handle: unknown): PageCachePolicy | null {
  if (typeof handle !== "object" || handle === null || !("pageCache" in handle)) return null;
  const policy = handle.pageCache;
  if (typeof policy !== "object" || policy === null) return null;
  const { query, variants, invalidatedBy, keptWhenAskedAgain = false } = policy as Record<string, unknown>;
  const strings = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === "string");
  if (!strings(query) || typeof variants !== "number" || !(variants >= 1)) return null;
  if (invalidatedBy !== ANY_CONTENT_CHANGE && !strings(invalidatedBy)) return null;
  if (typeof keptWhenAskedAgain !== "boolean") return null;
  return { query, variants, invalidatedBy, keptWhenAskedAgain };
}

/** A route handle that declares a page cache policy (besides whatever else it says). */
export type PageCacheHandle = { pageCache: PageCachePolicy };
