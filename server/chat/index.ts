import type http from "node:http";
import { auth } from "#server/auth.ts";
import { config } from "#server/config.ts";
import { logger } from "#server/logger.ts";
import { getChatBus } from "./bus.ts";
import { createChatHub, type ChatHub, type Viewer } from "./hub.ts";

/** Reads the signed-in user from the session cookie of the upgrade request. */
export async function authenticate(headers: Headers): Promise<Viewer | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string | null };
  return {
    id: user.id,
    name: user.name,
    role: user.role === "admin" ? "admin" : "user",
    expiresAt: new Date(session.session.expiresAt).getTime(),
  };
}

/**
 * Attaches the chat WebSocket (path /ws/chat) to the app's HTTP server and
 * starts the bus. `close()` closes every socket, then releases the bus's
 * LISTEN connection, so call it before the database pool ends.
 */
export async function attachChat(server: http.Server): Promise<ChatHub> {
  const bus = getChatBus();
  await bus.start();
  const hub = createChatHub(server, { bus, allowedOrigin: new URL(config.SITE_URL).origin, authenticate });
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
