import crypto from "node:crypto";
import { analytics, utcDay } from "#platform/analytics.ts";
import { clientKey } from "#platform/client-key.ts";
import { getQuiz } from "#app/domain/quizzes/scoring.ts";
import { realPageOr } from "#app/domain/seo/real-pages.server.ts";

/** Longest search term kept. */
const MAX_TERM_LENGTH = 100;

/**
 * Something a person would not want in a list others read: an email address, a web address or a phone
 * number (seven digits or more, spaces and dashes allowed between them).
 */
export function looksPrivate(term: string): boolean {
  return (
    /\S@\S/.test(term) ||
    /(?:https?:|www\.|:\/\/)/i.test(term) ||
    /[\p{L}\p{N}-]\.(?:com|org|net|io|co|uk|de|fr|info|me|app|dev)\b/iu.test(term) ||
    /(?:\d[\s().-]*){7,}/.test(term)
  );
}

/** Clients whose zero-result search of the day was already counted here (a hash of day, client and term). */
const countedSearches = new Set<string>();
const MAX_COUNTED_SEARCHES = 100_000;

/**
 * The search route's hook: a term that found nothing is counted (lower-cased, spaces collapsed) once per
 * client (`clientKey` of her address) and day, so a day's count is the number of different clients who
 * searched it; the admin list shows a term only once that count reaches ANALYTICS_SEARCH_MIN_CLIENTS.
 * A term that looks like an address, a link or a phone number is never counted.
 */
export function recordSearch(term: string, resultCount: number, address = "unknown", now = new Date()) {
  if (resultCount > 0) return;
  const normalized = term.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim().slice(0, MAX_TERM_LENGTH);
  if (!normalized || looksPrivate(normalized)) return;
  const seen = crypto
    .createHash("sha256")
    .update(`${utcDay(now)}\n${clientKey(address)}\n${normalized}`)
    .digest("base64url");
  if (countedSearches.has(seen)) return;
  if (countedSearches.size >= MAX_COUNTED_SEARCHES) countedSearches.clear();
  countedSearches.add(seen);
  analytics.count("search-empty", normalized);
}

/** A newsletter form accepted, counted under the real page it was sent from (else "other"). */
export async function recordSignup(page: string) {
  analytics.count("signup", await realPageOr(page));
}

export const QUIZ_EVENTS = ["quiz-start", "quiz-complete"] as const;
export type QuizEvent = (typeof QUIZ_EVENTS)[number];

/** A quiz started or completed in the browser (the beacon); unknown quizzes are refused. */
export function recordQuizEvent(event: QuizEvent, quizId: string): boolean {
  if (!getQuiz(quizId)) return false;
  analytics.count(event, quizId);
  return true;
}

/** The request asks not to be counted (Do-Not-Track or Global Privacy Control): the beacon's rule and the quiz form's. */
export function asksNotToBeCounted(headers: Headers): boolean {
  return headers.get("DNT") === "1" || headers.get("Sec-GPC") === "1";
}

/** Runs of a quiz posted as a plain form whose start or completion this instance already counted. */
const countedRuns = new Set<string>();
const MAX_COUNTED_RUNS = 100_000;

/**
 * A quiz taken as a plain form (without script) started or completed: counted as the beacon counts it (not
 * for a request that asks not to be counted, within the beacon's limit per client address, unknown quizzes
 * refused), and once per run and event, so a step posted again (a reload that resends it) is not counted
 * twice. `run` is the id the server gave the run at its first step.
 */
export function recordQuizStep(
  event: QuizEvent,
  quizId: string,
  run: string,
  request: { headers: Headers; address: string },
): void {
  if (asksNotToBeCounted(request.headers)) return;
  const key = `${event} ${quizId} ${run}`;
  if (countedRuns.has(key)) return;
  if (!allowBeacon(request.address)) return;
  if (countedRuns.size >= MAX_COUNTED_RUNS) countedRuns.clear();
  countedRuns.add(key);
  recordQuizEvent(event, quizId);
}

/** A newsletter issue's link followed, counted as "issue id path". */
export function recordIssueClick(issueId: string, path: string) {
  analytics.count("issue-click", `${issueId} ${path}`);
}

/** Quiz events one client address may send per window (a quiz is a handful of starts and completions). */
export const BEACON_LIMIT = 30;
export const BEACON_WINDOW_MS = 10 * 60 * 1000;
const MAX_TRACKED_ADDRESSES = 10_000;
const beaconWindows = new Map<string, { count: number; resetAt: number }>();

/**
 * Whether a beacon from `address` may be counted. Kept in this instance's memory (a limit that only
 * bounds how far one client can inflate a count, not a security boundary), keyed by a hash, so no
 * address is held as such; the table is emptied when it grows past MAX_TRACKED_ADDRESSES.
 */
export function allowBeacon(address: string, now = Date.now()): boolean {
  const key = crypto.createHash("sha256").update(clientKey(address)).digest("base64url");
  let current = beaconWindows.get(key);
  if (!current || current.resetAt <= now) {
    if (beaconWindows.size >= MAX_TRACKED_ADDRESSES) beaconWindows.clear();
    current = { count: 0, resetAt: now + BEACON_WINDOW_MS };
    beaconWindows.set(key, current);
  }
  current.count += 1;
  return current.count <= BEACON_LIMIT;
}
