import { useSyncExternalStore } from "react";

/**
 * Browser local storage as a React external store. On the server and during hydration the value is
 * `undefined` (unknown), so the server HTML and the first client render agree; right after hydration the
 * stored text (or null) is read. Writes through `writeLocalStorage` notify every reader in the page, and
 * other tabs notify through the `storage` event.
 */

const CHANGE_EVENT = "wellness:local-storage";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage blocked (privacy settings): behave as if nothing is stored.
    return null;
  }
}

/** The stored text for `key`: undefined before hydration, then the text or null. */
export function useLocalStorage(key: string): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => read(key),
    () => undefined,
  );
}

/** Writes `key`; returns false when the browser refuses (storage full or blocked). */
export function writeLocalStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return true;
}
