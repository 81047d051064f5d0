import crypto from "node:crypto";
import { analytics } from "#platform/analytics.ts";
import { clientKey } from "#platform/client-key.ts";
import { getQuiz } from "#app/domain/quizzes/scoring.ts";

/** Longest search term kept. */
const MAX_TERM_LENGTH = 100;

/** The search route's hook: a term that found nothing is counted (lower-cased, spaces collapsed). */
export function recordSearch(term: string, resultCount: number) {
  if (resultCount > 0) return;
  const normalized = term.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim().slice(0, MAX_TERM_LENGTH);
  if (normalized) analytics.count("search-empty", normalized);
}

/** A newsletter form accepted, counted under the page it was sent from. */
export function recordSignup(page: string) {
  analytics.count("signup", page);
}

export const QUIZ_EVENTS = ["quiz-start", "quiz-complete"] as const;
export type QuizEvent = (typeof QUIZ_EVENTS)[number];

/** A quiz started or completed in the browser (the beacon); unknown quizzes are refused. */
export function recordQuizEvent(event: QuizEvent, quizId: string): boolean {
  if (!getQuiz(quizId)) return false;
  analytics.count(event, quizId);
  return true;
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
