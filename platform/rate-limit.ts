import { sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "./db.ts";

export type RateLimitResult = { ok: boolean; retryAfterMs: number };

/**
 * Fixed-window rate limit stored in the `rate_limits` table, so it holds
 * across every app instance. One atomic statement: a new key or an expired
 * window starts at 1; otherwise the count goes up by one. The call is allowed
 * while the count is within `limit`.
 */
export async function consumeRateLimit(
  { key, limit, windowMs }: { key: string; limit: number; windowMs: number },
  db: Database = defaultDb,
): Promise<RateLimitResult> {
  const result = (await db.execute(countAttempt(key, windowMs))) as unknown as {
    rows: { count: number; reset_at: string | Date }[];
  };
  // Both drivers (node-postgres and PGlite) answer raw queries with `rows`.
  return rateLimitResult(result.rows[0]!, limit);
}

/**
 * The statement that counts one attempt in `key`'s window (a new window once the last one ended) and
 * returns `count` and `reset_at`; a caller may use it as a `with` clause of a larger statement, so the
 * count and the work it allows take one round trip (the chat's send).
 */
export function countAttempt(key: string, windowMs: number) {
  return sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at
  `;
}

/** Whether a counted attempt is within `limit`, and how long until its window ends when not. */
export function rateLimitResult(row: { count: number | string; reset_at: string | Date }, limit: number) {
  const ok = Number(row.count) <= limit;
  const resetAt = new Date(row.reset_at).getTime();
  return { ok, retryAfterMs: ok ? 0 : Math.max(0, resetAt - Date.now()) } satisfies RateLimitResult;
}

/** Rows deleted per pruning round at most, so one round stays a short statement whatever piled up. */
export const PRUNE_BATCH = 1000;

/**
 * Deletes up to `limit` rows whose window ended (nothing
 * ever deleted old rows). An expired row and no row mean the same to
 * consumeRateLimit, so this never changes an answer. Returns the count.
 * Run by the housekeeping job (server/housekeeping.ts), batch after batch.
 */
export async function deleteExpiredRateLimits(db: Database = defaultDb, limit = PRUNE_BATCH): Promise<number> {
  const result = (await db.execute(sql`
    delete from rate_limits where key in (
      select key from rate_limits where reset_at <= now() limit ${limit}
    )
  `)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

/** The count of a window still running, without counting anything (0 when none runs). */
export async function peekRateLimit(
  key: string,
  db: Database = defaultDb,
): Promise<{ count: number; retryAfterMs: number }> {
  const result = (await db.execute(sql`
    select count, reset_at from rate_limits where key = ${key} and reset_at > now()
  `)) as unknown as { rows: { count: number; reset_at: string | Date }[] };
  const row = result.rows[0];
  if (!row) return { count: 0, retryAfterMs: 0 };
  return { count: Number(row.count), retryAfterMs: Math.max(0, new Date(row.reset_at).getTime() - Date.now()) };
}
