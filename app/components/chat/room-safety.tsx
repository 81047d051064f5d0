import { HeartPulse, ShieldCheck } from "lucide-react";
import { CrisisResources } from "#app/components/safety/crisis-resources.tsx";
import { CRISIS_LINES } from "#app/content/crisis.ts";
import { ROOM_CRISIS_NOTE, ROOM_GUIDELINES, ROOM_STANDING_HELP } from "#app/content/community/rooms.ts";

/**
 * What every chat room page shows besides the conversation: the crisis lines with the note that members, not
 * counsellors, read the room (a reader in distress may write in any room), the room's own standing help where it
 * has one (Pregnancy & Loss: bleeding and pain in pregnancy, baby-loss lines), and the guidelines.
 */
export function RoomSafety({ topic, part = "both" }: { topic?: string; part?: "crisis" | "guidelines" | "both" }) {
  const standing = topic ? ROOM_STANDING_HELP[topic] : undefined;
  return (
    <>
      {part !== "guidelines" ? <CrisisResources compact className="mb-4" note={ROOM_CRISIS_NOTE} /> : null}
      {part !== "guidelines" && standing ? (
        <aside
          aria-label={standing.heading}
          data-room-standing-help={topic}
          className="mb-4 rounded-xl border border-primary/30 bg-card px-4 py-3 text-sm"
        >
          <details>
            <summary className="flex cursor-pointer items-start gap-2 font-semibold">
              <HeartPulse className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {standing.summary}
            </summary>
            <h2 className="mt-3 font-sans text-base font-semibold">{standing.heading}</h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              {standing.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="mt-3 font-semibold">{standing.linesHeading}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {CRISIS_LINES.filter((line) => standing.lines.includes(line.kind)).map((line) => (
                <li key={line.name} data-room-help-line={line.kind}>
                  <a href={line.url} className="font-medium text-primary underline underline-offset-2" rel="noopener">
                    {line.name}
                  </a>{" "}
                  ({line.region}): {line.how}{" "}
                  {line.tel ? (
                    <a href={`tel:${line.tel}`} className="font-medium text-primary underline underline-offset-2">
                      Call
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </details>
        </aside>
      ) : null}
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
