import { z } from "zod";
import { isDateKey } from "#app/domain/toolkit/health-log.ts";
import { getQuiz, maxScore } from "#app/domain/quizzes/scoring.ts";

/**
 * The tracker days and quiz results a signed-in member saves to her account. Pure: the
 * browser builds payloads with these types and the server refuses anything outside these rules, which are
 * the tracker form's and the quizzes' own (no future date, no negative amount, scores within the quiz's
 * range), checked strictly: a value the
 * tracker form would have turned into 0 (negative, non-numeric) is refused here, not coerced.
 */

/** Upper bounds for one day (the spec gives none; these keep a stored day a possible day). */
export const TRACKER_BOUNDS = { water: 100, sleep: 24, exercise: 24 * 60 } as const;
/** The earliest date a day may be logged for. */
export const EARLIEST_DATE = "2000-01-01";
/** Days one request may carry (a year and then some; a first merge of a long local log takes several requests). */
export const MAX_DAYS_PER_REQUEST = 400;

/**
 * The latest date that is "today" somewhere: the browser decides today in its own time zone (up to
 * UTC+14), so the server accepts up to that date and refuses anything later (no future dates).
 */
export function latestAllowedDate(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const savedAt = z.iso.datetime({ offset: true });

export const syncedDaySchema = z.strictObject({
  water: z.int().min(0, "Water cannot be negative.").max(TRACKER_BOUNDS.water),
  sleep: z.number().min(0, "Sleep cannot be negative.").max(TRACKER_BOUNDS.sleep),
  mood: z.int().min(1).max(5),
  exercise: z.int().min(0, "Exercise cannot be negative.").max(TRACKER_BOUNDS.exercise),
  savedAt,
});

export const syncedQuizSchema = z.strictObject({
  score: z.int().min(0),
  totalPossibleScore: z.int().min(1),
  savedAt,
});

/** What a browser sends to /account/sync: no user id, no other field. */
export const syncPayloadSchema = z.strictObject({
  tracker: z.record(z.string().max(10), syncedDaySchema).default({}),
  quizzes: z.record(z.string().max(64), syncedQuizSchema).default({}),
});

export type SyncedDay = z.infer<typeof syncedDaySchema>;
export type SyncedQuiz = z.infer<typeof syncedQuizSchema>;
export type SyncPayload = z.infer<typeof syncPayloadSchema>;

export type SyncParse = { ok: true; value: SyncPayload } | { ok: false; message: string };

/** Parses and checks a payload against the spec's rules as of `now`; save times later than `now` become `now`. */
export function parseSyncPayload(raw: unknown, now: Date): SyncParse {
  const parsed = syncPayloadSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}` };
  }
  const { tracker, quizzes } = parsed.data;
  const dates = Object.keys(tracker);
  if (dates.length > MAX_DAYS_PER_REQUEST)
    return { ok: false, message: `At most ${MAX_DAYS_PER_REQUEST} days per request.` };
  const latest = latestAllowedDate(now);
  const clamp = (iso: string) => (Date.parse(iso) > now.getTime() ? now.toISOString() : new Date(iso).toISOString());
  const outTracker: Record<string, SyncedDay> = {};
  for (const date of dates) {
    if (!isDateKey(date) || date < EARLIEST_DATE)
      return { ok: false, message: `tracker.${date.slice(0, 10)}: not a valid date.` };
    if (date > latest) return { ok: false, message: `tracker.${date}: you can't log a future date.` };
    const day = tracker[date]!;
    outTracker[date] = { ...day, sleep: Math.round(day.sleep * 100) / 100, savedAt: clamp(day.savedAt) };
  }
  const outQuizzes: Record<string, SyncedQuiz> = {};
  for (const [quizId, result] of Object.entries(quizzes)) {
    const quiz = getQuiz(quizId);
    if (!quiz) return { ok: false, message: `quizzes.${quizId.slice(0, 64)}: no such quiz.` };
    const max = maxScore(quiz);
    if (result.totalPossibleScore !== max)
      return { ok: false, message: `quizzes.${quizId}: the total possible score is ${max}.` };
    if (result.score < quiz.questions.length || result.score > max) {
      return {
        ok: false,
        message: `quizzes.${quizId}: the score must be between ${quiz.questions.length} and ${max}.`,
      };
    }
    outQuizzes[quizId] = { ...result, savedAt: clamp(result.savedAt) };
  }
  return { ok: true, value: { tracker: outTracker, quizzes: outQuizzes } };
}
