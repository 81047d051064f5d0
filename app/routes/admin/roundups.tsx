import { Link } from "react-router";
import type { Route } from "./+types/roundups";
import { Badge } from "#app/components/ui/badge.tsx";
import { CATALOGUE_ADMIN, ROUNDUP_ADMIN as R } from "#app/domain/catalogue/messages.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/** Admin tab 'Roundups': every roundup, each opening its ordering screen (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const catalogue = await loadCatalogue("editor");
  return {
    roundups: catalogue.roundups.map((r) => ({
      slug: r.slug,
      title: r.title,
      count: r.products.length,
      status: r.status,
    })),
  };
}

export default function AdminRoundups({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="roundups-heading">
      <h2 id="roundups-heading" className="text-2xl font-semibold">
        {R.title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{R.intro}</p>
      <ul className="mt-6 divide-y divide-border rounded-xl border border-border bg-card">
        {loaderData.roundups.map((roundup) => (
          <li key={roundup.slug} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <Link
              to={`/admin/roundups/${roundup.slug}`}
              className="min-w-0 flex-1 basis-56 font-medium text-primary hover:underline"
            >
              {roundup.title}
            </Link>
            <span className="flex items-center gap-2 text-sm">
              <Badge variant={roundup.status === "published" ? "secondary" : "outline"}>
                {CATALOGUE_ADMIN.states[roundup.status]}
              </Badge>
              <span className="text-muted-foreground">{R.products(roundup.count)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta = () => pageMeta(`${R.title} | Admin`, R.intro);
