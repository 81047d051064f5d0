import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export { schema };
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../drizzle",
);

export type DatabaseOptions = {
  /** postgres://… for a server; otherwise PGlite at `pgliteDir` (a folder or memory://). */
  databaseUrl?: string;
  pgliteDir: string;
  poolSize?: number;
};

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  /** The raw driver: a PGlite instance or a pg Pool (used by LISTEN/NOTIFY and backups). */
  pglite?: PGlite;
  pool?: pg.Pool;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
    });
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Database;
    return {
      kind: "postgres",
      db,
      pool,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  if (!options.pgliteDir.startsWith("memory://")) {
    fs.mkdirSync(options.pgliteDir, { recursive: true });
  }
  const pglite = new PGlite(options.pgliteDir);
  const db = drizzlePglite(pglite, { schema, casing: "snake_case" }) as unknown as Database;
  return {
    kind: "pglite",
    db,
    pglite,
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder }),
    ping: async () => void (await pglite.query("select 1")),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
