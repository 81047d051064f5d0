import crypto from "node:crypto";
import type http from "node:http";
import client from "prom-client";
import { WebSocket, WebSocketServer } from "ws";
import type { Viewer } from "#app/domain/accounts/viewer.server.ts";
import { presenceSource } from "#app/domain/chat/presence.server.ts";
import { CHAT_SOCKET_PATH, HEARTBEAT_MS, type ServerFrame } from "#app/domain/chat/rules.ts";
import type { ClusterEvents } from "#platform/cluster-events.ts";
import { logger } from "#platform/logger.ts";
import { registry } from "#platform/metrics.ts";
import type { SessionCache, SessionDrop } from "#platform/session-cache.ts";
import { createAdmission, type AdmissionOptions } from "./admission.ts";
import { startHeartbeat } from "./heartbeat.ts";
import { createFrameHandler, MAX_PENDING_FRAMES, type Member } from "./member-frames.ts";
import { startPresence } from "./presence.ts";
import { encodeFrame, flushFrames, HARD_MAX_PAYLOAD, sendFrame } from "./wire.ts";

export { DEFAULT_MAX_SOCKETS, DEFAULT_MAX_SOCKETS_PER_ADDRESS } from "./admission.ts";
export { SESSION_ENDED_MESSAGE } from "./member-frames.ts";
export { frameText, idleSocketOf } from "./wire.ts";
export type { Viewer };

/**
 * The chat WebSocket hub of one app instance: takes the sockets admission lets in (admission.ts), answers
 * their frames, delivers what the bus publishes, keeps them alive (heartbeat.ts) and the rooms' member
 * counts (presence.ts), and closes them on shutdown.
 *
 * The session is checked again before every send and delete (still valid, user still there and not
 * banned, role as it is now): a socket opened before a sign-out, a password reset or a demotion cannot act
 * on the old identity. With `sessions`, the check asks the database only when the session cache dropped
 * her session since the last answer (on this instance or, through the bus, another) or after the cache's
 * TTL (and once, on a socket's first send), so a socket is trusted exactly as long as a signed-in page.
 */
export type ChatHubOptions = Omit<AdmissionOptions, "path"> & {
  /** The cluster event bus (platform/cluster-events.ts) messages, deletions and member counts travel on. */
  bus: ClusterEvents;
  /** The viewer as its session stands now, or null. Without it, `authenticate` runs again on the socket's cookie. */
  revalidate?(viewer: Viewer): Promise<Viewer | null>;
  /** The process's session cache, whose drops the sockets follow, and the cache key of a socket's cookie. */
  sessions?: { cache: SessionCache; keyOf(headers: Headers): string | null };
  path?: string;
  heartbeatMs?: number;
  instanceId?: string;
};

export type ChatHub = {
  readonly instanceId: string;
  /** Live member counts of the four rooms, across instances when the bus is shared. */
  memberCounts(): Record<string, number>;
  close(): Promise<void>;
};

/** WebSocket close code for the sockets of a member who deleted her account (4000-4999: the application's own). */
export const ACCOUNT_CLOSED_CODE = 4403;

const socketsGauge = new client.Gauge({
  name: "chat_sockets",
  help: "Open chat WebSocket connections",
  registers: [registry],
});
const messagesCounter = new client.Counter({
  name: "chat_messages_delivered_total",
  help: "Chat frames delivered to sockets",
  registers: [registry],
});

let activeHub: ChatHub | null = null;

export function createChatHub(server: http.Server, options: ChatHubOptions): ChatHub {
  const instanceId = options.instanceId ?? crypto.randomUUID();
  const { bus } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_MAX_PAYLOAD, perMessageDeflate: false });
  const members = new Set<Member>();
  const heartbeat = startHeartbeat<Member>(options.heartbeatMs ?? HEARTBEAT_MS);
  const presence = startPresence<Member>({
    bus,
    instanceId,
    broadcast,
    // A signed-in member is one person however many tabs she has open; a visitor is her connection.
    personOf: (member) => (member.viewer ? `user:${member.viewer.id}` : member),
  });
  const { handleFrame, backfill } = createFrameHandler({
    presence,
    authenticate: options.authenticate,
    revalidate: options.revalidate,
    // Without the session cache's drops to follow, every send asks the database.
    recheckMs: options.sessions ? options.sessions.cache.ttl : 0,
  });
  const matches = (member: Member, drop: SessionDrop) =>
    "all" in drop || ("key" in drop ? member.sessionKey === drop.key : member.viewer?.id === drop.userId);
  const unsubscribeDrops = options.sessions?.cache.onDrop((drop) => {
    for (const member of members) if (member.viewer && matches(member, drop)) member.drops += 1;
  });
  /** Newest message id delivered per room, where a resync catches up from. */
  const lastDelivered = new Map<string, number>();
  let closing = false;

  const send = (target: Member, frame: ServerFrame) => sendFrame(target.ws, frame);

  function broadcast(topic: string, frame: ServerFrame) {
    const room = presence.members(topic);
    if (!room || room.size === 0) return;
    const encoded = encodeFrame(frame); // once for the whole room
    for (const member of room) sendFrame(member.ws, encoded);
    messagesCounter.inc(room.size);
  }

  const unsubscribeBus = bus.subscribe({
    name: "chat hub",
    applicableEvents: [
      "chat.messagePosted",
      "chat.messageDeleted",
      "chat.messageHidden",
      "chat.presence",
      "account.deleted",
      "bus.resync",
    ],
    handle(event) {
      switch (event.type) {
        case "chat.messagePosted": {
          const { topic, id } = event.message;
          broadcast(topic, { type: "message", message: event.message });
          lastDelivered.set(topic, Math.max(lastDelivered.get(topic) ?? 0, id));
          return;
        }
        case "chat.messageDeleted":
          return broadcast(event.topic, { type: "deleted", topic: event.topic, id: event.id });
        case "chat.messageHidden": {
          // Hidden pending review: it leaves the room for everyone but its sender, who is told it is under review.
          const room = presence.members(event.topic);
          if (!room) return;
          const gone = encodeFrame({ type: "deleted", topic: event.topic, id: event.id });
          for (const member of room) {
            if (event.senderId && member.viewer?.id === event.senderId)
              send(member, { type: "under-review", topic: event.topic, id: event.id });
            else sendFrame(member.ws, gone);
          }
          return;
        }
        case "chat.presence":
          return presence.remoteReport(event.instanceId, event.counts);
        case "account.deleted":
          // Her account is gone: her sockets close at once, on every instance.
          for (const member of members)
            if (member.viewer?.id === event.userId) {
              flushFrames(member.ws);
              member.ws.close(ACCOUNT_CLOSED_CODE, "account deleted");
            }
          return;
        case "bus.resync":
          // The bus may have missed events while reconnecting: each socket catches up from what it last saw.
          for (const member of members)
            for (const topic of member.topics) void backfill(member, topic, lastDelivered.get(topic) ?? 0);
          return;
      }
    },
  });

  function connect(ws: WebSocket, viewer: Viewer | null, headers: Headers) {
    const member: Member = {
      ws,
      viewer,
      headers,
      sessionKey: options.sessions?.keyOf(headers) ?? null,
      // Not yet confirmed: a drop between the upgrade's lookup and this moment had no socket to count
      // against, so the first send or delete asks the database again.
      confirmed: { at: 0, drops: 0 },
      drops: 0,
      topics: new Set(),
      alive: true,
      backfills: { count: 0, resetAt: 0 },
      queue: Promise.resolve(),
      pending: 0,
    };
    members.add(member);
    heartbeat.add(member);
    socketsGauge.set(members.size);
    ws.on("pong", () => (member.alive = true));
    ws.on("message", (data, isBinary) => {
      member.alive = true;
      if (member.pending >= MAX_PENDING_FRAMES)
        return send(member, {
          type: "error",
          code: "rate_limited",
          message: "Too many frames at once. Please slow down.",
        });
      member.pending += 1;
      // One after another: a frame's checks and writes finish before the next frame of this socket starts.
      member.queue = member.queue
        .then(() => handleFrame(member, data, isBinary))
        .catch((error: unknown) => logger.error({ err: error }, "chat frame failed"))
        .finally(() => (member.pending -= 1));
    });
    ws.on("error", (error) => logger.debug({ err: error }, "chat socket error"));
    ws.on("close", () => {
      members.delete(member);
      heartbeat.remove(member);
      for (const topic of member.topics) presence.leave(member, topic);
      member.topics.clear();
      socketsGauge.set(members.size);
    });
    send(member, { type: "ready", user: viewer ? { id: viewer.id, name: viewer.name, role: viewer.role } : null });
  }

  const admission = createAdmission(
    { ...options, path: options.path ?? CHAT_SOCKET_PATH },
    (request, socket, head, viewer, headers) =>
      wss.handleUpgrade(request, socket, head, (ws) => connect(ws, viewer, headers)),
  );
  server.on("upgrade", admission.onUpgrade);

  const hub: ChatHub = {
    instanceId,
    memberCounts: presence.counts,
    async close() {
      if (closing) return;
      closing = true;
      admission.stop();
      heartbeat.stop();
      server.off("upgrade", admission.onUpgrade);
      unsubscribeBus();
      unsubscribeDrops?.();
      await presence.stop();
      const closed = [...members].map(
        (member) =>
          new Promise<void>((resolve) => {
            if (member.ws.readyState === WebSocket.CLOSED) return resolve();
            member.ws.once("close", () => resolve());
            flushFrames(member.ws);
            member.ws.close(1012, "Server restarting");
          }),
      );
      await Promise.race([Promise.all(closed), new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref())]);
      for (const member of members) member.ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      if (activeHub === hub) {
        activeHub = null;
        presenceSource.fill(null);
      }
    },
  };
  // Pages read the room member counts through the chat domain's port.
  activeHub = hub;
  presenceSource.fill(hub.memberCounts);
  return hub;
}
