import { LifeBuoy } from "lucide-react";
import { CRISIS_COPY, EATING_DISORDER_SUPPORT, type CrisisLine } from "#app/content/crisis.ts";
import { crisisHelpFor, type ReaderRegion } from "#app/domain/safety/crisis-help.ts";
import type { RiskKind } from "#app/domain/safety/risk.ts";
import { cn } from "#app/lib/cn.ts";

const linkClass = "font-medium text-primary underline underline-offset-2";

function smsHref(sms: NonNullable<CrisisLine["sms"]>): string {
  return `sms:${sms.to}${sms.body ? `?&body=${encodeURIComponent(sms.body)}` : ""}`;
}

function Line({ line }: { line: CrisisLine }) {
  return (
    <li data-crisis-line={line.kind}>
      <span className="font-semibold">
        {line.url ? (
          <a href={line.url} className={linkClass} rel="noopener">
            {line.name}
          </a>
        ) : (
          line.name
        )}
        :
      </span>{" "}
      {line.how}{" "}
      {line.tel ? (
        <a href={`tel:${line.tel}`} className={linkClass}>
          Call
        </a>
      ) : null}
      {line.tel && line.sms ? " · " : null}
      {line.sms ? (
        <a href={smsHref(line.sms)} className={linkClass}>
          Text
        </a>
      ) : null}
    </li>
  );
}

/**
 * The site's one crisis help box, written for the kind of risk the reader signalled: what to do now (the
 * emergency number worded for the kind, then the kind's steps), then the lines that fit it (domestic abuse,
 * sexual violence, poisons, eating disorders, pregnancy). It shows the reader's region's lines when the page knows it (`region`)
 * and both the UK's and the US's otherwise. Plain server-rendered HTML: reading pages carry it without a script.
 * `compact` (above a chat room) keeps it one tap away without pushing the conversation off a phone's screen.
 */
export function CrisisResources({
  className,
  note,
  compact = false,
  region = null,
  kind = "self-harm",
  eatingDisorders = false,
}: {
  className?: string;
  note?: string;
  compact?: boolean;
  region?: ReaderRegion;
  kind?: RiskKind;
  /** Adds eating-disorder support (Beat, NEDA), e.g. with a BMI below the healthy range. */
  eatingDisorders?: boolean;
}) {
  const help = crisisHelpFor(region, kind);
  const body = (
    <>
      {help.groups.map((group) => (
        <div key={group.region} className="mt-2" data-crisis-region={group.region}>
          {help.groups.length > 1 ? <p className="font-semibold">{group.title}</p> : null}
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {/* What to do now (the emergency number first) comes before any line to read about. */}
            {group.lines
              .filter((line) => line.kind === "emergency")
              .map((line) => (
                <Line key={line.name} line={line} />
              ))}
            {group.now.map((step) => (
              <li key={step} data-crisis-step>
                {step}
              </li>
            ))}
            {group.lines
              .filter((line) => line.kind !== "emergency")
              .map((line) => (
                <Line key={line.name} line={line} />
              ))}
          </ul>
        </div>
      ))}
      {eatingDisorders && kind !== "eating-disorder" ? (
        <div className="mt-2" data-eating-disorder-support>
          <p className="font-semibold">Support with eating and body image</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {EATING_DISORDER_SUPPORT.filter((s) => region === null || s.region === region).map((support) => (
              <li key={support.name}>
                <a href={support.url} className={linkClass} rel="noopener">
                  {support.name}
                </a>{" "}
                ({support.region}): {support.how}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-2">{help.elsewhere}</p>
      {note ? <p className="mt-2 text-muted-foreground">{note}</p> : null}
    </>
  );
  if (compact) {
    return (
      <aside
        // Named by its visible summary, so a page carrying the full box too has two distinct landmarks.
        aria-label={CRISIS_COPY.summary}
        data-crisis-resources
        className={cn("rounded-xl border border-primary/30 bg-primary-soft/60 px-4 py-3 text-sm", className)}
      >
        <details>
          <summary className="flex cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
            <LifeBuoy className="size-4 text-primary" aria-hidden="true" />
            {CRISIS_COPY.summary}
          </summary>
          {body}
        </details>
      </aside>
    );
  }
  return (
    <aside
      aria-label={help.heading}
      data-crisis-resources
      data-crisis-kind={kind}
      className={cn("rounded-xl border border-primary/30 bg-primary-soft/60 p-4 text-sm text-foreground", className)}
    >
      <h2 className="flex items-center gap-2 font-sans text-base font-semibold">
        <LifeBuoy className="size-4 text-primary" aria-hidden="true" />
        {help.heading}
      </h2>
      {body}
    </aside>
  );
}
