import { useSyncExternalStore } from "react";

/**
 * What the page knows about the member's private sync, for the panels that show it: off (not set up),
 * locked (set up, not opened on this device), unlocked, and what waits to be sent.
 */
export type SyncStatus = {
  state: "signed-out" | "unknown" | "off" | "locked" | "unlocked";
  /** Rows of the old plain-text sync still on the server. */
  plain: { days: number; quizzes: number };
  /** Sealed records on the server (known while locked). */
  records: number;
  /** What she uses of her private sync's quota (known once the server answered). */
  usage: { records: number; bytes: number; quotaRecords: number; quotaBytes: number } | null;
  pending: number;
  unreadable: number;
  offline: boolean;
  syncedAt: string | null;
  error: string | null;
};

const initial: SyncStatus = {
  state: "signed-out",
  plain: { days: 0, quizzes: 0 },
  records: 0,
  usage: null,
  pending: 0,
  unreadable: 0,
  offline: false,
  syncedAt: null,
  error: null,
};

let current = initial;
const listeners = new Set<() => void>();

export function publish(change: Partial<SyncStatus>) {
  current = { ...current, error: null, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => initial,
  );
}
