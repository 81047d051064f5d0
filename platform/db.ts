import { config } from "./config.ts";
import { openDatabase, type Database, type DatabaseHandle } from "./db/client.ts";
import { logger } from "./logger.ts";
import { standIn } from "./stand-in.ts";

/**
 * The process's one database handle. PGlite allows one instance per data folder, so everything in the
 * process (server, route loaders, seed) shares it. Importing this module opens nothing: the composition opens
 * it at start (`openProcessDatabase()`: server/main.ts, the CLI, the test setup), and `database` and `db`
 * stand for it (a first use before that opens it too, for a one-off script).
 */
let handle: DatabaseHandle | null = null;

/** Opens the process's database, once; later calls return the same handle until it is closed. */
export function openProcessDatabase(): DatabaseHandle {
  handle ??= openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    pgliteTemplate: config.PGLITE_TEMPLATE,
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    onConnectionError: (error) =>
      logger.error({ err: error }, "database connection lost; it is dropped and a new one opens when needed"),
  });
  return handle;
}

/** Whether the process's database was opened (and not closed since). */
export function processDatabaseOpen(): boolean {
  return handle !== null;
}

/** The process's database handle (`close()` closes it; the next use opens a new one). */
export const database: DatabaseHandle = standIn(() => {
  const opened = openProcessDatabase();
  if (view?.opened !== opened) {
    view = {
      opened,
      handle: {
        ...opened,
        // One object for the process's database, whichever way it is reached (caches are keyed by it).
        db,
        async close() {
          if (handle === opened) handle = null;
          await opened.close();
        },
      },
    };
  }
  return view.handle;
});
let view: { opened: DatabaseHandle; handle: DatabaseHandle } | null = null;

export const db: Database = standIn(() => openProcessDatabase().db);
export { schema } from "./db/client.ts";
export type { Database, SeedStep } from "./db/client.ts";
