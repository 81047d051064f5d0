import type { Route } from "./+types/sync";
import { syncedState } from "#app/domain/accounts/account-sync.server.ts";
import { getSessionUser } from "#app/domain/accounts/session.server.ts";
import { consumeVaultAllowance } from "#app/domain/accounts/vault.server.ts";
import { refusalInit } from "#app/lib/refusal-answers.ts";
import { isSameSite, siteOfRequest } from "#app/lib/same-site.ts";
import { config } from "#platform/config.ts";

/**
 * /account/sync: the tracker days and quiz results the old plain-text sync saved to a member's account.
 * GET answers them, so her device can seal them into her private sync (/account/vault), which then deletes
 * them. Nothing new is saved here: health data leaves the browser only end-to-end encrypted.
 */
const headers = { "Cache-Control": "private, no-store" };

function refuse(status: number, message: string, extra: Record<string, string> = {}) {
  return Response.json({ ok: false, message }, { status, headers: { ...headers, ...extra } });
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return refuse(401, "Log in to see the data saved to your account.");
  // The same allowance as the private sync's reads: an old device's catch-up, not a way to make the server read
  // her whole account over and over.
  const allowance = await consumeVaultAllowance(user.id, "read");
  if (!allowance.ok) {
    const init = refusalInit(allowance, {});
    return refuse(init.status ?? 429, allowance.message, (init.headers as Record<string, string> | undefined) ?? {});
  }
  return Response.json({ ok: true, ...(await syncedState(user.id)) }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return refuse(405, "Method not allowed.", { Allow: "GET" });
  if (!isSameSite(siteOfRequest(request), new URL(config.SITE_URL).origin))
    return refuse(403, "Cross-site requests are refused.");
  const user = await getSessionUser(request);
  if (!user) return refuse(401, "Log in to save to your account.");
  return refuse(
    410,
    "Plain-text sync has ended: health data is saved to your account only end-to-end encrypted. Set up private sync in the Cycle Tracker or on your profile.",
  );
}
