/**
 * This instance's signal "content that public pages show has changed": the page cache, the content memos and
 * the search index follow it (`onPagesChanged`). It does not cross instances: the domain events that change
 * public pages do, and each instance's subscriber (server/events.ts) raises this signal when it hears one.
 * `cause`, the domain event's type, lets the page cache drop only the pages whose route declared it
 * (app/lib/page-cache-policy.ts); without one (a bus resync) every cached page goes.
 */
type PagesChanged = (cause?: string) => void;
const listeners = new Set<PagesChanged>();

/** Drops this process's cached public content that `cause` makes stale (all of it without one), before it returns. */
export function invalidatePages(cause?: string): void {
  for (const listener of [...listeners]) listener(cause);
}

/** How many follow the signal (server/no-work-on-import.test.ts: importing a module adds none). */
export function pagesChangedListeners(): number {
  return listeners.size;
}

/** Follows the signal; returns the function that stops. */
export function onPagesChanged(listener: PagesChanged): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
