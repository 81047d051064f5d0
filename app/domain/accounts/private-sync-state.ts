import type { HealthEntry, HealthLog } from "#app/domain/toolkit/health-log.ts";
import { normaliseEntry } from "#app/domain/toolkit/health-log.ts";
import { readEntry, type CycleEntry, type CycleLog } from "#app/domain/toolkit/cycle-log.ts";
import type { CompletedQuizzes } from "#app/domain/quizzes/scoring.ts";

/**
 * Private sync's bookkeeping in the browser, as pure functions over plain values: when each entry was
 * saved here, which saves wait to be sealed and sent, and how a decrypted record from the account meets
 * the browser's own entries (per entry, the later save wins; a deleted cycle entry is a record whose value
 * is null, so a deletion travels like a save).
 */

export type Kind = "day" | "quiz" | "cycle";
export const KINDS: Kind[] = ["day", "quiz", "cycle"];
/** Save time given to entries saved before save times were kept: older than any real save. */
export const UNKNOWN_SAVE_TIME = "1970-01-01T00:00:00.000Z";

export type SyncBook = {
  /** The member whose private sync this browser follows (null: nobody's; the entries are the browser's). */
  owner: string | null;
  savedAt: Record<Kind, Record<string, string>>;
  /** Saves not yet sent: "kind:key" → the save time that must reach the account. */
  pending: Record<string, string>;
};

export type LocalData = { day: HealthLog; quiz: CompletedQuizzes; cycle: CycleLog };

/** What a sealed record holds once opened. */
export type RecordValue = { kind: Kind; key: string; savedAt: string; value: unknown };

export const emptyBook = (): SyncBook => ({ owner: null, savedAt: { day: {}, quiz: {}, cycle: {} }, pending: {} });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === "string"),
  );
}

export function parseBook(raw: string | null): SyncBook {
  if (!raw) return emptyBook();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return emptyBook();
    const times = isRecord(parsed.savedAt) ? parsed.savedAt : {};
    return {
      owner: typeof parsed.owner === "string" ? parsed.owner : null,
      savedAt: { day: stringMap(times.day), quiz: stringMap(times.quiz), cycle: stringMap(times.cycle) },
      pending: stringMap(parsed.pending),
    };
  } catch {
    return emptyBook();
  }
}

export const recordName = (kind: Kind, key: string) => `${kind}:${key}`;

export function splitName(name: string): { kind: Kind; key: string } | null {
  const at = name.indexOf(":");
  const kind = name.slice(0, at) as Kind;
  return at > 0 && KINDS.includes(kind) ? { kind, key: name.slice(at + 1) } : null;
}

/** A save made in this browser: remembered, and queued when the browser follows a member's private sync. */
export function noteSave(book: SyncBook, kind: Kind, key: string, savedAt: string): SyncBook {
  const next = structuredClone(book);
  next.savedAt[kind][key] = savedAt;
  if (next.owner) next.pending[recordName(kind, key)] = savedAt;
  return next;
}

/** Every entry of the browser queued (setting up or unlocking private sync here adds them to it). */
export function queueEverything(book: SyncBook, local: LocalData): SyncBook {
  const next = structuredClone(book);
  for (const kind of KINDS) {
    const keys = new Set([...Object.keys(local[kind]), ...(kind === "cycle" ? Object.keys(next.savedAt.cycle) : [])]);
    for (const key of keys) {
      const savedAt = next.savedAt[kind][key] ?? UNKNOWN_SAVE_TIME;
      next.savedAt[kind][key] = savedAt;
      next.pending[recordName(kind, key)] = savedAt;
    }
  }
  return next;
}

/** The record a queued save becomes (value null: a cycle entry deleted here). */
export function outgoing(local: LocalData, name: string, savedAt: string): RecordValue | null {
  const split = splitName(name);
  if (!split) return null;
  const value = local[split.kind][split.key] ?? null;
  if (value === null && split.kind !== "cycle") return null;
  return { kind: split.kind, key: split.key, savedAt, value };
}

function readValue(
  record: RecordValue,
): HealthEntry | { score: number; totalPossibleScore: number } | CycleEntry | null {
  if (record.value === null) return null;
  if (record.kind === "cycle") return readEntry(record.key, record.value);
  if (!isRecord(record.value)) return null;
  if (record.kind === "day") return normaliseEntry(record.value);
  const { score, totalPossibleScore } = record.value;
  return typeof score === "number" && typeof totalPossibleScore === "number" ? { score, totalPossibleScore } : null;
}

/** Checks an opened record's shape; null when it is not one of ours. */
export function readRecord(raw: unknown): RecordValue | null {
  if (!isRecord(raw)) return null;
  const { kind, key, savedAt, value } = raw;
  if (typeof kind !== "string" || !KINDS.includes(kind as Kind) || typeof key !== "string") return null;
  if (typeof savedAt !== "string" || Number.isNaN(Date.parse(savedAt))) return null;
  return { kind: kind as Kind, key, savedAt, value: value ?? null };
}

/**
 * The account's records meet the browser's entries: per entry, the later save wins. Saves still queued
 * here are newer than what the account sent back only if they are later; equal times keep the local one.
 */
export function mergeRecords(
  book: SyncBook,
  local: LocalData,
  records: RecordValue[],
): { book: SyncBook; local: LocalData } {
  const next = structuredClone(book);
  const data: LocalData = { day: { ...local.day }, quiz: { ...local.quiz }, cycle: { ...local.cycle } };
  for (const record of records) {
    const mine = next.savedAt[record.kind][record.key];
    if (mine !== undefined && Date.parse(mine) >= Date.parse(record.savedAt)) continue;
    const value = readValue(record);
    if (value === null && record.value !== null) continue;
    next.savedAt[record.kind][record.key] = record.savedAt;
    delete next.pending[recordName(record.kind, record.key)];
    const target = data[record.kind] as Record<string, unknown>;
    if (value === null) delete target[record.key];
    else target[record.key] = value;
  }
  return { book: next, local: data };
}

/** After a send: what was sent leaves the queue, unless it was saved again meanwhile. */
export function markSent(book: SyncBook, sent: Record<string, string>): SyncBook {
  const next = structuredClone(book);
  for (const [name, savedAt] of Object.entries(sent)) if (next.pending[name] === savedAt) delete next.pending[name];
  return next;
}
