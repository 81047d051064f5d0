import type { Route } from "./+types/analytics-csv";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { parseRange } from "#app/domain/analytics/range.ts";
import { refusalStatus } from "#app/lib/refusal-answers.ts";
import { analyticsCsv, analyticsReport } from "#app/domain/analytics/reports.server.ts";
import { analytics, utcDay } from "#platform/analytics.ts";

/** Admin: the Analytics tab's period as a CSV download (the same admin and second-factor rules as the tab). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const parsed = parseRange(new URL(request.url).searchParams, utcDay(new Date()));
  if (!parsed.ok)
    return new Response(parsed.message, {
      status: refusalStatus(parsed),
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  await analytics.flush();
  const { range } = parsed;
  return new Response(analyticsCsv(await analyticsReport(range)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
