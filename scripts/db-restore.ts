/**
 * npm run db:restore -- FILE
 * Replaces the embedded (PGlite) database with a backup made by db:backup.
 * Stop the server first. The current database folder is kept beside it as
 * pglite.before-restore-<time>, so a restore can itself be undone.
 */
// Files this process creates are private to its user (platform/private-files.ts), before any is written.
import { makeFilesPrivate } from "#platform/private-files.ts";
import "#server/cli/hold-data-dir.ts";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { config } from "#platform/config.ts";

makeFilesPrivate();

const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error("Usage: npm run db:restore -- <backup.tar.gz>");
  process.exit(1);
}
if (config.DATABASE_URL) {
  console.error("DATABASE_URL is set: restore the PostgreSQL server with pg_restore/psql instead.");
  process.exit(1);
}
const source = path.resolve(file);
if (!fs.existsSync(source)) {
  console.error(`Backup file not found: ${source}`);
  process.exit(1);
}

const target = config.PGLITE_DIR;
let kept: string | undefined;
if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
  kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  fs.renameSync(target, kept);
}
fs.mkdirSync(target, { recursive: true });
try {
  const blob = new Blob([fs.readFileSync(source)]);
  const pg = new PGlite(target, { loadDataDir: blob });
  await pg.waitReady;
  const { rows } = await pg.query<{ n: number }>(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
  );
  await pg.close();
  console.log(`Restored ${source} into ${target} (${rows[0]?.n ?? 0} tables).`);
  if (kept) console.log(`The previous database is kept in ${kept}.`);
} catch (error) {
  fs.rmSync(target, { recursive: true, force: true });
  if (kept) fs.renameSync(kept, target);
  console.error(`Restore failed, the previous database is unchanged: ${(error as Error).message}`);
  process.exit(1);
}
