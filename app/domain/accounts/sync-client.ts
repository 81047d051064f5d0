import {
  HEALTH_LOG_STORAGE_KEY,
  parseHealthLog,
  serialiseHealthLog,
  type HealthEntry,
  type HealthLog,
} from "#app/domain/toolkit/health-log.ts";
import {
  COMPLETED_QUIZZES_STORAGE_KEY,
  parseCompletedQuizzes,
  type CompletedQuizzes,
} from "#app/domain/quizzes/scoring.ts";
import type { SyncedDay, SyncedQuiz } from "#app/domain/accounts/sync-rules.ts";
import { writeLocalStorage } from "#app/lib/local-storage.ts";
import { SYNC_STORAGE_KEY } from "#app/domain/accounts/sync-key.ts";

/**
 * The browser side of "tracker and quiz results that follow the member".
 *
 * The tracker and the quizzes keep reading and writing the spec's keys (`healthTrackerLog`,
 * `completedQuizzes`); for visitors nothing else changes. This module keeps, under its own key, when each
 * day and quiz was saved in this browser and, while a member is signed in, the saves not yet sent to her
 * account (the offline queue). Saves are sent at once, and again when the browser comes back online.
 *
 * - `owner`: the member whose account the spec's keys mirror now (null: they are a visitor's).
 * - On a member's first sign-in on a browser holding a visitor's entries she is offered to add them to
 *   her account (latest save per date wins) or keep them aside (`guest`), restored when she signs out.
 * - When she signs out, her account's entries leave the browser and the visitor's come back.
 */
export { SYNC_STORAGE_KEY };
export const SYNC_ENDPOINT = "/account/sync";
/** The save time given to entries made before save times were kept: older than any real save. */
export const UNKNOWN_SAVE_TIME = "1970-01-01T00:00:00.000Z";

type Times = { tracker: Record<string, string>; quizzes: Record<string, string> };
export type SyncQueue = { tracker: Record<string, SyncedDay>; quizzes: Record<string, SyncedQuiz> };
export type SyncState = {
  owner: string | null;
  savedAt: Times;
  queue: SyncQueue;
  guest: { log: string | null; quizzes: string | null } | null;
};
export type ServerState = { tracker: Record<string, SyncedDay>; quizzes: Record<string, SyncedQuiz> };

const emptyState = (): SyncState => ({
  owner: null,
  savedAt: { tracker: {}, quizzes: {} },
  queue: { tracker: {}, quizzes: {} },
  guest: null,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remove(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  window.dispatchEvent(new Event("wellness:local-storage"));
}

export function readSyncState(): SyncState {
  const raw = read(SYNC_STORAGE_KEY);
  if (!raw) return emptyState();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return emptyState();
    const state = emptyState();
    state.owner = typeof parsed.owner === "string" ? parsed.owner : null;
    if (isRecord(parsed.savedAt)) {
      state.savedAt.tracker = isRecord(parsed.savedAt.tracker)
        ? (parsed.savedAt.tracker as Record<string, string>)
        : {};
      state.savedAt.quizzes = isRecord(parsed.savedAt.quizzes)
        ? (parsed.savedAt.quizzes as Record<string, string>)
        : {};
    }
    if (isRecord(parsed.queue)) {
      state.queue.tracker = isRecord(parsed.queue.tracker) ? (parsed.queue.tracker as SyncQueue["tracker"]) : {};
      state.queue.quizzes = isRecord(parsed.queue.quizzes) ? (parsed.queue.quizzes as SyncQueue["quizzes"]) : {};
    }
    if (isRecord(parsed.guest)) {
      state.guest = {
        log: typeof parsed.guest.log === "string" ? parsed.guest.log : null,
        quizzes: typeof parsed.guest.quizzes === "string" ? parsed.guest.quizzes : null,
      };
    }
    return state;
  } catch {
    return emptyState();
  }
}

function writeSyncState(state: SyncState) {
  writeLocalStorage(SYNC_STORAGE_KEY, JSON.stringify(state));
}

function localLog(): HealthLog {
  return parseHealthLog(read(HEALTH_LOG_STORAGE_KEY)).log;
}

function localQuizzes(): CompletedQuizzes {
  return parseCompletedQuizzes(read(COMPLETED_QUIZZES_STORAGE_KEY));
}

/** Whether this browser holds entries of its own (a visitor's) that a member could add to her account. */
export function localEntryCounts(): { days: number; quizzes: number } {
  return { days: Object.keys(localLog()).length, quizzes: Object.keys(localQuizzes()).length };
}

// ------------------------------------------------------------------------------------------------
// Saves (called by the tracker and the quiz runner after they wrote the spec's keys).
// ------------------------------------------------------------------------------------------------

/** A tracker day was saved in this browser. */
export function recordTrackerSave(date: string, entry: HealthEntry, now = new Date()) {
  const state = readSyncState();
  const savedAt = now.toISOString();
  state.savedAt.tracker[date] = savedAt;
  if (state.owner) state.queue.tracker[date] = { ...entry, savedAt };
  writeSyncState(state);
  if (state.owner) void flush();
}

/** A quiz result was saved in this browser. */
export function recordQuizSave(
  quizId: string,
  result: { score: number; totalPossibleScore: number },
  now = new Date(),
) {
  const state = readSyncState();
  const savedAt = now.toISOString();
  state.savedAt.quizzes[quizId] = savedAt;
  if (state.owner) state.queue.quizzes[quizId] = { ...result, savedAt };
  writeSyncState(state);
  if (state.owner) void flush();
}

// ------------------------------------------------------------------------------------------------
// Talking to the account.
// ------------------------------------------------------------------------------------------------

/** The browser's view of her account: the server's state with the saves still queued on top. */
export function applyServerState(server: ServerState) {
  const state = readSyncState();
  const log: HealthLog = {};
  const times: Times = { tracker: {}, quizzes: {} };
  for (const [date, day] of Object.entries({ ...server.tracker, ...state.queue.tracker })) {
    log[date] = { water: day.water, sleep: day.sleep, mood: day.mood, exercise: day.exercise };
    times.tracker[date] = day.savedAt;
  }
  const quizzes: CompletedQuizzes = {};
  for (const [quizId, result] of Object.entries({ ...server.quizzes, ...state.queue.quizzes })) {
    quizzes[quizId] = { score: result.score, totalPossibleScore: result.totalPossibleScore };
    times.quizzes[quizId] = result.savedAt;
  }
  state.savedAt = times;
  writeSyncState(state);
  writeLocalStorage(HEALTH_LOG_STORAGE_KEY, serialiseHealthLog(log));
  writeLocalStorage(COMPLETED_QUIZZES_STORAGE_KEY, JSON.stringify(quizzes));
}

let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
const RETRY_MS = 30_000;

function scheduleRetry() {
  if (retryTimer || typeof window === "undefined") return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flush();
  }, RETRY_MS);
}

/**
 * Sends the queued saves (one request for all of them). On success the answer (her whole state) becomes
 * the browser's; offline or on a server error the queue stays and is sent again when the browser is back
 * online (or after 30 s); a refusal of the data itself (400) drops what could never be saved.
 */
export function flush(): Promise<void> {
  flushing ??= (async () => {
    const state = readSyncState();
    if (!state.owner) return;
    const sent = state.queue;
    if (Object.keys(sent.tracker).length === 0 && Object.keys(sent.quizzes).length === 0) return;
    // Known offline: no request (it could only fail); the `online` listener sends the queue.
    if (navigator.onLine === false) return;
    let response: Response;
    try {
      response = await fetch(SYNC_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify(sent),
      });
    } catch {
      // Offline: the `online` listener sends it later.
      if (navigator.onLine) scheduleRetry();
      return;
    }
    if (response.status === 401) return;
    if (!response.ok && response.status !== 400) {
      scheduleRetry();
      return;
    }
    // Saved (or refused for good): take what was sent out of the queue, keeping anything saved meanwhile.
    const now = readSyncState();
    for (const [date, day] of Object.entries(sent.tracker))
      if (now.queue.tracker[date]?.savedAt === day.savedAt) delete now.queue.tracker[date];
    for (const [id, result] of Object.entries(sent.quizzes))
      if (now.queue.quizzes[id]?.savedAt === result.savedAt) delete now.queue.quizzes[id];
    writeSyncState(now);
    if (response.ok) applyServerState((await response.json()) as ServerState);
    else console.warn("account sync: entries refused by the server", await response.text().catch(() => ""));
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Reads her account's state and shows it in this browser. */
export async function pull(): Promise<boolean> {
  try {
    const response = await fetch(SYNC_ENDPOINT, {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return false;
    applyServerState((await response.json()) as ServerState);
    return true;
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------------------------------------
// Signing in and out.
// ------------------------------------------------------------------------------------------------

/** What the browser should do for the member now signed in (or nobody). */
export type SyncSituation = "idle" | "offer" | "follow";

export function situation(userId: string | null): SyncSituation {
  const state = readSyncState();
  if (!userId) return "idle";
  if (state.owner === userId) return "follow";
  const counts = localEntryCounts();
  // Entries of another member left behind (she did not sign out here) are never offered to this one.
  if (state.owner === null && (counts.days > 0 || counts.quizzes > 0)) return "offer";
  return "follow";
}

/** Starts following a member's account in this browser (no entries of a visitor, or another member's left). */
export function adopt(userId: string) {
  const state = readSyncState();
  if (state.owner !== userId) {
    if (state.owner === null) state.guest = null;
    state.owner = userId;
    state.queue = { tracker: {}, quizzes: {} };
    state.savedAt = { tracker: {}, quizzes: {} };
    writeSyncState(state);
    remove(HEALTH_LOG_STORAGE_KEY);
    remove(COMPLETED_QUIZZES_STORAGE_KEY);
  }
}

/** The offer accepted: the browser's entries go to her account; per date, the latest save wins. */
export function mergeIntoAccount(userId: string) {
  const state = readSyncState();
  const log = localLog();
  const quizzes = localQuizzes();
  state.owner = userId;
  state.guest = null;
  state.queue = { tracker: {}, quizzes: {} };
  for (const [date, entry] of Object.entries(log)) {
    state.queue.tracker[date] = { ...entry, savedAt: state.savedAt.tracker[date] ?? UNKNOWN_SAVE_TIME };
  }
  for (const [quizId, result] of Object.entries(quizzes)) {
    state.queue.quizzes[quizId] = { ...result, savedAt: state.savedAt.quizzes[quizId] ?? UNKNOWN_SAVE_TIME };
  }
  writeSyncState(state);
}

/** The offer declined: the browser's entries are kept aside (back when she signs out), hers are shown. */
export function keepSeparate(userId: string) {
  const state = readSyncState();
  state.guest = { log: read(HEALTH_LOG_STORAGE_KEY), quizzes: read(COMPLETED_QUIZZES_STORAGE_KEY) };
  state.owner = userId;
  state.queue = { tracker: {}, quizzes: {} };
  state.savedAt = { tracker: {}, quizzes: {} };
  writeSyncState(state);
  remove(HEALTH_LOG_STORAGE_KEY);
  remove(COMPLETED_QUIZZES_STORAGE_KEY);
}

/** Nobody is signed in any more: her entries leave this browser and a visitor's kept aside come back. */
export function release() {
  const state = readSyncState();
  if (!state.owner) return;
  const guest = state.guest;
  writeSyncState(emptyState());
  if (guest?.log) writeLocalStorage(HEALTH_LOG_STORAGE_KEY, guest.log);
  else remove(HEALTH_LOG_STORAGE_KEY);
  if (guest?.quizzes) writeLocalStorage(COMPLETED_QUIZZES_STORAGE_KEY, guest.quizzes);
  else remove(COMPLETED_QUIZZES_STORAGE_KEY);
}
