/**
 * The signal "an article will go live at this time". The articles domain raises it after saving a
 * scheduled article; the background jobs (server/background-jobs.ts) listen and queue a
 * publish-due-articles job that starts at that time, on whichever instance takes it. Without a listener (a test, a script) nothing is queued: visibility never depends on it,
 * because every public query asks `published_at <= now()` itself.
 */
type Listener = (at: Date) => void;
const listeners = new Set<Listener>();

/** Call after a scheduled article is committed, with its publication time. */
export function announcePublication(at: Date): void {
  for (const listener of listeners) listener(at);
}

/** Adds a listener; returns the function that removes it. */
export function onPublicationScheduled(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
