import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from "drizzle-orm";
import { retryAfterSecondsOf } from "#app/lib/refusal.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { countAttempt, rateLimitResult } from "#platform/rate-limit.ts";
import { anonymousName, type HeldReason, type MessageStatus } from "./moderation.ts";
import { BACKFILL_LIMIT, HISTORY_PAGE_SIZE, type ChatMessage } from "./rules.ts";

/**
 * Chat messages in the database: a room's history (with the sender's profile
 * joined from the user table), sending, and moderation.
 */

const { chatMessages, user } = schema;

const columns = {
  id: chatMessages.id,
  topic: chatMessages.topic,
  content: chatMessages.content,
  userId: chatMessages.userId,
  createdAt: chatMessages.createdAt,
  status: chatMessages.status,
  heldReason: chatMessages.heldReason,
  anonymousNumber: chatMessages.anonymousNumber,
  linksAllowed: chatMessages.linksAllowed,
  editedAt: chatMessages.editedAt,
  senderName: user.name,
  senderImage: user.image,
  senderId: user.id,
};

type Row = {
  id: number;
  topic: string;
  content: string;
  userId: string | null;
  createdAt: Date;
  status: string;
  heldReason: string | null;
  anonymousNumber: number | null;
  linksAllowed: boolean;
  editedAt?: Date | string | null;
  senderName: string | null;
  senderImage: string | null;
  senderId: string | null;
};

/**
 * A stored message as others see it: an anonymous one carries no user id, name or avatar. `viewerId` is the
 * member reading: her own anonymous messages keep her id (so she sees them as hers), and her own held or
 * hidden messages say so.
 */
export function toMessage(row: Row, viewerId: string | null = null): ChatMessage {
  const own = viewerId !== null && row.userId === viewerId;
  const anonymous = row.anonymousNumber !== null && row.anonymousNumber !== undefined;
  const message: ChatMessage = {
    id: Number(row.id),
    topic: row.topic,
    content: row.content,
    userId: anonymous && !own ? null : row.userId,
    createdAt: new Date(row.createdAt).toISOString(),
    sender: anonymous
      ? { name: anonymousName(Number(row.anonymousNumber)), avatar: null }
      : row.senderId
        ? { name: row.senderName?.trim() || "Member", avatar: row.senderImage || null }
        : null,
  };
  if (anonymous) message.anonymous = true;
  if (row.linksAllowed) message.links = true;
  if (row.editedAt) message.editedAt = new Date(row.editedAt).toISOString();
  if (own && (row.status === "held" || row.status === "hidden")) message.status = row.status;
  return message;
}

/** What a reader may see: visible messages, and her own whatever their state. */
function readable(viewerId: string | null): SQL {
  const visible = eq(chatMessages.status, "visible");
  return viewerId ? or(visible, eq(chatMessages.userId, viewerId))! : visible;
}

function select(database: Database) {
  return database.select(columns).from(chatMessages).leftJoin(user, eq(user.id, chatMessages.userId));
}

/**
 * The newest page of a room (or the page before `before`), oldest first, and
 * whether older messages exist.
 */
export async function listHistory(
  topic: string,
  options: { before?: number; limit?: number; viewerId?: string | null } = {},
  database: Database = defaultDb,
): Promise<{ messages: ChatMessage[]; hasEarlier: boolean }> {
  const limit = options.limit ?? HISTORY_PAGE_SIZE;
  const viewerId = options.viewerId ?? null;
  const where = options.before
    ? and(eq(chatMessages.topic, topic), lt(chatMessages.id, options.before), readable(viewerId))
    : and(eq(chatMessages.topic, topic), readable(viewerId));
  const rows = await select(database)
    .where(where)
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const hasEarlier = rows.length > limit;
  return {
    messages: rows
      .slice(0, limit)
      .reverse()
      .map((row) => toMessage(row, viewerId)),
    hasEarlier,
  };
}

/**
 * Messages of a room with an id above `after`, oldest first (a reconnecting
 * client's backfill). `complete` is false when more remain.
 */
export async function listSince(
  topic: string,
  after: number,
  database: Database = defaultDb,
  limit = BACKFILL_LIMIT,
  viewerId: string | null = null,
): Promise<{ messages: ChatMessage[]; complete: boolean }> {
  const rows = await select(database)
    .where(and(eq(chatMessages.topic, topic), gt(chatMessages.id, after), readable(viewerId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit + 1);
  return { messages: rows.slice(0, limit).map((row) => toMessage(row, viewerId)), complete: rows.length <= limit };
}

/** A message with its sender's view (her own anonymous one keeps her id), whatever its state, or null. */
export async function getOwnView(
  id: number,
  viewerId: string,
  database: Database = defaultDb,
): Promise<ChatMessage | null> {
  const [row] = await select(database).where(eq(chatMessages.id, id)).limit(1);
  return row ? toMessage(row, viewerId) : null;
}

/** A visible message as everyone sees it (what the bus reads back by id), or null. */
export async function getMessage(id: number, database: Database = defaultDb): Promise<ChatMessage | null> {
  const [row] = await select(database)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.status, "visible")))
    .limit(1);
  return row ? toMessage(row) : null;
}

/** A message with what moderation needs to know of it (its sender, state, why it waits), or null. */
export async function getStoredMessage(
  id: number,
  database: Database = defaultDb,
): Promise<{
  id: number;
  topic: string;
  content: string;
  userId: string | null;
  status: MessageStatus;
  heldReason: HeldReason | null;
  anonymous: boolean;
} | null> {
  const [row] = await database
    .select({
      id: chatMessages.id,
      topic: chatMessages.topic,
      content: chatMessages.content,
      userId: chatMessages.userId,
      status: chatMessages.status,
      heldReason: chatMessages.heldReason,
      anonymousNumber: chatMessages.anonymousNumber,
    })
    .from(chatMessages)
    .where(eq(chatMessages.id, id))
    .limit(1);
  if (!row) return null;
  return {
    id: Number(row.id),
    topic: row.topic,
    content: row.content,
    userId: row.userId,
    status: row.status as MessageStatus,
    heldReason: row.heldReason as HeldReason | null,
    anonymous: row.anonymousNumber !== null,
  };
}

/** What a stored message is answered with: its row and its sender (a `with inserted` clause and user `u`). */
const insertedColumns = sql.raw(`inserted.id, inserted.topic, inserted.content, inserted.user_id as "userId",
  inserted.created_at as "createdAt", inserted.status, inserted.held_reason as "heldReason",
  inserted.anonymous_number as "anonymousNumber", inserted.links_allowed as "linksAllowed",
  inserted.edited_at as "editedAt",
  u.name as "senderName", u.image as "senderImage", u.id as "senderId"`);

/** How a message is stored besides its text: visible or held (and why), anonymous, links allowed. */
export type StoredAs = {
  status: "visible" | "held";
  heldReason: HeldReason | null;
  anonymousNumber: number | null;
  linksAllowed: boolean;
};
const PLAIN: StoredAs = { status: "visible", heldReason: null, anonymousNumber: null, linksAllowed: false };

/**
 * Stores a message (already validated) and returns it with the sender's
 * profile, in one round trip (a data-modifying CTE joined to the user table).
 */
export async function insertMessage(
  input: { userId: string; topic: string; content: string },
  database: Database = defaultDb,
): Promise<ChatMessage> {
  const result = await database.execute(sql`
    with inserted as (
      insert into chat_messages (user_id, topic, content)
      values (${input.userId}, ${input.topic}, ${input.content})
      returning *
    )
    select ${insertedColumns} from inserted left join "user" u on u.id = inserted.user_id
  `);
  const [row] = (result as unknown as { rows: Row[] }).rows;
  return toMessage(row);
}

/**
 * Counts the send in the sender's rate-limit window and stores the message only when the window allows
 * it, in one statement: the chat's hot path pays one database round trip per message, not two.
 */
export async function insertMessageWithinLimit(
  input: { userId: string; topic: string; content: string },
  limit: { key: string; limit: number; windowMs: number },
  database: Database = defaultDb,
  as: StoredAs = PLAIN,
): Promise<{ ok: true; message: ChatMessage } | { ok: false; retryAfterSeconds: number }> {
  const result = await database.execute(sql`
    with attempt as (${countAttempt(limit.key, limit.windowMs)}),
    inserted as (
      insert into chat_messages (user_id, topic, content, status, held_reason, anonymous_number, links_allowed)
      select ${input.userId}, ${input.topic}, ${input.content}, ${as.status}, ${as.heldReason},
        ${as.anonymousNumber}, ${as.linksAllowed}
      from attempt where attempt.count <= ${limit.limit}
      returning *
    )
    select attempt.count, attempt.reset_at, ${insertedColumns}
    from attempt left join inserted on true left join "user" u on u.id = inserted.user_id
  `);
  const [row] = (result as unknown as { rows: (Row & { count: number; reset_at: string | Date })[] }).rows;
  const allowed = rateLimitResult(row!, limit.limit);
  if (!allowed.ok || row!.id === null)
    return { ok: false, retryAfterSeconds: retryAfterSecondsOf(allowed.retryAfterMs) };
  return { ok: true, message: toMessage(row!, input.userId) };
}

/** Deletes a message; returns its room, or null when it did not exist. */
export async function deleteMessage(
  id: number,
  database: Database = defaultDb,
): Promise<{ id: number; topic: string } | null> {
  const [row] = await database
    .delete(chatMessages)
    .where(eq(chatMessages.id, id))
    .returning({ id: chatMessages.id, topic: chatMessages.topic });
  return row ? { id: Number(row.id), topic: row.topic } : null;
}

/** The role of a user right now (roles can change while a socket is open). */
export async function currentRole(userId: string, database: Database = defaultDb): Promise<"user" | "admin" | null> {
  const [row] = await database.select({ role: user.role }).from(user).where(eq(user.id, userId)).limit(1);
  if (!row) return null;
  return row.role === "admin" ? "admin" : "user";
}
