import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { CrisisResources } from "#app/components/safety/crisis-resources.tsx";
import type { RiskKind } from "#app/content/safety/risk-language.ts";

const HELD = "Your message went to a moderator instead of the room; this chat is read by members, not counsellors.";

const WORDS: Record<RiskKind, { title: string; body: string }> = {
  "self-harm": {
    title: "You don't have to go through this alone",
    body: `If you might act on these thoughts, call your emergency number now. The lines below can talk with you right now. ${HELD}`,
  },
  overdose: {
    title: "If you have taken too much, get help now, even if you feel fine",
    body: `Call your emergency number or go to an emergency department now: some medicines do harm that only shows later. ${HELD}`,
  },
  "medical-emergency": {
    title: "Please don't wait for replies: get medical help now",
    body: "Call your emergency number now if it is serious; the steps below say who to call. Your message is in the room, but members cannot examine you.",
  },
  "sexual-violence": {
    title: "What happened is not your fault, and you can get help",
    body: `If you are in danger or hurt, call your emergency number now. The lines below can talk with you in confidence. ${HELD}`,
  },
  abuse: {
    title: "If you are in danger, call your emergency number now",
    body: `The lines below can help you right now, in confidence. ${HELD}`,
  },
  "eating-disorder": {
    title: "You deserve support with this",
    body: "Your message is in the room. The lines below specialise in eating disorders; this chat is read by members, not counsellors.",
  },
  distress: {
    title: "It sounds like things are hard right now",
    body: "Your message is in the room. If it gets too much, the lines below can talk with you right now; this chat is read by members, not counsellors.",
  },
};

/** Shown to a member at once when her own message signals risk: help before anything else. */
export function CrisisAlert({ risk, onClose }: { risk: RiskKind; onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [risk]);
  const words = WORDS[risk];
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      data-crisis-alert={risk}
      className="mb-4 rounded-xl border-2 border-primary bg-card p-4 shadow-md focus:outline-none"
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-semibold">{words.title}</p>
          <p className="mt-1 text-sm">{words.body}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <CrisisResources className="mt-3" kind={risk} />
    </div>
  );
}
