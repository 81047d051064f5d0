import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { eq } from "drizzle-orm";
import type { Route } from "./+types/listings";
import { KindList } from "#app/components/catalogue/kind-list.tsx";
import { KIND_LIST as T, LISTING_ADMIN as L } from "#app/domain/catalogue/kind-messages.ts";
import { filterKindList, parseKindListQuery } from "#app/domain/catalogue/kind-list.ts";
import { CATALOGUE_ADMIN } from "#app/domain/catalogue/messages.ts";
import { CATEGORY_NAMES } from "#app/domain/catalogue/product.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { db, schema } from "#platform/db.ts";

/** Admin tab 'Affiliate Corner': every listing with search, category and its product's state (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await db
    .select({ row: schema.affiliateListings, name: schema.products.name, status: schema.products.status })
    .from(schema.affiliateListings)
    .innerJoin(schema.products, eq(schema.products.slug, schema.affiliateListings.productSlug))
    .orderBy(schema.affiliateListings.position);
  const query = parseKindListQuery(new URL(request.url).searchParams, {
    category: CATEGORY_NAMES,
    state: Object.keys(CATALOGUE_ADMIN.states),
  });
  const list = rows.map(({ row, name, status }) => ({
    key: row.productSlug,
    name,
    category: row.category,
    position: row.position + 1,
    status,
    values: { category: row.category, state: status },
  }));
  return { query, ...filterKindList(list, query) };
}

export default function AdminListings({ loaderData }: Route.ComponentProps) {
  const { query, items, total, page, pages } = loaderData;
  return (
    <section aria-labelledby="listings-heading">
      <h2 id="listings-heading" className="text-2xl font-semibold">
        {L.title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{L.intro}</p>
      <p className="mt-3">
        <Link to="/admin/affiliate-corner/new" className={buttonVariants()}>
          {L.add}
        </Link>
      </p>
      <KindList
        base="/admin/affiliate-corner"
        query={query}
        filters={[
          {
            name: "category",
            label: L.category,
            options: CATEGORY_NAMES.map((name) => ({ value: name, label: name })),
          },
          {
            name: "state",
            label: T.state,
            options: Object.entries(CATALOGUE_ADMIN.states).map(([value, label]) => ({ value, label })),
          },
        ]}
        items={items.map((row) => ({
          key: row.key,
          href: `/admin/affiliate-corner/${row.key}`,
          name: row.name,
          detail: `${row.category} · ${L.position}: ${row.position}`,
          badges: [
            { text: CATALOGUE_ADMIN.states[row.status], tone: row.status === "published" ? "secondary" : "outline" },
          ],
        }))}
        total={total}
        page={page}
        pages={pages}
        none={L.none}
      />
    </section>
  );
}

export const meta = () => pageMeta(`${L.title} | Admin`, L.intro);
