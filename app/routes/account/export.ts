import type { Route } from "./+types/export";
import { exportAccountData } from "#app/domain/accounts/account-data.server.ts";
import { requireUser } from "#app/routes/guards.server.ts";
import { config } from "#platform/config.ts";

/**
 * GET /account/export: "Download my data" on the profile. One JSON file with the
 * signed-in member's own data (the tracker also as CSV text inside it). Visitors are sent to /login.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const document = await exportAccountData({ id: user.id, email: user.email }, config.SITE_NAME, now);
  const filename = `wellness-circle-my-data-${now.toISOString().slice(0, 10)}.json`;
  return new Response(`${JSON.stringify(document, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
