import { refuse, retryAfterSecondsOf, type Refusal } from "#app/lib/refusal.ts";
import { clientKey } from "#platform/client-key.ts";
import { db as defaultDb, type Database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { countAttempt, rateLimitResult } from "#platform/rate-limit.ts";
import { sendVerificationLink } from "./auth-calls.server.ts";
import { RESEND_PER_HOUR, resendWaitMessage } from "./resend-rules.ts";
import { EMAIL_FORMAT_MESSAGE } from "./schemas.ts";

/**
 * "Didn't get it?" on /email-confirmation: a new confirmation link, at most RESEND_PER_HOUR times an hour
 * for one address (and a wider limit per network), counted in the shared rate_limits table so it holds
 * across instances. The answer never says whether an account exists: the same words either way.
 */
const RESEND_PER_NETWORK_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

async function count(key: string, limit: number, database: Database) {
  const result = (await database.execute(countAttempt(key, HOUR_MS))) as unknown as {
    rows: { count: number; reset_at: string | Date }[];
  };
  const row = result.rows[0]!;
  return { ...rateLimitResult(row, limit), left: Math.max(0, limit - Number(row.count)) };
}

export async function resendVerification(
  request: Request,
  input: { email: unknown; ip: string },
  deps: { db?: Database; send?: typeof sendVerificationLink } = {},
): Promise<{ ok: true; left: number } | Refusal<"invalid" | "rate-limited">> {
  const database = deps.db ?? defaultDb;
  const email = typeof input.email === "string" ? input.email.trim().toLowerCase() : "";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    return refuse("invalid", EMAIL_FORMAT_MESSAGE, { field: "email" });
  const network = await count(`verify-resend:net:${clientKey(input.ip)}`, RESEND_PER_NETWORK_PER_HOUR, database);
  if (!network.ok)
    return refuse("rate-limited", resendWaitMessage(network.retryAfterMs), {
      retryAfterSeconds: retryAfterSecondsOf(network.retryAfterMs),
    });
  const address = await count(`verify-resend:${email}`, RESEND_PER_HOUR, database);
  if (!address.ok)
    return refuse("rate-limited", resendWaitMessage(address.retryAfterMs), {
      retryAfterSeconds: retryAfterSecondsOf(address.retryAfterMs),
    });
  const sent = await (deps.send ?? sendVerificationLink)(request, email);
  // Unknown or already confirmed addresses are answered the same way (no account is revealed).
  if (!sent.ok && sent.status !== 400) logger.warn({ status: sent.status }, "resend verification: not sent");
  return { ok: true, left: address.left };
}
