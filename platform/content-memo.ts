import { onPagesChanged } from "./page-invalidation.ts";

/**
 * Values made from public content (a page's data, its rendered markup), kept as the page cache keeps whole
 * pages (server/page-cache.ts): until content changes on any instance (the "pages changed" signal,
 * platform/page-invalidation.ts, also raised after a bus resync, when some may have been missed) and for `ttlMs` at most, so what depends on the clock (an
 * article whose publication time passed) is as fresh as a cached page. A request the page cache cannot
 * answer (a query parameter no page reads, a member's page) then costs what is personal to it, not the
 * content's queries and render again.
 */
export class ContentMemo<V> {
  private readonly entries = new Map<string, { value: Promise<V>; storedAt: number }>();
  private generation = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private following = false;

  constructor(options: { maxEntries: number; ttlMs?: number; now?: () => number } = { maxEntries: 100 }) {
    this.maxEntries = options.maxEntries;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The value kept for `key`, or `load()`'s, kept when it resolves to a value `keep` accepts (a miss, such as
   * a page that does not exist, is not kept: any made-up key could push real ones out). Requests for one key
   * share one load. A load that began before a content change is not kept: it may have read the old content.
   */
  async get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    // Follows the signal from its first value on (a memo is often made on import, which subscribes nothing).
    if (!this.following) {
      this.following = true;
      onPagesChanged(() => this.clear());
    }
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.storedAt <= this.ttlMs) {
      // Most recently used last: the first entry is the one to drop when full.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    this.entries.delete(key);
    const generation = this.generation;
    const value = load();
    const stored = { value, storedAt: now };
    this.entries.set(key, stored);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const forget = () => {
      if (this.entries.get(key) === stored) this.entries.delete(key);
    };
    value.then((loaded) => {
      if (generation !== this.generation || !keep(loaded)) forget();
    }, forget);
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
