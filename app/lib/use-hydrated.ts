import { startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during server rendering and hydration, true once React runs in the browser. The component that
 * calls it renders again at once (synchronously) after hydration: keep it to small leaves, not to a whole
 * form (see `hydrating`).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * As `useHydrated`, but the render that turns it true comes after hydration in a task of its own, as a
 * transition (interruptible, after the page's effects have run), instead of synchronously inside the task
 * that runs the page's effects. For parts that only get richer once React runs (a toolbar, an upload button)
 * on a page whose start is already heavy; on a client navigation it is true at once.
 */
export function useHydratedLater(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

let hydrationDone = false;

/**
 * True while the server renders and while the browser hydrates the page it sent, false for every render
 * after (a later render or a client navigation). Unlike `useHydrated` it schedules no render of its own:
 * for a value that only the server's HTML needs (an `autofocus`), where rendering a whole form again
 * after hydration would cost a long task.
 */
export function hydrating(): boolean {
  return !hydrationDone;
}

/** Called once by the root: the first commit in the browser ends hydration. */
export function useMarkHydrated(): void {
  useLayoutEffect(() => {
    hydrationDone = true;
  }, []);
}
