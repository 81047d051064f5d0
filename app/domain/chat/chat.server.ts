import { storableText } from "#app/lib/text.ts";
import { clusterEvents, type ClusterEvents } from "#platform/cluster-events.ts";
import { db as defaultDb, type Database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { invalidatePages } from "#platform/page-invalidation.ts";
import { adminAccess, SECOND_FACTOR_SESSION_MESSAGE } from "#app/domain/accounts/second-factor.server.ts";
import { deleteMessage, insertMessageWithinLimit } from "./messages.server.ts";
import { z } from "zod";
import { messageContentSchema } from "./frames.ts";
import { isOpenRoom, SEND_RATE_LIMIT, type ChatErrorCode, type ChatMessage } from "./rules.ts";

/**
 * Chat commands shared by the WebSocket and the page's form actions: the
 * sender is always the session's user, passed in by the caller.
 */
export type ChatFailure = { ok: false; code: ChatErrorCode; message: string; retryAfterMs?: number };

type Deps = { db?: Database; events?: ClusterEvents };

/** The chat page's form fallback (app/routes/chat.tsx): its fields; the message text itself is checked by postMessage (the same rule as the socket's). */
export const chatFormSchema = z.object({
  intent: z.enum(["send", "delete"], { error: "Unknown action." }),
  content: z.string().optional(),
  id: z.number({ error: "Unknown message." }).int().positive("Unknown message.").optional(),
});

/** Validates, rate-limits, stores, then publishes a message. */
export async function postMessage(
  input: { userId: string; topic: string; content: unknown },
  deps: Deps = {},
): Promise<{ ok: true; message: ChatMessage } | ChatFailure> {
  const database = deps.db ?? defaultDb;
  if (!isOpenRoom(input.topic)) {
    return {
      ok: false,
      code: "unknown_room",
      message: "Messages can only be posted in the four community chat rooms.",
    };
  }
  const content = messageContentSchema.safeParse(
    typeof input.content === "string" ? storableText(input.content) : input.content,
  );
  if (!content.success) return { ok: false, code: "invalid_message", message: content.error.issues[0].message };

  const stored = await insertMessageWithinLimit(
    { userId: input.userId, topic: input.topic, content: content.data },
    { key: `chat:send:${input.userId}`, ...SEND_RATE_LIMIT },
    database,
  );
  if (!stored.ok) {
    const seconds = Math.max(1, Math.ceil(stored.retryAfterMs / 1000));
    return {
      ok: false,
      code: "rate_limited",
      message: `You're sending messages too quickly. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
      retryAfterMs: stored.retryAfterMs,
    };
  }
  const { message } = stored;
  // The message is stored: a failed publish must not turn into an error (the sender would post it twice).
  // Readers that missed it catch up by id when their socket or the bus reconnects.
  await (deps.events ?? clusterEvents).publish({ type: "message", message }).catch((error: unknown) => {
    logger.error({ err: error, id: message.id }, "chat: a stored message could not be published");
  });
  return { ok: true, message };
}

/** Moderation: an admin deletes a message; it disappears for everyone live. */
export async function moderateDelete(
  input: { userId: string; sessionId: string; id: number },
  deps: Deps = {},
): Promise<{ ok: true; topic: string; id: number } | ChatFailure> {
  const database = deps.db ?? defaultDb;
  // The one admin guard (role now, and a second-factor session while the site requires one).
  const access = await adminAccess({ userId: input.userId, sessionId: input.sessionId }, database);
  if (!access.ok) {
    return {
      ok: false,
      code: "forbidden",
      message:
        access.reason === "not-admin" ? "Only administrators can delete messages." : SECOND_FACTOR_SESSION_MESSAGE,
    };
  }
  const removed = await deleteMessage(input.id, database);
  if (!removed) return { ok: false, code: "not_found", message: "That message no longer exists." };
  await (deps.events ?? clusterEvents)
    .publish({ type: "deleted", topic: removed.topic, id: removed.id })
    .catch((error: unknown) => {
      logger.error({ err: error, id: removed.id }, "chat: a deletion could not be published");
    });
  // Visitors' room pages come from the page cache: the deleted message leaves them at once (every instance).
  invalidatePages();
  return { ok: true, ...removed };
}
