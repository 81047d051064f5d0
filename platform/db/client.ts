import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { repairPrivateModes } from "#platform/file-modes.ts";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "#platform/db/schema/index.ts";

export { schema };
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/**
 * The embedded database's settings (written to its postgresql.conf at every start). PostgreSQL's defaults
 * are for a server with memory to spare: 128 MB of shared buffers alone is most of the WASM heap. The data
 * folder of this site is small and its files stay in the kernel's page cache, so small buffers cost
 * nothing measurable and keep the WASM heap well below its default size (docs/decisions/009-memory.md).
 */
export const PGLITE_SETTINGS = [
  "shared_buffers = 16MB",
  "temp_buffers = 1MB",
  "wal_buffers = 1MB",
  "work_mem = 2MB",
  "maintenance_work_mem = 16MB",
];

export type DatabaseOptions = {
  /** postgres://… for a server; otherwise PGlite at `pgliteDir` (a folder or memory://). */
  databaseUrl?: string;
  pgliteDir: string;
  /** A PGlite dump (`dumpDataDir`) an in-memory database starts from; ignored for folders and servers. */
  pgliteTemplate?: string;
  poolSize?: number;
  /** PostgreSQL: how long a new connection may take before the caller gets an error. */
  connectTimeoutMs?: number;
  /** PostgreSQL: server-side statement_timeout; the client stops waiting 1 s after it. */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL: called when a connection dies outside a query (a killed backend, a server restart).
   * The pool drops that connection and opens a new one when needed; the process goes on.
   */
  onConnectionError?: (error: Error) => void;
};

/** `/healthz` answers within 2 s: a ping that gets no answer in this time counts as a failure. */
export const PING_TIMEOUT_MS = 1_500;
const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
/** Beyond the server's statement_timeout, the client's own limit, for a server that does not answer at all. */
const CLIENT_TIMEOUT_MARGIN_MS = 1_000;

export class DatabaseTimeoutError extends Error {
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms.`);
    this.name = "DatabaseTimeoutError";
  }
}

/** Resolves as `work` does, or rejects after `ms`; a late failure of `work` is swallowed (no unhandled rejection). */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(ms)), ms);
    timer.unref();
  });
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The advisory lock every migrating process takes on PostgreSQL (any constant the site owns). */
export const MIGRATION_LOCK_KEY = 7_271_001;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  /** The raw driver: a PGlite instance or a pg Pool (used by LISTEN/NOTIFY and backups). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /**
   * Applies the migrations, then runs `after` (the built-in content) if given. On PostgreSQL both run under
   * an advisory lock, so instances started together take turns instead of racing on the same tables.
   */
  migrate(after?: () => Promise<void>): Promise<void>;
  /** Rejects when the database does not answer (on PostgreSQL within PING_TIMEOUT_MS). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const connectTimeout = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const onConnectionError =
      options.onConnectionError ?? ((error: Error) => console.warn(`database connection lost: ${error.message}`));
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: connectTimeout,
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout + CLIENT_TIMEOUT_MARGIN_MS,
    });
    // An idle connection that dies (killed backend, server restart) is reported here; without a listener
    // the 'error' event would crash the process. The pool has already dropped the connection.
    pool.on("error", (error) => onConnectionError(error));
    // A checked-out connection (a transaction between statements, the chat bus's LISTEN) that dies emits
    // 'error' on the client itself, where nothing else may be listening: never let that crash the process.
    pool.on("connect", (client) => {
      client.on("error", () => undefined);
    });
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Database;
    return {
      kind: "postgres",
      db,
      pool,
      async migrate(after) {
        // Migrations run on their own connection without the statement timeout (an index on a big table may take long).
        const client = new pg.Client({
          connectionString: options.databaseUrl,
          connectionTimeoutMillis: connectTimeout,
        });
        client.on("error", (error) => onConnectionError(error));
        await client.connect();
        try {
          // Held by this session until unlocked or the connection ends (a crashed migrator frees it).
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg(client), { migrationsFolder });
          await after?.();
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      ping: async () => void (await withTimeout(pool.query("select 1"), PING_TIMEOUT_MS)),
      close: () => pool.end(),
    };
  }
  if (!options.pgliteDir.startsWith("memory://")) {
    fs.mkdirSync(options.pgliteDir, { recursive: true });
  }
  const template =
    options.pgliteTemplate && options.pgliteDir.startsWith("memory://")
      ? new Blob([fs.readFileSync(options.pgliteTemplate)])
      : undefined;
  const pglite = new PGlite(options.pgliteDir, {
    postgresqlconf: PGLITE_SETTINGS,
    ...(template ? { loadDataDir: template } : {}),
  });
  if (!options.pgliteDir.startsWith("memory://")) {
    // A new data folder is filled from PGlite's template, whose files it chmods to 0666 whatever the umask
    // (later files follow the umask): they are made private before the first query runs (this callback is
    // registered before any query's), so the database files are 0600 from the first start.
    const dir = options.pgliteDir;
    void pglite.waitReady.then(() => repairPrivateModes(dir)).catch(() => {});
  }
  const db = drizzlePglite(pglite, { schema, casing: "snake_case" }) as unknown as Database;
  return {
    kind: "pglite",
    db,
    pglite,
    async migrate(after) {
      // One process per embedded data folder (platform/data-dir-lock.ts): no other migrator can be running.
      await migratePglite(drizzlePglite(pglite), { migrationsFolder });
      await after?.();
    },
    ping: async () => void (await pglite.query("select 1")),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Built-in content brought into the database at start-up (server/seed.ts runs the steps the
 * domain areas define). A step is idempotent: it only adds what is missing.
 */
export type SeedStep = { name: string; run(db: Database): Promise<void> };
