import { useState } from "react";
import { Download } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import {
  GOALS,
  healthLogToCsv,
  moodLabel,
  trendDays,
  type HealthEntry,
  type HealthLog,
  type TrendDay,
} from "#app/domain/toolkit/health-log.ts";
import { cn } from "#app/lib/cn.ts";

type Measure = {
  key: keyof HealthEntry;
  title: string;
  unit: string;
  goal?: number;
  scaleMax: number;
  color: string;
  format: (value: number) => string;
};

const MEASURES: Measure[] = [
  { key: "water", title: "Water", unit: "glasses", goal: GOALS.water, scaleMax: 10, color: "#2f6f9e", format: String },
  { key: "sleep", title: "Sleep", unit: "hours", goal: GOALS.sleep, scaleMax: 10, color: "#6b4fa0", format: String },
  {
    key: "exercise",
    title: "Exercise",
    unit: "minutes",
    goal: GOALS.exercise,
    scaleMax: 45,
    color: "#4f7a5a",
    format: String,
  },
  { key: "mood", title: "Mood", unit: "of 5", scaleMax: 5, color: "#9e3558", format: (v) => `${v} (${moodLabel(v)})` },
];

const RANGES = [7, 30] as const;

/**
 * One formatter for every label: `toLocaleDateString` builds a new one on each call, and the 30-day chart
 * labels 120 days at once (saving a day took 370 ms at 4× CPU slow-down, most of it here: issue 62).
 */
const SHORT_DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

function shortDate(key: string) {
  const [y, m, d] = key.split("-").map(Number);
  return SHORT_DATE.format(new Date(Date.UTC(y, m - 1, d)));
}

function downloadCsv(log: HealthLog, today: string) {
  const blob = new Blob([healthLogToCsv(log)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `health-log-${today}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Beyond the spec: 7- and 30-day trends of the four measures as accessible inline SVG, and CSV export. */
export function HealthTrends({ log, today }: { log: HealthLog; today: string }) {
  const [range, setRange] = useState<(typeof RANGES)[number]>(7);
  const days = trendDays(log, today, range);
  const logged = days.filter((d) => d.entry !== null).length;
  const hasAny = Object.keys(log).length > 0;

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Your Trends</CardTitle>
          <CardDescription>
            {logged === 0
              ? `Nothing logged in the last ${range} days yet.`
              : `${logged} of the last ${range} days logged.`}
          </CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="Trend period" className="inline-flex rounded-lg bg-muted p-1">
            {RANGES.map((r) => (
              <button
                key={r}
                type="button"
                aria-pressed={range === r}
                onClick={() => setRange(r)}
                className={cn(
                  "min-h-9 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  range === r && "bg-card text-foreground shadow-sm",
                )}
              >
                {r} days
              </button>
            ))}
          </div>
          <Button variant="outline" size="sm" disabled={!hasAny} onClick={() => downloadCsv(log, today)}>
            <Download aria-hidden="true" /> Export CSV
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-6 md:grid-cols-2">
          {MEASURES.map((measure) => (
            <TrendChart key={measure.key} measure={measure} days={days} />
          ))}
        </div>
        <details className="rounded-md border border-border p-3 text-sm">
          <summary className="cursor-pointer font-medium">Show the numbers</summary>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">Health log for the last {range} days</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-1 pr-3">
                    Date
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Water (glasses)
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Sleep (hours)
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Exercise (minutes)
                  </th>
                  <th scope="col" className="py-1">
                    Mood
                  </th>
                </tr>
              </thead>
              <tbody>
                {days
                  .filter((d) => d.entry)
                  .map(({ date, entry }) => (
                    <tr key={date} className="border-b border-border/60">
                      <th scope="row" className="py-1 pr-3 font-normal">
                        {date}
                      </th>
                      <td className="py-1 pr-3">{entry!.water}</td>
                      <td className="py-1 pr-3">{entry!.sleep}</td>
                      <td className="py-1 pr-3">{entry!.exercise}</td>
                      <td className="py-1">{moodLabel(entry!.mood)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
            {logged === 0 && <p className="mt-2 text-muted-foreground">No days logged in this period.</p>}
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

const WIDTH = 320;
const HEIGHT = 130;
const PAD = { top: 10, right: 6, bottom: 22, left: 28 };

function TrendChart({ measure, days }: { measure: Measure; days: TrendDay[] }) {
  const values = days.map((d) => (d.entry ? d.entry[measure.key] : null));
  const present = values.filter((v): v is number => v !== null);
  const top = Math.max(measure.scaleMax, ...present);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const barW = Math.max(2, slot * 0.65);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;

  const average = present.length ? present.reduce((a, b) => a + b, 0) / present.length : null;
  const rounded = average === null ? null : Math.round(average * 10) / 10;
  const summary =
    rounded === null
      ? `${measure.title}: nothing logged in the last ${days.length} days.`
      : `${measure.title}: average ${rounded} ${measure.unit} over ${present.length} logged ${
          present.length === 1 ? "day" : "days"
        } in the last ${days.length} days${measure.goal ? `; daily goal ${measure.goal} ${measure.unit}` : ""}.`;

  const labelEvery = days.length <= 7 ? 1 : 7;

  return (
    <figure className="grid gap-2">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{measure.title}</span>
        <span className="text-muted-foreground">
          {rounded === null ? "No data" : `avg ${rounded} ${measure.unit}`}
          {measure.goal ? ` · goal ${measure.goal}` : ""}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="var(--color-border)" strokeWidth="1" />
        <text
          x={PAD.left - 4}
          y={y(0)}
          textAnchor="end"
          dominantBaseline="middle"
          fontSize="9"
          fill="var(--color-muted-foreground)"
        >
          0
        </text>
        <text
          x={PAD.left - 4}
          y={y(top)}
          textAnchor="end"
          dominantBaseline="middle"
          fontSize="9"
          fill="var(--color-muted-foreground)"
        >
          {top}
        </text>
        {values.map((v, i) =>
          v === null ? null : (
            <rect
              key={days[i].date}
              x={PAD.left + i * slot + (slot - barW) / 2}
              y={y(v)}
              width={barW}
              height={Math.max(0, y(0) - y(v))}
              rx={Math.min(3, barW / 2)}
              fill={measure.color}
            >
              <title>
                {`${days[i].date}: ${measure.format(v)} ${measure.key === "mood" ? "" : measure.unit}`.trim()}
              </title>
            </rect>
          ),
        )}
        {measure.goal !== undefined && (
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(measure.goal)}
            y2={y(measure.goal)}
            stroke="var(--color-foreground)"
            strokeOpacity="0.55"
            strokeDasharray="4 3"
            strokeWidth="1"
          />
        )}
        {days.map((d, i) =>
          (days.length - 1 - i) % labelEvery === 0 ? (
            <text
              key={d.date}
              x={PAD.left + i * slot + slot / 2}
              y={HEIGHT - 6}
              textAnchor="middle"
              fontSize="9"
              fill="var(--color-muted-foreground)"
            >
              {shortDate(d.date)}
            </text>
          ) : null,
        )}
      </svg>
    </figure>
  );
}
