/**
 * Creates the database's tables when missing, applies the migrations and adds the built-in content, then
 * closes it and exits (0 on success). Run by server/main.ts in a short-lived child process before the
 * server opens the embedded database (their memory peak leaves with this process,
 * docs/decisions/009-memory.md), and by `npm run db:migrate` for deployments that migrate before starting
 * (on PostgreSQL under the same advisory lock as a starting instance). On the embedded database it then
 * writes the fingerprint that lets a later start of the same version skip it (server/prepared-database.ts).
 */
// Files this process creates are private to its user (platform/private-files.ts), before any is written.
import { makeFilesPrivate } from "#platform/private-files.ts";
import "./hold-data-dir.ts";
import { config } from "#platform/config.ts";
import { openProcessDatabase } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { DISK_FULL_EXIT_CODE, isDiskFullError, markPreparedBy, prepareFingerprint } from "#server/prepared-database.ts";
import { seed } from "#server/seed.ts";

makeFilesPrivate();

const database = openProcessDatabase();
try {
  const started = performance.now();
  await database.migrate(() => seed(database.db));
  await database.close();
  // An embedded database on disk remembers which version prepared it: the next start of the same version
  // skips this step (server/prepared-database.ts).
  if (database.kind === "pglite" && !config.PGLITE_DIR.startsWith("memory://"))
    markPreparedBy(config.PGLITE_DIR, prepareFingerprint(config));
  logger.debug({ ms: Math.round(performance.now() - started) }, "database prepared");
} catch (error) {
  // A full disk: the server that started this child says so in one sentence (server/main.ts); no stack here.
  const full = isDiskFullError(error);
  if (!full) logger.fatal({ err: error }, "preparing the database failed");
  await database.close().catch(() => undefined);
  process.exit(full ? DISK_FULL_EXIT_CODE : 1);
}
