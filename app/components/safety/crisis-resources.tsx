import { LifeBuoy } from "lucide-react";
import { CRISIS_RESOURCES } from "#app/content/crisis.ts";
import { cn } from "#app/lib/cn.ts";

/** The crisis lines, as a box; `note` adds a line for the place it sits in (e.g. a chat room). */
export function CrisisResources({
  className,
  note,
  compact = false,
}: {
  className?: string;
  note?: string;
  compact?: boolean;
}) {
  if (compact) {
    // Above a chat room: the lines stay one tap away without pushing the conversation off a phone's screen.
    return (
      <aside
        aria-label={CRISIS_RESOURCES.heading}
        data-crisis-resources
        className={cn("rounded-xl border border-primary/30 bg-primary-soft/60 px-4 py-3 text-sm", className)}
      >
        <details>
          <summary className="flex cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
            <LifeBuoy className="size-4 text-primary" aria-hidden="true" />
            In crisis? Call your emergency number, 988 (US) or Samaritans 116 123 (UK).
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {CRISIS_RESOURCES.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {note ? <p className="mt-2 text-muted-foreground">{note}</p> : null}
        </details>
      </aside>
    );
  }
  return (
    <aside
      aria-labelledby="crisis-resources-heading"
      data-crisis-resources
      className={cn("rounded-xl border border-primary/30 bg-primary-soft/60 p-4 text-sm text-foreground", className)}
    >
      <h2 id="crisis-resources-heading" className="flex items-center gap-2 font-sans text-base font-semibold">
        <LifeBuoy className="size-4 text-primary" aria-hidden="true" />
        {CRISIS_RESOURCES.heading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {CRISIS_RESOURCES.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2">
        <a href="tel:988" className="font-medium text-primary underline underline-offset-2">
          Call 988 (US)
        </a>
        {" · "}
        <a href="tel:116123" className="font-medium text-primary underline underline-offset-2">
          Call Samaritans 116 123 (UK)
        </a>
      </p>
      {note ? <p className="mt-2 text-muted-foreground">{note}</p> : null}
    </aside>
  );
}
