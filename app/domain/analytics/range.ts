import { refuse, type Refusal } from "#app/lib/refusal.ts";

/** The period of an analytics report: today, the last 7 or 30 days (today included), or two dates. */
export const RANGE_NAMES = ["day", "7d", "30d", "custom"] as const;
export type RangeName = (typeof RANGE_NAMES)[number];
export type ReportRange = { name: RangeName; from: string; to: string };

/** Longest custom period (a little over the default retention of 25 months). */
export const MAX_RANGE_DAYS = 800;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function isDate(value: string): boolean {
  return DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value;
}

/** Every UTC day from `from` to `to`, both included. */
export function daysOf(range: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The report's period from the query (`range`, and `from`/`to` for custom); a bad value is refused, with the default period to show instead. */
export function parseRange(
  params: URLSearchParams,
  today: string,
): { ok: true; range: ReportRange } | (Refusal<"bad-period"> & { range: ReportRange }) {
  const fallback: ReportRange = { name: "30d", from: addDays(today, -29), to: today };
  const name = params.get("range") ?? "30d";
  if (name === "day") return { ok: true, range: { name, from: today, to: today } };
  if (name === "7d") return { ok: true, range: { name, from: addDays(today, -6), to: today } };
  if (name === "30d") return { ok: true, range: fallback };
  if (name !== "custom") return { ...refuse("bad-period", "Unknown period."), range: fallback };
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (!isDate(from) || !isDate(to))
    return { ...refuse("bad-period", "Give both dates as YYYY-MM-DD."), range: fallback };
  if (from > to) return { ...refuse("bad-period", "The first date must not be after the last."), range: fallback };
  if (to > today) return { ...refuse("bad-period", "The last date cannot be in the future."), range: fallback };
  if (daysOf({ from, to }).length > MAX_RANGE_DAYS)
    return { ...refuse("bad-period", `At most ${MAX_RANGE_DAYS} days at once.`), range: fallback };
  return { ok: true, range: { name: "custom", from, to } };
}
