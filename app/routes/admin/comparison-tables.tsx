import { count } from "drizzle-orm";
import { Link } from "react-router";
import type { Route } from "./+types/comparison-tables";
import { KindList } from "#app/components/catalogue/kind-list.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { KIND_LIST as KL, TABLE_ADMIN as T } from "#app/domain/catalogue/kind-messages.ts";
import { filterKindList, parseKindListQuery } from "#app/domain/catalogue/kind-list.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { db, schema } from "#platform/db.ts";

/** Admin: the comparison guide's tables with search, each with its labels, rows and gate state (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const t = schema.comparisonTables;
  const [tables, rows] = await Promise.all([
    db.select().from(t).orderBy(t.position),
    db
      .select({ table: schema.comparisonRows.tableSlug, rows: count() })
      .from(schema.comparisonRows)
      .groupBy(schema.comparisonRows.tableSlug),
  ]);
  const query = parseKindListQuery(new URL(request.url).searchParams, { gate: ["held", "not-held"] });
  const list = tables.map((table) => ({
    key: table.slug,
    name: table.title,
    labels: table.featureLabels.join(" · "),
    rows: rows.find((r) => r.table === table.slug)?.rows ?? 0,
    hold: table.reviewHold,
    values: { gate: table.reviewHold ? "held" : "not-held" },
  }));
  return { query, ...filterKindList(list, query) };
}

export default function AdminComparisonTables({ loaderData }: Route.ComponentProps) {
  const { query, items, total, page, pages } = loaderData;
  return (
    <section aria-labelledby="tables-heading">
      <h2 id="tables-heading" className="text-2xl font-semibold">
        {T.title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{T.intro}</p>
      <p className="mt-3 flex flex-wrap items-center gap-4">
        <Link to="/admin/comparison-tables/new" className={buttonVariants()}>
          {T.add}
        </Link>
        <Link to="/admin/comparison" className="text-sm font-medium text-primary underline">
          {T.rowsLink}
        </Link>
      </p>
      <KindList
        base="/admin/comparison-tables"
        query={query}
        filters={[
          {
            name: "gate",
            label: KL.gate,
            options: [
              { value: "held", label: KL.held },
              { value: "not-held", label: KL.notHeld },
            ],
          },
        ]}
        items={items.map((table) => ({
          key: table.key,
          href: `/admin/comparison-tables/${table.key}`,
          name: table.name,
          detail: table.labels,
          badges: [
            { text: table.rows ? T.rows(table.rows) : T.noRows, tone: table.rows ? "secondary" : "outline" },
            ...(table.hold ? [{ text: KL.held, tone: "destructive" as const }] : []),
          ],
        }))}
        total={total}
        page={page}
        pages={pages}
        none={T.none}
      />
    </section>
  );
}

export const meta = () => pageMeta(`${T.title} | Admin`, T.intro);
