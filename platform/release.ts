import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./db/client.ts";

/**
 * What release this is and which schema it expects: shown by GET /healthz and the admin's dashboard, printed
 * by `npm run upgrade`. The version is package.json's (CHANGELOG.md says what each one brought; releases are
 * tagged `v<version>` in git); the schema level is the number of migrations in drizzle/ (each a numbered file,
 * applied in order and recorded in the database's drizzle.__drizzle_migrations).
 */
const root = path.resolve(import.meta.dirname, "..");

export const SITE_VERSION: string = (
  JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }
).version;

const journal = JSON.parse(fs.readFileSync(path.join(root, "drizzle/meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

/** The schema level this code expects: its number of migrations, and the name of the last one. */
export const EXPECTED_SCHEMA = { level: journal.entries.length, name: journal.entries.at(-1)?.tag ?? "" };

export type SchemaLevel = { level: number; expected: number; name: string; current: boolean };

/** The schema level of a database: how many of the migrations it has applied (0 for a new one). */
export async function schemaLevelOf(db: Database): Promise<SchemaLevel> {
  // A database no migration has touched has no drizzle schema yet: level 0.
  const level = await db
    .execute(sql`select count(*) as n from drizzle.__drizzle_migrations`)
    .then((result) => Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0))
    .catch(() => 0);
  return {
    level,
    expected: EXPECTED_SCHEMA.level,
    name: journal.entries[level - 1]?.tag ?? "",
    current: level === EXPECTED_SCHEMA.level,
  };
}
