import type { Route } from "./+types/newsletter-subscribers-csv";
import { subscribersCsv } from "#app/domain/newsletter/subscriptions.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/** Admin: every subscriber with their consent record, as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const csv = await subscribersCsv();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
