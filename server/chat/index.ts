import type http from "node:http";
import { clientAddress } from "#server/client-address.ts";
import { sessionCacheKey } from "#app/domain/accounts/session.server.ts";
import { viewerForCookie, viewerForSession } from "#app/domain/accounts/viewer.server.ts";
import { clusterEvents } from "#platform/cluster-events.ts";
import { config } from "#platform/config.ts";
import { logger } from "#platform/logger.ts";
import { sessionCache } from "#platform/session-cache.ts";
import { createChatHub, type ChatHub } from "./hub.ts";

/**
 * Attaches the chat WebSocket (path /ws/chat) to the app's HTTP server, on the process's event bus (connected
 * to LISTEN/NOTIFY on PostgreSQL by the composition first, server/events.ts, so every instance's sockets hear
 * every other's messages). The per-address socket cap counts by the one client-address rule
 * (server/client-address.ts). `close()` closes every socket.
 */
export async function attachChat(server: http.Server): Promise<ChatHub> {
  const bus = clusterEvents;
  const hub = createChatHub(server, {
    bus,
    allowedOrigin: new URL(config.SITE_URL).origin,
    // One rule for who the socket's user is (accounts domain): on the upgrade from the cookie, then
    // before every send and delete from the session id.
    authenticate: viewerForCookie,
    revalidate: (viewer) => viewerForSession(viewer.sessionId),
    // Asked again only when the session cache drops her session, or after its TTL (hub.ts).
    sessions: { cache: sessionCache, keyOf: (headers) => sessionCacheKey(headers.get("cookie")) },
    // The one rule for who the client is (TRUST_PROXY), as for every HTTP request.
    clientAddress,
    maxSocketsPerAddress: config.CHAT_MAX_SOCKETS_PER_ADDRESS,
    maxSockets: config.CHAT_MAX_SOCKETS,
    // npm run dev: Vite's HMR socket shares this server (server/vite-dev.ts).
    otherPaths: config.NODE_ENV === "development" ? "leave" : "refuse",
  });
  logger.debug({ bus: bus.shared ? "postgres" : "in-process", instanceId: hub.instanceId }, "chat socket ready");
  return {
    instanceId: hub.instanceId,
    memberCounts: hub.memberCounts,
    close: () => hub.close(),
  };
}
