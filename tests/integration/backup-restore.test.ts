import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect, it } from "vitest";
import { SERVER_NODE_OPTIONS } from "#tests/e2e/server.ts";

/**
 * `npm run backup` writes one archive (database, uploads, outbox, auth secret) outside DATA_DIR, so the
 * README's reset (`rm -rf data`) keeps it; `npm run restore` brings all of it back.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const base = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-backup-test-"));
const dataDir = path.join(base, "data");
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

const env = () => ({
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? os.homedir(),
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
});

it("backs up the database, uploads, outbox and secret outside DATA_DIR and restores them after the folder is deleted", async () => {
  await run(process.execPath, [...SERVER_NODE_OPTIONS, "server/cli/prepare-database.ts"], { cwd: root, env: env() });
  fs.mkdirSync(path.join(dataDir, "uploads/public"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "uploads/public/photo.png"), "an image");
  fs.mkdirSync(path.join(dataDir, "outbox"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "outbox/1-someone@example.com.eml"), "a mail");
  fs.writeFileSync(path.join(dataDir, ".auth-secret"), "the-secret-that-signs-sessions-0123456789");

  const backup = await run(process.execPath, [...SERVER_NODE_OPTIONS, "scripts/backup.ts"], { cwd: root, env: env() });
  const archive = /Backup written to (\S+) /.exec(backup.stdout)?.[1];
  expect(archive).toBeTruthy();
  expect(path.dirname(archive!)).toBe(`${dataDir}-backups`);
  expect(backup.stdout).toContain("database, uploads, outbox, .auth-secret");
  expect(fs.statSync(archive!).mode & 0o077).toBe(0);

  // The README's reset.
  fs.rmSync(dataDir, { recursive: true, force: true });
  const restore = await run(process.execPath, [...SERVER_NODE_OPTIONS, "scripts/restore.ts", archive!], {
    cwd: root,
    env: env(),
  });
  expect(restore.stdout).toContain("Restored database, uploads, outbox, .auth-secret");
  expect(fs.readFileSync(path.join(dataDir, "uploads/public/photo.png"), "utf8")).toBe("an image");
  expect(fs.readFileSync(path.join(dataDir, "outbox/1-someone@example.com.eml"), "utf8")).toBe("a mail");
  expect(fs.readFileSync(path.join(dataDir, ".auth-secret"), "utf8")).toBe("the-secret-that-signs-sessions-0123456789");
  const pg = new PGlite(path.join(dataDir, "pglite"));
  const { rows } = await pg.query<{ n: number }>("select count(*)::int as n from articles");
  await pg.close();
  expect(rows[0]!.n).toBeGreaterThan(0);
}, 240_000);
