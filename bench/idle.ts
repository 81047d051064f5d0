/**
 * Quiet at rest (`npm run bench`; `node bench/idle.ts` on its own): the server's CPU time over a window
 * with no request (user + system of every thread, /proc/<pid>/stat, what the process's own
 * `process.cpuUsage()` counts) and, on PostgreSQL, the statements the database ran meanwhile
 * (`pg_stat_database`: transactions committed and rolled back, each of pg-boss's fetches being one),
 * per minute. Counts rather than timings: a busy machine changes them little.
 */
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { processCpuMs } from "./load-tools.ts";

/** Idle CPU of a server at or under this share of a core counts as quiet (0.5 %: 0.3 s a minute). */
export const IDLE_CPU_TARGET_SHARE = 0.005;

/**
 * How long after a start the measure begins. Once a start's allocations stop, V8's memory reducer runs a few
 * full collections to give the start-up's heap back (on the main thread and V8's helper threads: 0.3-0.6
 * CPU-seconds, 5-30 s after a first start on the embedded database here, once). The minute measured is the
 * one after that: rest, not the end of a start (measureIdle waits until the process is this old).
 */
export const IDLE_SETTLE_SECONDS = 30;

async function transactions(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: string }>(
    "select xact_commit + xact_rollback as count from pg_stat_database where datname = current_database()",
  );
  return Number(rows[0]!.count);
}

export type IdleMeasure = { seconds: number; cpuSeconds: number; cpuShare: number; statementsPerMinute: number | null };

/** Seconds since the process started (/proc: its start in clock ticks of 1/100 s after boot). */
function processAgeSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const startTicks = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
  return os.uptime() - startTicks / 100;
}

/**
 * CPU seconds the process used over `seconds` at rest, and with `databaseUrl`, the database's statements.
 * The measure begins once the process is IDLE_SETTLE_SECONDS old.
 */
export async function measureIdle(pid: number, seconds: number, databaseUrl?: string): Promise<IdleMeasure> {
  const settle = IDLE_SETTLE_SECONDS - processAgeSeconds(pid);
  if (settle > 0) await new Promise((resolve) => setTimeout(resolve, settle * 1000));
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  try {
    // Statistics reach pg_stat_database when a backend reports them (at most every second, on idle).
    const before = client ? await transactions(client) : 0;
    const cpuBefore = processCpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const cpuMs = processCpuMs(pid) - cpuBefore;
    await client?.query("select pg_stat_clear_snapshot()");
    // The two statements this measure itself ran (the first read and the clear) are taken off.
    const statements = client ? (await transactions(client)) - before - 2 : null;
    return {
      seconds,
      cpuSeconds: Number((cpuMs / 1000).toFixed(2)),
      cpuShare: Number((cpuMs / 1000 / seconds).toFixed(4)),
      statementsPerMinute: statements === null ? null : Math.round((statements * 60) / seconds),
    };
  } finally {
    await client?.end();
  }
}

if (import.meta.main) {
  const { startServer } = await import("#tests/e2e/server.ts");
  const { findPostgresBin, startPostgres } = await import("#tests/helpers/postgres.ts");
  const seconds = Number(process.argv[2] ?? 60);
  // IDLE_DATA_DIR: an embedded database prepared before (a first start migrates and seeds, slowly).
  const embedded = await startServer({ dataDir: process.env.IDLE_DATA_DIR, env: { LOG_LEVEL: "warn" } });
  try {
    console.log("embedded database:", await measureIdle(embedded.child.pid!, seconds));
  } finally {
    await embedded.stop();
  }
  if (findPostgresBin()) {
    const postgres = await startPostgres();
    const server = await startServer({ env: { LOG_LEVEL: "warn", DATABASE_URL: postgres.url } });
    try {
      console.log("PostgreSQL:", await measureIdle(server.child.pid!, seconds, postgres.url));
    } finally {
      await server.stop();
      await postgres.stop();
    }
  }
}
