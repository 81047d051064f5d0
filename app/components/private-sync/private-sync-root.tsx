import { useEffect } from "react";

/**
 * Keeps the browser's health data in step with the signed-in member's private sync: it follows the
 * member (loading this device's keys if it unlocked her vault before), sends what was saved offline when
 * the browser is back online, and, when she signs out, takes her entries and keys out of the browser.
 * The sync code loads only for a member, or to clear a browser a member left.
 */
const BOOK_KEY = "wellnessPrivateSync";

function browserFollowsSomeone(): boolean {
  try {
    return /"owner":"/.test(window.localStorage.getItem(BOOK_KEY) ?? "");
  } catch {
    return false;
  }
}

export function PrivateSyncRoot({ userId }: { userId: string | null }) {
  useEffect(() => {
    if (!userId && !browserFollowsSomeone()) return;
    let online: (() => void) | null = null;
    void import("./engine.ts").then((engine) => {
      void engine.follow(userId);
      if (!userId) return;
      online = () => void engine.flush();
      window.addEventListener("online", online);
    });
    return () => {
      if (online) window.removeEventListener("online", online);
    };
  }, [userId]);
  return null;
}
