import { redirect } from "react-router";
import { auth } from "#server/auth.ts";

export type Role = "user" | "admin";

/** The signed-in user as every page sees it (spec §3 users: full_name, avatar_url, role). */
export type SessionUser = {
  id: string;
  email: string;
  fullName: string;
  avatarUrl: string | null;
  role: Role;
};

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const u = session.user as typeof session.user & { role?: string | null };
  return {
    id: u.id,
    email: u.email,
    fullName: u.name ?? "",
    avatarUrl: u.image ?? null,
    role: u.role === "admin" ? "admin" : "user",
  };
}

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

/** Admins only: visitors go to /login (remembering the page), other users to /. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw loginRedirect(request);
  if (user.role !== "admin") throw redirect("/");
  return user;
}
