import { and, eq, gt, sql } from "drizzle-orm";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";

/**
 * Who is behind a chat socket: the session's user as she stands now. One rule decides it, for the
 * upgrade and before every send and delete: the session exists and has not expired, the user exists and
 * is not banned (a ban without an end date, or one that has not ended), and the role is the stored one.
 */
export type Viewer = { id: string; name: string; role: "user" | "admin"; expiresAt: number; sessionId: string };

/** A ban holds when it has no end date or its end is still ahead. */
export function isBanned(
  user: { banned: boolean | null; banExpires: Date | string | null },
  now = Date.now(),
): boolean {
  return user.banned === true && (!user.banExpires || new Date(user.banExpires).getTime() > now);
}

/** The viewer of a session id, in one indexed query; null when the session or the user is gone, expired or banned. */
export async function viewerForSession(sessionId: string, db: Database = defaultDb): Promise<Viewer | null> {
  const { session, user } = schema;
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      role: user.role,
      banned: user.banned,
      banExpires: user.banExpires,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, sql`now()`)))
    .limit(1);
  if (!row || isBanned(row)) return null;
  return {
    id: row.id,
    name: row.name,
    role: row.role === "admin" ? "admin" : "user",
    expiresAt: new Date(row.expiresAt).getTime(),
    sessionId,
  };
}

/** The viewer behind a request's session cookie (the chat socket's upgrade), or null. */
export async function viewerForCookie(headers: Headers): Promise<Viewer | null> {
  // disableRefresh: a socket cannot pass on a refreshed cookie, so it does not extend the session either.
  const found = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  return found ? viewerForSession(found.session.id) : null;
}
