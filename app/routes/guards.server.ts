import { redirect } from "react-router";
import { SECOND_FACTOR_SESSION_PATH, SECURITY_PAGE } from "#app/domain/accounts/second-factor.server.ts";
import { adminSessionOf, getSessionUser, readSession, type SessionUser } from "#app/domain/accounts/session.server.ts";
import type { ModeratorPermission } from "#app/domain/chat/moderation.ts";
import { moderatorAccess } from "#app/domain/chat/moderation.server.ts";

/**
 * Guards for loaders and actions: each answers a request that may not go on by throwing a redirect, which
 * React Router turns into the response. They sit beside the routes (as Epic Stack keeps requireUserId with
 * its route utilities); the accounts domain only says who is signed in and what she may do.
 */

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  return redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
}

/** requireUser, with the session's id (for guards that look at the session, not only the account). */
export async function requireUserSession(request: Request): Promise<{ user: SessionUser; sessionId: string }> {
  const session = await readSession(request);
  if (!session) throw loginRedirect(request);
  return session;
}

/** Signed-in users only; visitors go to /login and come back afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw loginRedirect(request);
  return user;
}

/** Where an admin without a second factor is sent while the site requires one. */
export const SECOND_FACTOR_SETUP_PATH = `${SECURITY_PAGE}?required=admin`;

/** Where an admin's redirect guard sends her when the one admin check (adminAccess) refuses her. */
export function adminRefusalRedirect(reason: "needs-second-factor" | "needs-verified-session" | "not-admin") {
  if (reason === "needs-second-factor") return redirect(SECOND_FACTOR_SETUP_PATH);
  if (reason === "needs-verified-session") return redirect(SECOND_FACTOR_SESSION_PATH);
  return redirect("/");
}

/**
 * Admins in an admin session only: visitors go to /login (remembering the page), other users to /. While
 * the site requires a second factor for admins, an admin without one is sent to set one up first, and one
 * whose session was not opened with it to sign in again with it (adminAccess, the one admin check).
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const { user, access } = await adminSessionOf(request);
  if (!user) throw loginRedirect(request);
  if (access.ok) return user;
  throw adminRefusalRedirect(access.reason);
}

/**
 * Moderators and admins (the one moderator check, `moderatorAccess`): visitors go to /login, other
 * members to /. An admin whose session does not meet the admin rule is sent on as by requireAdmin.
 */
export async function requireModerator(
  request: Request,
  permission: ModeratorPermission = "queue.read",
): Promise<{ user: SessionUser; actor: { id: string; name: string }; admin: boolean; sessionId: string }> {
  const session = await readSession(request);
  if (!session) throw loginRedirect(request);
  const access = await moderatorAccess({ userId: session.user.id, sessionId: session.sessionId, permission });
  if (access.ok) return { user: session.user, actor: access.actor, admin: access.admin, sessionId: session.sessionId };
  throw adminRefusalRedirect(access.reason === "not-moderator" ? "not-admin" : access.reason);
}

/**
 * Reviewers (the review gate's sign-offs) and admins: visitors go to /login, other members to /. An admin
 * passes the admin check (second factor) as everywhere else; signing off is the reviewer's alone (the
 * domain refuses anyone else).
 */
export async function requireReviewerOrAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role === "reviewer") return user;
  if (user.role === "admin") return requireAdmin(request);
  throw redirect("/");
}
