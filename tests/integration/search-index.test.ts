import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArticle, isPublic, updateArticle } from "#app/domain/articles/articles.server.ts";
import { articleSearch, productSearch, searchSite } from "#app/domain/search/search.server.ts";
import { migrationsFolder, openDatabase } from "#platform/db/client.ts";
import { db as embeddedDb, schema, type Database } from "#platform/db.ts";
import { seed } from "#server/seed.ts";
import { postgresSkipReason, startPostgres, type PostgresServer } from "#tests/helpers/postgres.ts";
import { searchWord } from "#tests/helpers/search-word.ts";

/**
 * Site search matches and ranks stored, generated `search_vector` columns (migration 0008) through their
 * GIN indexes: the columns hold what search computed for every document on every query before, they
 * follow every write, the planner can use the indexes, and the results are those of the old statements.
 * The same checks run on the embedded database and on PostgreSQL.
 */

/** The vectors search computed per query before migration 0008, for every row of each table. */
const ARTICLE_VECTOR = sql.raw(
  `setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english', regexp_replace(content, '<[^>]+>', ' ', 'g')), 'C')`,
);
const PRODUCT_VECTOR = sql.raw(
  `setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', category), 'B') || setweight(to_tsvector('english', description || ' ' || long_description), 'C')`,
);
const OPTIONS = "StartSel=\uE000, StopSel=\uE001, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=1";

/** The search statements as they were before migration 0008 (each vector computed from the texts). */
function previousArticleSearch(query: string): SQL {
  const tsquery = sql`websearch_to_tsquery('english', ${query})`;
  return sql`
    with doc as (
      select slug, title, category, excerpt, regexp_replace(content, '<[^>]+>', ' ', 'g') as body, ${ARTICLE_VECTOR} as vector, published_at
        from articles where ${isPublic()}
    )
    select slug, title, category, excerpt, ts_headline('english', excerpt || ' ' || body, ${tsquery}, ${OPTIONS}) as headline
      from doc where vector @@ ${tsquery} order by ts_rank_cd(vector, ${tsquery}) desc, published_at desc limit 20`;
}
function previousProductSearch(query: string): SQL {
  const tsquery = sql`websearch_to_tsquery('english', ${query})`;
  return sql`
    with doc as (select slug, name, category, description, long_description, ${PRODUCT_VECTOR} as vector from products)
    select slug, name, category, description, ts_headline('english', description || ' ' || long_description, ${tsquery}, ${OPTIONS}) as headline
      from doc where vector @@ ${tsquery} order by ts_rank_cd(vector, ${tsquery}) desc, name limit 40`;
}

const QUERIES = ["sleep", "menopause", "protein", "fibre gut", "magnesium", "iron fatigue", "heart", '"strength training"', "collagen -vegan", "stress or calcium"];

type Row = Record<string, unknown>;
const rows = async (db: Database, statement: SQL) => ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

class RolledBack extends Error {}

/**
 * The plan of `statement` with sequential scans disabled, on the tables as they would be with a hundred
 * more articles and products (added and analysed in a transaction that is rolled back). At the seeded size
 * (eight articles) the planner rightly prefers the published_at index to any full-text index.
 */
async function planAtScale(db: Database, statement: SQL): Promise<string> {
  let plan = "";
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into articles (slug, title, category, excerpt, content)
        select 'plan-filler-' || i, 'Filler ' || i, 'Other', 'Walking outdoors ' || i, '<p>Cooking vegetables, note ' || i || '.</p>' from generate_series(1, 100) i`);
      await tx.execute(sql`insert into products (slug, name, category, description, long_description)
        select 'plan-filler-' || i, 'Filler ' || i, 'Other', 'Walking shoes ' || i, 'Details.' from generate_series(1, 100) i`);
      await tx.execute(sql`analyze articles, products`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const lines = ((await tx.execute(sql`explain ${statement}`)) as unknown as { rows: Row[] }).rows;
      plan = lines.map((line) => String(Object.values(line)[0])).join("\n");
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return plan;
}


const articleFields = (title: string, word: string) => ({
  title,
  category: "Sleep",
  author_name: null,
  image_url: "/images/articles/better-sleep.webp",
  image_description: "A moon over hills",
  excerpt: "An excerpt.",
  content: `<p>Body text mentioning <em>${word}</em> once.</p>`,
});

/** The checks, on a migrated and seeded database. */
function searchIndexChecks(database: () => Database) {
  it("articles and products have a stored generated search_vector with a GIN index", async () => {
    const columns = await rows(
      database(),
      sql`select c.relname as table, a.attgenerated as generated, format_type(a.atttypid, a.atttypmod) as type
            from pg_attribute a join pg_class c on c.oid = a.attrelid
           where a.attname = 'search_vector' and c.relname in ('articles', 'products') order by c.relname`,
    );
    expect(columns).toEqual([
      { table: "articles", generated: "s", type: "tsvector" },
      { table: "products", generated: "s", type: "tsvector" },
    ]);
    const indexes = await rows(
      database(),
      sql`select tablename, indexname, indexdef from pg_indexes where indexname in ('articles_search_vector_idx', 'products_search_vector_idx') order by indexname`,
    );
    expect(indexes.map((index) => [index.tablename, index.indexname])).toEqual([
      ["articles", "articles_search_vector_idx"],
      ["products", "products_search_vector_idx"],
    ]);
    for (const index of indexes) expect(index.indexdef).toMatch(/USING gin \(search_vector\) WITH \(fastupdate='?false'?\)/);
  });

  it("every stored vector is the weighted vector search computed per query before", async () => {
    const [articles] = await rows(database(), sql`select count(*)::int as n, count(*) filter (where search_vector <> ${ARTICLE_VECTOR})::int as different from articles`);
    const [products] = await rows(database(), sql`select count(*)::int as n, count(*) filter (where search_vector <> ${PRODUCT_VECTOR})::int as different from products`);
    expect(articles).toEqual({ n: expect.any(Number), different: 0 });
    expect(products).toEqual({ n: expect.any(Number), different: 0 });
    expect(articles!.n).toBeGreaterThan(0);
    expect(products!.n).toBeGreaterThan(0);
  });

  it("search answers exactly as the statements that computed the vectors per query did: same rows, order and headlines", async () => {
    for (const query of QUERIES) {
      expect(await rows(database(), articleSearch(query)), query).toEqual(await rows(database(), previousArticleSearch(query)));
      expect(await rows(database(), productSearch(query)), query).toEqual(await rows(database(), previousProductSearch(query)));
    }
    expect((await searchSite("sleep", undefined, database())).articles.length).toBeGreaterThan(0);
  });

  it("the search statements use the GIN indexes (sequential scans disabled, a hundred more rows)", async () => {
    const articles = await planAtScale(database(), articleSearch("sleep"));
    expect(articles).toMatch(/Bitmap Index Scan on articles_search_vector_idx .*\n\s+Index Cond: \(search_vector @@ /);
    const products = await planAtScale(database(), productSearch("sleep"));
    expect(products).toMatch(/Bitmap Index Scan on products_search_vector_idx .*\n\s+Index Cond: \(search_vector @@ /);
    expect(await rows(database(), sql`select count(*)::int as n from articles where slug like 'plan-filler-%'`)).toEqual([{ n: 0 }]);
  });

  it("an article edited after creation is found by its new words, no longer by the old ones", async () => {
    const [before, after] = [searchWord(), searchWord()];
    const article = await createArticle(articleFields(`Search index ${before}`, before), {}, database());
    expect((await searchSite(before, undefined, database())).articles.map((a) => a.slug)).toEqual([article.slug]);
    expect((await searchSite(after, undefined, database())).articles).toEqual([]);

    const { title: _title, ...edit } = articleFields(article.title, after);
    await updateArticle(article.id, { ...edit, excerpt: "A new excerpt." }, {}, database());
    const found = (await searchSite(after, undefined, database())).articles;
    expect(found.map((a) => a.slug)).toEqual([article.slug]);
    expect(found[0]!.headline).toContain(`\uE000${after}\uE001`);
    // The title still has the old word; the body no longer does.
    const [row] = await rows(database(), sql`select search_vector::text as vector from articles where id = ${article.id}`);
    expect(row!.vector).toContain(`'${after}':`);
    expect(row!.vector).toMatch(new RegExp(`'${before}':\\d+A(?!,)`));
  });

  it("a product edited after creation is found by its new words", async () => {
    const word = searchWord();
    const slug = `search-index-${word}`;
    await database().insert(schema.products).values({ slug, name: "Search Index Tea", category: "Sleep", description: "A calming tea.", longDescription: "" });
    expect((await searchSite(word, undefined, database())).products).toEqual([]);
    await database().update(schema.products).set({ longDescription: `Brewed with ${word}.` }).where(eq(schema.products.slug, slug));
    expect((await searchSite(word, undefined, database())).products.map((p) => p.slug)).toEqual([slug]);
  });
}

describe("site search index on the embedded database", () => {
  beforeAll(async () => {
    await seed(embeddedDb);
  });
  searchIndexChecks(() => embeddedDb);
});

/** A copy of the migrations folder that stops before 0008, for a database made before it. */
function migrationsBeforeSearchIndex(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "search-migrations-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith("_search_vectors"));
  expect(index).toBeGreaterThan(0);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

const EXISTING_ROWS = `
  insert into articles (slug, title, category, excerpt, content) values ('old-one', 'Old One', 'Sleep', 'Kept from before.', '<p>A <b>lavender</b> routine.</p>');
  insert into products (slug, name, category, description, long_description) values ('old-tea', 'Old Tea', 'Sleep', 'Chamomile.', 'Before bed.');`;

describe("migration 0008 on a database with articles and products", () => {
  it("on the embedded database, the rows stored before get their vectors", async () => {
    const folder = migrationsBeforeSearchIndex();
    const pglite = new PGlite();
    try {
      await migratePglite(drizzlePglite(pglite), { migrationsFolder: folder });
      await pglite.exec(EXISTING_ROWS);
      await migratePglite(drizzlePglite(pglite), { migrationsFolder });
      const db = drizzlePglite(pglite) as unknown as Database;
      expect((await searchSite("lavender", undefined, db)).articles.map((a) => a.slug)).toEqual(["old-one"]);
      expect((await searchSite("chamomile", undefined, db)).products.map((p) => p.slug)).toEqual(["old-tea"]);
      expect(await rows(db, sql`select count(*)::int as n from articles where search_vector <> ${ARTICLE_VECTOR}`)).toEqual([{ n: 0 }]);
    } finally {
      await pglite.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});

const skip = postgresSkipReason();
if (skip) console.warn(`[search-index] PostgreSQL part skipped: ${skip}`);

describe.skipIf(Boolean(skip))("site search index on PostgreSQL", () => {
  let postgres: PostgresServer;
  let handle: ReturnType<typeof openDatabase>;

  beforeAll(async () => {
    postgres = await startPostgres();
    handle = openDatabase({ databaseUrl: await postgres.createDatabase("search"), pgliteDir: "unused", poolSize: 2 });
    await handle.migrate();
    await seed(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await postgres?.stop();
  });

  searchIndexChecks(() => handle.db);

  it("migration 0008 gives the rows stored before their vectors", async () => {
    const folder = migrationsBeforeSearchIndex();
    const url = await postgres.createDatabase("search_upgrade");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const upgraded = openDatabase({ databaseUrl: url, pgliteDir: "unused", poolSize: 1 });
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: folder });
      await client.query(EXISTING_ROWS);
      await upgraded.migrate();
      expect((await searchSite("lavender", undefined, upgraded.db)).articles.map((a) => a.slug)).toEqual(["old-one"]);
      expect((await searchSite("chamomile", undefined, upgraded.db)).products.map((p) => p.slug)).toEqual(["old-tea"]);
    } finally {
      await client.end();
      await upgraded.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
