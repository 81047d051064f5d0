import { config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { logger } from "./logger.ts";

/**
 * The process's one database handle. PGlite allows one instance per data
 * folder, so everything in the process (server, route loaders, seed) shares it.
 */
export const database = openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.PGLITE_DIR,
  pgliteTemplate: config.PGLITE_TEMPLATE,
  poolSize: config.DATABASE_POOL_SIZE,
  connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  onConnectionError: (error) =>
    logger.error({ err: error }, "database connection lost; it is dropped and a new one opens when needed"),
});

export const db = database.db;
export { schema } from "./db/client.ts";
export type { Database, SeedStep } from "./db/client.ts";
