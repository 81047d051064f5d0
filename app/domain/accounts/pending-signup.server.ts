import crypto from "node:crypto";
import { authSecret } from "#platform/auth-secret.ts";
import { config } from "#platform/config.ts";

/**
 * "Signed in after the confirmation link, in the browser that asked for it." The browser that signed up
 * (or asked for a new link) keeps a signed, http-only cookie naming the address, sent only to the
 * verification endpoint and valid as long as the link (one hour). When the link is opened in that browser,
 * the verification signs her in (auth.server.ts, after hook); opened anywhere else (another device, a mail
 * scanner), the address is confirmed and nobody is signed in.
 */
export const PENDING_SIGNUP_COOKIE = "wc_pending_signup";
/** The confirmation link's lifetime (better-auth `emailVerification.expiresIn`), in seconds. */
export const VERIFICATION_LINK_SECONDS = 60 * 60;
const COOKIE_PATH = "/api/auth/verify-email";
export const pendingSignupCookieOptions = () =>
  ({
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
  }) as const;

function signature(email: string, expires: number): string {
  return crypto.createHmac("sha256", authSecret()).update(`pending-signup\n${email}\n${expires}`).digest("base64url");
}

const normalise = (email: string) => email.trim().toLowerCase();

/** The Set-Cookie value that marks this browser as the one waiting for `email`'s confirmation. */
export function pendingSignupCookie(email: string, now: Date = new Date()): string {
  const address = normalise(email);
  const expires = Math.floor(now.getTime() / 1000) + VERIFICATION_LINK_SECONDS;
  const value = `${Buffer.from(address).toString("base64url")}.${expires}.${signature(address, expires)}`;
  return `${PENDING_SIGNUP_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${VERIFICATION_LINK_SECONDS}; HttpOnly; SameSite=Lax${config.secureCookies ? "; Secure" : ""}`;
}

/** The address this browser waits to confirm, when its cookie is genuine and not expired; else null. */
export function pendingSignupEmail(cookieHeader: string | null | undefined, now: Date = new Date()): string | null {
  if (!cookieHeader) return null;
  const raw = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PENDING_SIGNUP_COOKIE}=`))
    ?.slice(PENDING_SIGNUP_COOKIE.length + 1);
  if (!raw) return null;
  const [encoded, expiresText, mac] = raw.split(".");
  if (!encoded || !expiresText || !mac) return null;
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return null;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(signature(email, expires));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return email;
}

/** Whether the browser's cookie names `email`. */
export function isPendingSignupFor(cookieHeader: string | null | undefined, email: string): boolean {
  return pendingSignupEmail(cookieHeader) === normalise(email);
}
