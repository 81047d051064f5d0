/**
 * The signal "content that public pages show has changed". The domain raises it after a commit
 * (articles, products…); the HTTP side (server/page-cache.ts) listens, empties its page cache and
 * tells the other instances (server/page-cache-sync.ts). Kept here, outside the app bundle, so the
 * bundled and the native copies of a domain module reach the same listeners.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

/** Call after any change to content that public pages show, once it is committed. */
export function invalidatePages(): void {
  for (const listener of listeners) listener();
}

/** Adds a listener; returns the function that removes it. */
export function onPagesInvalidated(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
