import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { countAttempt, rateLimitResult } from "#platform/rate-limit.ts";
import { BACKFILL_LIMIT, HISTORY_PAGE_SIZE, type ChatMessage } from "./rules.ts";

/**
 * Chat messages in the database: spec §7 "Chat history" (with the sender's
 * profile joined from the user table), "Chat send", and moderation.
 */

const { chatMessages, user } = schema;

const columns = {
  id: chatMessages.id,
  topic: chatMessages.topic,
  content: chatMessages.content,
  userId: chatMessages.userId,
  createdAt: chatMessages.createdAt,
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
  senderName: string | null;
  senderImage: string | null;
  senderId: string | null;
};

function toMessage(row: Row): ChatMessage {
  return {
    id: Number(row.id),
    topic: row.topic,
    content: row.content,
    userId: row.userId,
    createdAt: new Date(row.createdAt).toISOString(),
    sender: row.senderId ? { name: row.senderName?.trim() || "Member", avatar: row.senderImage || null } : null,
  };
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
  options: { before?: number; limit?: number } = {},
  database: Database = defaultDb,
): Promise<{ messages: ChatMessage[]; hasEarlier: boolean }> {
  const limit = options.limit ?? HISTORY_PAGE_SIZE;
  const where = options.before
    ? and(eq(chatMessages.topic, topic), lt(chatMessages.id, options.before))
    : eq(chatMessages.topic, topic);
  const rows = await select(database)
    .where(where)
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const hasEarlier = rows.length > limit;
  return { messages: rows.slice(0, limit).reverse().map(toMessage), hasEarlier };
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
): Promise<{ messages: ChatMessage[]; complete: boolean }> {
  const rows = await select(database)
    .where(and(eq(chatMessages.topic, topic), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit + 1);
  return { messages: rows.slice(0, limit).map(toMessage), complete: rows.length <= limit };
}

export async function getMessage(id: number, database: Database = defaultDb): Promise<ChatMessage | null> {
  const [row] = await select(database).where(eq(chatMessages.id, id)).limit(1);
  return row ? toMessage(row) : null;
}

/** What a stored message is answered with: its row and its sender (a `with inserted` clause and user `u`). */
const insertedColumns = sql.raw(`inserted.id, inserted.topic, inserted.content, inserted.user_id as "userId",
  inserted.created_at as "createdAt", u.name as "senderName", u.image as "senderImage", u.id as "senderId"`);

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
      returning id, topic, content, user_id, created_at
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
): Promise<{ ok: true; message: ChatMessage } | { ok: false; retryAfterMs: number }> {
  const result = await database.execute(sql`
    with attempt as (${countAttempt(limit.key, limit.windowMs)}),
    inserted as (
      insert into chat_messages (user_id, topic, content)
      select ${input.userId}, ${input.topic}, ${input.content} from attempt where attempt.count <= ${limit.limit}
      returning id, topic, content, user_id, created_at
    )
    select attempt.count, attempt.reset_at, ${insertedColumns}
    from attempt left join inserted on true left join "user" u on u.id = inserted.user_id
  `);
  const [row] = (result as unknown as { rows: (Row & { count: number; reset_at: string | Date })[] }).rows;
  const allowed = rateLimitResult(row!, limit.limit);
  if (!allowed.ok || row!.id === null) return { ok: false, retryAfterMs: allowed.retryAfterMs };
  return { ok: true, message: toMessage(row!) };
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
