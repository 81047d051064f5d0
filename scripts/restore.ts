/**
 * npm run restore -- <archive.tar.gz>
 * Brings back an archive written by `npm run backup`: the embedded database, uploads, outbox and auth secret.
 * The site must be stopped (the data-folder lock refuses otherwise). Whatever is replaced is kept beside it
 * as `<name>.before-restore-<time>`, so a restore can itself be undone. On PostgreSQL restore the database
 * with pg_restore; this brings back the rest.
 */
// Files this process creates are private to its user (platform/private-files.ts), before any is written.
import { makeFilesPrivate } from "#platform/private-files.ts";
import "#server/cli/hold-data-dir.ts";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { config } from "#platform/config.ts";

makeFilesPrivate();

const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file || !fs.existsSync(path.resolve(file))) {
  console.error(file ? `Archive not found: ${path.resolve(file)}` : "Usage: npm run restore -- <archive.tar.gz>");
  process.exit(1);
}

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-restore-"));
const kept: string[] = [];
/** Moves `target` aside (kept) if it exists. */
function setAside(target: string) {
  if (!fs.existsSync(target)) return;
  const aside = `${target}.before-restore-${stamp}`;
  fs.renameSync(target, aside);
  kept.push(aside);
}

try {
  execFileSync("tar", ["-xzf", path.resolve(file), "-C", unpacked]);
  if (!fs.existsSync(path.join(unpacked, "backup.json")))
    throw new Error("not an archive written by npm run backup (no backup.json)");
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const restored: string[] = [];

  const database = path.join(unpacked, "database.tar.gz");
  if (fs.existsSync(database)) {
    if (config.DATABASE_URL) {
      console.log(
        "DATABASE_URL is set: the archive's embedded database is left out (restore PostgreSQL with pg_restore).",
      );
    } else {
      setAside(config.PGLITE_DIR);
      fs.mkdirSync(config.PGLITE_DIR, { recursive: true });
      const pg = new PGlite(config.PGLITE_DIR, { loadDataDir: new Blob([fs.readFileSync(database)]) });
      await pg.waitReady;
      await pg.query("select 1");
      await pg.close();
      restored.push("database");
    }
  } else if (config.DATABASE_URL) {
    console.log("The database is not in this archive: restore PostgreSQL with pg_restore.");
  }
  for (const name of ["uploads", "outbox", ".auth-secret"]) {
    const from = path.join(unpacked, name);
    if (!fs.existsSync(from)) continue;
    const target = path.join(config.DATA_DIR, name);
    setAside(target);
    fs.cpSync(from, target, { recursive: true, preserveTimestamps: true });
    restored.push(name);
  }
  console.log(`Restored ${restored.join(", ") || "nothing"} from ${path.resolve(file)} into ${config.DATA_DIR}.`);
  if (kept.length > 0)
    console.log(`What it replaced is kept beside it: ${kept.map((entry) => path.basename(entry)).join(", ")}.`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(unpacked, { recursive: true, force: true });
}
