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
  for (const listener of changeListeners) listener();
}

/** Adds a listener; returns the function that removes it. */
export function onPagesInvalidated(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/*
 * "Content changed", heard on this instance whether the change was made here (`invalidatePages()`) or on
 * another instance (server/page-cache-sync.ts, from the bus). For what each instance derives from the
 * content and keeps in memory, such as the search index: it rebuilds from the database on the next use.
 */
const changeListeners = new Set<Listener>();

/** Call when another instance reports a content change, or when such reports may have been lost. */
export function contentChangedElsewhere(): void {
  for (const listener of changeListeners) listener();
}

/** Adds a listener for content changes made here or elsewhere; returns the function that removes it. */
export function onContentChanged(listener: Listener): () => void {
  changeListeners.add(listener);
  return () => void changeListeners.delete(listener);
}
