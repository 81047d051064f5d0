/**
 * Creates the database's tables when missing, applies the migrations and adds the built-in content, then
 * closes it and exits (0 on success). Run by server/main.ts in a short-lived child process before the
 * server opens the embedded database (their memory peak leaves with this process,
 * docs/decisions/009-memory.md), and by `npm run db:migrate` for deployments that migrate before starting
 * (on PostgreSQL under the same advisory lock as a starting instance).
 */
import "./hold-data-dir.ts";
import { database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { seed } from "#server/seed.ts";

try {
  const started = performance.now();
  await database.migrate(() => seed(database.db));
  await database.close();
  logger.debug({ ms: Math.round(performance.now() - started) }, "database prepared");
} catch (error) {
  logger.fatal({ err: error }, "preparing the database failed");
  await database.close().catch(() => undefined);
  process.exit(1);
}
