/**
 * The health tracker's rules (defaults, date limits, goals). Pure: the browser component reads and writes
 * local storage and hands the text to these functions.
 */
import { refuse, type Refusal } from "#app/lib/refusal.ts";

export const HEALTH_LOG_STORAGE_KEY = "healthTrackerLog";

export type HealthEntry = { water: number; sleep: number; mood: number; exercise: number };
export type HealthLog = Record<string, HealthEntry>;

/** Values shown for a date with nothing saved. */
export const DEFAULT_ENTRY: HealthEntry = { water: 0, sleep: 0, mood: 3, exercise: 0 };

/** Daily goals. */
export const GOALS = { water: 8, sleep: 8, exercise: 30 } as const;

/**
 * The most a day can hold, with the reason each reader is told: a day has 24 hours (1,440 minutes), and
 * 30 glasses (about 7 liters) is far beyond what anyone needs in a day; drinking much more in a short time
 * can be dangerous (hyponatraemia, NHS: https://www.nhs.uk/conditions/hyponatraemia/), so a number above
 * it is a typing slip far more often than a real day.
 */
export const DAY_LIMITS = { water: 30, sleep: 24, exercise: 1440 } as const;
export const RANGE_MESSAGES = {
  water: "Enter 30 glasses or fewer: that is already about 7 liters, far more than a day needs.",
  sleep: "Enter 24 hours or fewer: a day has 24 hours.",
  exercise: "Enter 1440 minutes or fewer: a day has 1440 minutes (24 hours).",
} as const;
export const NUMBER_MESSAGES = {
  water: "Enter the number of glasses of water as a number, like 6.",
  sleep: "Enter the hours of sleep as a number, like 7.5.",
  exercise: "Enter the minutes of exercise as a number, like 30.",
} as const;

export type HealthField = keyof typeof DAY_LIMITS;
export type HealthFieldErrors = Partial<Record<HealthField, string>>;

/**
 * The day's numbers as typed: each must be a number (an empty box counts as 0, and a negative one becomes
 * 0, as the spec says) and at most what a day can hold. Returns each field's message; empty when all fit.
 */
export function checkHealthDraft(draft: { water: string; sleep: string; exercise: string }): HealthFieldErrors {
  const errors: HealthFieldErrors = {};
  for (const field of ["water", "sleep", "exercise"] as const) {
    const text = draft[field].trim();
    if (text === "") continue;
    const value = Number(text);
    if (!Number.isFinite(value)) errors[field] = NUMBER_MESSAGES[field];
    else if (value > DAY_LIMITS[field]) errors[field] = RANGE_MESSAGES[field];
  }
  return errors;
}

/** Whether a stored day's numbers are ones a day can hold (a day read from storage or sync is checked too). */
export function withinDayLimits(entry: HealthEntry): boolean {
  return entry.water <= DAY_LIMITS.water && entry.sleep <= DAY_LIMITS.sleep && entry.exercise <= DAY_LIMITS.exercise;
}

export const MOOD_MIN = 1;
export const MOOD_MAX = 5;
export const MOOD_LABELS = ["Awful", "Bad", "Okay", "Good", "Great"] as const;

export function moodLabel(mood: number): string {
  return MOOD_LABELS[toMood(mood) - 1];
}

function toFiniteNumber(raw: unknown): number {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : Number.NaN;
  if (typeof raw === "string" && raw.trim() !== "") return Number(raw.trim());
  return Number.NaN;
}

/** Glasses of water and minutes of exercise: whole numbers; negative or non-numeric becomes 0. */
export function toWholeNumber(raw: unknown): number {
  const value = toFiniteNumber(raw);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.trunc(value);
}

/** Hours of sleep: decimals accepted (the input steps by 0.5); negative or non-numeric becomes 0. */
export function toSleepHours(raw: unknown): number {
  const value = toFiniteNumber(raw);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.round(value * 100) / 100;
}

/** Mood: a whole number from 1 to 5; anything unreadable is the default 3. */
export function toMood(raw: unknown): number {
  const value = toFiniteNumber(raw);
  if (!Number.isFinite(value)) return DEFAULT_ENTRY.mood;
  return Math.min(MOOD_MAX, Math.max(MOOD_MIN, Math.round(value)));
}

export function normaliseEntry(raw: {
  water?: unknown;
  sleep?: unknown;
  mood?: unknown;
  exercise?: unknown;
}): HealthEntry {
  return {
    water: toWholeNumber(raw.water),
    sleep: toSleepHours(raw.sleep),
    mood: toMood(raw.mood),
    exercise: toWholeNumber(raw.exercise),
  };
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-mm-dd. */
export function isDateKey(value: string): boolean {
  const match = DATE_KEY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The yyyy-mm-dd key of a moment in the browser's own time zone. */
export function localDateKey(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** The date key `days` days after (or before, when negative) `key`. */
export function shiftDateKey(key: string, days: number): string {
  const [y, m, d] = key.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

export type DateCheck = { ok: true } | Refusal<"invalid-date" | "future-date">;

/** The date cannot be later than today. */
export function checkLogDate(key: string, today: string): DateCheck {
  if (!isDateKey(key)) return refuse("invalid-date", "Please choose a valid date.");
  if (key > today) return refuse("future-date", "You can't log a future date. Please choose today or an earlier day.");
  return { ok: true };
}

export type ParsedHealthLog = {
  log: HealthLog;
  /** null: read cleanly; "unreadable": the whole entry was not a log; "partial": some days were dropped. */
  problem: null | "unreadable" | "partial";
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads the stored text. Corrupt data is reported, never thrown: the tracker starts clean instead. */
export function parseHealthLog(raw: string | null): ParsedHealthLog {
  if (raw === null || raw === "") return { log: {}, problem: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { log: {}, problem: "unreadable" };
  }
  if (!isPlainObject(parsed)) return { log: {}, problem: "unreadable" };
  const log: HealthLog = {};
  let dropped = 0;
  for (const [key, value] of Object.entries(parsed)) {
    if (!isDateKey(key) || !isPlainObject(value)) {
      dropped++;
      continue;
    }
    const entry = normaliseEntry(value);
    // A day no one can have lived (30 hours of sleep) is not shown as one: it is skipped like an unreadable day.
    if (!withinDayLimits(entry)) {
      dropped++;
      continue;
    }
    log[key] = entry;
  }
  return { log, problem: dropped > 0 ? "partial" : null };
}

export function serialiseHealthLog(log: HealthLog): string {
  return JSON.stringify(log);
}

export function entryFor(log: HealthLog, key: string): HealthEntry {
  return log[key] ?? DEFAULT_ENTRY;
}

export function withEntry(log: HealthLog, key: string, entry: HealthEntry): HealthLog {
  return { ...log, [key]: normaliseEntry(entry) };
}

/** Progress towards a goal as a whole percent, not capped. */
export function progressPercent(value: number, goal: number): number {
  return Math.round((value / goal) * 100);
}

export type TrendDay = { date: string; entry: HealthEntry | null };

/** The last `days` days ending with `today`, oldest first; days with nothing logged have entry null. */
export function trendDays(log: HealthLog, today: string, days: number): TrendDay[] {
  return Array.from({ length: days }, (_, i) => {
    const date = shiftDateKey(today, i - days + 1);
    return { date, entry: log[date] ?? null };
  });
}

export const CSV_HEADER = "date,water_glasses,sleep_hours,mood,mood_label,exercise_minutes";

/** The whole log as CSV, one row per logged day, oldest first. */
export function healthLogToCsv(log: HealthLog): string {
  const rows = Object.keys(log)
    .sort()
    .map((date) => {
      const e = log[date];
      return [date, e.water, e.sleep, e.mood, moodLabel(e.mood), e.exercise].join(",");
    });
  return [CSV_HEADER, ...rows].join("\r\n") + "\r\n";
}
