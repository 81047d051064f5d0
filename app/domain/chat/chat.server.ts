import { refuse, retryAfterSecondsOf, type Refusal } from "#app/lib/refusal.ts";
import { storableText } from "#app/lib/text.ts";
import { holdsForModerator, riskInText, type RiskKind } from "#app/domain/safety/risk.ts";
import { SECOND_FACTOR_SESSION_MESSAGE } from "#app/domain/accounts/second-factor.server.ts";
import { publishEvent, type ClusterEvents } from "#platform/cluster-events.ts";
import { db as defaultDb, type Database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { consumeRateLimit } from "#platform/rate-limit.ts";
import { insertMessageWithinLimit, type StoredAs } from "./messages.server.ts";
import { z } from "zod";
import { messageContentSchema } from "./frames.ts";
import { postingHoldMessage, slowModeMessage, TRUSTED_AFTER_MESSAGES } from "./moderation.ts";
import { anonymousNumber, moderatorAccess, rulesForSending, senderStanding } from "./moderation.server.ts";
import { alertModerators, removeMessage } from "./review.server.ts";
import { isOpenRoom, SEND_RATE_LIMIT, type ChatMessage, type ChatRefusalReason } from "./rules.ts";

/**
 * Chat commands shared by the WebSocket and the page's form actions: the
 * sender is always the session's user, passed in by the caller.
 */
export type ChatRefusal = Refusal<ChatRefusalReason>;

type Deps = { db?: Database; events?: ClusterEvents; now?: () => Date };

/** The chat page's form fallback (app/routes/chat.tsx): its fields; the message text itself is checked by postMessage (the same rule as the socket's). */
export const chatFormSchema = z.object({
  intent: z.enum(["send", "delete", "edit"], { error: "Unknown action." }),
  content: z.string().optional(),
  anonymous: z.literal("on", { error: "Unknown choice for posting anonymously." }).optional(),
  id: z
    .number({ error: "Unknown message." })
    .int()
    .positive("Unknown message.")
    .max(Number.MAX_SAFE_INTEGER, "Unknown message.")
    .optional(),
});

export const NOT_SENSITIVE_MESSAGE = "Anonymous posting is only open in sensitive rooms.";

/** A stored message, and the risk its text signals (its sender is shown crisis help for any kind). */
export type Posted = { ok: true; message: ChatMessage; risk: RiskKind | null };

/**
 * Validates, applies the room's and the member's rules, rate-limits, stores, then publishes a message.
 * Held messages (a new member's first ones; self-harm, an overdose taken, sexual violence or abuse) are stored
 * and answered to their sender only; a message held for risk alerts the moderators.
 */
export async function postMessage(
  input: { userId: string; topic: string; content: unknown; anonymous?: boolean },
  deps: Deps = {},
): Promise<Posted | ChatRefusal> {
  const database = deps.db ?? defaultDb;
  if (!isOpenRoom(input.topic)) {
    return refuse("unknown-room", "Messages can only be posted in the community chat rooms.");
  }
  const content = messageContentSchema.safeParse(
    typeof input.content === "string" ? storableText(input.content) : input.content,
  );
  if (!content.success) return refuse("invalid-message", content.error.issues[0].message);

  const [standing, { rooms, settings }] = await Promise.all([
    senderStanding(input.userId, database),
    rulesForSending(database),
  ]);
  const rules = rooms[input.topic]!; // an open room (checked above) has its rules
  if (input.anonymous && !rules.sensitive) return refuse("not-sensitive-room", NOT_SENSITIVE_MESSAGE);
  if (standing.hold) {
    const left = standing.hold.until.getTime() - (deps.now?.() ?? new Date()).getTime();
    return refuse("posting-hold", postingHoldMessage(standing.hold, deps.now?.()), {
      retryAfterSeconds: retryAfterSecondsOf(left),
    });
  }
  if (rules.slowModeSeconds > 0 && !standing.moderates) {
    const slow = await consumeRateLimit(
      { key: `chat:slow:${input.topic}:${input.userId}`, limit: 1, windowMs: rules.slowModeSeconds * 1000 },
      database,
    );
    if (!slow.ok)
      return refuse("slow-mode", slowModeMessage(slow.retryAfterMs), {
        retryAfterSeconds: retryAfterSecondsOf(slow.retryAfterMs),
      });
  }

  const risk = riskInText(content.data);
  const heldForRisk = holdsForModerator(risk) ? risk : null;
  const heldAsNew = !standing.moderates && standing.approved < settings.holdFirstMessages;
  const as: StoredAs = {
    status: heldForRisk || heldAsNew ? "held" : "visible",
    heldReason: heldForRisk ?? (heldAsNew ? "new-member" : null),
    anonymousNumber: input.anonymous ? anonymousNumber(input.userId, input.topic, deps.now?.()) : null,
    linksAllowed: standing.moderates || standing.approved >= TRUSTED_AFTER_MESSAGES,
  };
  const stored = await insertMessageWithinLimit(
    { userId: input.userId, topic: input.topic, content: content.data },
    { key: `chat:send:${input.userId}`, ...SEND_RATE_LIMIT },
    database,
    as,
  );
  if (!stored.ok) {
    const seconds = stored.retryAfterSeconds;
    return refuse(
      "rate-limited",
      `You're sending messages too quickly. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
      { retryAfterSeconds: seconds },
    );
  }
  const { message } = stored;
  if (as.status === "held") {
    if (heldForRisk)
      await alertModerators(message, heldForRisk, database).catch((error: unknown) =>
        logger.error({ err: error, id: message.id }, "chat: moderators could not be alerted"),
      );
    return { ok: true, message, risk };
  }
  // The message is stored: a failed publish must not turn into an error (the sender would post it twice).
  // Readers that missed it catch up by id when their socket or the bus reconnects. What travels is what
  // everyone may see (an anonymous message without its sender).
  const { status: _own, ...everyone } = message;
  const published = message.anonymous ? { ...everyone, userId: null } : everyone;
  await publishEvent({ type: "chat.messagePosted", message: published }, deps.events);
  return { ok: true, message, risk };
}

/** Moderation: a moderator or admin removes a message; it disappears for everyone live. */
export async function moderateDelete(
  input: { userId: string; sessionId: string; id: number; reason?: string },
  deps: Deps = {},
): Promise<{ ok: true; id: number } | ChatRefusal> {
  const database = deps.db ?? defaultDb;
  // The one moderator guard (an admin in a session meeting the admin rule, or a moderator).
  const access = await moderatorAccess(
    { userId: input.userId, sessionId: input.sessionId, permission: "message.remove" },
    database,
  );
  if (!access.ok) {
    return refuse(
      "not-allowed",
      access.reason === "not-moderator" ? "Only moderators can delete messages." : SECOND_FACTOR_SESSION_MESSAGE,
    );
  }
  const removed = await removeMessage(access.actor, input.id, input.reason ?? "", deps);
  if (!removed.ok) return refuse("not-found", removed.message);
  return { ok: true, id: input.id };
}
