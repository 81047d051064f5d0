import { lazy, Suspense, useEffect, useState } from "react";
import { SYNC_STORAGE_KEY } from "#app/domain/accounts/sync-key.ts";

const AccountSync = lazy(() =>
  import("#app/components/account-sync.tsx").then((module) => ({ default: module.AccountSync })),
);

function storedSyncState(): boolean {
  try {
    return window.localStorage.getItem(SYNC_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The tracker and quiz sync (app/components/account-sync.tsx) with the rules it carries (the quizzes'
 * scoring, the tracker's log) loads only where it has work: for a signed-in member, or in a browser a
 * member used (it puts the visitor's entries back when she signs out). A visitor's pages load none of it.
 */
export function AccountSyncWhenNeeded({ userId }: { userId: string | null }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (userId !== null || storedSyncState()) setNeeded(true);
  }, [userId]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AccountSync userId={userId} />
    </Suspense>
  );
}
