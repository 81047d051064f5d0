import { HeartHandshake } from "lucide-react";
import { CrisisResources } from "#app/components/safety/crisis-resources.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import type { HealthLog } from "#app/domain/toolkit/health-log.ts";
import { healthRuns, runSignpost } from "#app/domain/toolkit/health-runs.ts";

/** A gentle word when her log shows a run of low mood or very short sleep; nothing for a bad day or two. */
export function HealthRuns({ log, today }: { log: HealthLog; today: string }) {
  const runs = healthRuns(log, today);
  if (runs.length === 0) return null;
  return (
    <Card className="gap-3 border-gold/60 py-5" data-health-runs>
      <CardHeader className="flex-row items-center gap-2 px-5">
        <HeartHandshake className="size-5 text-primary" aria-hidden="true" />
        <CardTitle className="text-lg">Worth talking to someone</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-5 text-sm">
        {runs.map((run) => {
          const signpost = runSignpost(run, today);
          return (
            <div key={run.kind} className="grid gap-1" data-health-run={run.kind}>
              <p className="font-semibold">{signpost.title}</p>
              <p>{signpost.text}</p>
              <p className="text-muted-foreground">
                Source:{" "}
                <a href={signpost.source.url} className="underline" rel="noopener noreferrer" target="_blank">
                  {signpost.source.title}
                </a>
              </p>
            </div>
          );
        })}
        {runs.some((run) => run.kind === "low-mood") && <CrisisResources kind="distress" />}
      </CardContent>
    </Card>
  );
}
