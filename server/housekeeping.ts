import { sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "#platform/db.ts";
import { pruneAnalytics } from "#platform/analytics.ts";
import { config } from "#platform/config.ts";
import { deleteExpiredRateLimits, PRUNE_BATCH } from "#platform/rate-limit.ts";

export type HousekeepingResult = { rateLimits: number; sessions: number; verifications: number; analyticsDays: number };

/** Deletes up to PRUNE_BATCH rows of `table` whose `expires_at` has passed; returns the count. */
async function deleteExpired(db: Database, table: "session" | "verification"): Promise<number> {
  const result = (await db.execute(sql`
    delete from ${sql.identifier(table)} where id in (
      select id from ${sql.identifier(table)} where expires_at <= now() limit ${PRUNE_BATCH}
    )
  `)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

/** Repeats a bounded delete until a round removes less than a full batch (short statements, no long lock). */
async function drain(round: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await round();
    total += n;
    if (n < PRUNE_BATCH) return total;
  }
}

/**
 * The housekeeping job (server/background-jobs.ts): rows that only take space once expired.
 * - rate_limits whose window ended (an expired row and no row mean the same to consumeRateLimit);
 * - sessions past their expiry (better-auth refuses them already, and deletes one only when it is used);
 * - verification tokens (email confirmation, password reset) past their expiry.
 * Each is deleted in batches of PRUNE_BATCH, so one statement stays short whatever piled up.
 * - visit statistics older than ANALYTICS_RETENTION_MONTHS, and the salts and visitor hashes of past days.
 */
export async function housekeeping(
  db: Database = defaultDb,
  options: { analyticsRetentionMonths?: number; now?: Date } = {},
): Promise<HousekeepingResult> {
  return {
    rateLimits: await drain(() => deleteExpiredRateLimits(db)),
    sessions: await drain(() => deleteExpired(db, "session")),
    verifications: await drain(() => deleteExpired(db, "verification")),
    analyticsDays: await pruneAnalytics(
      db,
      options.analyticsRetentionMonths ?? config.ANALYTICS_RETENTION_MONTHS,
      options.now,
    ),
  };
}
