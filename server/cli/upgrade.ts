/**
 * npm run upgrade (after checking out a new release and `npm install`; docs/operations.md, "Upgrading"):
 * 1. a backup first (`wellness-<time>-upgrade.tar.gz` in BACKUP_DIR; on PostgreSQL also a pg_dump of the database
 *    when pg_dump is on PATH),
 * 2. the migrations and built-in content, under the same lock a starting server takes (the data folder's lock on
 *    the embedded database, PostgreSQL's advisory lock on a server),
 * 3. what changed (version, schema level before and after), or, when a migration fails, what state the data is in
 *    and the two commands that roll back to the backup.
 * The site must be stopped on the embedded database (the old code must not run on the new schema); on PostgreSQL,
 * stop every instance first for the same reason.
 */
// Files this process creates are private to its user (platform/private-files.ts), before any is written.
import { makeFilesPrivate } from "#platform/private-files.ts";
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { config } from "#platform/config.ts";
import { DataDirInUseError, LOCK_HELD_BY_PARENT, lockDataDir } from "#platform/data-dir-lock.ts";
import { EXPECTED_SCHEMA, SITE_VERSION } from "#platform/release.ts";
import { describeBackup, snapshotOpenDatabase, writeBackup } from "#server/backup.ts";

makeFilesPrivate();

const { values } = parseArgs({ options: { "no-database-backup": { type: "boolean", default: false } } });

class UpgradeRefusal extends Error {}

const LEVEL_QUERY = "select count(*)::int as n from drizzle.__drizzle_migrations";

async function embeddedLevel(pg: PGlite): Promise<number> {
  try {
    return Number((await pg.query<{ n: number }>(LEVEL_QUERY)).rows[0]?.n ?? 0);
  } catch {
    return 0;
  }
}

/** The embedded database: its schema level and a snapshot, in one opening. */
async function embeddedBefore(): Promise<{ level: number; snapshot: Buffer | null }> {
  if (!fs.existsSync(path.join(config.PGLITE_DIR, "PG_VERSION"))) return { level: 0, snapshot: null };
  const { PGlite } = await import("@electric-sql/pglite");
  const pg = new PGlite(config.PGLITE_DIR);
  await pg.waitReady;
  try {
    return { level: await embeddedLevel(pg), snapshot: await snapshotOpenDatabase(pg) };
  } finally {
    await pg.close();
  }
}

async function embeddedLevelNow(): Promise<number> {
  const { PGlite } = await import("@electric-sql/pglite");
  const pg = new PGlite(config.PGLITE_DIR);
  await pg.waitReady;
  try {
    return await embeddedLevel(pg);
  } finally {
    await pg.close();
  }
}

async function postgresLevel(): Promise<number> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  try {
    return Number((await client.query<{ n: number }>(LEVEL_QUERY)).rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

/** pg_dump of the PostgreSQL database beside the archive, or a refusal saying how to go on without it. */
function dumpPostgres(archive: string): string | null {
  if (values["no-database-backup"]) return null;
  const found = spawnSync("pg_dump", ["--version"], { encoding: "utf8" });
  if (found.error || found.status !== 0)
    throw new UpgradeRefusal(
      "pg_dump is not on PATH, so the database cannot be backed up before migrating: back it up with your " +
        "provider's tools, then run npm run upgrade -- --no-database-backup.",
    );
  const file = archive.replace(/\.tar\.gz$/, ".dump");
  execFileSync("pg_dump", ["--format=custom", `--file=${file}`, config.DATABASE_URL!], { stdio: "inherit" });
  return file;
}

/** The migrations and built-in content, in a child process like a starting server's (server/cli/prepare-database.ts). */
function migrate(): Promise<number | null> {
  const script = path.join(import.meta.dirname, "prepare-database.ts");
  const child = spawn(process.execPath, [...process.execArgv, script], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, [LOCK_HELD_BY_PARENT]: String(process.pid), LOG_FORMAT: "json", LOG_LEVEL: "error" },
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => resolve(code));
  });
}

async function main() {
  let lock: { release(): void } | null = null;
  if (!config.DATABASE_URL) {
    try {
      lock = lockDataDir(config.DATA_DIR);
    } catch (error) {
      if (error instanceof DataDirInUseError)
        throw new UpgradeRefusal(
          `The site is running (PID ${error.pid}) on ${config.DATA_DIR}: stop it, run npm run upgrade, then start it again.`,
        );
      throw error;
    }
  }
  try {
    console.log(
      `Upgrading the data in ${config.DATABASE_URL ? "the PostgreSQL database" : config.DATA_DIR} to ${SITE_VERSION}.`,
    );
    const before = config.DATABASE_URL ? { level: await postgresLevel(), snapshot: null } : await embeddedBefore();
    if (before.level > EXPECTED_SCHEMA.level)
      throw new UpgradeRefusal(
        `The database is at schema level ${before.level}, newer than this version's ${EXPECTED_SCHEMA.level}: ` +
          "it was upgraded by a later release. Check out that release (or restore a backup made before it).",
      );
    const backup = await writeBackup(before.snapshot, "upgrade");
    console.log(`1. ${describeBackup(backup)}`);
    const dump = config.DATABASE_URL ? dumpPostgres(backup.file) : null;
    if (dump) console.log(`   The PostgreSQL database: ${dump} (pg_restore --clean --dbname="$DATABASE_URL" ${dump}).`);
    if (before.level === EXPECTED_SCHEMA.level)
      console.log(`2. The schema is at level ${before.level} already; built-in content only.`);
    else console.log(`2. Migrating the schema from level ${before.level} to ${EXPECTED_SCHEMA.level}…`);
    const code = await migrate();
    if (code !== 0) {
      const after = config.DATABASE_URL ? await postgresLevel() : await embeddedLevelNow().catch(() => -1);
      const state =
        after === before.level
          ? `The schema is still at level ${before.level}: the migrations run in one transaction, which was rolled back.`
          : `The schema is at level ${after} now (was ${before.level}).`;
      console.error(
        [
          "",
          `The upgrade to ${SITE_VERSION} failed (see the lines above). ${state}`,
          "To go back to the version you had, with the data as it was before this upgrade:",
          `  git checkout <the release you had>   (git tag lists them) and npm install`,
          config.DATABASE_URL
            ? `  pg_restore --clean --dbname="$DATABASE_URL" ${dump ?? "<your database backup>"}  and  npm run restore -- ${backup.file}`
            : `  npm run restore -- ${backup.file}`,
          "then start the site as before.",
        ].join("\n"),
      );
      process.exitCode = 1;
      return;
    }
    console.log(
      `3. Upgraded to ${SITE_VERSION}: database schema level ${before.level} → ${EXPECTED_SCHEMA.level}. ` +
        "Start the site (npm run serve, or your service manager).",
    );
  } finally {
    lock?.release();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof UpgradeRefusal ? error.message : `The upgrade failed: ${(error as Error).stack}`);
  process.exitCode = 1;
}
