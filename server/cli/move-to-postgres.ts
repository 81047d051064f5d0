/**
 * npm run db:move-to-postgres -- <DATABASE_URL>
 *
 * Copies everything from the embedded database (DATA_DIR/pglite, the site stopped) into an empty PostgreSQL
 * database: the schema by the migrations, then every table's rows (sequences included), then checks that each
 * table holds as many rows as the source and prints the counts. The embedded database is left as it was.
 * The uploads and the auth secret stay in DATA_DIR (or move the uploads to S3: docs/operations.md). Background
 * jobs still queued (pg-boss) are not copied: let the site run until they are done before moving.
 */
// Files this process creates are private to its user (platform/private-files.ts), before any is written.
import { makeFilesPrivate } from "#platform/private-files.ts";
import "./hold-data-dir.ts";
import pg from "pg";
import { config } from "#platform/config.ts";
import { openDatabase } from "#platform/db/client.ts";

makeFilesPrivate();

const target = process.argv[2];
if (!target || !/^postgres(ql)?:\/\//.test(target)) {
  process.stderr.write("Usage: npm run db:move-to-postgres -- postgres://user:password@host:5432/database\n");
  process.exit(2);
}
if (config.DATABASE_URL) {
  process.stderr.write(
    "DATABASE_URL is set: this site already runs on PostgreSQL. Unset it to move the embedded database.\n",
  );
  process.exit(2);
}

/** Rows per INSERT: a batch travels as one JSON parameter. */
const BATCH = 500;

type Table = { name: string; columns: string[] };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const source = openDatabase({ pgliteDir: config.PGLITE_DIR });
const pglite = source.pglite!;
const client = new pg.Client({ connectionString: target, connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS });

try {
  // The source at the current schema (a site stopped before an update may be a migration behind).
  await source.migrate();
  await client.connect();
  const existing = await client.query<{ n: string }>(
    "select count(*) as n from information_schema.tables where table_schema in ('public', 'drizzle')",
  );
  if (Number(existing.rows[0]!.n) > 0)
    throw new Error("The target database is not empty: give an empty database (createdb …).");
  await client.end();

  const destination = openDatabase({ databaseUrl: target, pgliteDir: "", poolSize: 1 });
  await destination.migrate();
  await destination.close();

  const tables = await sourceTables();
  const ordered = await parentsFirst(tables);
  const writer = new pg.Client({
    connectionString: target,
    connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS,
  });
  await writer.connect();
  const counts: { table: string; source: number; copied: number }[] = [];
  try {
    // One transaction: a failure leaves the target as empty as it was migrated.
    await writer.query("begin");
    for (const table of ordered) {
      const columns = table.columns.map(quote).join(", ");
      let copied = 0;
      for (let offset = 0; ; offset += BATCH) {
        const { rows } = await pglite.query<{ row: unknown }>(
          `select to_jsonb(t) as row from ${quote(table.name)} t order by ctid limit ${BATCH} offset ${offset}`,
        );
        if (rows.length === 0) break;
        await writer.query(
          `insert into ${quote(table.name)} (${columns}) overriding system value
           select ${columns} from jsonb_populate_recordset(null::${quote(table.name)}, $1::jsonb)`,
          [JSON.stringify(rows.map((r) => r.row))],
        );
        copied += rows.length;
      }
      counts.push({ table: table.name, source: 0, copied });
    }
    await copySequences(writer);
    await writer.query("commit");
  } catch (error) {
    await writer.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await writer.end();
  }

  // Verify: every table holds as many rows on both sides.
  const check = new pg.Client({ connectionString: target });
  await check.connect();
  let mismatch = false;
  for (const entry of counts) {
    const { rows: from } = await pglite.query<{ n: number }>(`select count(*)::int as n from ${quote(entry.table)}`);
    const { rows: to } = await check.query<{ n: number }>(`select count(*)::int as n from ${quote(entry.table)}`);
    entry.source = from[0]!.n;
    entry.copied = to[0]!.n;
    if (entry.source !== entry.copied) mismatch = true;
  }
  await check.end();
  const width = Math.max(...counts.map((entry) => entry.table.length));
  for (const entry of counts) {
    process.stdout.write(
      `${entry.table.padEnd(width)}  ${String(entry.source).padStart(7)} → ${String(entry.copied).padStart(7)}${entry.source === entry.copied ? "" : "  MISMATCH"}\n`,
    );
  }
  if (mismatch) throw new Error("Row counts differ (see MISMATCH above): the target is not a full copy.");
  const total = counts.reduce((sum, entry) => sum + entry.copied, 0);
  process.stdout.write(
    `\nMoved ${total} rows in ${counts.length} tables. Now set DATABASE_URL to this database (in .env or the environment) and start the site.\n` +
      `Uploads and the auth secret stay in ${config.DATA_DIR}; keep DATA_DIR (or AUTH_SECRET) as it is, or members are signed out.\n`,
  );
} catch (error) {
  process.stderr.write(`Moving to PostgreSQL failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
  await source.close();
}

/** The site's tables in the embedded database, with the columns that take values (generated ones are computed). */
async function sourceTables(): Promise<Table[]> {
  const { rows } = await pglite.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

/** Tables ordered so a table comes after the tables its foreign keys point to. */
async function parentsFirst(tables: Table[]): Promise<Table[]> {
  const { rows } = await pglite.query<{ child: string; parent: string }>(
    `select cl.relname as child, pcl.relname as parent from pg_constraint con
       join pg_class cl on cl.oid = con.conrelid join pg_class pcl on pcl.oid = con.confrelid
       join pg_namespace ns on ns.oid = cl.relnamespace
      where con.contype = 'f' and ns.nspname = 'public' and cl.relname <> pcl.relname`,
  );
  const parents = new Map<string, Set<string>>();
  for (const row of rows) parents.set(row.child, (parents.get(row.child) ?? new Set()).add(row.parent));
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    path.delete(name);
    const table = byName.get(name);
    if (table) {
      placed.add(name);
      ordered.push(table);
    }
  };
  for (const table of tables) visit(table.name, new Set());
  return ordered;
}

/** Every sequence of the site's schema continues where the embedded one stopped. */
async function copySequences(writer: pg.Client) {
  const { rows } = await pglite.query<{ name: string; last_value: string | null }>(
    "select sequencename as name, last_value::text from pg_sequences where schemaname = 'public'",
  );
  for (const row of rows) {
    if (row.last_value === null) continue;
    await writer.query("select setval($1::regclass, $2::bigint, true)", [`public.${quote(row.name)}`, row.last_value]);
  }
}
