import { sql } from "drizzle-orm";
import { db } from "./db.ts";

/**
 * Fixed-window rate limit counter in the `rate_limits` table, so a limit holds
 * across every app instance. One atomic statement: the first hit of a window
 * creates (or resets) the row, later hits increment it.
 */
export async function consumeRateLimit({
  key,
  limit,
  windowMs,
}: {
  key: string;
  limit: number;
  windowMs: number;
}): Promise<{ ok: boolean; retryAfterMs: number }> {
  const resetAt = new Date(Date.now() + windowMs);
  const result = await db.execute<{ count: number; reset_at: Date | string }>(sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, ${resetAt.toISOString()}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING count, reset_at
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    count: number;
    reset_at: Date | string;
  }[];
  const row = rows[0]!;
  const count = Number(row.count);
  const retryAfterMs = Math.max(0, new Date(row.reset_at).getTime() - Date.now());
  return count <= limit ? { ok: true, retryAfterMs: 0 } : { ok: false, retryAfterMs };
}
