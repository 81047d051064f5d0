import type http from "node:http";
import type { Express } from "express";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { and, eq, gt, sql } from "drizzle-orm";
import { config } from "#platform/config.ts";
import { db, schema } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { getChatBus } from "#app/domain/chat/bus.server.ts";
import { createChatHub, type ChatHub, type Viewer } from "./hub.ts";

/**
 * Reads the signed-in user from the session cookie of the upgrade request, and
 * again before every send and delete: null when there is no valid session,
 * the user is gone, or the user is banned. The role is the user's role now.
 */
export async function authenticate(headers: Headers): Promise<Viewer | null> {
  // disableRefresh: a socket cannot pass on a refreshed cookie, so it does not extend the session either.
  const session = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string | null; banned?: boolean | null; banExpires?: Date | string | null };
  const banned = user.banned === true && (!user.banExpires || new Date(user.banExpires).getTime() > Date.now());
  if (banned) return null;
  return {
    id: user.id,
    name: user.name,
    role: user.role === "admin" ? "admin" : "user",
    expiresAt: new Date(session.session.expiresAt).getTime(),
    sessionId: session.session.id,
  };
}

/**
 * Before every send and delete: the socket's session as it stands now, in one indexed query. Null when
 * the session is gone (sign-out, password reset, revocation) or expired, the user is gone or banned.
 */
export async function revalidate(viewer: Viewer): Promise<Viewer | null> {
  const { session, user } = schema;
  const [row] = await db
    .select({ id: user.id, name: user.name, role: user.role, banned: user.banned, banExpires: user.banExpires, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.id, viewer.sessionId), gt(session.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  if (row.banned && (!row.banExpires || new Date(row.banExpires).getTime() > Date.now())) return null;
  return {
    id: row.id,
    name: row.name,
    role: row.role === "admin" ? "admin" : "user",
    expiresAt: new Date(row.expiresAt).getTime(),
    sessionId: viewer.sessionId,
  };
}

/**
 * The client address of a raw upgrade request exactly as Express computes `req.ip` for the same request
 * (its "trust proxy" setting: TRUST_PROXY), so the chat's per-address cap and the HTTP limits agree.
 */
export function clientAddressOf(app: Express): (request: http.IncomingMessage) => string {
  return (request) => {
    const view = Object.create(app.request, {
      headers: { value: request.headers },
      socket: { value: request.socket },
      connection: { value: request.socket },
    }) as { ip?: string };
    return view.ip ?? request.socket.remoteAddress ?? "unknown";
  };
}

/**
 * Attaches the chat WebSocket (path /ws/chat) to the app's HTTP server and
 * starts the bus. `app` is the Express app serving the same server, whose
 * client-address rule the per-address socket cap follows. `close()` closes every socket, then releases the bus's
 * LISTEN connection, so call it before the database pool ends.
 */
export async function attachChat(server: http.Server, app?: Express): Promise<ChatHub> {
  const bus = getChatBus();
  await bus.start();
  const hub = createChatHub(server, {
    bus,
    allowedOrigin: new URL(config.SITE_URL).origin,
    authenticate,
    revalidate,
    // Without the app (tests that attach to a bare server): the socket's peer address.
    clientAddress: app ? clientAddressOf(app) : undefined,
    maxSocketsPerAddress: config.CHAT_MAX_SOCKETS_PER_ADDRESS,
    maxSockets: config.CHAT_MAX_SOCKETS,
    // npm run dev: Vite's HMR socket shares this server (server/vite-dev.ts).
    otherPaths: config.NODE_ENV === "development" ? "leave" : "refuse",
  });
  logger.info({ bus: bus.shared ? "postgres" : "in-process", instanceId: hub.instanceId }, "chat socket ready");
  return {
    instanceId: hub.instanceId,
    memberCounts: hub.memberCounts,
    async close() {
      await hub.close();
      await bus.close();
    },
  };
}
