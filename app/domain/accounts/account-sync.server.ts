import { asc, eq, sql } from "drizzle-orm";
import { db, schema, type Database } from "#platform/db.ts";
import { consumeRateLimit } from "#platform/rate-limit.ts";
import type { SyncedDay, SyncedQuiz, SyncPayload } from "./sync-rules.ts";

/**
 * The tracker days and quiz results a member saves to her account (/account/sync). Every function takes the
 * signed-in user's id from the session, never from a request body.
 */

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Reader = Database | Transaction;

export type SyncedState = { tracker: Record<string, SyncedDay>; quizzes: Record<string, SyncedQuiz> };

export async function syncedState(userId: string, database: Reader = db): Promise<SyncedState> {
  const days = await database
    .select()
    .from(schema.trackerEntries)
    .where(eq(schema.trackerEntries.userId, userId))
    .orderBy(asc(schema.trackerEntries.date));
  const quizzes = await database
    .select()
    .from(schema.quizResults)
    .where(eq(schema.quizResults.userId, userId))
    .orderBy(asc(schema.quizResults.quizId));
  return {
    tracker: Object.fromEntries(
      days.map((d) => [
        d.date,
        { water: d.water, sleep: d.sleep, mood: d.mood, exercise: d.exercise, savedAt: d.savedAt.toISOString() },
      ]),
    ),
    quizzes: Object.fromEntries(
      quizzes.map((q) => [
        q.quizId,
        { score: q.score, totalPossibleScore: q.totalPossibleScore, savedAt: q.savedAt.toISOString() },
      ]),
    ),
  };
}

/**
 * Saves checked entries (sync-rules.ts parseSyncPayload) for this member: per date and per quiz, the
 * latest save wins, whichever device sent it first. Returns her whole synced state afterwards.
 */
export async function saveSynced(userId: string, payload: SyncPayload, database: Database = db): Promise<SyncedState> {
  return database.transaction(async (tx) => {
    const days = Object.entries(payload.tracker).map(([date, day]) => ({
      userId,
      date,
      water: day.water,
      sleep: day.sleep,
      mood: day.mood,
      exercise: day.exercise,
      savedAt: new Date(day.savedAt),
    }));
    if (days.length > 0) {
      await tx
        .insert(schema.trackerEntries)
        .values(days)
        .onConflictDoUpdate({
          target: [schema.trackerEntries.userId, schema.trackerEntries.date],
          set: {
            water: sql`excluded.water`,
            sleep: sql`excluded.sleep`,
            mood: sql`excluded.mood`,
            exercise: sql`excluded.exercise`,
            savedAt: sql`excluded.saved_at`,
          },
          setWhere: sql`${schema.trackerEntries.savedAt} < excluded.saved_at`,
        });
    }
    const quizzes = Object.entries(payload.quizzes).map(([quizId, result]) => ({
      userId,
      quizId,
      score: result.score,
      totalPossibleScore: result.totalPossibleScore,
      savedAt: new Date(result.savedAt),
    }));
    if (quizzes.length > 0) {
      await tx
        .insert(schema.quizResults)
        .values(quizzes)
        .onConflictDoUpdate({
          target: [schema.quizResults.userId, schema.quizResults.quizId],
          set: {
            score: sql`excluded.score`,
            totalPossibleScore: sql`excluded.total_possible_score`,
            savedAt: sql`excluded.saved_at`,
          },
          setWhere: sql`${schema.quizResults.savedAt} < excluded.saved_at`,
        });
    }
    return syncedState(userId, tx);
  });
}

/** Sync requests per member per minute (a save is one request; an offline queue is sent as one). */
export const SYNC_RATE_LIMIT = { limit: 60, windowMs: 60_000 };

export async function consumeSyncAllowance(userId: string): Promise<{ ok: boolean; retryAfterMs: number }> {
  return consumeRateLimit({ key: `account-sync:${userId}`, ...SYNC_RATE_LIMIT });
}
