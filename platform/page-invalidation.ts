/**
 * This instance's signal "content that public pages show has changed": the page cache, the content memos and
 * the search index follow it (`onPagesChanged`). It does not cross instances: the domain events that change
 * public pages do, and each instance's subscriber (server/events.ts) raises this signal when it hears one.
 */
const listeners = new Set<() => void>();

/** Empties every cache of public content in this process, before it returns. */
export function invalidatePages(): void {
  for (const listener of [...listeners]) listener();
}

/** Follows the signal; returns the function that stops. */
export function onPagesChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
