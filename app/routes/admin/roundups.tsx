import type { Route } from "./+types/roundups";
import { KindList } from "#app/components/catalogue/kind-list.tsx";
import { KIND_LIST as T } from "#app/domain/catalogue/kind-messages.ts";
import { filterKindList, parseKindListQuery } from "#app/domain/catalogue/kind-list.ts";
import { CATALOGUE_ADMIN, ROUNDUP_ADMIN as R } from "#app/domain/catalogue/messages.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { db, schema } from "#platform/db.ts";

const STATES = Object.keys(CATALOGUE_ADMIN.states);
const GATE = ["held", "not-held"];

/**
 * Admin tab 'Roundups': every roundup with search, its state and whether the review gate holds it, and paging;
 * each opens its editing screen (admins only).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseKindListQuery(new URL(request.url).searchParams, { state: STATES, gate: GATE });
  const [rows, items] = await Promise.all([
    db.select().from(schema.roundups).orderBy(schema.roundups.position, schema.roundups.title),
    db.select({ slug: schema.roundupItems.roundupSlug }).from(schema.roundupItems),
  ]);
  const list = rows.map((r) => ({
    key: r.slug,
    name: r.title,
    count: items.filter((i) => i.slug === r.slug).length,
    status: r.status,
    hold: r.reviewHold,
    values: { state: r.status, gate: r.reviewHold ? "held" : "not-held" },
  }));
  return { query, ...filterKindList(list, query) };
}

export default function AdminRoundups({ loaderData }: Route.ComponentProps) {
  const { query, items, total, page, pages } = loaderData;
  return (
    <section aria-labelledby="roundups-heading">
      <h2 id="roundups-heading" className="text-2xl font-semibold">
        {R.title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{R.intro}</p>
      <KindList
        base="/admin/roundups"
        query={query}
        filters={[
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
        items={items.map((roundup) => ({
          key: roundup.key,
          href: `/admin/roundups/${roundup.key}`,
          name: roundup.name,
          detail: R.products(roundup.count),
          badges: [
            {
              text: CATALOGUE_ADMIN.states[roundup.status],
              tone: roundup.status === "published" ? "secondary" : "outline",
            },
            ...(roundup.hold ? [{ text: T.held, tone: "destructive" as const }] : []),
          ],
        }))}
        total={total}
        page={page}
        pages={pages}
        none={R.none}
      />
    </section>
  );
}

export const meta = () => pageMeta(`${R.title} | Admin`, R.intro);
