import type { Route } from "./+types/vault";
import { getSessionUser } from "#app/domain/accounts/session.server.ts";
import { applyVaultRequest, consumeVaultAllowance, vaultState } from "#app/domain/accounts/vault.server.ts";
import { parseVaultRequest } from "#app/domain/accounts/vault-rules.ts";
import { refusalInit } from "#app/lib/refusal-answers.ts";
import type { Refusal } from "#app/lib/refusal.ts";
import { isSameSite, siteOfRequest } from "#app/lib/same-site.ts";
import { config } from "#platform/config.ts";

/**
 * /account/vault: the signed-in member's private sync. GET answers her vault header (wrapped keys, salt,
 * rounds), her use of the quota, a cursor, and her sealed records (all, or with `?since=<cursor>` only those
 * changed since); a write answers only what changed since the cursor it carries; POST (JSON, at most 64 KB like every body) sets the vault up, re-wraps the
 * data key under a new passphrase, saves sealed records (the latest save of a record wins) or deletes it
 * all. The server checks the shape of what it is given and can read none of it.
 */
const headers = { "Cache-Control": "private, no-store" };

function answer(status: number, message: string, extra: Record<string, string> = {}) {
  return Response.json({ ok: false, message }, { status, headers: { ...headers, ...extra } });
}

/** A refused request or write: the vault's own statuses; a limit answers 429 with Retry-After. */
function refused(refusal: Refusal) {
  const init = refusalInit(refusal, VAULT_STATUSES);
  return Response.json(
    { ok: false, message: refusal.message },
    { status: init.status, headers: { ...headers, ...(init.headers as Record<string, string> | undefined) } },
  );
}

const VAULT_STATUSES: Record<string, number> = {
  "already-set-up": 409,
  "not-set-up": 404,
  "wrong-access": 403,
  "over-quota": 413,
};

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return answer(401, "Log in to see your private data.");
  // `since` (the cursor of a previous answer): only the records changed since, not the whole vault.
  const sinceParam = new URL(request.url).searchParams.get("since");
  const since = sinceParam === null ? undefined : new Date(sinceParam);
  if (since && (sinceParam!.length > 40 || Number.isNaN(since.getTime())))
    return answer(400, "since must be a cursor this endpoint gave (an ISO date and time).");
  const allowance = await consumeVaultAllowance(user.id, "read");
  if (!allowance.ok) return refused(allowance);
  return Response.json({ ok: true, ...(await vaultState(user.id, undefined, { since })) }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return answer(405, "Method not allowed.", { Allow: "GET, POST" });
  if (!isSameSite(siteOfRequest(request), new URL(config.SITE_URL).origin))
    return answer(403, "Cross-site requests are refused.");
  const user = await getSessionUser(request);
  if (!user) return answer(401, "Log in to save your private data.");
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("application/json")) {
    return answer(415, "Send JSON.");
  }
  const allowance = await consumeVaultAllowance(user.id);
  if (!allowance.ok) return refused(allowance);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return answer(400, "The body is not valid JSON.");
  }
  const parsed = parseVaultRequest(body, new Date());
  if (!parsed.ok) return refused(parsed);
  const result = await applyVaultRequest(user.id, parsed.value);
  if (!result.ok) return refused(result);
  return Response.json({ ok: true, ...result.state }, { headers });
}
