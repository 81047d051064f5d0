import type { Route } from "./+types/sync";
import { consumeSyncAllowance, saveSynced, syncedState } from "#app/domain/accounts/account-sync.server.ts";
import { getSessionUser } from "#app/domain/accounts/session.server.ts";
import { parseSyncPayload } from "#app/domain/accounts/sync-rules.ts";
import { config } from "#platform/config.ts";

/**
 * /account/sync: the signed-in member's tracker days and quiz results.
 * GET answers her saved state; POST (JSON, at most 64 KB like every form) saves entries, the latest save
 * per date and per quiz winning, and answers the state afterwards. The member is the session's: a body
 * naming anyone (a user id or any field beyond `tracker` and `quizzes`) is refused.
 */
const headers = { "Cache-Control": "private, no-store" };

function refuse(status: number, message: string, extra: Record<string, string> = {}) {
  return Response.json({ ok: false, message }, { status, headers: { ...headers, ...extra } });
}

function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (!origin) return true;
  return origin === new URL(request.url).origin || origin === new URL(config.SITE_URL).origin;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return refuse(401, "Log in to see the data saved to your account.");
  return Response.json({ ok: true, ...(await syncedState(user.id)) }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return refuse(405, "Method not allowed.", { Allow: "GET, POST" });
  if (!sameOrigin(request)) return refuse(403, "Cross-site requests are refused.");
  const user = await getSessionUser(request);
  if (!user) return refuse(401, "Log in to save to your account.");
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("application/json")) {
    return refuse(415, "Send JSON.");
  }
  const allowance = await consumeSyncAllowance(user.id);
  if (!allowance.ok)
    return refuse(429, "Too many requests. Please try again later.", {
      "Retry-After": String(Math.ceil(allowance.retryAfterMs / 1000)),
    });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refuse(400, "The body is not valid JSON.");
  }
  const parsed = parseSyncPayload(body, new Date());
  if (!parsed.ok) return refuse(400, parsed.message);
  return Response.json({ ok: true, ...(await saveSynced(user.id, parsed.value)) }, { headers });
}
