import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteNodeEnvironment, siteNodeFlags } from "#tests/helpers/node-flags.ts";

/**
 * Data folders for the servers tests start. Creating the embedded database (every migration and the built-in
 * content) is the slowest part of a first start, and most tests that start a server of their own need a new
 * folder, not a first start. So a run prepares one folder the way a first start does (the server's own
 * prepare step), and each test's folder starts as a copy of it. Tests about the first start itself create
 * an empty folder instead.
 *
 * The template's place is in WELLNESS_TEST_DATA_TEMPLATE (set by the runs' global setups); without it, or
 * before it is complete, folders start empty and servers do the whole first start. Beside it, a second template
 * holds the seeded admin and user too (`<template>-seeded`), so a test's seeded folder is a copy as well instead
 * of one more Node process that opens the database and hashes two passwords.
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
    env: {
      ...embeddedOnly(process.env),
      ...siteNodeEnvironment(),
      NODE_ENV: "production",
      DATA_DIR: dir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The prepare step's lock file belongs to the process that ended, not to the copies.
  fs.rmSync(path.join(dir, "site.pid"), { force: true });
  fs.writeFileSync(path.join(dir, COMPLETE), "");
  const seeded = seededTemplateOf(dir);
  fs.rmSync(seeded, { recursive: true, force: true });
  fs.cpSync(dir, seeded, { recursive: true, filter: (source) => path.basename(source) !== COMPLETE });
  fs.writeFileSync(path.join(seeded, SEEDED_USERS), JSON.stringify(seedUsers(seeded)));
  fs.rmSync(path.join(seeded, "site.pid"), { force: true });
  fs.writeFileSync(path.join(seeded, COMPLETE), "");
}

/** The template that also holds the seeded users, and the file in it that lists their credentials. */
const seededTemplateOf = (template: string) => `${template}-seeded`;
const SEEDED_USERS = ".seeded-users.json";

/** Whether `dir` holds a complete template and its seeded twin (prepareDataTemplate ran to its end there). */
export function isPreparedDataTemplate(dir: string | undefined): dir is string {
  return !!dir && fs.existsSync(path.join(dir, COMPLETE)) && fs.existsSync(path.join(seededTemplateOf(dir), COMPLETE));
}

/**
 * Where `npm test` prepares one template for both test runners: in the run's folder (TEST_RUN_DIR, which
 * scripts/test-stages.ts makes for every script of the run and removes after it), filled by
 * `npm run test:template` beside the build. A global setup that finds it complete uses it; without it (a
 * runner started on its own) each prepares its own.
 */
export function sharedDataTemplate(): string | undefined {
  const runDir = process.env.TEST_RUN_DIR;
  return runDir ? path.join(runDir, "data-template") : undefined;
}

/** Removes a template made by prepareDataTemplate, and its seeded twin. */
export function removeDataTemplate(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(seededTemplateOf(dir), { recursive: true, force: true });
}

/** A new data folder under the system's temp folder: a copy of the run's template when there is one. */
export function newDataDir(prefix = "wellness-test-", template = process.env[TEMPLATE_ENV]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (template && fs.existsSync(path.join(template, COMPLETE))) {
    const skip = new Set([COMPLETE, SEEDED_USERS]);
    fs.cpSync(template, dir, { recursive: true, filter: (source) => !skip.has(path.basename(source)) });
  }
  return dir;
}

export type SeededUsers = Record<"admin" | "user", { email: string; password: string; name: string }>;

/** Runs tests/e2e/seed-users.ts on `dataDir` (`env` may ask for more members) and returns the credentials. */
function seedUsers(dataDir: string, env: Record<string, string> = {}): SeededUsers {
  return JSON.parse(
    execFileSync(process.execPath, ["tests/e2e/seed-users.ts"], {
      cwd: root,
      env: { ...embeddedOnly(process.env), NODE_ENV: "production", LOG_LEVEL: "warn", ...env, DATA_DIR: dataDir },
      encoding: "utf8",
    }),
  ) as SeededUsers;
}

/**
 * A new data folder (see newDataDir) with the verified admin and user of tests/e2e/seed-users.ts: a copy of the
 * run's seeded template when there is one and `env` asks for nothing more, else seeded now.
 */
export function seededDataDir(prefix = "wellness-test-", env: Record<string, string> = {}) {
  const template = process.env[TEMPLATE_ENV];
  const seeded = template ? seededTemplateOf(template) : "";
  if (seeded && Object.keys(env).length === 0 && fs.existsSync(path.join(seeded, COMPLETE))) {
    const users = JSON.parse(fs.readFileSync(path.join(seeded, SEEDED_USERS), "utf8")) as SeededUsers;
    return { dataDir: newDataDir(prefix, seeded), users };
  }
  const dataDir = newDataDir(prefix);
  return { dataDir, users: seedUsers(dataDir, env) };
}

export { TEMPLATE_ENV as DATA_TEMPLATE_ENV };
