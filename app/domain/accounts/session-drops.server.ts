import type { SessionDrop } from "#platform/session-cache.ts";

/**
 * Which cached sessions an auth endpoint's call makes stale (platform/session-cache.ts): the caller's own
 * session at sign-out; the target's sessions on an admin's write (ban, role, revocation, removal); the
 * caller's sessions on her own writes (password, profile, revocations, second factor); every session when
 * the member cannot be told (a password reset by mail link, an admin's revocation of one session by its
 * token). A second factor verified while signed in ends the session it came with. Reads and sign-ins
 * change no existing session. Unknown endpoints drop: a stale session is worse than one more database read.
 */
const KEEPS_SESSIONS = [
  "/get-session",
  "/list-sessions",
  "/list-accounts",
  "/account-info",
  "/sign-in/",
  "/sign-up/",
  "/send-verification-email",
  "/verify-email",
  "/request-password-reset",
  "/forget-password",
  "/reset-password/",
  "/two-factor/send-otp",
  "/two-factor/get-totp-uri",
  "/passkey/generate-",
  "/passkey/verify-authentication",
  "/passkey/list-user-passkeys",
  "/admin/list-users",
  "/admin/list-user-sessions",
  "/admin/has-permission",
  "/admin/get-user",
  "/ok",
  "/error",
];

function keepsSessions(path: string): boolean {
  return KEEPS_SESSIONS.some((prefix) =>
    prefix.endsWith("/") || prefix.endsWith("-") ? path.startsWith(prefix) : path === prefix,
  );
}

export function sessionDropAfter(
  path: string,
  body: unknown,
  caller: { key: string | null; userId: string | undefined },
): SessionDrop | null {
  if (keepsSessions(path)) return null;
  if (path === "/sign-out") return caller.key ? { key: caller.key } : null;
  // A code verified while signed in (enrolling a second factor) replaces the session it came with; while
  // signing in there is no session yet.
  if (path.startsWith("/two-factor/verify-")) return caller.key ? { key: caller.key } : null;
  // The ended session is named by its token, not its member: nothing cached can be told apart from it.
  if (path === "/admin/revoke-user-session") return { all: true };
  const target = body && typeof body === "object" ? (body as Record<string, unknown>).userId : undefined;
  if (path.startsWith("/admin/") && typeof target === "string" && target) return { userId: target };
  if (caller.userId) return { userId: caller.userId };
  return { all: true };
}
