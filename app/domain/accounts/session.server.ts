import { getSessionCookie } from "better-auth/cookies";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { markRenderPersonal } from "#platform/render-scope.ts";
import { config } from "#platform/config.ts";
import { cookieValue, sessionCache, sessionKey } from "#platform/session-cache.ts";
import { isRole, type Role } from "./users.server.ts";
import { adminAccess } from "./second-factor.server.ts";

export type { Role };

/** The signed-in user as every page sees it (full_name, avatar_url, role). */
export type SessionUser = {
  id: string;
  email: string;
  fullName: string;
  avatarUrl: string | null;
  role: Role;
};

export const SESSION_COOKIE_PREFIX = "wc";

/** Every cookie better-auth may have set for a session (plain and __Secure- variants). */
export const SESSION_COOKIE_NAMES = ["session_token", "session_data", "dont_remember"].flatMap((name) => [
  `${SESSION_COOKIE_PREFIX}.${name}`,
  `__Secure-${SESSION_COOKIE_PREFIX}.${name}`,
]);

type AuthSession = NonNullable<Awaited<ReturnType<typeof auth.api.getSession>>>;

function toSessionUser(session: AuthSession): SessionUser {
  const u = session.user as typeof session.user & { role?: string | null };
  return {
    id: u.id,
    email: u.email,
    fullName: u.name ?? "",
    avatarUrl: u.image ?? null,
    role: isRole(u.role) ? u.role : "user",
  };
}

/** The cookie better-auth reads the session token from (the __Secure- one on HTTPS). */
const sessionTokenCookie = () => `${config.secureCookies ? "__Secure-" : ""}${SESSION_COOKIE_PREFIX}.session_token`;

/** The session cache's key for a request's session cookie, or null without one. */
export function sessionCacheKey(cookieHeader: string | null | undefined): string | null {
  const value = cookieValue(cookieHeader ?? undefined, sessionTokenCookie());
  return value ? sessionKey(value) : null;
}

/** The member of a session the cache holds (platform/session-cache.ts), without asking the database. */
export function cachedSessionUser(cookieHeader: string | null | undefined): SessionUser | undefined {
  const key = sessionCacheKey(cookieHeader);
  return key ? (sessionCache.get(key) as SessionUser | undefined) : undefined;
}

function remember(request: Request, session: AuthSession, user: SessionUser) {
  const key = sessionCacheKey(request.headers.get("cookie"));
  if (key) sessionCache.set(key, user.id, user, new Date(session.session.expiresAt).getTime());
}

/** Whether the request carries a session cookie at all (valid or not). */
export function hasSessionCookie(request: Request): boolean {
  return getSessionCookie(request.headers, { cookiePrefix: SESSION_COOKIE_PREFIX }) !== null;
}

/**
 * The session behind a request, and whether it is broken: a session cookie
 * that yields no session (a "ghost session" whose user row is gone, an expired
 * or revoked session, or a cookie that cannot be decoded). `headers` carries a
 * refreshed session cookie when better-auth extended the session.
 */
export async function getSessionState(
  request: Request,
): Promise<{ user: SessionUser | null; invalid: boolean; headers: Headers | null }> {
  if (!hasSessionCookie(request)) return { user: null, invalid: false, headers: null };
  markRenderPersonal();
  const cached = cachedSessionUser(request.headers.get("cookie"));
  if (cached) return { user: cached, invalid: false, headers: null };
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  const refreshed = headers.getSetCookie().length > 0 ? headers : null;
  if (!response) return { user: null, invalid: true, headers: null };
  const user = toSessionUser(response);
  remember(request, response, user);
  return { user, invalid: false, headers: refreshed };
}

/**
 * The signed-in member, from the session cache while it holds her session (a few seconds; dropped at
 * once when the session ends or her role changes), else from better-auth.
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!hasSessionCookie(request)) return null;
  markRenderPersonal();
  const cached = cachedSessionUser(request.headers.get("cookie"));
  if (cached) return cached;
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = toSessionUser(session);
  remember(request, session, user);
  return user;
}

/** The user and the id of the session (never its token: the user object reaches pages). */
export async function readSession(request: Request): Promise<{ user: SessionUser; sessionId: string } | null> {
  if (!hasSessionCookie(request)) return null;
  markRenderPersonal();
  const session = await auth.api.getSession({ headers: request.headers });
  return session ? { user: toSessionUser(session), sessionId: session.session.id } : null;
}

/**
 * Admins in an admin session only (second-factor.server.ts adminAccess): the guard behind every admin page
 * and action. Answers the reason instead of redirecting, for endpoints that answer JSON.
 */
export async function adminSessionOf(
  request: Request,
): Promise<{ user: SessionUser | null; access: Awaited<ReturnType<typeof adminAccess>> }> {
  const session = await readSession(request);
  if (!session) return { user: null, access: { ok: false, reason: "not-admin" } };
  return { user: session.user, access: await adminAccess({ userId: session.user.id, sessionId: session.sessionId }) };
}
