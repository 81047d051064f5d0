import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect, it } from "vitest";
import { freePort, SERVER_NODE_OPTIONS } from "#tests/e2e/server.ts";

/**
 * `npm run backup` while the site serves and takes writes (decision 032): the server makes the archive, no request
 * fails meanwhile, and the archive, restored into a new data folder, holds every account whose sign-up was
 * acknowledged before the backup began, and only accounts that were really signed up.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const base = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-backup-online-"));
const dataDir = path.join(base, "data");
let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill("SIGKILL");
  fs.rmSync(base, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? os.homedir(),
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  ...extra,
});

it("backs up a serving site under sign-up load with no failed request, and the archive restores every acknowledged account", async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // TRUST_PROXY=1: each sign-up comes from its own forwarded address, under the per-address sign-up limit.
  server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, "server/main.ts"], {
    cwd: root,
    env: env({ PORT: String(port), HOST: "127.0.0.1", SITE_URL: url, TRUST_PROXY: "1", BACKUP_SCHEDULE: "off" }),
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let tries = 0; ; tries += 1) {
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) break;
    if (tries > 240) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const acknowledged: { email: string; at: number }[] = [];
  const failures: string[] = [];
  let sent = 0;
  let writing = true;
  async function writer(lane: number) {
    while (writing) {
      sent += 1;
      const email = `load-${lane}-${sent}@example.com`;
      const answer = await fetch(`${url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: url,
          "X-Forwarded-For": `10.${lane}.${Math.floor(sent / 250)}.${sent % 250}`,
        },
        body: JSON.stringify({ email, password: "backup-load-pass-1", name: "Load Test" }),
      }).catch((error: unknown) => ({ ok: false, status: 0, statusText: String(error) }));
      if (answer.ok) acknowledged.push({ email, at: Date.now() });
      else failures.push(`${answer.status} ${answer.statusText}`);
    }
  }
  const writers = [1, 2, 3].map((lane) => writer(lane));
  // Some sign-ups acknowledged before the backup begins (each costs a password hash).
  for (let waited = 0; acknowledged.length < 6 && waited < 60_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));

  const backupStarted = Date.now();
  const backup = await run(process.execPath, [...SERVER_NODE_OPTIONS, "scripts/backup.ts"], { cwd: root, env: env() });
  const backupEnded = Date.now();
  const acknowledgedAtEnd = acknowledged.length;
  for (let waited = 0; acknowledged.length < acknowledgedAtEnd + 3 && waited < 60_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  writing = false;
  await Promise.all(writers);

  expect(backup.stdout).toContain("asking it for a backup while it serves");
  const archive = /Backup written to (\S+) /.exec(backup.stdout)?.[1];
  expect(archive, backup.stdout).toBeTruthy();
  expect(failures).toEqual([]);
  const before = acknowledged.filter((entry) => entry.at < backupStarted).map((entry) => entry.email);
  expect(before.length).toBeGreaterThan(0);
  expect(
    acknowledged.some((entry) => entry.at > backupEnded),
    "writes went on after the backup",
  ).toBe(true);

  const stopped = new Promise((resolve) => server!.once("exit", resolve));
  server.kill("SIGTERM");
  await stopped;
  const restoredDir = path.join(base, "restored");
  await run(process.execPath, [...SERVER_NODE_OPTIONS, "scripts/restore.ts", archive!], {
    cwd: root,
    env: { ...env(), DATA_DIR: restoredDir },
  });
  const pg = new PGlite(path.join(restoredDir, "pglite"));
  const { rows } = await pg.query<{ email: string }>(`select email from "user" where email like 'load-%'`);
  await pg.close();
  const restored = new Set(rows.map((row) => row.email));
  for (const email of before) expect(restored.has(email), email).toBe(true);
  const everAcknowledged = new Set(acknowledged.map((entry) => entry.email));
  for (const email of restored) expect(everAcknowledged.has(email), email).toBe(true);
}, 300_000);
