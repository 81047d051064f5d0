import { clientKey } from "#platform/client-key.ts";

/**
 * Suggestions are asked for at every keystroke, so their limit is counted in memory per instance, not in
 * the database (a write per keystroke would cost more than the answer): a fixed window per client address.
 */
export const SUGGEST_LIMIT = { requests: 60, windowMs: 10_000 } as const;
const MAX_ADDRESSES = 10_000;

const windows = new Map<string, { count: number; resetAt: number }>();

/** Counts one request from `address`; false when it is over the limit for the window now running. */
export function allowSuggestion(address: string, now = Date.now()): boolean {
  const key = clientKey(address);
  let entry = windows.get(key);
  if (!entry || entry.resetAt <= now) {
    if (!entry && windows.size >= MAX_ADDRESSES) {
      for (const [key, value] of windows) if (value.resetAt <= now) windows.delete(key);
      // Still full of live windows: forget the oldest rather than grow without bound.
      if (windows.size >= MAX_ADDRESSES) windows.delete(windows.keys().next().value!);
    }
    entry = { count: 0, resetAt: now + SUGGEST_LIMIT.windowMs };
    windows.set(key, entry);
  }
  entry.count += 1;
  return entry.count <= SUGGEST_LIMIT.requests;
}
