import crypto from "node:crypto";

/**
 * Rendered pages for anonymous visitors, kept in this process's memory.
 * Only responses that a route marks `Cache-Control: public` are kept. Any
 * content change calls `invalidatePages()`; entries also expire after `ttlMs`
 * so other instances' changes show up without coordination.
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
  private version = 0;
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
    if (!entry || entry.version !== this.version || now - entry.storedAt > this.ttlMs) {
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

  set(key: string, page: Omit<CachedPage, "etag" | "storedAt" | "version">, now = Date.now()): CachedPage {
    const neutral = page.nonce ? page.body.toString("latin1").split(page.nonce).join("") : page.body.toString("latin1");
    const etag = `W/"${crypto.createHash("sha1").update(neutral).digest("base64url")}"`;
    const entry: CachedPage = { ...page, etag, storedAt: now, version: this.version };
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  invalidate() {
    this.version += 1;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

export const pageCache = new PageCache();

/** Call after any change to content that public pages show (articles, products…). */
export function invalidatePages() {
  pageCache.invalidate();
}
