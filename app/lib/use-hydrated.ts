import { useLayoutEffect, useSyncExternalStore } from "react";

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
