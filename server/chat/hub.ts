import crypto from "node:crypto";
import type http from "node:http";
import type { Duplex } from "node:stream";
import client from "prom-client";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import { chatRooms } from "#app/content/community/rooms.ts";
import { isSameSite } from "#app/lib/same-site.ts";
import { moderateDelete, postMessage } from "#app/domain/chat/chat.server.ts";
import { listSince } from "#app/domain/chat/messages.server.ts";
import { presenceSource } from "#app/domain/chat/presence.server.ts";
import {
  BACKFILL_RATE_LIMIT,
  CHAT_SOCKET_PATH,
  HEARTBEAT_MS,
  MAX_FRAME_BYTES,
  type ServerFrame,
} from "#app/domain/chat/rules.ts";
import { parseClientFrame } from "#app/domain/chat/frames.ts";
import { logger } from "#platform/logger.ts";
import { registry } from "#platform/metrics.ts";
import type { ChatBus, ChatEvent } from "#app/domain/chat/bus.server.ts";

/**
 * The chat WebSocket hub of one app instance: accepts sockets on the HTTP
 * server's upgrade (same origin only, session cookie identifies the user,
 * at most `maxSocketsPerAddress` per client address and `maxSockets` in all),
 * keeps the registry of who listens to which room, answers frames, delivers
 * what the bus publishes, pings every 30 s and closes sockets on shutdown.
 *
 * The session is checked again on every send and delete (still valid, user
 * still there and not banned, role as it is now): a socket opened before a
 * sign-out, a password reset or a demotion cannot act on the old identity.
 */
export type Viewer = { id: string; name: string; role: "user" | "admin"; expiresAt: number; sessionId: string };

export type ChatHubOptions = {
  bus: ChatBus;
  /** Only pages of this origin may open a socket (e.g. https://example.com). */
  allowedOrigin: string;
  /** The signed-in user of these request headers (the session cookie), or null. Called on upgrade and before every send/delete. */
  authenticate(headers: Headers): Promise<Viewer | null>;
  /**
   * The viewer as its session stands now (one query: session still there and unexpired, user still there
   * and not banned, current role), or null. Without it, `authenticate` runs again on the socket's cookie.
   */
  revalidate?(viewer: Viewer): Promise<Viewer | null>;
  /** The client's address as the HTTP app sees it (Express `req.ip`, honouring TRUST_PROXY). */
  clientAddress?: (request: http.IncomingMessage) => string;
  /** Sockets one client address may hold open at once; the next upgrade gets 429. */
  maxSocketsPerAddress?: number;
  /** Sockets this instance holds open at most; the next upgrade gets 503. */
  maxSockets?: number;
  path?: string;
  /** Upgrades to other paths: refused (404), or left to another listener (development: Vite's HMR socket). */
  otherPaths?: "refuse" | "leave";
  heartbeatMs?: number;
  instanceId?: string;
};

export type ChatHub = {
  readonly instanceId: string;
  /** Live member counts of the four rooms, across instances when the bus is shared. */
  memberCounts(): Record<string, number>;
  close(): Promise<void>;
};

type Client = {
  ws: WebSocket;
  viewer: Viewer | null;
  /** The upgrade request's cookie, to check the session again before each send and delete. */
  headers: Headers;
  topics: Set<string>;
  alive: boolean;
  /** Which of the HEARTBEAT_SLICES ticks of each heartbeat interval visits this socket. */
  slice: number;
  /** Backfills asked in the current window (BACKFILL_RATE_LIMIT). */
  backfills: { count: number; resetAt: number };
  /** The socket's frames are handled one after another, in the order they arrived (a send's messages keep their order). */
  queue: Promise<void>;
  /** Frames received and not yet handled; past MAX_PENDING_FRAMES the next ones are refused, not queued. */
  pending: number;
};

/** Defaults of CHAT_MAX_SOCKETS_PER_ADDRESS and CHAT_MAX_SOCKETS (platform/config.ts). */
export const DEFAULT_MAX_SOCKETS_PER_ADDRESS = 20;
export const DEFAULT_MAX_SOCKETS = 10_000;
/** WebSocket close code for the sockets of a member who deleted her account (4000-4999: the application's own). */
export const ACCOUNT_CLOSED_CODE = 4403;
export const SESSION_ENDED_MESSAGE = "Your session has ended. Log in again to join the chat.";

/** Frames beyond this are cut off by the ws library (connection closed with 1009); above MAX_FRAME_BYTES get an error frame. */
const HARD_MAX_PAYLOAD = 64 * 1024;
const MAX_TOPICS_PER_SOCKET = 16;
/** Frames one socket may have waiting to be handled; a client that sends faster than they are handled gets errors. */
const MAX_PENDING_FRAMES = 32;
/** A client that cannot keep up is dropped; it reconnects and backfills. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const PRESENCE_TICK_MS = 1_000;
/**
 * Each heartbeat interval is cut into this many ticks, and each socket is visited on one of them: every
 * socket still gets its ping and heartbeat once per interval, but 5,000 sockets are 167 a tick, not 5,000
 * in one go (that was a 100 ms stall of the event loop, then ~400 ms of pongs, every 30 s).
 */
const HEARTBEAT_SLICES = 30;
/** A ping frame without payload, then the heartbeat text frame: what each socket gets per heartbeat. */
const HEARTBEAT_BYTES = Buffer.concat([Buffer.from([0x89, 0x00]), frameText(Buffer.from(JSON.stringify({ type: "heartbeat" } satisfies ServerFrame)))]);
const PRESENCE_BROADCAST_MS = 10_000;
const PRESENCE_EXPIRY_MS = 30_000;
/**
 * Ids are taken before commit, so on a server with concurrent writers a lower
 * id can become visible just after a higher one. A backfill reaches back this
 * many ids before the client's last one; the client drops repeats by id.
 */
const BACKFILL_OVERLAP = 50;

const socketsGauge = new client.Gauge({ name: "chat_sockets", help: "Open chat WebSocket connections", registers: [registry] });
const messagesCounter = new client.Counter({
  name: "chat_messages_delivered_total",
  help: "Chat frames delivered to sockets",
  registers: [registry],
});

let activeHub: ChatHub | null = null;

/** A server's WebSocket text frame of `payload` (RFC 6455 §5.2: final, unmasked, uncompressed). */
export function frameText(payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, header);
  return frame;
}

/**
 * The TCP socket under a `ws` connection, when a ready-made frame may be written to it directly: its
 * sender is idle (nothing queued: we never compress and never send Blobs, the only cases where `ws`
 * queues). A broadcast to a room of 1,250 then frames its message once instead of once per member
 * (`ws.send` builds a header and writes two buffers each time): at 5,000 clients and 50 msg/s the
 * benchmark's p99 fell from 640–1,270 ms to 290–400 ms. This reads two private fields of `ws` 8.x;
 * tests/integration/chat-socket.test.ts fails if an upgrade renames them, and without them every
 * member gets `ws.send` as before.
 */
export function idleSocketOf(ws: WebSocket): Duplex | null {
  const internals = ws as WebSocket & { _socket?: Duplex; _sender?: { _state?: number } };
  return internals._socket && internals._sender?._state === 0 ? internals._socket : null;
}

function refuse(socket: Duplex, status: number, reason: string, body = reason) {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Retries a limited request after this long (seconds, at least 1), in words. */
function waitWords(retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return `${seconds} second${seconds === 1 ? "" : "s"}`;
}

export function createChatHub(server: http.Server, options: ChatHubOptions): ChatHub {
  const path = options.path ?? CHAT_SOCKET_PATH;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const instanceId = options.instanceId ?? crypto.randomUUID();
  const { bus } = options;
  const clientAddress = options.clientAddress ?? ((request: http.IncomingMessage) => request.socket.remoteAddress ?? "unknown");
  const maxPerAddress = options.maxSocketsPerAddress ?? DEFAULT_MAX_SOCKETS_PER_ADDRESS;
  const maxSockets = options.maxSockets ?? DEFAULT_MAX_SOCKETS;
  /** Connections held (or being opened) per client address, and in all. */
  const perAddress = new Map<string, number>();
  let held = 0;
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_MAX_PAYLOAD, perMessageDeflate: false });
  const clients = new Set<Client>();
  /** The sockets of each heartbeat tick (HEARTBEAT_SLICES), filled in turn as sockets connect. */
  const slices = Array.from({ length: HEARTBEAT_SLICES }, () => new Set<Client>());
  let nextSlice = 0;
  const rooms = new Map<string, Set<Client>>();
  const remote = new Map<string, { counts: Record<string, number>; at: number }>();
  let closing = false;
  let presenceDirty = false;
  let lastBroadcast = 0;
  const lastSentCounts = new Map<string, number>();
  /** Newest message id delivered per room, where a resync catches up from. */
  const lastDelivered = new Map<string, number>();

  /**
   * One frame to one socket. A broadcast comes encoded and framed once for its whole room (`frameText`):
   * its bytes go straight to the socket when `ws` has nothing queued, else through `ws.send`.
   */
  function send(target: Client, frame: ServerFrame | { payload: Buffer; framed: Buffer }) {
    const { ws } = target;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.terminate();
      return;
    }
    if (!("framed" in frame)) return ws.send(JSON.stringify(frame));
    const socket = idleSocketOf(ws);
    if (socket) socket.write(frame.framed);
    else ws.send(frame.payload, { binary: false });
  }

  function localCounts(): Record<string, number> {
    return Object.fromEntries(chatRooms.map((room) => [room.id, rooms.get(room.id)?.size ?? 0]));
  }

  function memberCounts(): Record<string, number> {
    const counts = localCounts();
    const now = Date.now();
    for (const [id, entry] of remote) {
      if (now - entry.at > PRESENCE_EXPIRY_MS) {
        remote.delete(id);
        continue;
      }
      for (const room of chatRooms) counts[room.id] += entry.counts[room.id] ?? 0;
    }
    return counts;
  }

  function join(target: Client, topic: string) {
    let room = rooms.get(topic);
    if (!room) rooms.set(topic, (room = new Set()));
    room.add(target);
    target.topics.add(topic);
    presenceDirty = true;
  }

  function leave(target: Client, topic: string) {
    const room = rooms.get(topic);
    room?.delete(target);
    if (room && room.size === 0) rooms.delete(topic);
    target.topics.delete(topic);
    presenceDirty = true;
  }

  function broadcast(topic: string, frame: ServerFrame) {
    const room = rooms.get(topic);
    if (!room || room.size === 0) return;
    // Encoded and framed once for the whole room; the same bytes go to each member.
    const payload = Buffer.from(JSON.stringify(frame));
    const encoded = { payload, framed: frameText(payload) };
    for (const member of room) send(member, encoded);
    messagesCounter.inc(room.size);
  }

  /** Counts one client-asked backfill; returns 0 when allowed, else how long to wait. */
  function takeBackfill(target: Client): number {
    const now = Date.now();
    if (target.backfills.resetAt <= now) target.backfills = { count: 0, resetAt: now + BACKFILL_RATE_LIMIT.windowMs };
    target.backfills.count += 1;
    return target.backfills.count <= BACKFILL_RATE_LIMIT.limit ? 0 : target.backfills.resetAt - now;
  }

  /** A backfill the client asked for (subscribe with `after`, or a backfill frame): limited per socket. */
  function askedBackfill(target: Client, topic: string, after: number) {
    const retryAfterMs = takeBackfill(target);
    if (retryAfterMs > 0) {
      return send(target, {
        type: "error",
        code: "rate_limited",
        topic,
        message: `You're asking for earlier messages too quickly. Please wait ${waitWords(retryAfterMs)} and try again.`,
        retryAfterMs,
      });
    }
    return backfill(target, topic, after);
  }

  /**
   * The socket's user as the session says now: null (and the socket becomes a visitor's) when the
   * session has ended, the user is gone or banned, or the session now belongs to someone else.
   */
  async function currentViewer(target: Client): Promise<Viewer | null> {
    const before = target.viewer;
    if (!before) return null;
    const now = options.revalidate ? await options.revalidate(before) : await options.authenticate(target.headers);
    target.viewer = now && now.id === before.id && now.expiresAt > Date.now() ? now : null;
    return target.viewer;
  }

  async function backfill(target: Client, topic: string, after: number) {
    try {
      const { messages, complete } = await listSince(topic, Math.max(0, after - BACKFILL_OVERLAP));
      send(target, { type: "backfill", topic, messages, complete });
    } catch (error) {
      logger.error({ err: error, topic }, "chat backfill failed");
      send(target, { type: "error", code: "server_error", topic, message: "Could not fetch messages." });
    }
  }

  const onBusEvent = (event: ChatEvent) => {
    switch (event.type) {
      case "message":
        broadcast(event.message.topic, { type: "message", message: event.message });
        lastDelivered.set(event.message.topic, Math.max(lastDelivered.get(event.message.topic) ?? 0, event.message.id));
        return;
      case "deleted":
        broadcast(event.topic, { type: "deleted", topic: event.topic, id: event.id });
        return;
      case "presence":
        if (event.instanceId === instanceId) return;
        if (Object.values(event.counts).every((count) => count === 0)) remote.delete(event.instanceId);
        else remote.set(event.instanceId, { counts: event.counts, at: Date.now() });
        presenceDirty = true;
        return;
      case "account-closed":
        // Her account is gone (issue 18): her sockets close at once, on every instance.
        for (const member of clients) {
          if (member.viewer?.id === event.userId) member.ws.close(ACCOUNT_CLOSED_CODE, "account deleted");
        }
        return;
      case "pages-invalidated":
        // For the page cache (server/page-cache-sync.ts), not for chat sockets.
        return;
      case "resync":
        // The bus may have missed events while reconnecting: each socket catches up from what it last saw.
        for (const member of clients) {
          for (const topic of member.topics) void backfill(member, topic, lastDelivered.get(topic) ?? 0);
        }
        return;
    }
  };
  const unsubscribeBus = bus.subscribe(onBusEvent);

  async function handleFrame(target: Client, data: RawData, isBinary: boolean) {
    const size = Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;
    if (isBinary) return send(target, { type: "error", code: "bad_frame", message: "Frames must be JSON text." });
    if (size > MAX_FRAME_BYTES) {
      return send(target, { type: "error", code: "too_large", message: `Frames must be at most ${MAX_FRAME_BYTES} bytes.` });
    }
    const parsed = parseClientFrame(data.toString());
    if (!parsed.ok) return send(target, parsed.error);
    const frame = parsed.frame;
    switch (frame.type) {
      case "subscribe": {
        if (!target.topics.has(frame.topic) && target.topics.size >= MAX_TOPICS_PER_SOCKET) {
          return send(target, { type: "error", code: "forbidden", topic: frame.topic, message: "Too many rooms open on one connection." });
        }
        join(target, frame.topic);
        send(target, { type: "subscribed", topic: frame.topic, members: memberCounts()[frame.topic] ?? rooms.get(frame.topic)?.size ?? 0 });
        if (frame.after !== undefined) await askedBackfill(target, frame.topic, frame.after);
        return;
      }
      case "unsubscribe":
        leave(target, frame.topic);
        return;
      case "backfill":
        return askedBackfill(target, frame.topic, frame.after);
      case "send": {
        if (!target.viewer) {
          return send(target, { type: "error", code: "unauthenticated", clientId: frame.clientId, message: "Log in to join the chat." });
        }
        try {
          const viewer = await currentViewer(target);
          if (!viewer) {
            return send(target, { type: "error", code: "unauthenticated", clientId: frame.clientId, message: SESSION_ENDED_MESSAGE });
          }
          // The sender is the session's user; any user id in the payload is ignored.
          const result = await postMessage({ userId: viewer.id, topic: frame.topic, content: frame.content });
          if (!result.ok) {
            return send(target, { type: "error", code: result.code, clientId: frame.clientId, message: result.message, retryAfterMs: result.retryAfterMs });
          }
          send(target, { type: "ack", clientId: frame.clientId, id: result.message.id, message: result.message });
        } catch (error) {
          logger.error({ err: error, topic: frame.topic }, "chat send failed");
          send(target, { type: "error", code: "server_error", clientId: frame.clientId, message: "The message could not be sent." });
        }
        return;
      }
      case "delete": {
        if (!target.viewer) {
          return send(target, { type: "error", code: "unauthenticated", message: "Log in to moderate the chat." });
        }
        try {
          const viewer = await currentViewer(target);
          if (!viewer) return send(target, { type: "error", code: "unauthenticated", message: SESSION_ENDED_MESSAGE });
          // The domain checks the user's role as stored now, not the role the socket opened with.
          const result = await moderateDelete({ userId: viewer.id, sessionId: viewer.sessionId, id: frame.id });
          if (!result.ok) send(target, { type: "error", code: result.code, message: result.message });
        } catch (error) {
          logger.error({ err: error, id: frame.id }, "chat delete failed");
          send(target, { type: "error", code: "server_error", message: "The message could not be deleted." });
        }
        return;
      }
    }
  }

  wss.on("connection", (ws: WebSocket, _request: http.IncomingMessage, viewer: Viewer | null, headers: Headers) => {
    const member: Client = {
      ws,
      viewer,
      headers,
      topics: new Set(),
      alive: true,
      slice: nextSlice,
      backfills: { count: 0, resetAt: 0 },
      queue: Promise.resolve(),
      pending: 0,
    };
    clients.add(member);
    slices[member.slice]!.add(member);
    nextSlice = (nextSlice + 1) % HEARTBEAT_SLICES;
    socketsGauge.set(clients.size);
    ws.on("pong", () => (member.alive = true));
    ws.on("message", (data, isBinary) => {
      member.alive = true;
      if (member.pending >= MAX_PENDING_FRAMES) {
        send(member, { type: "error", code: "rate_limited", message: "Too many frames at once. Please slow down." });
        return;
      }
      member.pending += 1;
      // One after another: a frame's checks and writes finish before the next frame of this socket starts.
      member.queue = member.queue
        .then(() => handleFrame(member, data, isBinary))
        .catch((error: unknown) => logger.error({ err: error }, "chat frame failed"))
        .finally(() => {
          member.pending -= 1;
        });
    });
    ws.on("error", (error) => logger.debug({ err: error }, "chat socket error"));
    ws.on("close", () => {
      clients.delete(member);
      slices[member.slice]!.delete(member);
      for (const topic of [...member.topics]) leave(member, topic);
      socketsGauge.set(clients.size);
    });
    send(member, { type: "ready", user: viewer ? { id: viewer.id, name: viewer.name, role: viewer.role } : null });
  });

  const onUpgrade = (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    socket.on("error", () => socket.destroy());
    if (pathname !== path) return options.otherPaths === "leave" ? undefined : refuse(socket, 404, "Not Found");
    if (closing) return refuse(socket, 503, "Service Unavailable");
    if (!isSameOrigin(request, options.allowedOrigin)) return refuse(socket, 403, "Forbidden");
    const address = clientAddress(request);
    if (held >= maxSockets) {
      return refuse(socket, 503, "Service Unavailable", "The chat is full right now. Please try again in a minute.");
    }
    if ((perAddress.get(address) ?? 0) >= maxPerAddress) {
      return refuse(socket, 429, "Too Many Requests", `Too many chat connections from your address (at most ${maxPerAddress}).`);
    }
    // The slot is held from now (authentication is asynchronous, so a burst cannot slip past the caps)
    // until the connection closes, however it ends.
    held += 1;
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    socket.once("close", () => {
      held -= 1;
      const count = (perAddress.get(address) ?? 1) - 1;
      if (count > 0) perAddress.set(address, count);
      else perAddress.delete(address);
    });
    const headers = new Headers();
    if (request.headers.cookie) headers.set("cookie", request.headers.cookie);
    options
      .authenticate(headers)
      .then((viewer) => {
        if (socket.destroyed) return;
        wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request, viewer, headers));
      })
      .catch((error) => {
        logger.error({ err: error }, "chat socket authentication failed");
        refuse(socket, 500, "Internal Server Error");
      });
  };
  server.on("upgrade", onUpgrade);

  // Each tick visits one slice of the sockets: one that did not answer the last ping (nor sent anything)
  // is dropped; the others get a ping and a heartbeat frame, in one write when `ws` has nothing queued.
  let tick = 0;
  const heartbeat = setInterval(() => {
    const slice = slices[tick]!;
    tick = (tick + 1) % HEARTBEAT_SLICES;
    for (const member of slice) {
      if (!member.alive) {
        member.ws.terminate();
        continue;
      }
      member.alive = false;
      const socket = member.ws.readyState === WebSocket.OPEN && member.ws.bufferedAmount <= MAX_BUFFERED_BYTES ? idleSocketOf(member.ws) : null;
      if (socket) socket.write(HEARTBEAT_BYTES);
      else {
        member.ws.ping();
        send(member, { type: "heartbeat" });
      }
    }
  }, heartbeatMs / HEARTBEAT_SLICES);
  heartbeat.unref();

  const presence = setInterval(() => {
    const now = Date.now();
    if (bus.shared && (presenceDirty || now - lastBroadcast >= PRESENCE_BROADCAST_MS)) {
      lastBroadcast = now;
      bus.publish({ type: "presence", instanceId, counts: localCounts() }).catch((error) =>
        logger.warn({ err: error }, "chat presence publish failed"),
      );
    }
    if (!presenceDirty) return;
    presenceDirty = false;
    const counts = memberCounts();
    for (const [topic, members] of Object.entries(counts)) {
      if (lastSentCounts.get(topic) === members) continue;
      lastSentCounts.set(topic, members);
      broadcast(topic, { type: "members", topic, members });
    }
  }, PRESENCE_TICK_MS);
  presence.unref();

  const hub: ChatHub = {
    instanceId,
    memberCounts,
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(heartbeat);
      clearInterval(presence);
      server.off("upgrade", onUpgrade);
      unsubscribeBus();
      if (bus.shared) {
        const empty = Object.fromEntries(chatRooms.map((room) => [room.id, 0]));
        await bus.publish({ type: "presence", instanceId, counts: empty }).catch(() => undefined);
      }
      const closed = [...clients].map(
        (member) =>
          new Promise<void>((resolve) => {
            if (member.ws.readyState === WebSocket.CLOSED) return resolve();
            member.ws.once("close", () => resolve());
            member.ws.close(1012, "Server restarting");
          }),
      );
      const grace = new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref());
      await Promise.race([Promise.all(closed), grace]);
      for (const member of clients) member.ws.terminate();
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

/**
 * The one same-origin rule (app/lib/same-site.ts), with an Origin required: the site's (SITE_URL)
 * or the host the socket was opened on (the scheme the page used, as seen in its Origin).
 */
function isSameOrigin(request: http.IncomingMessage, allowedOrigin: string): boolean {
  const origin = request.headers.origin ?? null;
  let ownOrigin: string | null = null;
  try {
    if (origin && request.headers.host) ownOrigin = `${new URL(origin).protocol}//${request.headers.host}`;
  } catch {
    return false;
  }
  return isSameSite({ origin, fetchSite: null, ownOrigin }, allowedOrigin, { originRequired: true });
}
