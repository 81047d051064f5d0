import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_NODE_OPTIONS } from "#tests/e2e/server.ts";

/**
 * `npm run upgrade` (server/cli/upgrade.ts) on a data folder one release behind: a backup first, then the
 * migrations; a migration that fails leaves the old data whole and says how to roll back to the backup.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const base = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-upgrade-"));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

const journal = JSON.parse(fs.readFileSync(path.join(root, "drizzle/meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const LATEST = journal.entries.length;
const PREVIOUS = LATEST - 1;

/** A data folder whose database has every migration but the last (the previous release's schema) and a marker row. */
async function previousRelease(name: string, before?: (pg: PGlite) => Promise<void>): Promise<string> {
  const migrations = path.join(base, `${name}-migrations`);
  fs.cpSync(path.join(root, "drizzle"), migrations, { recursive: true });
  fs.writeFileSync(
    path.join(migrations, "meta/_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, PREVIOUS) }),
  );
  const dataDir = path.join(base, name);
  fs.mkdirSync(path.join(dataDir, "pglite"), { recursive: true, mode: 0o700 });
  const pg = new PGlite(path.join(dataDir, "pglite"));
  await migrate(drizzle(pg), { migrationsFolder: migrations });
  await pg.exec(
    "create table upgrade_marker (note text); insert into upgrade_marker values ('written before the upgrade')",
  );
  await before?.(pg);
  await pg.close();
  return dataDir;
}

async function inspect(dataDir: string) {
  const pg = new PGlite(path.join(dataDir, "pglite"));
  try {
    const level = (await pg.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations"))
      .rows[0]!.n;
    const marker = (await pg.query<{ note: string }>("select note from upgrade_marker")).rows.map((row) => row.note);
    return { level, marker };
  } finally {
    await pg.close();
  }
}

function upgrade(dataDir: string) {
  return run(process.execPath, [...SERVER_NODE_OPTIONS, "server/cli/upgrade.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.homedir(),
      NODE_ENV: "production",
      DATA_DIR: dataDir,
    },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe("npm run upgrade", () => {
  it("backs up, migrates the previous release's data to this schema level and keeps what was there", async () => {
    const dataDir = await previousRelease("ok");
    const result = await upgrade(dataDir);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`schema level ${PREVIOUS} → ${LATEST}`);
    const archive = /Backup written to (\S+-upgrade\.tar\.gz) /.exec(result.stdout)?.[1];
    expect(archive && fs.existsSync(archive)).toBe(true);
    expect(await inspect(dataDir)).toEqual({ level: LATEST, marker: ["written before the upgrade"] });
  }, 180_000);

  it("a migration that fails leaves the data as it was and says how to restore the backup taken first", async () => {
    // Whatever the last migration does, recording it as applied fails, inside the migrations' transaction.
    const refuse = `
      create function refuse_migration() returns trigger language plpgsql as $$
      begin raise exception 'this migration is refused by the test'; end $$;
      create trigger refuse_migration before insert on drizzle.__drizzle_migrations
      for each row execute function refuse_migration();`;
    const dataDir = await previousRelease("failing", (pg) => pg.exec(refuse).then(() => undefined));
    const result = await upgrade(dataDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The schema is still at level ${PREVIOUS}`);
    const archive = /npm run restore -- (\S+-upgrade\.tar\.gz)/.exec(result.stderr)?.[1];
    expect(archive && fs.existsSync(archive), result.stderr).toBe(true);
    expect(await inspect(dataDir)).toEqual({ level: PREVIOUS, marker: ["written before the upgrade"] });

    // The roll-back it prints brings back the data as it was before.
    fs.rmSync(dataDir, { recursive: true, force: true });
    await run(process.execPath, [...SERVER_NODE_OPTIONS, "scripts/restore.ts", archive!], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? os.homedir(),
        NODE_ENV: "production",
        DATA_DIR: dataDir,
      },
    });
    expect(await inspect(dataDir)).toEqual({ level: PREVIOUS, marker: ["written before the upgrade"] });
  }, 180_000);
});
