import { CloudUpload } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import {
  adopt,
  flush,
  keepSeparate,
  localEntryCounts,
  mergeIntoAccount,
  pull,
  release,
  situation,
} from "#app/domain/accounts/sync-client.ts";

/**
 * Keeps the browser's health tracker and quiz results in step with the signed-in member's account
 * (app/domain/accounts/sync-client.ts): on her first sign-in in a browser holding entries it offers
 * to add them to her account; then it sends her saves (again when the browser is back online) and shows her
 * account's entries. Visitors: it does nothing.
 */
export function AccountSync({ userId }: { userId: string | null }) {
  const [offer, setOffer] = useState<{ days: number; quizzes: number } | null>(null);

  useEffect(() => {
    if (!userId) {
      release();
      setOffer(null);
      return;
    }
    if (situation(userId) === "offer") {
      setOffer(localEntryCounts());
      return;
    }
    adopt(userId);
    void flush().then(pull);
  }, [userId]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, []);

  if (!offer || !userId) return null;

  const what = [
    offer.days > 0 ? `${offer.days} health tracker ${offer.days === 1 ? "day" : "days"}` : null,
    offer.quizzes > 0 ? `${offer.quizzes} quiz ${offer.quizzes === 1 ? "result" : "results"}` : null,
  ]
    .filter(Boolean)
    .join(" and ");

  function choose(merge: boolean) {
    if (!userId) return;
    if (merge) mergeIntoAccount(userId);
    else keepSeparate(userId);
    setOffer(null);
    void flush()
      .then(pull)
      .then(() =>
        showToast(
          merge
            ? {
                title: "Added to your account",
                description: "Your entries from this browser now follow you to any device.",
              }
            : {
                title: "Kept on this browser",
                description: "They come back here when you sign out. Your account's entries are shown now.",
              },
        ),
      );
  }

  return (
    <section
      aria-labelledby="account-sync-offer"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-xl rounded-xl border border-border bg-card p-5 shadow-lg"
    >
      <h2 id="account-sync-offer" className="flex items-center gap-2 text-lg font-semibold">
        <CloudUpload className="size-5 text-primary" aria-hidden="true" /> Add this browser&apos;s entries to your
        account?
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        This browser holds {what} saved before you logged in. Add them to your account so they appear on any device
        (where a day was saved in both places, the latest save wins), or keep them on this browser only.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="button" onClick={() => choose(true)}>
          Add to my account
        </Button>
        <Button type="button" variant="outline" onClick={() => choose(false)}>
          Keep on this browser only
        </Button>
      </div>
    </section>
  );
}
