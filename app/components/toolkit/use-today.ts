import { useSyncExternalStore } from "react";
import { localDateKey } from "#app/domain/toolkit/health-log.ts";

function subscribeToDay(onChange: () => void) {
  // Re-check every minute so "today" rolls over at local midnight.
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
}

/** Today's yyyy-mm-dd in the browser's time zone; undefined on the server and during hydration. */
export function useToday(): string | undefined {
  return useSyncExternalStore(
    subscribeToDay,
    () => localDateKey(new Date()),
    () => undefined,
  );
}
