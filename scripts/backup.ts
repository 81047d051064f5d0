/**
 * npm run backup
 * One archive (tar.gz) of everything the site keeps: the embedded database, the uploads, the outbox and the
 * generated auth secret, written to BACKUP_DIR (default: outside DATA_DIR, so deleting the data keeps it).
 * The embedded database is copied with the site stopped (the data-folder lock refuses otherwise), so it is
 * consistent. On PostgreSQL the database is backed up with pg_dump; the archive holds the rest.
 */
// First: files this process creates are private to its user (platform/private-files.ts).
import "#platform/private-files.ts";
import "#server/cli/hold-data-dir.ts";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { config } from "#platform/config.ts";

/** What an archive holds besides the database (database.tar.gz, a PGlite data-folder dump). */
const BACKED_UP = ["uploads", "outbox", ".auth-secret"] as const;

const staging = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-backup-"));
try {
  const contents: string[] = [];
  if (config.DATABASE_URL) {
    console.log(
      "DATABASE_URL is set: the database is not in this archive. Back it up with pg_dump, e.g.\n" +
        '  pg_dump --format=custom --file=wellness.dump "$DATABASE_URL"\n',
    );
  } else if (fs.existsSync(path.join(config.PGLITE_DIR, "PG_VERSION"))) {
    const pg = new PGlite(config.PGLITE_DIR);
    await pg.waitReady;
    const dump = await pg.dumpDataDir("gzip");
    await pg.close();
    fs.writeFileSync(path.join(staging, "database.tar.gz"), Buffer.from(await dump.arrayBuffer()));
    contents.push("database");
  }
  for (const name of BACKED_UP) {
    const from = path.join(config.DATA_DIR, name);
    if (!fs.existsSync(from)) continue;
    fs.cpSync(from, path.join(staging, name), { recursive: true, preserveTimestamps: true });
    contents.push(name);
  }
  fs.writeFileSync(
    path.join(staging, "backup.json"),
    JSON.stringify({ createdAt: new Date().toISOString(), dataDir: config.DATA_DIR, contents }, null, 2),
  );
  fs.mkdirSync(config.BACKUP_DIR, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const archive = path.join(config.BACKUP_DIR, `wellness-${stamp}.tar.gz`);
  // The archive holds the auth secret: readable by its owner only.
  const previous = process.umask(0o077);
  try {
    execFileSync("tar", ["-czf", archive, "-C", staging, "."]);
  } finally {
    process.umask(previous);
  }
  console.log(
    `Backup written to ${archive} (${fs.statSync(archive).size} bytes): ${contents.join(", ") || "nothing to back up"}.`,
  );
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
