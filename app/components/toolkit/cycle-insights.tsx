import { AlertTriangle, CalendarRange, Stethoscope } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { CYCLE_SOURCES, cycleConcerns, cycleOutlook } from "#app/domain/toolkit/cycle-insights.ts";
import type { CycleLog } from "#app/domain/toolkit/cycle-log.ts";
import { cycleRanges, formatCycleDate, type CycleContext } from "#app/domain/toolkit/cycle-now.ts";

/**
 * Where she is today (a period going on, or late), the next-period estimate (a range, only with enough
 * cycles, never a date already past) and patterns worth a doctor's view.
 */
export function CycleInsights({ log, ctx }: { log: CycleLog; ctx: CycleContext }) {
  const outlook = cycleOutlook(log, ctx);
  const concerns = cycleConcerns(log, ctx);
  const { advice, next } = outlook;
  const date = (d: string) => formatCycleDate(d, ctx.today);
  return (
    <section aria-labelledby="cycle-insights" className="grid content-start gap-4">
      <h3 id="cycle-insights" className="text-2xl font-semibold">
        Your Cycle
      </h3>
      {advice && (
        <Card
          className="gap-3 border-gold/60 py-5"
          data-cycle-now={outlook.now.kind}
          role="region"
          aria-label={advice.title}
        >
          <CardHeader className="flex-row items-center gap-2 px-5">
            <AlertTriangle className="size-5 text-primary" aria-hidden="true" />
            <CardTitle className="text-lg">{advice.title}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 px-5 text-sm">
            <p>{advice.detail}</p>
            <ul className="grid list-disc gap-1 pl-5">
              {advice.advice.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {advice.urgent && (
              <p className="rounded-md border border-destructive/40 p-3 font-medium" data-urgent-care>
                {advice.urgent}
              </p>
            )}
          </CardContent>
        </Card>
      )}
      {next && (
        <Card className="gap-3 py-5" data-next-period>
          <CardHeader className="flex-row items-center gap-2 px-5">
            <CalendarRange className="size-5 text-primary" aria-hidden="true" />
            <CardTitle className="text-lg">
              {next.kind === "range" && next.due ? "Period due" : "Next period"}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 px-5">
            {next.kind === "range" ? (
              <>
                <p className="font-serif text-2xl font-semibold">
                  {next.due ? `Any day now, by ${date(next.to)}` : `${date(next.from)} – ${date(next.to)}`}
                </p>
                <p className="text-sm text-muted-foreground">
                  An estimate from your last {next.basedOn} cycles ({next.shortest} to {next.longest} days). Cycles
                  vary, so your period may come outside this range. This is not contraception: do not use it to avoid
                  pregnancy.
                </p>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                An estimate needs three complete cycles (from one period&apos;s start to the next)
                {outlook.gaps ? ", counted after the last gap of a year or more" : ""}. Log {next.more} more{" "}
                {next.more === 1 ? "period" : "periods"} to see one
                {next.cyclesLogged > 0 ? ` (you have ${next.cyclesLogged} so far)` : ""}. It will be an estimate, not
                contraception.
              </p>
            )}
          </CardContent>
        </Card>
      )}
      {outlook.gaps && (
        <p className="rounded-md border border-border p-3 text-sm" data-cycle-gaps>
          <span className="font-semibold">{outlook.gaps.title}. </span>
          {outlook.gaps.detail}
        </p>
      )}
      {ctx.age !== null && <p className="text-sm text-muted-foreground">{cycleRanges(ctx.age).basis}</p>}

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
          </CardContent>
        </Card>
      )}
      {(advice || concerns.length > 0) && (
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
      )}
    </section>
  );
}
