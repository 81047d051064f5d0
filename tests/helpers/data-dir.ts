import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteNodeFlags } from "#tests/helpers/node-flags.ts";

/**
 * Data folders for the servers tests start. Creating the embedded database (every migration and the built-in
 * content) is the slowest part of a first start, and most tests that start a server of their own need a new
 * folder, not a first start. So a run prepares one folder the way a first start does (the server's own
 * prepare step), and each test's folder starts as a copy of it. Tests about the first start itself create
 * an empty folder instead.
 *
 * The template's place is in WELLNESS_TEST_DATA_TEMPLATE (set by the runs' global setups); without it, or
 * before it is complete, folders start empty and servers do the whole first start.
 */
const root = path.resolve(import.meta.dirname, "../..");
const TEMPLATE_ENV = "WELLNESS_TEST_DATA_TEMPLATE";
const COMPLETE = ".template-complete";

/** The Node options the server runs with. */
const PREPARE_NODE_OPTIONS = siteNodeFlags();

/** The environment without a PostgreSQL address: the template is the embedded database's folder. */
function embeddedOnly(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _postgres, PGLITE_DIR: _pglite, ...rest } = env;
  return rest;
}

/** Runs the server's prepare step (migrations, built-in content) into `dir` and marks it complete. */
export function prepareDataTemplate(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  execFileSync(process.execPath, [...PREPARE_NODE_OPTIONS, "server/cli/prepare-database.ts"], {
    cwd: root,
    env: { ...embeddedOnly(process.env), NODE_ENV: "production", DATA_DIR: dir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The prepare step's lock file belongs to the process that ended, not to the copies.
  fs.rmSync(path.join(dir, "site.pid"), { force: true });
  fs.writeFileSync(path.join(dir, COMPLETE), "");
}

/** A new data folder under the system's temp folder: a copy of the run's template when there is one. */
export function newDataDir(prefix = "wellness-test-"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = process.env[TEMPLATE_ENV];
  if (template && fs.existsSync(path.join(template, COMPLETE))) {
    fs.cpSync(template, dir, { recursive: true, filter: (source) => path.basename(source) !== COMPLETE });
  }
  return dir;
}

export type SeededUsers = Record<"admin" | "user", { email: string; password: string; name: string }>;

/** A new data folder (see newDataDir) with the verified admin and user of tests/e2e/seed-users.ts. */
export function seededDataDir(prefix = "wellness-test-", env: Record<string, string> = {}) {
  const dataDir = newDataDir(prefix);
  const users = JSON.parse(
    execFileSync(process.execPath, ["tests/e2e/seed-users.ts"], {
      cwd: root,
      env: { ...embeddedOnly(process.env), NODE_ENV: "production", LOG_LEVEL: "warn", ...env, DATA_DIR: dataDir },
      encoding: "utf8",
    }),
  ) as SeededUsers;
  return { dataDir, users };
}

export { TEMPLATE_ENV as DATA_TEMPLATE_ENV };
