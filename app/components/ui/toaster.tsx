import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import type { ShowToastOptions, Toast, ToastApi } from "#app/lib/toast.ts";

/**
 * Toasts (5000 ms, at most one on screen, swipe right to dismiss).
 * `showToast` can be called from anywhere; the first call loads the toast
 * region (sonner) on demand, so pages that never toast ship none of it.
 * `<FlashToast>` shows a toast the server sent (app/lib/toast.server.ts: a
 * redirect's flash cookie, read by the root loader, or an action's data).
 * The one toast API of the browser.
 */
export type { ShowToastOptions };

let api: ToastApi | null = null;
let requested = false;
const queue: ShowToastOptions[] = [];
const listeners = new Set<() => void>();

/** Show a toast, replacing any toast already on screen. */
export function showToast(options: ShowToastOptions) {
  if (api) return api.show(options);
  queue.push(options);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

const ToasterRegion = lazy(() => import("#app/components/ui/toaster-region.tsx"));

/** Mount once in the root layout. */
export function Toaster() {
  const [load, setLoad] = useState(requested);
  useEffect(() => {
    const listener = () => setLoad(true);
    listeners.add(listener);
    if (requested) setLoad(true);
    return () => void listeners.delete(listener);
  }, []);
  const onReady = useCallback((ready: ToastApi) => {
    api = ready;
    // Toasts asked for while the region loaded: only the newest is shown (one at a time).
    const newest = queue.splice(0).at(-1);
    if (newest) ready.show(newest);
  }, []);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <ToasterRegion onReady={onReady} />
    </Suspense>
  );
}

/** Shows a toast the server sent, once per toast (its id). */
export function FlashToast({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  return null;
}
