import { sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "./db.ts";

/**
 * Fixed-window rate limit stored in the `rate_limits` table, so the limit holds
 * across every app instance. One atomic statement: insert the key, or count
 * one more in its window, or start a new window when the old one has passed.
 */
export async function consumeRateLimit(
  { key, limit, windowMs }: { key: string; limit: number; windowMs: number },
  database: Database = defaultDb,
): Promise<{ ok: boolean; retryAfterMs: number }> {
  const result = await database.execute<{ count: number; reset_at: Date | string }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now()
        then now() + ${windowMs} * interval '1 millisecond' else rate_limits.reset_at end
    returning count, reset_at
  `);
  const row = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0] as {
    count: number;
    reset_at: Date | string;
  };
  const count = Number(row.count);
  const resetAt = new Date(row.reset_at).getTime();
  return { ok: count <= limit, retryAfterMs: count <= limit ? 0 : Math.max(0, resetAt - Date.now()) };
}
