import type { PreparedPage } from "./cached-page.ts";
import { config } from "#platform/config.ts";
import { once, standIn } from "#platform/stand-in.ts";
import { onPagesChanged } from "#platform/page-invalidation.ts";
import { normalizeSearchText } from "#app/domain/search/query.ts";
import { ANY_CONTENT_CHANGE, DEFAULT_VARIANTS, type PageCachePolicy } from "#app/lib/page-cache-policy.ts";
import { TRACKING_QUERY_PARAMS } from "#app/lib/tracking-params.ts";

/**
 * The page cache: whole pages, kept in this process's memory, the one cache of rendered HTML the site has
 * (docs/decisions/040-one-page-cache.md). A route joins it by declaring a policy in its handle (app/lib/page-cache-policy.ts):
 * the query parameters that make a page of their own, how many of those variants to keep, and the domain
 * events after which the page is stale. A page is kept per key (`pageKey`): its path and those parameters,
 * the language and the audience (a visitor, or a member whose page differs only by being signed in).
 *
 * An entry goes when an event its route declared happens on any instance (the "pages-invalidated" bus
 * event names its cause; without one, and after a "resync", everything goes), and after `ttlMs`; an expired
 * entry is rendered again by one request while the others still get it (at most `refreshGraceMs` longer).
 * Bounded in entries and in bytes (PAGE_CACHE_MAX_BYTES), least recently used first out; a path keeps at
 * most its policy's number of query variants, so `?category=<random>` cannot push real pages out.
 */
export type CachedPage = PreparedPage & {
  storedAt: number;
  version: number;
  /** The events after which it is stale (its route's policy). */
  invalidatedBy: PageCachePolicy["invalidatedBy"];
  /** Past its TTL: when a request set out to render it again. */
  refreshingSince?: number;
};

/** Who a kept page is for: anyone without a session, or any member whose page differs only by signing in. */
export type Audience = "visitor" | "member";

export class PageCache {
  private entries = new Map<string, CachedPage>();
  /** Query variants stored per path key (everything before "?") → their keys. */
  private variants = new Map<string, Set<string>>();
  /** Keys a render could not be stored for, until when (see `markNotStored`). */
  private notStored = new Map<string, number>();
  /** Pages of a `keptWhenAskedAgain` policy asked for once, until when (see `askedBefore`). */
  private asked = new Map<string, number>();
  private generation = 0;
  private totalBytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly refreshGraceMs: number;
  hits = 0;
  misses = 0;

  constructor(options: { maxEntries?: number; maxBytes?: number; ttlMs?: number; refreshGraceMs?: number } = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.refreshGraceMs = options.refreshGraceMs ?? 5_000;
  }

  /**
   * Whether `set(key, …, policy)` would keep a page now: false for a query parameter the policy does not
   * name, and for a query variant of a path whose variants are full when the policy keeps few (a page with
   * many variants by nature replaces its least recently used one). The caller then answers the render without
   * preparing it for the cache.
   */
  wouldStore(key: string, policy: PageCachePolicy): boolean {
    const query = key.indexOf("?");
    if (query === -1) return true;
    for (const name of new URLSearchParams(key.slice(query + 1)).keys()) {
      if (!policy.query.includes(name)) return false;
    }
    if (this.entries.has(key) || policy.variants > DEFAULT_VARIANTS) return true;
    return (this.variants.get(key.slice(0, query))?.size ?? 0) < policy.variants;
  }

  /** Bytes held (bodies and headers). */
  get bytes() {
    return this.totalBytes;
  }

  private static sizeOf(entry: CachedPage) {
    const bodies = entry.bodies.identity.length + entry.bodies.gzip.length + entry.bodies.br.length;
    return bodies + 4 * entry.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) + 256;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= PageCache.sizeOf(entry);
    const query = key.indexOf("?");
    if (query !== -1) {
      const path = key.slice(0, query);
      const set = this.variants.get(path);
      set?.delete(key);
      if (set?.size === 0) this.variants.delete(path);
    }
  }

  /**
   * The page stored under `key`, or undefined when the caller must render it. Past its TTL, the first
   * caller that can store a page (`canRefresh`) renders it again, and until that render is stored (at most
   * `refreshGraceMs`) every other request gets the expired copy: when a popular page expires under load,
   * one request renders it instead of every connection at once.
   */
  get(key: string, now = Date.now(), canRefresh = true): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    if (now - entry.storedAt > this.ttlMs && !this.servedWhileRefreshing(key, entry, now, canRefresh)) {
      this.misses += 1;
      return undefined;
    }
    // Refresh recency (Map keeps insertion order: oldest first).
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry;
  }

  /** Whether an expired entry is still answered: yes while another request renders it again. */
  private servedWhileRefreshing(key: string, entry: CachedPage, now: number, canRefresh: boolean): boolean {
    const refreshing = entry.refreshingSince !== undefined && now - entry.refreshingSince <= this.refreshGraceMs;
    if (refreshing) return true;
    if (now - entry.storedAt > this.ttlMs + this.refreshGraceMs * 2) this.remove(key);
    else if (canRefresh) entry.refreshingSince = now;
    return false;
  }

  /** Whether an entry is stored under `key`, expired or not; counts nothing, moves nothing. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Changes with every invalidation; take it before rendering and pass it to `set`. */
  get version() {
    return this.generation;
  }

  /**
   * Stores a rendered page under its route's policy. `page.version` is the cache version taken before the
   * page was rendered: a page rendered from data read before an invalidation is not kept (it would be
   * served stale until the TTL).
   */
  set(key: string, page: PreparedPage & { version?: number }, policy: PageCachePolicy, now = Date.now()): CachedPage {
    const { version = this.generation, ...rest } = page;
    const entry: CachedPage = { ...rest, storedAt: now, version, invalidatedBy: policy.invalidatedBy };
    if (version !== this.generation || !this.wouldStore(key, policy)) return entry;
    const size = PageCache.sizeOf(entry);
    if (size > this.maxBytes) return entry;
    this.remove(key);
    const query = key.indexOf("?");
    if (query !== -1) {
      const path = key.slice(0, query);
      const set = this.variants.get(path) ?? new Set<string>();
      if (set.size >= policy.variants) {
        // Entries are in recency order (oldest first): the first of this path's is its least recently used.
        for (const candidate of this.entries.keys()) {
          if (set.has(candidate)) {
            this.remove(candidate);
            break;
          }
        }
      }
      set.add(key);
      this.variants.set(path, set);
    }
    this.entries.set(key, entry);
    this.totalBytes += size;
    this.makeRoom(query !== -1);
    return entry;
  }

  /**
   * Removes the least recently used entries while the cache is over its bounds. A query variant makes room
   * among query variants only: however many variants a client asks for, no page without a query is pushed
   * out for them (and if no other variant is left, this one goes).
   */
  private makeRoom(variant: boolean) {
    while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) {
      let victim: string | undefined;
      for (const candidate of this.entries.keys()) {
        if (!variant || candidate.includes("?")) {
          victim = candidate;
          break;
        }
      }
      if (victim === undefined) break;
      this.remove(victim);
    }
  }

  /**
   * Remembers for a TTL that `key`'s last render could not be kept (private, a redirect, an error, a page
   * with the client runtime for a member): a member asking for it then gets her own render at once instead
   * of a shared render first, which loaders with effects would feel twice. Bounded; emptied with the cache.
   */
  markNotStored(key: string, now = Date.now()) {
    if (this.notStored.size >= this.maxEntries * 4) this.notStored.clear();
    this.notStored.set(key, now + this.ttlMs);
  }

  /**
   * Whether the page `key` names (any audience's: give the visitor's key) was asked for within the TTL
   * before this ask, which is remembered. A page of a `keptWhenAskedAgain` policy is kept only then: most
   * searches are asked once, and preparing a page for the cache (compression, hashes, copies) cost more than
   * a fifth of a new search's answer for a page nobody asked for again. Bounded: past four times the
   * entries, the oldest asks are forgotten (a forgotten page is kept one ask later). Content changes do not
   * empty it: it records what readers ask for, not what a page says.
   */
  askedBefore(key: string, now = Date.now()): boolean {
    const until = this.asked.get(key);
    if (until !== undefined) {
      if (now <= until) return true;
      this.asked.delete(key);
    }
    if (this.asked.size >= this.maxEntries * 4) {
      // Map keeps insertion order: the first key is the oldest ask.
      const oldest = this.asked.keys().next();
      if (!oldest.done) this.asked.delete(oldest.value);
    }
    this.asked.set(key, now + this.ttlMs);
    return false;
  }

  /** Whether `key` was marked by `markNotStored` within the TTL and since the last invalidation. */
  wasNotStored(key: string, now = Date.now()): boolean {
    const until = this.notStored.get(key);
    if (until === undefined) return false;
    if (now <= until) return true;
    this.notStored.delete(key);
    return false;
  }

  /**
   * Drops what `cause` (a domain event type) makes stale: the entries whose policy declares it or any
   * content change; without a cause, everything. Either way a render that began before is not kept.
   */
  invalidate(cause?: string) {
    this.generation += 1;
    this.notStored.clear();
    if (cause === undefined) {
      this.entries.clear();
      this.variants.clear();
      this.totalBytes = 0;
      return;
    }
    for (const [key, entry] of [...this.entries]) {
      if (entry.invalidatedBy === ANY_CONTENT_CHANGE || entry.invalidatedBy.includes(cause)) this.remove(key);
    }
  }

  get size() {
    return this.entries.size;
  }
}

/** The process's page cache, made at its first use (it reads the settings). */
export const pageCache: PageCache = standIn(
  once(
    () =>
      new PageCache({
        // Room for every page of the site, for visitors and for members, beside the searches kept.
        maxEntries: 2_000,
        maxBytes: config.PAGE_CACHE_MAX_BYTES,
      }),
  ),
  { bindMethods: true },
);

/**
 * Whether a path is written the one way a page is stored under (server/canonical-path.ts): no empty segment
 * (`//`, a trailing `/`), no escape of a character that needs none, escapes in upper case. Case is the
 * page handler's to check (it knows the route table); it redirects every other spelling before rendering.
 */
export function isCanonicalSpelling(path: string): boolean {
  if (path !== "/" && (path.endsWith("/") || path.includes("//"))) return false;
  if (!path.includes("%")) return true;
  return !/%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[DEde]|5[Ff]|7[Ee]|[0-9A-F][a-f]|[a-f][0-9A-Fa-f])/.test(path);
}

/**
 * The key of a GET/HEAD for `originalUrl` in `language` for `audience`, or null when no page can be kept
 * for it: a path not spelled the one way (`isCanonicalSpelling`), or a query parameter given twice. Tracking
 * parameters (utm_source, fbclid…, app/lib/tracking-params.ts) are left out; the others are sorted, so
 * `?b=1&a=2` and `?a=2&b=1` are one page, and free text (`q`) is read the way the pages read it. Whether the
 * remaining parameters make a page the cache keeps is the route's policy's to say (`PageCache.wouldStore`):
 * a key with one it does not name is looked up, never found, and never stored.
 */
export function pageKey(originalUrl: string, language: string, audience: Audience): string | null {
  const query = originalUrl.indexOf("?");
  const path = query === -1 ? originalUrl : originalUrl.slice(0, query);
  if (!isCanonicalSpelling(path)) return null;
  const prefix = `${language} ${audience} `;
  if (query === -1) return prefix + path;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(originalUrl.slice(query + 1));
  } catch {
    return null;
  }
  for (const name of new Set(params.keys())) if (TRACKING_QUERY_PARAMS.has(name)) params.delete(name);
  const names = [...params.keys()];
  if (names.length === 0) return prefix + path;
  if (new Set(names).size !== names.length) return null;
  // Free text: "kettle  bell " and "kettle bell" are one search, read the same way by the pages.
  const text = params.get("q");
  if (text !== null) params.set("q", normalizeSearchText(text));
  params.sort();
  return `${prefix}${path}?${params.toString()}`;
}

/**
 * Follows content changes on every instance: the "pages changed" signal (platform/page-invalidation.ts,
 * raised by server/events.ts when a domain event that changes public pages is heard, from any instance)
 * drops what its cause makes stale; a bus resync raises it without a cause, and everything goes. Wired at
 * start (server/events.ts). Returns the function that stops it.
 */
export function followContentChanges(cache: PageCache): () => void {
  return onPagesChanged((cause) => cache.invalidate(cause));
}
