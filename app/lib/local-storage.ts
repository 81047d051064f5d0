import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

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

/**
 * As `useLocalStorage`, but a change reaches the reader as a transition: a write from an event handler
 * (a form's save) lets the browser paint its answer first, and the reader's render that follows may be
 * interrupted. React renders an external store's change at once (`useSyncExternalStore` has no transition),
 * so this reader keeps the text in state instead. Updates the handler makes in `startTransition` land in the
 * same render as the stored text.
 */
export function useLocalStorageInTransition(key: string): string | null | undefined {
  const [text, setText] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setText(read(key));
    return subscribe(() => startTransition(() => setText(read(key))));
  }, [key]);
  return text;
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
