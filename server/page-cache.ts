import crypto from "node:crypto";

/**
 * Rendered pages for anonymous visitors, kept in this process's memory.
 * Only responses that a route marks `Cache-Control: public` are kept. Any
 * content change calls `invalidatePages()`, which empties this instance's
 * cache and, with several instances on PostgreSQL, tells the others over the
 * bus (server/page-cache-sync.ts). Entries also expire after `ttlMs`.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The CSP nonce baked into the body; swapped for the request's own when served. */
  nonce: string;
  etag: string;
  storedAt: number;
  version: number;
};

export class PageCache {
  private entries = new Map<string, CachedPage>();
  private generation = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  hits = 0;
  misses = 0;

  constructor(options: { maxEntries?: number; ttlMs?: number } = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.ttlMs = options.ttlMs ?? 60_000;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== this.generation || now - entry.storedAt > this.ttlMs) {
      if (entry) this.entries.delete(key);
      this.misses += 1;
      return undefined;
    }
    // Refresh recency (Map keeps insertion order: oldest first).
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry;
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
  set(key: string, page: Omit<CachedPage, "etag" | "storedAt" | "version"> & { version?: number }, now = Date.now()): CachedPage {
    const { version = this.generation, ...rest } = page;
    const neutral = page.nonce ? page.body.toString("latin1").split(page.nonce).join("") : page.body.toString("latin1");
    const etag = `W/"${crypto.createHash("sha1").update(neutral).digest("base64url")}"`;
    const entry: CachedPage = { ...rest, etag, storedAt: now, version };
    if (version !== this.generation) return entry;
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  /** Empties this instance's cache (only; `invalidatePages()` also tells the other instances). */
  invalidate() {
    this.generation += 1;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

export const pageCache = new PageCache();

let publishInvalidation: (() => void) | null = null;

/** Set by server/page-cache-sync.ts when several instances share a database: tells the others. */
export function setPageInvalidationPublisher(publish: (() => void) | null) {
  publishInvalidation = publish;
}

/** Call after any change to content that public pages show (articles, products…), once it is committed. */
export function invalidatePages() {
  pageCache.invalidate();
  publishInvalidation?.();
}
