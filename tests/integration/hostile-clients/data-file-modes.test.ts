import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";
import { openDatabase } from "#platform/db/client.ts";

/**
 * The data folder holds members' health data (the embedded database), mails with sign-in links (the outbox)
 * and the auth secret. On a first start (an empty folder: the database is created then), every file in it is
 * readable by the server's user only: files 0600, folders 0700, before any later start could repair them.
 */
let server: RunningServer;
let dataDir = "";

/** Every entry under `root` whose mode is not 0600 (a file) or 0700 (a folder), with its mode. */
function looseEntries(root: string): string[] {
  const loose: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if (mode !== wanted) loose.push(`${path.relative(root, entry) || "."} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return loose;
}

describe("the data folder after a first start", () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-first-start-"));
    server = await startServer({ dataDir, env: { PGLITE_DIR: "", LOG_LEVEL: "warn" } });
  }, 400_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("holds database files, mails and secrets readable by the server's user only", async () => {
    // A mail to the outbox: the verification link of a new member.
    const email = `modes-${Date.now()}@example.com`;
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email, password: "correct horse battery", name: "Modes" }),
    });
    expect(signUp.status).toBe(200);
    const outbox = path.join(dataDir, "outbox");
    for (let i = 0; i < 50 && !(fs.existsSync(outbox) && fs.readdirSync(outbox).length > 0); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(fs.readdirSync(outbox).length).toBeGreaterThan(0);

    const files: string[] = [];
    const collect = (entry: string) => {
      if (fs.lstatSync(entry).isDirectory()) for (const name of fs.readdirSync(entry)) collect(path.join(entry, name));
      else files.push(entry);
    };
    collect(dataDir);
    // The embedded database's own files are there (hundreds of them), not only the outbox.
    expect(files.length).toBeGreaterThan(100);
    expect(looseEntries(dataDir)).toEqual([]);
  });
});

describe("a new embedded database folder", () => {
  it("has no file readable by others once the database answers its first query", { timeout: 180_000 }, async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-new-db-"));
    fs.chmodSync(folder, 0o700);
    const database = openDatabase({ pgliteDir: path.join(folder, "db") });
    try {
      await database.ping();
      const loose: string[] = [];
      const visit = (entry: string) => {
        const stat = fs.lstatSync(entry);
        if ((stat.mode & 0o077) !== 0) loose.push(`${path.relative(folder, entry)} ${(stat.mode & 0o777).toString(8)}`);
        if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
      };
      visit(path.join(folder, "db"));
      expect(loose).toEqual([]);
    } finally {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
