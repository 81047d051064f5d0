import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { checkLogDate, isDateKey } from "./health-log.ts";

/**
 * The cycle tracker's log: one entry per period, keyed by the day it started (yyyy-mm-dd), with the day it
 * ended (empty while it lasts), the heaviest flow, symptoms and a note. Pure: the browser component reads
 * and writes local storage (`cycleTrackerLog`) and hands the text to these functions.
 */

export const CYCLE_LOG_STORAGE_KEY = "cycleTrackerLog";
export const NOTES_MAX = 1000;

export const FLOWS = [
  { id: "spotting", label: "Spotting" },
  { id: "light", label: "Light" },
  { id: "medium", label: "Medium" },
  { id: "heavy", label: "Heavy" },
] as const;
export type Flow = (typeof FLOWS)[number]["id"];

export const SYMPTOMS = [
  { id: "cramps", label: "Cramps" },
  { id: "headache", label: "Headache" },
  { id: "bloating", label: "Bloating" },
  { id: "breast-tenderness", label: "Breast tenderness" },
  { id: "mood-changes", label: "Mood changes" },
  { id: "acne", label: "Acne" },
  { id: "fatigue", label: "Fatigue" },
  { id: "hot-flushes", label: "Hot flashes" },
  { id: "night-sweats", label: "Night sweats" },
  { id: "trouble-sleeping", label: "Trouble sleeping" },
] as const;
export type Symptom = (typeof SYMPTOMS)[number]["id"];

export type CycleEntry = { ended: string | null; flow: Flow; symptoms: Symptom[]; notes: string };
export type CycleLog = Record<string, CycleEntry>;

const FLOW_IDS = new Set<string>(FLOWS.map((f) => f.id));
const SYMPTOM_IDS = new Set<string>(SYMPTOMS.map((s) => s.id));

export function flowLabel(flow: Flow): string {
  return FLOWS.find((f) => f.id === flow)?.label ?? flow;
}

export function symptomLabel(symptom: Symptom): string {
  return SYMPTOMS.find((s) => s.id === symptom)?.label ?? symptom;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A stored or synced entry, or null when it is not one (unknown flow, bad dates, overlong note). */
export function readEntry(start: string, raw: unknown): CycleEntry | null {
  if (!isDateKey(start) || !isRecord(raw)) return null;
  const { ended, flow, symptoms, notes } = raw;
  if (typeof flow !== "string" || !FLOW_IDS.has(flow)) return null;
  if (ended !== null && (typeof ended !== "string" || !isDateKey(ended) || ended < start)) return null;
  if (!Array.isArray(symptoms) || !symptoms.every((s) => typeof s === "string" && SYMPTOM_IDS.has(s))) return null;
  if (typeof notes !== "string" || notes.length > NOTES_MAX) return null;
  return {
    ended,
    flow: flow as Flow,
    symptoms: SYMPTOMS.map((s) => s.id).filter((id) => symptoms.includes(id)),
    notes,
  };
}

export type CycleLogProblem = "unreadable" | "some-skipped" | null;

export function parseCycleLog(raw: string | null): { log: CycleLog; problem: CycleLogProblem } {
  if (raw === null) return { log: {}, problem: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { log: {}, problem: "unreadable" };
  }
  if (!isRecord(parsed)) return { log: {}, problem: "unreadable" };
  const log: CycleLog = {};
  let skipped = false;
  for (const [start, value] of Object.entries(parsed)) {
    const entry = readEntry(start, value);
    if (entry) log[start] = entry;
    else skipped = true;
  }
  return { log, problem: skipped ? "some-skipped" : null };
}

export function serialiseCycleLog(log: CycleLog): string {
  return JSON.stringify(Object.fromEntries(Object.entries(log).sort(([a], [b]) => a.localeCompare(b))));
}

export type CycleDraft = { started: string; ended: string; flow: string; symptoms: string[]; notes: string };
export type CycleFieldErrors = Partial<Record<"started" | "ended" | "flow" | "notes", string>>;

/**
 * Checks the form. `editing` is the start date of the entry being edited (it may keep its date); a date
 * that already holds another entry is refused: a day starts at most one period.
 */
export function checkCycleDraft(
  draft: CycleDraft,
  today: string,
  log: CycleLog,
  editing: string | null,
): { ok: true; start: string; entry: CycleEntry } | Refusal<"invalid"> {
  const errors: CycleFieldErrors = {};
  const started = checkLogDate(draft.started, today);
  if (!started.ok) errors.started = started.message;
  else if (draft.started !== editing && log[draft.started])
    errors.started = "You already logged a period starting on this date. Edit that entry instead.";
  if (draft.ended !== "") {
    const ended = checkLogDate(draft.ended, today);
    if (!ended.ok) errors.ended = ended.message;
    else if (started.ok && draft.ended < draft.started) errors.ended = "The period cannot end before it started.";
  }
  if (!FLOW_IDS.has(draft.flow)) errors.flow = "Choose how heavy the flow was.";
  if (draft.notes.length > NOTES_MAX)
    errors.notes = `Notes can be at most ${NOTES_MAX.toLocaleString("en-GB")} characters.`;
  const first = Object.values(errors)[0];
  if (first !== undefined) return refuse("invalid", first, { fields: errors });
  const entry = readEntry(draft.started, {
    ended: draft.ended === "" ? null : draft.ended,
    flow: draft.flow,
    symptoms: draft.symptoms.filter((s) => SYMPTOM_IDS.has(s)),
    notes: draft.notes,
  });
  if (!entry) return refuse("invalid", "This entry could not be read.", { field: "started" });
  return { ok: true, start: draft.started, entry };
}

export function withCycleEntry(log: CycleLog, start: string, entry: CycleEntry, replacing: string | null): CycleLog {
  const next = { ...log };
  if (replacing && replacing !== start) delete next[replacing];
  next[start] = entry;
  return next;
}

export function withoutCycleEntry(log: CycleLog, start: string): CycleLog {
  const next = { ...log };
  delete next[start];
  return next;
}

const DAY_MS = 86_400_000;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** One period and the cycle it begins: its length runs to the next period's start (null for the latest). */
export type Cycle = {
  start: string;
  entry: CycleEntry;
  periodDays: number | null;
  cycleDays: number | null;
};

/** The periods oldest first, each with its period length and (once the next has started) its cycle length. */
export function cycles(log: CycleLog): Cycle[] {
  const starts = Object.keys(log).sort();
  return starts.map((start, i) => {
    const entry = log[start]!;
    const next = starts[i + 1];
    return {
      start,
      entry,
      periodDays: entry.ended ? daysBetween(start, entry.ended) + 1 : null,
      cycleDays: next ? daysBetween(start, next) : null,
    };
  });
}
