import { z } from "zod";
import { chatRooms, UNKNOWN_ROOM_TITLE } from "#app/content/community/rooms.ts";

/**
 * Chat rules any side may import: rooms, message text, the wire protocol
 * between the browser and the chat WebSocket, and timing constants.
 */

/** Spec §9: realtime heartbeat every 30 s; reconnect delays 1, 2, 5, then 10 s. */
export const HEARTBEAT_MS = 30_000;
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
/** The latest messages shown when a room opens; older ones load on demand (spec §9 list limit 100). */
export const HISTORY_PAGE_SIZE = 100;
/** Most messages a reconnecting client receives in one backfill; it asks again if there are more. */
export const BACKFILL_LIMIT = 500;
export const MAX_MESSAGE_LENGTH = 2000;
/** Largest WebSocket frame the server accepts (a 2000-character message in JSON fits easily). */
export const MAX_FRAME_BYTES = 16 * 1024;
/** Per-user send limit, counted in the shared rate_limits table so it holds across instances. */
export const SEND_RATE_LIMIT = { limit: 10, windowMs: 10_000 } as const;
/**
 * Backfills one socket may ask for (subscribing with `after`, or a backfill frame), visitors too: each
 * returns up to BACKFILL_LIMIT messages, so a socket cannot pull the whole history in a loop. A client
 * that is far behind pages through 10 × 500 messages in 10 s.
 */
export const BACKFILL_RATE_LIMIT = { limit: 10, windowMs: 10_000 } as const;
export const CHAT_SOCKET_PATH = "/ws/chat";

export function roomTitle(topicId: string): string {
  return chatRooms.find((room) => room.id === topicId)?.title ?? UNKNOWN_ROOM_TITLE;
}

/** Only the four rooms accept messages. */
export function isOpenRoom(topicId: string): boolean {
  return chatRooms.some((room) => room.id === topicId);
}

/** The delay before reconnect attempt `attempt` (0-based): 1, 2, 5, then every 10 s. */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(Math.max(attempt, 0), RECONNECT_DELAYS_MS.length - 1)];
}

/** A message is plain text, trimmed, 1 to 2000 characters. */
export const messageContentSchema = z
  .string({ error: "Message must be text." })
  .trim()
  .min(1, "Message cannot be empty.")
  .max(MAX_MESSAGE_LENGTH, `Message must be at most ${MAX_MESSAGE_LENGTH} characters.`);

/** Topic ids look like the room ids: lowercase words joined by hyphens. */
export const topicSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "Unknown chat room.");

const messageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** "After this id": 0 means from the start of an empty room. */
const afterId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Frames a browser may send. Anything else gets an error frame. */
export const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe"), topic: topicSchema, after: afterId.optional() }),
  z.object({ type: z.literal("unsubscribe"), topic: topicSchema }),
  z.object({
    type: z.literal("send"),
    topic: topicSchema,
    clientId: z.string().min(1).max(64),
    content: z.string().max(MAX_MESSAGE_LENGTH * 4),
  }),
  z.object({ type: z.literal("backfill"), topic: topicSchema, after: afterId }),
  z.object({ type: z.literal("delete"), id: messageId }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** A message as every side sees it: spec §3 chat_messages plus the joined profile (name, avatar). */
export type ChatMessage = {
  id: number;
  topic: string;
  content: string;
  userId: string | null;
  /** ISO time. */
  createdAt: string;
  /** Null when the sender's profile cannot be read (spec §4: shown without it). */
  sender: { name: string; avatar: string | null } | null;
};

export type ChatErrorCode =
  | "bad_frame"
  | "unknown_type"
  | "too_large"
  | "unauthenticated"
  | "forbidden"
  | "unknown_room"
  | "invalid_message"
  | "rate_limited"
  | "not_found"
  | "server_error";

/** Frames the server sends. */
export type ServerFrame =
  | { type: "ready"; user: { id: string; name: string; role: "user" | "admin" } | null }
  | { type: "subscribed"; topic: string; members: number }
  | { type: "members"; topic: string; members: number }
  | { type: "message"; message: ChatMessage }
  | { type: "deleted"; topic: string; id: number }
  | { type: "backfill"; topic: string; messages: ChatMessage[]; complete: boolean }
  | { type: "ack"; clientId: string; id: number; message: ChatMessage }
  | { type: "heartbeat" }
  | {
      type: "error";
      code: ChatErrorCode;
      message: string;
      clientId?: string;
      topic?: string;
      retryAfterMs?: number;
    };

/**
 * Parses one incoming frame. Returns the frame or the error frame to answer
 * with; never throws, so a bad frame affects nobody else.
 */
export function parseClientFrame(raw: string): { ok: true; frame: ClientFrame } | { ok: false; error: ServerFrame } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, error: { type: "error", code: "bad_frame", message: "Frames must be JSON." } };
  }
  const type = (value as { type?: unknown } | null)?.type;
  const clientId = (value as { clientId?: unknown } | null)?.clientId;
  const echo = typeof clientId === "string" && clientId.length <= 64 ? { clientId } : {};
  if (typeof value !== "object" || value === null || Array.isArray(value) || typeof type !== "string") {
    return { ok: false, error: { type: "error", code: "bad_frame", message: "Frames must be objects with a type." } };
  }
  if (!clientFrameSchema.options.some((option) => option.shape.type.value === type)) {
    return { ok: false, error: { type: "error", code: "unknown_type", message: `Unknown frame type "${type.slice(0, 32)}".`, ...echo } };
  }
  const parsed = clientFrameSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: { type: "error", code: "bad_frame", message: `Invalid ${type} frame: ${issue.path.join(".") || "frame"} ${issue.message}`, ...echo },
    };
  }
  return { ok: true, frame: parsed.data };
}
