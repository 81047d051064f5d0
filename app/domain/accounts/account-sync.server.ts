import { asc, eq } from "drizzle-orm";
import { db, schema, type Database } from "#platform/db.ts";

/**
 * The tracker days and quiz results the earlier plain-text sync stored on her account. Nothing writes them
 * any more: they are read once, to be sealed by private sync (which then deletes them), to be listed on her
 * profile and in her data download. The user id always comes from the session, never from a request body.
 */

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Reader = Database | Transaction;

export type SyncedDay = { water: number; sleep: number; mood: number; exercise: number; savedAt: string };
export type SyncedQuiz = { score: number; totalPossibleScore: number; savedAt: string };

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
