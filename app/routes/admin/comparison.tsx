import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { eq } from "drizzle-orm";
import type { Route } from "./+types/comparison";
import { KindList } from "#app/components/catalogue/kind-list.tsx";
import { COMPARISON_ADMIN as C, KIND_LIST as T, TABLE_ADMIN } from "#app/domain/catalogue/kind-messages.ts";
import { filterKindList, parseKindListQuery } from "#app/domain/catalogue/kind-list.ts";
import { CATALOGUE_ADMIN } from "#app/domain/catalogue/messages.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { db, schema } from "#platform/db.ts";

/** Admin tab 'Comparison guide': every row with search, its table, its product's state and the gate (admins). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [rows, tables] = await Promise.all([
    db
      .select({ row: schema.comparisonRows, name: schema.products.name, status: schema.products.status })
      .from(schema.comparisonRows)
      .innerJoin(schema.products, eq(schema.products.slug, schema.comparisonRows.productSlug))
      .orderBy(schema.comparisonRows.tableSlug, schema.comparisonRows.position),
    db.select().from(schema.comparisonTables).orderBy(schema.comparisonTables.position),
  ]);
  const query = parseKindListQuery(new URL(request.url).searchParams, {
    table: tables.map((t) => t.slug),
    state: Object.keys(CATALOGUE_ADMIN.states),
    gate: ["held", "not-held"],
  });
  const list = rows.map(({ row, name, status }) => ({
    key: row.productSlug,
    name,
    table: tables.find((t) => t.slug === row.tableSlug)?.title ?? row.tableSlug,
    price: row.pricePerServing.toFixed(2),
    score: String(row.effectiveness),
    status,
    hold: row.reviewHold,
    values: { table: row.tableSlug, state: status, gate: row.reviewHold ? "held" : "not-held" },
  }));
  return { query, tables: tables.map((t) => ({ value: t.slug, label: t.title })), ...filterKindList(list, query) };
}

export default function AdminComparison({ loaderData }: Route.ComponentProps) {
  const { query, tables, items, total, page, pages } = loaderData;
  return (
    <section aria-labelledby="comparison-heading">
      <h2 id="comparison-heading" className="text-2xl font-semibold">
        {C.title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{C.intro}</p>
      <p className="mt-3 flex flex-wrap items-center gap-4">
        <Link to="/admin/comparison/new" className={buttonVariants()}>
          {C.add}
        </Link>
        <Link to="/admin/comparison-tables" className="text-sm font-medium text-primary underline">
          {TABLE_ADMIN.tablesLink}
        </Link>
      </p>
      <KindList
        base="/admin/comparison"
        query={query}
        filters={[
          { name: "table", label: C.table, options: tables },
          {
            name: "state",
            label: T.state,
            options: Object.entries(CATALOGUE_ADMIN.states).map(([value, label]) => ({ value, label })),
          },
          {
            name: "gate",
            label: T.gate,
            options: [
              { value: "held", label: T.held },
              { value: "not-held", label: T.notHeld },
            ],
          },
        ]}
        items={items.map((row) => ({
          key: row.key,
          href: `/admin/comparison/${row.key}`,
          name: row.name,
          detail: `${row.table} · ${C.perServing(row.price)} · ${C.score(row.score)}`,
          badges: [
            { text: CATALOGUE_ADMIN.states[row.status], tone: row.status === "published" ? "secondary" : "outline" },
            ...(row.hold ? [{ text: T.held, tone: "destructive" as const }] : []),
          ],
        }))}
        total={total}
        page={page}
        pages={pages}
        none={C.none}
      />
    </section>
  );
}

export const meta = () => pageMeta(`${C.title} | Admin`, C.intro);
