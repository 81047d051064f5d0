import { useMemo } from "react";
import { Link } from "react-router";
import { ArrowLeft, Printer } from "lucide-react";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { CYCLE_LOG_STORAGE_KEY, flowLabel, parseCycleLog, symptomLabel } from "#app/domain/toolkit/cycle-log.ts";
import { cycleConcerns, doctorSummary } from "#app/domain/toolkit/cycle-insights.ts";
import { ageFrom, CYCLE_BIRTH_YEAR_STORAGE_KEY, GAP_DAYS, readBirthYear } from "#app/domain/toolkit/cycle-now.ts";
import { useToday } from "#app/components/toolkit/use-today.ts";
import { useLocalStorage } from "#app/lib/local-storage.ts";
import { publicPageHeaders } from "#app/lib/http.ts";
import { siteName } from "#app/lib/site.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";

/**
 * A printable summary of her cycle log for a doctor: made in the browser from the entries on this device
 * (decrypted there when she uses private sync). The page the server sends holds none of her data, and
 * nothing of it is sent anywhere: she prints it or saves it as a PDF.
 */
function formatDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

export default function DoctorSummary() {
  const raw = useLocalStorage(CYCLE_LOG_STORAGE_KEY);
  const log = useMemo(() => parseCycleLog(raw ?? null).log, [raw]);
  const today = useToday();
  const rawBirthYear = useLocalStorage(CYCLE_BIRTH_YEAR_STORAGE_KEY);
  const ctx = useMemo(
    () => (today === undefined ? null : { today, age: ageFrom(readBirthYear(rawBirthYear, today), today) }),
    [today, rawBirthYear],
  );
  const summary = useMemo(() => (ctx ? doctorSummary(log, ctx) : null), [log, ctx]);
  const concerns = useMemo(() => (ctx ? cycleConcerns(log, ctx) : []), [log, ctx]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 print:max-w-none print:p-0 sm:px-6">
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Link to="/wellness-toolkit?tab=cycle" className={buttonVariants({ variant: "outline" })}>
          <ArrowLeft aria-hidden="true" /> Back to the Cycle Tracker
        </Link>
        {summary && (
          <Button type="button" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Print or save as PDF
          </Button>
        )}
      </div>
      <h1 className="text-3xl font-semibold">Cycle summary for my doctor</h1>
      {raw === undefined || ctx === null ? (
        <p role="status" className="mt-4 text-muted-foreground">
          Reading your entries on this device…
        </p>
      ) : !summary ? (
        <p className="mt-4 text-muted-foreground">
          There are no cycle entries on this device. Log your periods in the Cycle Tracker first (or unlock private sync
          there).
        </p>
      ) : (
        <div className="mt-4 grid gap-6">
          <p>
            {formatDate(summary.from)} to {formatDate(summary.to)}: {summary.periods}{" "}
            {summary.periods === 1 ? "period" : "periods"} logged.
            {summary.averageCycle !== null &&
              ` Average cycle ${summary.averageCycle} days${summary.gaps.length ? " (gaps of a year or more left out)" : ""}.`}
            {summary.averagePeriod !== null &&
              ` Average period ${summary.averagePeriod} days (periods with an end date).`}
            {summary.ongoingDays !== null &&
              ` The latest period is still going on: ${summary.ongoingDays} days so far.`}
          </p>
          {summary.advice && (
            <section data-cycle-now>
              <h2 className="text-lg font-semibold">{summary.advice.title}</h2>
              <p className="mt-1 text-sm">{summary.advice.detail}</p>
              <ul className="mt-2 list-disc pl-6 text-sm">
                {summary.advice.advice.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {summary.advice.urgent && <p className="mt-2 text-sm font-medium">{summary.advice.urgent}</p>}
            </section>
          )}
          {summary.gapWords && (
            <p className="text-sm" data-cycle-gaps>
              <span className="font-semibold">{summary.gapWords.title}. </span>
              {summary.gapWords.detail}
            </p>
          )}
          <p className="text-sm">{summary.ranges}</p>
          <table className="w-full border-collapse text-sm">
            <caption className="mb-2 text-left font-semibold">Periods and cycles</caption>
            <thead>
              <tr className="border-b border-border text-left">
                <th className="py-2 pr-3">Period started</th>
                <th className="py-2 pr-3">Period length</th>
                <th className="py-2 pr-3">Cycle length</th>
                <th className="py-2 pr-3">Flow</th>
                <th className="py-2">Symptoms</th>
              </tr>
            </thead>
            <tbody>
              {summary.cycles.map((cycle) => (
                <tr key={cycle.start} className="border-b border-border align-top">
                  <td className="py-2 pr-3">{formatDate(cycle.start)}</td>
                  <td className="py-2 pr-3">
                    {cycle.periodDays !== null
                      ? `${cycle.periodDays} days`
                      : cycle.cycleDays === null && summary.ongoingDays !== null
                        ? `ongoing, ${summary.ongoingDays} days so far`
                        : "end not logged"}
                  </td>
                  <td className="py-2 pr-3">
                    {cycle.cycleDays === null
                      ? "current"
                      : cycle.cycleDays >= GAP_DAYS
                        ? `${cycle.cycleDays} days: gap, left out of averages`
                        : `${cycle.cycleDays} days`}
                  </td>
                  <td className="py-2 pr-3">{flowLabel(cycle.entry.flow)}</td>
                  <td className="py-2">
                    {cycle.entry.symptoms.length} {cycle.entry.symptoms.length === 1 ? "symptom" : "symptoms"}
                    {cycle.entry.symptoms.length > 0 && `: ${cycle.entry.symptoms.map(symptomLabel).join(", ")}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {summary.symptomCounts.length > 0 && (
            <section>
              <h2 className="text-lg font-semibold">Symptoms across cycles</h2>
              <ul className="mt-2 list-disc pl-6 text-sm">
                {summary.symptomCounts.map((s) => (
                  <li key={s.symptom}>
                    {s.label}: in {s.periods} of {summary.periods} cycles
                  </li>
                ))}
              </ul>
            </section>
          )}
          {concerns.length > 0 && (
            <section>
              <h2 className="text-lg font-semibold">Patterns noted by the tracker</h2>
              <ul className="mt-2 list-disc pl-6 text-sm">
                {concerns.map((c) => (
                  <li key={c.id}>
                    {c.title}: {c.detail}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className="text-xs text-muted-foreground">
            Made by the Cycle Tracker on {siteName()} from entries the patient logged herself. Notes are not included.
          </p>
        </div>
      )}
    </div>
  );
}

export const meta = () => [
  { title: `Cycle summary for my doctor | ${siteName()}` },
  { name: "robots", content: "noindex" },
];

export const headers = publicPageHeaders;

/** Kept by the page cache (app/lib/page-cache-policy.ts). */
export const handle = { pageCache: contentPage() };
