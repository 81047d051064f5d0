/**
 * Run by server/main.ts in a short-lived child process before the server opens the embedded database:
 * creates it when missing, applies the migrations and adds the built-in content, then closes it and
 * exits (0 on success). Their memory peak leaves with this process (docs/decisions/009-memory.md).
 */
// First: files this process creates are private to its user (platform/private-files.ts).
import "#platform/private-files.ts";
import { database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { seed } from "#server/seed.ts";

try {
  const started = performance.now();
  await database.migrate();
  await seed(database.db);
  await database.close();
  logger.debug({ ms: Math.round(performance.now() - started) }, "database prepared");
} catch (error) {
  logger.fatal({ err: error }, "preparing the database failed");
  await database.close().catch(() => undefined);
  process.exit(1);
}
