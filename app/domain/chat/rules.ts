import { chatRooms, UNKNOWN_ROOM_TITLE } from "#app/content/community/rooms.ts";
import type { RiskKind } from "#app/content/safety/risk-language.ts";

/**
 * Chat rules any side may import: rooms, message limits, the wire protocol's frame types between the
 * browser and the chat WebSocket, and timing constants. No zod here: the chat page's script imports this
 * module, and the schemas that check what browsers send live in ./frames.ts (server side).
 */

/** Realtime heartbeat every 30 s; reconnect delays 1, 2, 5, then 10 s. */
export const HEARTBEAT_MS = 30_000;
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
/** The latest messages shown when a room opens; older ones load on demand (at most 100 at a time). */
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

/**
 * A member owns her words: she may delete her own messages (anonymous ones too) at any time, and edit one
 * for this long after posting it; an edited message is marked as such for everyone.
 */
export const EDIT_WINDOW_MS = 15 * 60_000;
export const EDITED_LABEL = "edited";
export const EDIT_WINDOW_CLOSED_MESSAGE = "Messages can only be edited for 15 minutes after they are posted.";
export const EDIT_REPORTED_MESSAGE =
  "This message has been reported, so it can no longer be edited while a moderator reviews it. You can still delete it.";
export const EDIT_NOT_OWN_MESSAGE = "You can only edit your own messages.";
export const DELETE_NOT_OWN_MESSAGE = "You can only delete your own messages.";
export const MESSAGE_GONE_MESSAGE = "That message no longer exists.";
/** Per-member limit on edits, counted in the shared rate_limits table like sends. */
export const EDIT_RATE_LIMIT = { limit: 10, windowMs: 60_000 } as const;

/** Whether a message posted at `createdAt` (ISO) may still be edited at `now`. */
export function withinEditWindow(createdAt: string | Date, now: Date = new Date()): boolean {
  return now.getTime() - new Date(createdAt).getTime() < EDIT_WINDOW_MS;
}

export function roomTitle(topicId: string): string {
  return chatRooms.find((room) => room.id === topicId)?.title ?? UNKNOWN_ROOM_TITLE;
}

/** Only the rooms of the community accept messages. */
export function isOpenRoom(topicId: string): boolean {
  return chatRooms.some((room) => room.id === topicId);
}

/** The delay before reconnect attempt `attempt` (0-based): 1, 2, 5, then every 10 s. */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(Math.max(attempt, 0), RECONNECT_DELAYS_MS.length - 1)];
}

/**
 * Frames a browser may send. The server checks them with ./frames.ts (zod, kept out of the page's
 * script); what that check returns must fit this type, or `parseClientFrame` does not compile.
 */
export type ClientFrame =
  | { type: "subscribe"; topic: string; after?: number }
  | { type: "unsubscribe"; topic: string }
  | { type: "send"; topic: string; clientId: string; content: string; anonymous?: boolean }
  | { type: "backfill"; topic: string; after: number }
  | { type: "delete"; id: number }
  /** Her own message, within the edit window; answered with an `ack` carrying the edited message. */
  | { type: "edit"; id: number; clientId: string; content: string };

/** A stored message as pages, sockets and the event bus carry it: its chat_messages row plus the joined profile. */
export type ChatMessage = {
  id: number;
  topic: string;
  content: string;
  userId: string | null;
  /** ISO time. */
  createdAt: string;
  /** Null when the sender's profile cannot be read. "Anonymous N" with no avatar for an anonymous message. */
  sender: { name: string; avatar: string | null } | null;
  /** Posted anonymously: no user id, name or avatar of the sender travels with it. */
  anonymous?: true;
  /** Its links are shown as links (the sender was trusted when she posted it). */
  links?: true;
  /** Only in its sender's own view: it waits for a moderator (held) or was hidden after reports. */
  status?: "held" | "hidden";
  /** ISO time of its sender's last edit; absent when never edited. */
  editedAt?: string;
};

/** Why a chat command refuses (the `reason` of its Refusal); the socket names it by a wire code. */
export type ChatRefusalReason =
  | "unknown-room"
  | "invalid-message"
  | "not-sensitive-room"
  | "posting-hold"
  | "slow-mode"
  | "rate-limited"
  | "not-allowed"
  | "not-found";

/** Why a client frame is refused before any command runs. */
export type FrameRefusalReason = "bad-frame" | "unknown-type";

/** The `code` of an error frame: what the browser's chat client branches on. */
export type ChatErrorCode =
  | "bad_frame"
  | "unknown_type"
  | "too_large"
  | "unauthenticated"
  | "forbidden"
  | "unknown_room"
  | "invalid_message"
  | "rate_limited"
  | "slow_mode"
  | "posting_hold"
  | "not_found"
  | "server_error";

/** Frames the server sends. */
export type ServerFrame =
  | { type: "ready"; user: { id: string; name: string; role: "user" | "admin" } | null }
  | { type: "subscribed"; topic: string; members: number }
  | { type: "members"; topic: string; members: number }
  | { type: "message"; message: ChatMessage }
  | { type: "deleted"; topic: string; id: number }
  /** To its sender only: her message was hidden after reports and waits for a moderator. */
  | { type: "under-review"; topic: string; id: number }
  | { type: "backfill"; topic: string; messages: ChatMessage[]; complete: boolean }
  /** `risk`: her text signals risk, so the page shows her crisis help at once. */
  | { type: "ack"; clientId: string; id: number; message: ChatMessage; risk?: RiskKind }
  | { type: "heartbeat" }
  | {
      type: "error";
      code: ChatErrorCode;
      message: string;
      clientId?: string;
      topic?: string;
      retryAfterMs?: number;
    };
