import { CalendarRange, Stethoscope } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { CYCLE_SOURCES, cycleConcerns, estimateNextPeriod } from "#app/domain/toolkit/cycle-insights.ts";
import type { CycleLog } from "#app/domain/toolkit/cycle-log.ts";

function formatDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
}

/** The next-period estimate (a range, and only with enough cycles) and patterns worth a doctor's view. */
export function CycleInsights({ log }: { log: CycleLog }) {
  const estimate = estimateNextPeriod(log);
  const concerns = cycleConcerns(log);
  return (
    <section aria-labelledby="cycle-insights" className="grid content-start gap-4">
      <h3 id="cycle-insights" className="text-2xl font-semibold">
        Your Cycle
      </h3>
      <Card className="gap-3 py-5">
        <CardHeader className="flex-row items-center gap-2 px-5">
          <CalendarRange className="size-5 text-primary" aria-hidden="true" />
          <CardTitle className="text-lg">Next period</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 px-5">
          {estimate.kind === "range" ? (
            <>
              <p className="font-serif text-2xl font-semibold">
                {formatDate(estimate.from)} – {formatDate(estimate.to)}
              </p>
              <p className="text-sm text-muted-foreground">
                An estimate from your last {estimate.basedOn} cycles ({estimate.shortest} to {estimate.longest} days).
                Cycles vary, so your period may come outside this range. This is not contraception: do not use it to
                avoid pregnancy.
              </p>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">
              An estimate needs three complete cycles (from one period&apos;s start to the next). Log {estimate.more}{" "}
              more {estimate.more === 1 ? "period" : "periods"} to see one
              {estimate.cyclesLogged > 0 ? ` (you have ${estimate.cyclesLogged} so far)` : ""}. It will be an estimate,
              not contraception.
            </p>
          )}
        </CardContent>
      </Card>

      {concerns.length > 0 && (
        <Card className="gap-3 border-gold/50 py-5">
          <CardHeader className="flex-row items-center gap-2 px-5">
            <Stethoscope className="size-5 text-primary" aria-hidden="true" />
            <div>
              <CardTitle className="text-lg">Worth a doctor&apos;s view</CardTitle>
              <CardDescription>Patterns in your log that a doctor or gynecologist can check.</CardDescription>
            </div>
          </CardHeader>
          <CardContent className="grid gap-3 px-5">
            <ul className="grid gap-3">
              {concerns.map((concern) => (
                <li key={concern.id} className="grid gap-1">
                  <p className="font-semibold">{concern.title}</p>
                  <p className="text-sm">{concern.detail}</p>
                  <p className="text-sm text-muted-foreground">{concern.when}</p>
                </li>
              ))}
            </ul>
            <p className="text-xs text-muted-foreground">
              Sources:{" "}
              {CYCLE_SOURCES.map((source, i) => (
                <span key={source.url}>
                  {i > 0 && ", "}
                  <a href={source.url} className="underline" rel="noopener noreferrer" target="_blank">
                    {source.title}
                  </a>
                </span>
              ))}
              . This is not a diagnosis.
            </p>
          </CardContent>
        </Card>
      )}
    </section>
  );
}
