import crypto from "node:crypto";
import { refuse, retryAfterSecondsOf, type Refusal } from "#app/lib/refusal.ts";
import { config } from "#platform/config.ts";
import { consumeRateLimit, peekRateLimit } from "#platform/rate-limit.ts";
import { clientKey } from "#platform/client-key.ts";

/**
 * Abuse limits for the endpoints that take a password or send mail. Per client address and per email address, stored in
 * the database so they hold across instances.
 *
 * - Requests that reach better-auth over HTTP (/api/auth/*) are limited per
 *   address by better-auth's own limiter (database storage, `customRules`).
 * - Our form actions call `auth.api.*` in-process, which skips that limiter,
 *   so the before-hook applies the same per-address rule to them itself.
 * - The per-email rule is applied by the before-hook to every call.
 */
/** The limits are off under Vitest, whose tests sign in far more often than a person would. */
export function authLimitsOn(): boolean {
  return config.NODE_ENV !== "test";
}

export type AuthLimitRule = { window: number; max: number };
export type LimitedPath = "/sign-in/email" | "/sign-up/email" | "/request-password-reset";

/** Window in seconds, max requests per window (before AUTH_RATE_LIMIT_SCALE). */
export const authLimits: Record<LimitedPath, { perIp: AuthLimitRule; perEmail: AuthLimitRule | null }> = {
  // Per email, sign-in counts wrong passwords only (signInFailureLimits): counting every attempt let
  // strangers lock the owner out.
  "/sign-in/email": { perIp: { window: 60, max: 10 }, perEmail: null },
  "/sign-up/email": { perIp: { window: 10 * 60, max: 5 }, perEmail: { window: 60 * 60, max: 3 } },
  "/request-password-reset": { perIp: { window: 15 * 60, max: 5 }, perEmail: { window: 60 * 60, max: 3 } },
};

/**
 * Mails per recipient, whoever asks and from however many addresses: the per-client limits alone let a
 * few addresses fill one inbox. Over the limit the mail is not sent and the answer stays the same.
 */
export type RecipientMail = "verification" | "password-reset" | "existing-account";
export const recipientMailLimits: Record<RecipientMail, AuthLimitRule> = {
  verification: { window: 60 * 60, max: 3 },
  "password-reset": { window: 60 * 60, max: 3 },
  "existing-account": { window: 24 * 60 * 60, max: 2 },
};

/** Counts one mail of this kind to this address; false when the address had its share of them. */
export async function mayMailRecipient(kind: RecipientMail, email: string, scale: number): Promise<boolean> {
  const rule = recipientMailLimits[kind];
  const key = `mail:${kind}:${hashKey(email.trim().toLowerCase())}`;
  const result = await consumeRateLimit({ key, limit: rule.max * scale, windowMs: rule.window * 1000 });
  return result.ok;
}

/**
 * Wrong passwords (docs/decisions/015): counted per account and client address, so guesses from one
 * address stop soon, and per account with a much looser ceiling, so strangers from a dozen addresses
 * do not keep the owner out. Only failures count; the owner's own right password never adds to them.
 */
export const signInFailureLimits = {
  perAccountAndAddress: { window: 15 * 60, max: 5 },
  perAccount: { window: 60 * 60, max: 100 },
} as const;

function failureKeys(email: string, ip: string) {
  const account = hashKey(email.trim().toLowerCase());
  return {
    pair: `auth:sign-in-failures:${account}:${hashKey(clientKey(ip))}`,
    account: `auth:sign-in-failures:${account}`,
  };
}

/** Before a sign-in: whether this account may be tried from this address now. */
export async function signInAllowed(
  email: string,
  ip: string,
  scale: number,
): Promise<{ ok: true } | Refusal<"rate-limited">> {
  const keys = failureKeys(email, ip);
  const rules = signInFailureLimits;
  for (const [key, rule] of [
    [keys.pair, rules.perAccountAndAddress],
    [keys.account, rules.perAccount],
  ] as const) {
    const counted = await peekRateLimit(key);
    if (counted.count >= rule.max * scale) return tooManyRequests(counted.retryAfterMs);
  }
  return { ok: true };
}

/** After a wrong password: one more failure for the account from this address, and for the account. */
export async function countSignInFailure(email: string, ip: string, scale: number): Promise<void> {
  const keys = failureKeys(email, ip);
  const rules = signInFailureLimits;
  await consumeRateLimit({
    key: keys.pair,
    limit: rules.perAccountAndAddress.max * scale,
    windowMs: rules.perAccountAndAddress.window * 1000,
  });
  await consumeRateLimit({
    key: keys.account,
    limit: rules.perAccount.max * scale,
    windowMs: rules.perAccount.window * 1000,
  });
}

export const CLIENT_IP_HEADER = "x-wc-client-ip";

export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please try again later.";

/** A limit's refusal: the auth forms' one sentence, and when trying again can succeed. */
function tooManyRequests(retryAfterMs: number): Refusal<"rate-limited"> {
  return refuse("rate-limited", TOO_MANY_REQUESTS_MESSAGE, { retryAfterSeconds: retryAfterSecondsOf(retryAfterMs) });
}

export function isLimitedPath(path: string): path is LimitedPath {
  return Object.hasOwn(authLimits, path);
}

function hashKey(value: string) {
  return crypto.createHash("sha256").update(value).digest("base64url").slice(0, 32);
}

/**
 * Counts one attempt; returns the seconds to wait when a limit is exceeded.
 * `ip` is checked only when given (in-process calls); `email` always.
 */
export async function checkAuthLimits(options: {
  path: LimitedPath;
  email?: string | null;
  ip?: string | null;
  scale: number;
}): Promise<{ ok: true } | Refusal<"rate-limited">> {
  const rules = authLimits[options.path];
  const checks: { key: string; rule: AuthLimitRule }[] = [];
  if (options.ip) checks.push({ key: `auth:${options.path}:ip:${clientKey(options.ip)}`, rule: rules.perIp });
  const email = options.email?.trim().toLowerCase();
  if (email && rules.perEmail)
    checks.push({ key: `auth:${options.path}:email:${hashKey(email)}`, rule: rules.perEmail });
  for (const { key, rule } of checks) {
    const result = await consumeRateLimit({ key, limit: rule.max * options.scale, windowMs: rule.window * 1000 });
    if (!result.ok) return tooManyRequests(result.retryAfterMs);
  }
  return { ok: true };
}

/**
 * better-auth's own limiter (memory or its `rateLimit` table) counts requests
 * until a full window passes with none: steady traffic from one address, even
 * far below the limit (an office or a proxy in front of many people), piles
 * up and is then refused until it pauses. The load benchmark found sign-outs
 * refused with 429 this way. This storage gives every better-auth rule a
 * fixed window instead, counted in the shared `rate_limits` table (so it holds
 * across instances) with the same atomic statement as our other limits.
 */
/**
 * The better-auth endpoints that its limiter counts per address: the ones
 * that take a password or a token, or send mail. Every other /api/auth/*
 * path, real or made up, writes no rate_limits row (any
 * path, e.g. a random one per request, used to create a row).
 */
export const extraLimitedPaths: Record<string, AuthLimitRule> = {
  "/send-verification-email": { window: 60, max: 3 },
  "/change-password": { window: 10, max: 3 },
  "/change-email": { window: 10, max: 3 },
  "/reset-password": { window: 60, max: 10 },
  // Each sign-out writes to the session table: a client looping on it costs the database, not only itself.
  "/sign-out": { window: 60, max: 30 },
  // Second factors: codes and passkey checks per address; the twoFactor plugin also locks an
  // account's second step after five wrong codes, whichever addresses they come from.
  "/two-factor/verify-totp": { window: 60, max: 10 },
  "/two-factor/verify-backup-code": { window: 60, max: 10 },
  "/two-factor/enable": { window: 60, max: 5 },
  "/two-factor/disable": { window: 60, max: 5 },
  "/two-factor/get-totp-uri": { window: 60, max: 5 },
  "/two-factor/generate-backup-codes": { window: 60, max: 5 },
  "/passkey/generate-register-options": { window: 60, max: 10 },
  "/passkey/verify-registration": { window: 60, max: 10 },
  "/passkey/generate-authenticate-options": { window: 60, max: 20 },
  "/passkey/verify-authentication": { window: 60, max: 10 },
  "/passkey/delete-passkey": { window: 60, max: 10 },
  "/passkey/update-passkey": { window: 60, max: 10 },
};

/** The paths among extraLimitedPaths that our own forms call in-process (better-auth's limiter does not see those). */
const IN_PROCESS_LIMITED = new Set(
  Object.keys(extraLimitedPaths).filter((path) => path.startsWith("/two-factor/") || path.startsWith("/passkey/")),
);

/** Counts an in-process call to a second-factor endpoint per client address. */
export async function checkInProcessLimit(options: {
  path: string;
  ip: string;
  scale: number;
}): Promise<{ ok: true } | Refusal<"rate-limited">> {
  if (!IN_PROCESS_LIMITED.has(options.path)) return { ok: true };
  const rule = extraLimitedPaths[options.path]!;
  const result = await consumeRateLimit({
    key: `auth:${options.path}:ip:${clientKey(options.ip)}`,
    limit: rule.max * options.scale,
    windowMs: rule.window * 1000,
  });
  return result.ok ? { ok: true } : tooManyRequests(result.retryAfterMs);
}

export function isCountedAuthPath(path: string): boolean {
  return isLimitedPath(path) || Object.hasOwn(extraLimitedPaths, path);
}

/** better-auth's limiter key is "{ip}|{path}" (an address never holds "|"; a path may). */
function pathOfKey(key: string): string {
  const bar = key.indexOf("|");
  return bar === -1 ? key : key.slice(bar + 1);
}

export const fixedWindowAuthStorage = {
  async consume(
    key: string,
    rule: { window: number; max: number },
  ): Promise<{ allowed: boolean; retryAfter: number | null }> {
    if (!isCountedAuthPath(pathOfKey(key))) return { allowed: true, retryAfter: null };
    const result = await consumeRateLimit({ key: `better-auth:${key}`, limit: rule.max, windowMs: rule.window * 1000 });
    return result.ok
      ? { allowed: true, retryAfter: null }
      : { allowed: false, retryAfter: retryAfterSecondsOf(result.retryAfterMs) };
  },
};
