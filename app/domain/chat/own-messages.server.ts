import { and, count, eq, isNull } from "drizzle-orm";
import { refuse, retryAfterSecondsOf } from "#app/lib/refusal.ts";
import { storableText } from "#app/lib/text.ts";
import { holdsForModerator, riskInText, type RiskKind } from "#app/domain/safety/risk.ts";
import { publishEvent, type ClusterEvents } from "#platform/cluster-events.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { consumeRateLimit } from "#platform/rate-limit.ts";
import { recordAction, SENDER_ACTOR } from "./audit.server.ts";
import type { ChatRefusal } from "./chat.server.ts";
import { messageContentSchema } from "./frames.ts";
import { getOwnView } from "./messages.server.ts";
import { alertModerators } from "./review.server.ts";
import {
  DELETE_NOT_OWN_MESSAGE,
  EDIT_NOT_OWN_MESSAGE,
  EDIT_RATE_LIMIT,
  EDIT_REPORTED_MESSAGE,
  EDIT_WINDOW_CLOSED_MESSAGE,
  MESSAGE_GONE_MESSAGE,
  withinEditWindow,
  type ChatMessage,
} from "./rules.ts";

/**
 * A member owns her words: she deletes her own messages (anonymous ones included) whenever she likes, and
 * edits one within EDIT_WINDOW_MS of posting it. The sender is always the session's user, passed in by
 * the caller (the socket or the page's form action); a message of anyone else is refused as not hers.
 */
const { chatMessages, chatMessageReports } = schema;

type Deps = { db?: Database; events?: ClusterEvents; now?: () => Date };

/** Whether `userId` sent message `id` (a moderator's deletion takes the other path). */
export async function isOwnMessage(userId: string, id: number, database: Database = defaultDb): Promise<boolean> {
  const [row] = await database
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes her own message: gone from every room, page and backfill at once. Its reports go with it (they
 * point at the message); when some were still open, the moderation log records that its sender deleted
 * it, with how many, so the queue's empty place is explained. Anonymous: the entry names no member.
 */
export async function deleteOwnMessage(
  input: { userId: string; id: number },
  deps: Deps = {},
): Promise<{ ok: true; id: number } | ChatRefusal> {
  const database = deps.db ?? defaultDb;
  const removed = await database.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: chatMessages.id,
        userId: chatMessages.userId,
        topic: chatMessages.topic,
        status: chatMessages.status,
        anonymousNumber: chatMessages.anonymousNumber,
      })
      .from(chatMessages)
      .where(eq(chatMessages.id, input.id))
      .for("update");
    if (!row) return { gone: true as const };
    if (row.userId !== input.userId) return { notOwn: true as const };
    const [reports] = await tx
      .select({ open: count() })
      .from(chatMessageReports)
      .where(and(eq(chatMessageReports.messageId, input.id), isNull(chatMessageReports.resolvedAt)));
    await tx.delete(chatMessages).where(eq(chatMessages.id, input.id));
    const openReports = Number(reports?.open ?? 0);
    if (openReports > 0 || row.status !== "visible") {
      await recordAction(
        {
          actor: SENDER_ACTOR,
          action: "message.delete-own",
          subjectUserId: row.anonymousNumber === null ? row.userId : null,
          messageId: input.id,
          topic: row.topic,
          details: { openReports, status: row.status },
        },
        tx,
      );
    }
    return { row };
  });
  if ("gone" in removed) return refuse("not-found", MESSAGE_GONE_MESSAGE);
  if ("notOwn" in removed) return refuse("not-allowed", DELETE_NOT_OWN_MESSAGE);
  await publishEvent({ type: "chat.messageDeleted", topic: removed.row.topic, id: input.id }, deps.events);
  // Visitors' room pages are cached: the deleted message must leave them too.
  await publishEvent({ type: "chat.messageChanged", id: input.id, change: "deleted" }, deps.events);
  return { ok: true, id: input.id };
}

/** An edit: the message as its sender now sees it, and the risk its new text signals. */
export type Edited = { ok: true; message: ChatMessage; risk: RiskKind | null };

/**
 * Edits her own message within the window. The new text meets the rules of a new one (trimmed, 1–2000
 * characters, the risk check: a text that calls for a moderator is held as a sent one would be, and
 * leaves the room). A reported message cannot be edited: what was reported stays what moderators read.
 */
export async function editOwnMessage(
  input: { userId: string; id: number; content: unknown },
  deps: Deps = {},
): Promise<Edited | ChatRefusal> {
  const database = deps.db ?? defaultDb;
  const now = deps.now?.() ?? new Date();
  const content = messageContentSchema.safeParse(
    typeof input.content === "string" ? storableText(input.content) : input.content,
  );
  if (!content.success) return refuse("invalid-message", content.error.issues[0].message);
  const limit = await consumeRateLimit({ key: `chat:edit:${input.userId}`, ...EDIT_RATE_LIMIT }, database);
  if (!limit.ok) {
    const seconds = retryAfterSecondsOf(limit.retryAfterMs);
    return refuse(
      "rate-limited",
      `You're editing messages too quickly. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
      { retryAfterSeconds: seconds },
    );
  }
  const risk = riskInText(content.data);
  const hold = holdsForModerator(risk) ? (risk as "self-harm" | "abuse") : null;
  const outcome = await database.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: chatMessages.userId,
        topic: chatMessages.topic,
        createdAt: chatMessages.createdAt,
        status: chatMessages.status,
        heldReason: chatMessages.heldReason,
      })
      .from(chatMessages)
      .where(eq(chatMessages.id, input.id))
      .for("update");
    if (!row) return refuse("not-found", MESSAGE_GONE_MESSAGE);
    if (row.userId !== input.userId) return refuse("not-allowed", EDIT_NOT_OWN_MESSAGE);
    if (!withinEditWindow(row.createdAt, now)) return refuse("not-allowed", EDIT_WINDOW_CLOSED_MESSAGE);
    const [reports] = await tx
      .select({ all: count() })
      .from(chatMessageReports)
      .where(eq(chatMessageReports.messageId, input.id));
    if (row.status === "hidden" || Number(reports?.all ?? 0) > 0) return refuse("not-allowed", EDIT_REPORTED_MESSAGE);
    await tx
      .update(chatMessages)
      .set({
        content: content.data,
        editedAt: now,
        ...(hold ? { status: "held", heldReason: hold } : {}),
      })
      .where(eq(chatMessages.id, input.id));
    return { ok: true as const, topic: row.topic, wasVisible: row.status === "visible" };
  });
  if (!outcome.ok) return outcome;
  const message = await getOwnView(input.id, input.userId, database);
  if (!message) return refuse("not-found", MESSAGE_GONE_MESSAGE);
  const events = deps.events;
  if (hold) {
    // Held now: it leaves the room for everyone else, and the moderators are alerted as for a new one.
    if (outcome.wasVisible)
      await publishEvent(
        { type: "chat.messageHidden", topic: outcome.topic, id: input.id, senderId: input.userId },
        events,
      );
    await alertModerators(message, hold, database).catch((error: unknown) =>
      logger.error({ err: error, id: input.id }, "chat: moderators could not be alerted"),
    );
  } else if (!message.status) {
    // The room's copy carries no sender of an anonymous message (as a new one travels).
    const { status: _own, ...everyone } = message;
    await publishEvent(
      { type: "chat.messagePosted", message: message.anonymous ? { ...everyone, userId: null } : everyone },
      events,
    );
  }
  await publishEvent({ type: "chat.messageChanged", id: input.id, change: "edited" }, events);
  return { ok: true, message, risk };
}
