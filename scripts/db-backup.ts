/**
 * npm run db:backup [-- --out FILE]
 * Writes a compressed snapshot of the embedded (PGlite) database. Stop the
 * server first: PGlite allows one process per data folder. For PostgreSQL
 * (DATABASE_URL set) use pg_dump instead.
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

const { values } = parseArgs({ options: { out: { type: "string" } } });

if (config.DATABASE_URL) {
  console.error("DATABASE_URL is set: back up the PostgreSQL server with pg_dump instead.");
  process.exit(1);
}
if (!fs.existsSync(path.join(config.PGLITE_DIR, "PG_VERSION"))) {
  console.error(`No embedded database found in ${config.PGLITE_DIR}.`);
  process.exit(1);
}

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = path.resolve(values.out ?? path.join(config.BACKUP_DIR, `wellness-db-${stamp}.tar.gz`));
fs.mkdirSync(path.dirname(out), { recursive: true });

const pg = new PGlite(config.PGLITE_DIR);
await pg.waitReady;
const dump = await pg.dumpDataDir("gzip");
await pg.close();
fs.writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
console.log(`Backup written to ${out} (${fs.statSync(out).size} bytes)`);
