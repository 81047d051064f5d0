import { FigureTable } from "./figure-table.tsx";

/**
 * Visitors and page views per day as an SVG drawn on the server (no chart library, no script needed):
 * page views as bars, visitors as a line. Colours are the theme's tokens (CSS variables), so the chart
 * follows whichever theme the page uses. A table with the same figures follows for screen readers.
 */
type Day = { day: string; visitors: number; pageviews: number };

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 8, right: 4, bottom: 4, left: 4 };

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least `max`. */
function niceMax(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

const shortDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

export function VisitsChart({ series }: { series: Day[] }) {
  const top = niceMax(Math.max(0, ...series.map((day) => Math.max(day.pageviews, day.visitors))));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(1, series.length);
  const barWidth = Math.max(1, Math.min(40, step * 0.7));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const x = (index: number) => PAD.left + step * index + step / 2;
  const line = series
    .map((day, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(day.visitors).toFixed(1)}`)
    .join(" ");
  const first = series[0];
  const last = series[series.length - 1];

  return (
    <figure className="rounded-xl border border-border bg-card p-4 shadow-sm">
      <figcaption className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Per day (UTC)</span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-primary/35" /> Page views
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-1 w-4 rounded bg-sage" /> Visitors
        </span>
        <span className="ml-auto">Scale: 0 to {top.toLocaleString("en-GB")}</span>
      </figcaption>
      {/* Stretched to the box (the text is HTML, outside), strokes kept at their width. */}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Page views and visitors per day from ${first ? shortDate(first.day) : ""} to ${last ? shortDate(last.day) : ""}; the figures are in the table below.`}
        className="mt-3 h-48 w-full sm:h-64"
        data-testid="visits-chart"
      >
        {[0, 0.5, 1].map((fraction) => (
          <line
            key={fraction}
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(top * fraction)}
            y2={y(top * fraction)}
            style={{ stroke: "var(--color-border)" }}
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {series.map((day, index) => (
          <rect
            key={day.day}
            x={x(index) - barWidth / 2}
            y={y(day.pageviews)}
            width={barWidth}
            height={Math.max(0, y(0) - y(day.pageviews))}
            rx={Math.min(3, barWidth / 4)}
            style={{ fill: "var(--color-primary)", fillOpacity: 0.35 }}
          >
            <title>{`${shortDate(day.day)}: ${day.pageviews} page views, ${day.visitors} visitors`}</title>
          </rect>
        ))}
        {series.length > 1 ? (
          <path
            d={line}
            fill="none"
            style={{ stroke: "var(--color-sage)" }}
            strokeWidth={2.5}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
        {/* Each day's visitors as a mark across its bar (visible for a single day too). */}
        {series.map((day, index) => (
          <line
            key={day.day}
            x1={x(index) - barWidth / 2}
            x2={x(index) + barWidth / 2}
            y1={y(day.visitors)}
            y2={y(day.visitors)}
            style={{ stroke: "var(--color-sage)" }}
            strokeWidth={4}
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{first ? shortDate(first.day) : ""}</span>
        <span>{last && last !== first ? shortDate(last.day) : ""}</span>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-muted-foreground">The figures per day</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <FigureTable
            className="w-full text-left"
            headClassName="border-b border-border"
            columns={[{ label: "Day" }, { label: "Visitors", numeric: true }, { label: "Page views", numeric: true }]}
            rows={series.map((day) => ({ key: day.day, cells: [day.day, day.visitors, day.pageviews] }))}
          />
        </div>
      </details>
    </figure>
  );
}
