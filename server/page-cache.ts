import type { PreparedPage } from "./cached-page.ts";
import type { PersonalShell } from "./personal-page.ts";
import { config } from "#platform/config.ts";
import { onPagesChanged } from "#platform/page-invalidation.ts";
import { normalizeSearchText } from "#app/domain/search/query.ts";
import { TRACKING_QUERY_PARAMS } from "#app/lib/tracking-params.ts";

/**
 * Rendered pages for anonymous visitors, kept in this process's memory.
 * Only responses that a route marks `Cache-Control: public` are kept. A content
 * change on any instance empties it: every instance hears the domain's event and
 * raises `invalidatePages()` (server/events.ts). Entries also expire after `ttlMs`; an expired entry is
 * rendered again by one request while the others still get it (at most `refreshGraceMs` longer).
 *
 * Bounded in entries and in bytes (PAGE_CACHE_MAX_BYTES), least recently used first out. What a client
 * can vary without limit never becomes a key: `cacheKey` keeps only the query parameters pages read and
 * bypasses the cache for any other, and a path keeps at most `maxVariantsPerPath` query variants, so
 * `?x=<random>` or `?category=<random>` cannot push real pages out.
 */
export type CachedPage = PreparedPage & {
  storedAt: number;
  version: number;
  /** The same page for members, cut around its personal slots (server/personal-page.ts); null without any. */
  personal: PersonalShell | null;
  /**
   * Prepares `personal` when the first member asks (`personalOf`) instead of when the page is stored: for
   * pages read a few times each, mostly by visitors (a search's results), where cutting and compressing a
   * member's copy cost a tenth of the render it would save.
   */
  preparePersonal?: () => PersonalShell | null;
  /** Past its TTL: when a request set out to render it again. */
  refreshingSince?: number;
};

export class PageCache {
  private entries = new Map<string, CachedPage>();
  /** Query variants stored per path ("GET /affiliates" → its keys with a query string). */
  private variants = new Map<string, Set<string>>();
  /** Keys a visitor's render could not be stored for, until when (see `markNotStored`). */
  private notStored = new Map<string, number>();
  private generation = 0;
  private totalBytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxVariantsPerPath: number;
  private readonly openVariants: ReadonlyMap<string, number>;
  private readonly ttlMs: number;
  private readonly refreshGraceMs: number;
  hits = 0;
  misses = 0;

  constructor(
    options: {
      maxEntries?: number;
      maxBytes?: number;
      maxVariantsPerPath?: number;
      /**
       * Paths whose query variants are many by nature (a search: one per query), keyed like entries
       * ("GET /search"): each keeps up to its own count, its least recently used variant replaced by a new
       * one, so a client sending endless variants only churns that path's share.
       */
      openVariants?: Record<string, number>;
      ttlMs?: number;
      refreshGraceMs?: number;
    } = {},
  ) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.maxVariantsPerPath = options.maxVariantsPerPath ?? 8;
    this.openVariants = new Map(Object.entries(options.openVariants ?? {}));
    this.ttlMs = options.ttlMs ?? 60_000;
    this.refreshGraceMs = options.refreshGraceMs ?? 5_000;
  }

  /**
   * Whether `set(key, …)` would keep a page now: false for a query variant of a path whose variants are
   * full (not an open one). The caller then answers the render without preparing it for the cache.
   */
  wouldStore(key: string): boolean {
    const query = key.indexOf("?");
    if (query === -1 || this.entries.has(key)) return true;
    const path = key.slice(0, query);
    return this.openVariants.has(path) || (this.variants.get(path)?.size ?? 0) < this.maxVariantsPerPath;
  }

  /** Whether `key` is a query variant of a path whose variants are many (each read a few times). */
  isOpenVariant(key: string): boolean {
    const query = key.indexOf("?");
    return query !== -1 && this.openVariants.has(key.slice(0, query));
  }

  /** Bytes held (bodies and headers). */
  get bytes() {
    return this.totalBytes;
  }

  private static sizeOf(entry: CachedPage) {
    let bodies = entry.bodies.identity.length + entry.bodies.gzip.length + entry.bodies.br.length;
    for (const piece of entry.personal?.pieces ?? []) bodies += piece.length;
    for (const piece of entry.personal?.deflated ?? []) bodies += piece.length;
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
    if (!entry || entry.version !== this.generation) {
      if (entry) this.remove(key);
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

  /** The entry under `key` of the current version, expired or not; counts nothing, moves nothing. */
  peek(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    return entry?.version === this.generation ? entry : undefined;
  }

  /**
   * The member's copy of the page stored under `key` (of the current version): prepared now if it was left
   * for the first member who asks (`preparePersonal`), and counted in the cache's bytes from then on. Null
   * when the page has no personal slot; undefined when no page is stored.
   */
  personalOf(key: string): PersonalShell | null | undefined {
    const entry = this.peek(key);
    if (!entry) return undefined;
    if (entry.preparePersonal) {
      const before = PageCache.sizeOf(entry);
      entry.personal = entry.preparePersonal();
      delete entry.preparePersonal;
      this.totalBytes += PageCache.sizeOf(entry) - before;
      this.makeRoom(key.includes("?"));
    }
    return entry.personal;
  }

  /** Changes with every invalidation; take it before rendering and pass it to `set`. */
  get version() {
    return this.generation;
  }

  /**
   * Stores a rendered page. `page.version` is the cache version taken before the
   * page was rendered: a page rendered from data read before an invalidation is
   * not kept (it would be served stale until the TTL).
   */
  set(
    key: string,
    page: PreparedPage & {
      version?: number;
      personal?: PersonalShell | null;
      preparePersonal?: () => PersonalShell | null;
    },
    now = Date.now(),
  ): CachedPage {
    const { version = this.generation, personal = null, preparePersonal, ...rest } = page;
    const entry: CachedPage = { ...rest, personal, storedAt: now, version };
    if (preparePersonal) entry.preparePersonal = preparePersonal;
    if (version !== this.generation) return entry;
    const size = PageCache.sizeOf(entry);
    if (size > this.maxBytes) return entry;
    this.remove(key);
    const query = key.indexOf("?");
    if (query !== -1) {
      // A path keeps a few query variants; more are served but not kept (they would only push pages out).
      const path = key.slice(0, query);
      const set = this.variants.get(path) ?? new Set<string>();
      const open = this.openVariants.get(path);
      if (set.size >= (open ?? this.maxVariantsPerPath)) {
        if (open === undefined) return entry;
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
   * Remembers for a TTL that `key`'s last render for a visitor could not be kept (private, a redirect, an
   * error, no results): a member asking for it then gets her own render at once instead of a visitor's
   * render first, which loaders with effects would feel twice. Bounded; emptied with the cache.
   */
  markNotStored(key: string, now = Date.now()) {
    if (this.notStored.size >= this.maxEntries * 4) this.notStored.clear();
    this.notStored.set(key, now + this.ttlMs);
  }

  /** Whether `key` was marked by `markNotStored` within the TTL and since the last invalidation. */
  wasNotStored(key: string, now = Date.now()): boolean {
    const until = this.notStored.get(key);
    if (until === undefined) return false;
    if (now <= until) return true;
    this.notStored.delete(key);
    return false;
  }

  /** Empties this instance's cache (every instance does on a content change: server/events.ts). */
  invalidate() {
    this.generation += 1;
    this.entries.clear();
    this.variants.clear();
    this.notStored.clear();
    this.totalBytes = 0;
  }

  get size() {
    return this.entries.size;
  }
}

/** Result pages of different searches kept at once (their memory cost: docs/decisions/017-search-speed.md). */
export const SEARCH_PAGES_KEPT = 100;

export const pageCache = new PageCache({
  // Room for every page of the site beside the searches and suggestions kept.
  maxEntries: 1_000,
  maxBytes: config.PAGE_CACHE_MAX_BYTES,
  openVariants: { "GET /search": SEARCH_PAGES_KEPT },
});

/**
 * The query parameters each public page reads (a change means a different page), by path; the pages
 * redirect an unknown value to the page without it, so only real variants are rendered for the cache. Any
 * other parameter, on any path, bypasses the cache: React Router's `_routes` (a revalidation after a form,
 * whose value a client could vary without end) and `index` included.
 */
export const PAGE_QUERY_PARAMS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["/affiliates", new Set(["category"])],
  ["/product-reviews", new Set(["category", "sort"])],
  ["/wellness-toolkit", new Set(["tab"])],
  ["/search", new Set(["q", "type"])],
  ["/search/suggest", new Set(["q", "type"])],
]);

const NO_PARAMS: ReadonlySet<string> = new Set();

/** The parameters the page at `path` reads (a data request `/x.data` reads those of `/x`). */
function pageParams(path: string, known: ReadonlyMap<string, ReadonlySet<string>>): ReadonlySet<string> {
  const page = path === "/_root.data" ? "/" : path.endsWith(".data") ? path.slice(0, -5) : path;
  return known.get(page) ?? NO_PARAMS;
}

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
 * The cache key of a GET/HEAD for `originalUrl`, or null when the cache must be bypassed: a path not
 * spelled the one way (`isCanonicalSpelling`), a query parameter the page does not read (`?x=<random>`), or
 * one given twice. Tracking parameters (utm_source, fbclid…,
 * app/lib/tracking-params.ts) are left out of the key. Known parameters are sorted, so `?b=1&a=2` and `?a=2&b=1` are one page.
 */
export function cacheKey(
  originalUrl: string,
  knownByPath: ReadonlyMap<string, ReadonlySet<string>> = PAGE_QUERY_PARAMS,
): string | null {
  const query = originalUrl.indexOf("?");
  const path = query === -1 ? originalUrl : originalUrl.slice(0, query);
  if (!isCanonicalSpelling(path)) return null;
  if (query === -1) return `GET ${originalUrl}`;
  const known = pageParams(path, knownByPath);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(originalUrl.slice(query + 1));
  } catch {
    return null;
  }
  for (const name of new Set(params.keys())) if (TRACKING_QUERY_PARAMS.has(name)) params.delete(name);
  const names = [...params.keys()];
  if (names.length === 0) return `GET ${path}`;
  if (new Set(names).size !== names.length || names.some((name) => !known.has(name))) return null;
  // Free text: "kettle  bell " and "kettle bell" are one search, read the same way by the pages.
  const text = params.get("q");
  if (text !== null) params.set("q", normalizeSearchText(text));
  params.sort();
  return `GET ${path}?${params.toString()}`;
}

/**
 * Empties `cache` when content public pages show changed on any instance, or the bus reconnected (it may have
 * missed a change meanwhile): the "pages changed" signal (platform/page-invalidation.ts, raised by
 * server/events.ts). Wired at start (server/events.ts). Returns the function that stops it.
 */
export function followContentChanges(cache: PageCache): () => void {
  return onPagesChanged(() => cache.invalidate());
}
