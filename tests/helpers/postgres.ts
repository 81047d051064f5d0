import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "#tests/e2e/server.ts";

/**
 * Starts a throw-away PostgreSQL server for tests: initdb into a temporary
 * folder and pg_ctl start on 127.0.0.1 and a free port (as the `postgres` user
 * when running as root, since PostgreSQL refuses to run as root).
 *
 * `findPostgresBin()` returns null when no PostgreSQL binaries are installed.
 * Locally, suites then skip with a clear message; under CI (CI set) they never
 * skip: `postgresSkipReason()` returns null so the suite runs and fails with
 * that message (`.ci/run` installs Debian's `postgresql`).
 */
export type PostgresServer = {
  /** Connection string of a fresh database (`databaseUrl(name)` for others). */
  url: string;
  port: number;
  databaseUrl(name: string): string;
  createDatabase(name: string): Promise<string>;
  /** Stops the server (`pg_ctl stop -m fast`: connections are cut) and keeps its data, for `restart()`. */
  halt(): void;
  /** Starts a halted server again on the same data folder and port. */
  restart(): void;
  stop(): Promise<void>;
};

export function findPostgresBin(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = "/usr/lib/postgresql";
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) candidates.push(path.join(debian, version, "bin"));
  }
  const onPath = spawnSync("sh", ["-c", "command -v pg_ctl"], { encoding: "utf8" }).stdout.trim();
  if (onPath) candidates.push(path.dirname(onPath));
  return (
    candidates.find((dir) => fs.existsSync(path.join(dir, "pg_ctl")) && fs.existsSync(path.join(dir, "initdb"))) ?? null
  );
}

const SKIP_HINT = "PostgreSQL binaries not found (install Debian's `postgresql` package or set PG_BIN)";
/** Why a PostgreSQL suite may skip here, or null when it must run (binaries found, or CI). */
export const postgresSkipReason = (): string | null => (findPostgresBin() || process.env.CI ? null : SKIP_HINT);

function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

/** util-linux's runuser, which lives in an sbin folder a plain shell's PATH (`/usr/bin:/bin`) does not name. */
const runuser = () => ["/usr/sbin/runuser", "/sbin/runuser"].find((file) => fs.existsSync(file)) ?? "runuser";

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
function run(bin: string, args: string[]) {
  const [command, commandArgs] = isRoot() ? [runuser(), ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return execFileSync(command, commandArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(SKIP_HINT);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-pg-"));
  const dataDir = path.join(root, "data");
  const logFile = path.join(root, "server.log");
  if (isRoot()) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    fs.chownSync(root, uid, gid);
  }
  const port = await freePort();
  run(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
    "--no-instructions",
  ]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = () => {
    try {
      run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-o", options, "-l", logFile, "-w", "-t", "60", "start"]);
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
      throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`, { cause: error });
    }
  };
  let running = false;
  start();
  running = true;

  const databaseUrl = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  let counter = 0;
  async function createDatabase(name: string) {
    const admin = new pg.Client({ connectionString: databaseUrl("postgres") });
    await admin.connect();
    try {
      await admin.query(`create database "${name.replace(/"/g, "")}"`);
    } finally {
      await admin.end();
    }
    return databaseUrl(name);
  }
  counter += 1;
  const url = await createDatabase(`test_${process.pid}_${counter}`);

  return {
    url,
    port,
    databaseUrl,
    createDatabase,
    halt() {
      run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      running = false;
    },
    restart() {
      start();
      running = true;
    },
    async stop() {
      try {
        if (running) run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
