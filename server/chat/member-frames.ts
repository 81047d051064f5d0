import type { RawData, WebSocket } from "ws";
import type { Viewer } from "#app/domain/accounts/viewer.server.ts";
import { moderateDelete, postMessage } from "#app/domain/chat/chat.server.ts";
import { deleteOwnMessage, editOwnMessage, isOwnMessage } from "#app/domain/chat/own-messages.server.ts";
import { parseClientFrame } from "#app/domain/chat/frames.ts";
import { listSince } from "#app/domain/chat/messages.server.ts";
import { BACKFILL_RATE_LIMIT, MAX_FRAME_BYTES, type ServerFrame } from "#app/domain/chat/rules.ts";
import { logger } from "#platform/logger.ts";
import type { Presence } from "./presence.ts";
import { refusalFrame, sendFrame } from "./wire.ts";

/**
 * What one chat socket asks and how it is answered: subscribe, unsubscribe, backfill (limited per
 * socket), send and delete (only while the socket's session still holds), each frame checked by the chat
 * domain's parser first.
 */
export type Member = {
  ws: WebSocket;
  viewer: Viewer | null;
  /** The upgrade request's cookie, to check the session again before each send and delete. */
  headers: Headers;
  /** The session cache's key of that cookie (platform/session-cache.ts), to match a dropped session. */
  sessionKey: string | null;
  /** The viewer as last read from the database: when, and the socket's drop count then. */
  confirmed: { at: number; drops: number };
  /** How many times a drop matched this socket's session (the hub counts them). */
  drops: number;
  topics: Set<string>;
  alive: boolean;
  /** Backfills asked in the current window (BACKFILL_RATE_LIMIT). */
  backfills: { count: number; resetAt: number };
  /** The socket's frames are handled one after another, in the order they arrived. */
  queue: Promise<void>;
  /** Frames received and not yet handled; past MAX_PENDING_FRAMES the next ones are refused, not queued. */
  pending: number;
};

export const SESSION_ENDED_MESSAGE = "Your session has ended. Log in again to join the chat.";
/** Frames one socket may have waiting to be handled; a client that sends faster gets errors. */
export const MAX_PENDING_FRAMES = 32;
const MAX_TOPICS_PER_SOCKET = 16;
/**
 * Ids are taken before commit, so on a server with concurrent writers a lower id can become visible just
 * after a higher one. A backfill reaches back this many ids before the client's last one; the client drops
 * repeats by id.
 */
const BACKFILL_OVERLAP = 50;

const waitWords = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return `${seconds} second${seconds === 1 ? "" : "s"}`;
};

export function createFrameHandler(options: {
  presence: Presence<Member>;
  authenticate(headers: Headers): Promise<Viewer | null>;
  revalidate?(viewer: Viewer): Promise<Viewer | null>;
  /** How long a viewer read from the database is trusted when no drop matched her session. */
  recheckMs: number;
}) {
  const { presence } = options;
  const send = (target: Member, frame: ServerFrame) => sendFrame(target.ws, frame);

  async function backfill(target: Member, topic: string, after: number) {
    try {
      // A member's own held messages come with the room's (she sees them marked as waiting).
      const { messages, complete } = await listSince(
        topic,
        Math.max(0, after - BACKFILL_OVERLAP),
        undefined,
        undefined,
        target.viewer?.id ?? null,
      );
      send(target, { type: "backfill", topic, messages, complete });
    } catch (error) {
      logger.error({ err: error, topic }, "chat backfill failed");
      send(target, { type: "error", code: "server_error", topic, message: "Could not fetch messages." });
    }
  }

  /** A backfill the client asked for (subscribe with `after`, or a backfill frame): limited per socket. */
  async function askedBackfill(target: Member, topic: string, after: number) {
    const now = Date.now();
    if (target.backfills.resetAt <= now) target.backfills = { count: 0, resetAt: now + BACKFILL_RATE_LIMIT.windowMs };
    target.backfills.count += 1;
    if (target.backfills.count <= BACKFILL_RATE_LIMIT.limit) return backfill(target, topic, after);
    const retryAfterMs = target.backfills.resetAt - now;
    const message = `You're asking for earlier messages too quickly. Please wait ${waitWords(retryAfterMs)} and try again.`;
    send(target, { type: "error", code: "rate_limited", topic, message, retryAfterMs });
  }

  /**
   * The socket's user as the session says now: null (the socket becomes a visitor's) when that changed.
   * The database is asked again only when her session was dropped since (sign-out, revocation, ban, role
   * change, on any instance: the hub follows the session cache's drops) or after `recheckMs`, the
   * session cache's own TTL: a send is trusted exactly as long as a signed-in page would be.
   */
  async function currentViewer(target: Member): Promise<Viewer | null> {
    const before = target.viewer;
    if (!before) return null;
    const asked = { at: Date.now(), drops: target.drops };
    const { confirmed } = target;
    if (confirmed.drops === asked.drops && asked.at - confirmed.at < options.recheckMs && before.expiresAt > asked.at)
      return before;
    const now = options.revalidate ? await options.revalidate(before) : await options.authenticate(target.headers);
    target.viewer = now && now.id === before.id && now.expiresAt > Date.now() ? now : null;
    // A drop that arrives while the database answers keeps its count: the next send asks again.
    target.confirmed = asked;
    return target.viewer;
  }

  /** A send or delete: only for a viewer whose session still holds. */
  async function asViewer(
    target: Member,
    clientId: string | undefined,
    work: (viewer: Viewer) => Promise<void>,
    what: string,
  ) {
    if (!target.viewer)
      return send(target, { type: "error", code: "unauthenticated", clientId, message: `Log in to ${what}.` });
    const viewer = await currentViewer(target);
    if (!viewer)
      return send(target, { type: "error", code: "unauthenticated", clientId, message: SESSION_ENDED_MESSAGE });
    await work(viewer);
  }

  async function handleFrame(target: Member, data: RawData, isBinary: boolean) {
    const size = Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;
    if (isBinary) return send(target, { type: "error", code: "bad_frame", message: "Frames must be JSON text." });
    if (size > MAX_FRAME_BYTES)
      return send(target, {
        type: "error",
        code: "too_large",
        message: `Frames must be at most ${MAX_FRAME_BYTES} bytes.`,
      });
    const parsed = parseClientFrame(data.toString());
    if (!parsed.ok) return send(target, refusalFrame(parsed));
    const frame = parsed.frame;
    switch (frame.type) {
      case "subscribe":
        if (!target.topics.has(frame.topic) && target.topics.size >= MAX_TOPICS_PER_SOCKET) {
          return send(target, {
            type: "error",
            code: "forbidden",
            topic: frame.topic,
            message: "Too many rooms open on one connection.",
          });
        }
        target.topics.add(frame.topic);
        presence.join(target, frame.topic);
        send(target, {
          type: "subscribed",
          topic: frame.topic,
          members: presence.counts()[frame.topic] ?? presence.members(frame.topic)?.size ?? 0,
        });
        if (frame.after !== undefined) await askedBackfill(target, frame.topic, frame.after);
        return;
      case "unsubscribe":
        target.topics.delete(frame.topic);
        return presence.leave(target, frame.topic);
      case "backfill":
        return askedBackfill(target, frame.topic, frame.after);
      case "send":
        try {
          return await asViewer(
            target,
            frame.clientId,
            async (viewer) => {
              // The sender is the session's user; any user id in the payload is ignored.
              const result = await postMessage({
                userId: viewer.id,
                topic: frame.topic,
                content: frame.content,
                anonymous: frame.anonymous === true,
              });
              if (!result.ok) return send(target, refusalFrame(result, frame.clientId));
              send(target, {
                type: "ack",
                clientId: frame.clientId,
                id: result.message.id,
                message: result.message,
                ...(result.risk ? { risk: result.risk } : {}),
              });
            },
            "join the chat",
          );
        } catch (error) {
          logger.error({ err: error, topic: frame.topic }, "chat send failed");
          return send(target, {
            type: "error",
            code: "server_error",
            clientId: frame.clientId,
            message: "The message could not be sent.",
          });
        }
      case "delete":
        try {
          return await asViewer(
            target,
            undefined,
            async (viewer) => {
              // Her own message is hers to delete; anyone else's takes the moderator's path, which checks
              // the user's role as stored now, not the role the socket opened with.
              const result = (await isOwnMessage(viewer.id, frame.id))
                ? await deleteOwnMessage({ userId: viewer.id, id: frame.id })
                : await moderateDelete({ userId: viewer.id, sessionId: viewer.sessionId, id: frame.id });
              if (!result.ok) send(target, refusalFrame(result));
            },
            "moderate the chat",
          );
        } catch (error) {
          logger.error({ err: error, id: frame.id }, "chat delete failed");
          return send(target, { type: "error", code: "server_error", message: "The message could not be deleted." });
        }
      case "edit":
        try {
          return await asViewer(
            target,
            frame.clientId,
            async (viewer) => {
              // Only the session's user's own message, within the window: the domain checks both.
              const result = await editOwnMessage({ userId: viewer.id, id: frame.id, content: frame.content });
              if (!result.ok) return send(target, refusalFrame(result, frame.clientId));
              send(target, {
                type: "ack",
                clientId: frame.clientId,
                id: result.message.id,
                message: result.message,
                ...(result.risk ? { risk: result.risk } : {}),
              });
            },
            "edit your messages",
          );
        } catch (error) {
          logger.error({ err: error, id: frame.id }, "chat edit failed");
          return send(target, {
            type: "error",
            code: "server_error",
            clientId: frame.clientId,
            message: "The message could not be edited.",
          });
        }
    }
  }

  return { handleFrame, backfill };
}
