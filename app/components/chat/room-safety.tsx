import { ShieldCheck } from "lucide-react";
import { CrisisResources } from "#app/components/safety/crisis-resources.tsx";
import { ROOM_CRISIS_NOTE, ROOM_GUIDELINES } from "#app/content/community/rooms.ts";

/**
 * What every chat room page shows besides the conversation: the crisis lines with the note that members, not
 * counsellors, read the room (a reader in distress may write in any room), and the guidelines.
 */
export function RoomSafety({ part = "both" }: { topic?: string; part?: "crisis" | "guidelines" | "both" }) {
  return (
    <>
      {part !== "guidelines" ? <CrisisResources compact className="mb-4" note={ROOM_CRISIS_NOTE} /> : null}
      {part !== "crisis" ? (
        <section
          aria-labelledby="room-guidelines-heading"
          className="mt-6 rounded-xl border border-border bg-card p-5 text-sm shadow-sm"
          data-room-guidelines
        >
          <h2 id="room-guidelines-heading" className="flex items-center gap-2 font-sans text-base font-semibold">
            <ShieldCheck className="size-4 text-sage" aria-hidden="true" /> Room guidelines
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
            {ROOM_GUIDELINES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
