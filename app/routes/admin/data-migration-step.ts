import { z } from "zod";
import type { Route } from "./+types/data-migration-step";
import { adminNeedsSecondFactor } from "#app/domain/accounts/second-factor.server.ts";
import { getSessionUser } from "#app/domain/accounts/session.server.ts";
import { UNAUTHORIZED_TOAST } from "#app/routes/admin/migration-toasts.ts";
import { migrateProductAt, migrationTotal } from "#app/domain/catalogue/migration.server.ts";
import { isSameSite, siteOfRequest } from "#app/lib/same-site.ts";
import { parseSubmission, readFormData } from "#app/lib/forms.ts";
import { config } from "#platform/config.ts";

/**
 * POST /admin/data-migration/step (index=n): upserts the n-th built-in product
 * and answers with JSON progress. The migration page calls it once per product,
 * so the progress it shows is the server's real progress.
 */
const stepSchema = z.object({ index: z.number().int().min(0) });

export async function action({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (!user || user.role !== "admin" || !isSameSite(siteOfRequest(request), new URL(config.SITE_URL).origin) || (await adminNeedsSecondFactor(user.id))) {
    return Response.json({ ok: false, message: UNAUTHORIZED_TOAST.description }, { status: 403 });
  }
  const parsed = parseSubmission(await readFormData(request), stepSchema);
  if (parsed.status !== "success" || parsed.value.index >= migrationTotal()) {
    return Response.json({ ok: false, message: "Invalid product position." }, { status: 400 });
  }
  const result = await migrateProductAt(parsed.value.index);
  return Response.json(result, { status: result.ok ? 200 : 500 });
}
