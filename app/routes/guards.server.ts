import { redirect } from "react-router";
import { adminNeedsSecondFactor, SECURITY_PAGE } from "#app/domain/accounts/second-factor.server.ts";
import { getSessionUser, type SessionUser } from "#app/domain/accounts/session.server.ts";

/**
 * Guards for loaders and actions: each answers a request that may not go on by throwing a redirect, which
 * React Router turns into the response. They sit beside the routes (as Epic Stack keeps requireUserId in
 * app/utils/auth.server.ts); the accounts domain only says who is signed in and what she may do.
 */

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  return redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
}

/** Signed-in users only; visitors go to /login and come back afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw loginRedirect(request);
  return user;
}

/** Where an admin without a second factor is sent while the site requires one. */
export const SECOND_FACTOR_SETUP_PATH = `${SECURITY_PAGE}?required=admin`;

/**
 * Admins only: visitors go to /login (remembering the page), other users to /. While the site requires
 * a second factor for admins, an admin without one is sent to set one up first.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw loginRedirect(request);
  if (user.role !== "admin") throw redirect("/");
  if (await adminNeedsSecondFactor(user.id)) throw redirect(SECOND_FACTOR_SETUP_PATH);
  return user;
}
