import type { HeldRiskKind } from "#app/domain/safety/risk.ts";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { clusterEvents, type ClusterEvents } from "#platform/cluster-events.ts";
import { config } from "#platform/config.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { queueMail } from "#platform/mail-queue.ts";
import { publishEvent } from "#platform/side-effects.ts";
import { countHiddenSince, recordAction, SITE_ACTOR, type AuditActor } from "./audit.server.ts";
import { getMessage, getStoredMessage } from "./messages.server.ts";
import {
  AUTO_HOLD_AFTER_HIDDEN,
  AUTO_HOLD_DURATION_MS,
  AUTO_HOLD_WINDOW_MS,
  autoHoldReason,
  MAX_REASON_LENGTH,
} from "./moderation.ts";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { roomTitle } from "./rules.ts";

/**
 * What moderators do to messages and members, and what the community's reports and the crisis rule do
 * by themselves: approve or restore, remove, dismiss reports, reveal an anonymous sender, hold or free a
 * member's posting; hide a message reported by enough members, hold the posting of a member whose
 * messages keep being hidden, alert moderators of a message held as self-harm or abuse. Every action is
 * written to the audit log in the same transaction.
 */
const { chatMessages, chatMessageReports, chatPostingHolds, chatCrisisAlerts, chatModerators, user } = schema;

type Deps = { db?: Database; events?: ClusterEvents; now?: () => Date };
type Actor = AuditActor & { id: string };
export type ReviewRefusal = Refusal<"not-found" | "invalid">;
export type ReviewResult = { ok: true } | ReviewRefusal;

const publishSafely = async (events: ClusterEvents, event: Parameters<ClusterEvents["publish"]>[0]) =>
  events
    .publish(event)
    .catch((error: unknown) => logger.error({ err: error }, "moderation: an event was not published"));

export function checkReason(value: unknown, required: boolean): { ok: true; reason: string } | Refusal<"invalid"> {
  const reason = typeof value === "string" ? value.trim() : "";
  if (required && reason.length === 0) return refuse("invalid", "Give a reason: it is written to the audit log.");
  if (reason.length > MAX_REASON_LENGTH)
    return refuse("invalid", `The reason must be at most ${MAX_REASON_LENGTH} characters.`);
  return { ok: true, reason };
}

/** A held or hidden message becomes visible to everyone: delivered live on every instance. */
export async function approveMessage(actor: Actor, id: number, reason: string, deps: Deps = {}): Promise<ReviewResult> {
  const database = deps.db ?? defaultDb;
  const stored = await getStoredMessage(id, database);
  if (!stored) return refuse("not-found", "That message no longer exists.");
  if (stored.status === "visible") return refuse("invalid", "That message is already visible.");
  await database.transaction(async (tx) => {
    await tx.update(chatMessages).set({ status: "visible", heldReason: null }).where(eq(chatMessages.id, id));
    await tx
      .update(chatMessageReports)
      .set({ resolvedAt: new Date() })
      .where(and(eq(chatMessageReports.messageId, id), isNull(chatMessageReports.resolvedAt)));
    await recordAction(
      {
        actor,
        action: stored.status === "hidden" ? "message.restore" : "message.approve",
        subjectUserId: stored.userId,
        messageId: id,
        topic: stored.topic,
        reason,
        details: { heldReason: stored.heldReason },
      },
      tx,
    );
  });
  const message = await getMessage(id, database);
  if (message) await publishSafely(deps.events ?? clusterEvents, { type: "message", message });
  publishEvent({ type: "chat.messageModerated", id, action: "restored" });
  return { ok: true };
}

/** A moderator removes a message: gone from every room and page; the removal stays in the audit log. */
export async function removeMessage(actor: Actor, id: number, reason: string, deps: Deps = {}): Promise<ReviewResult> {
  const database = deps.db ?? defaultDb;
  const removed = await database.transaction(async (tx) => {
    const [row] = await tx.delete(chatMessages).where(eq(chatMessages.id, id)).returning({
      id: chatMessages.id,
      topic: chatMessages.topic,
      userId: chatMessages.userId,
      status: chatMessages.status,
    });
    if (!row) return null;
    await recordAction(
      {
        actor,
        action: "message.remove",
        subjectUserId: row.userId,
        messageId: id,
        topic: row.topic,
        reason,
        details: { status: row.status },
      },
      tx,
    );
    return row;
  });
  if (!removed) return refuse("not-found", "That message no longer exists.");
  await publishSafely(deps.events ?? clusterEvents, { type: "deleted", topic: removed.topic, id });
  publishEvent({ type: "chat.messageModerated", id, action: "removed" });
  if (removed.userId) await holdAfterRepeatedHiding(removed.userId, deps);
  return { ok: true };
}

/** A moderator decides a reported message breaks no rule: its open reports are closed (kept, with the time). */
export async function dismissMessageReports(
  actor: Actor,
  id: number,
  reason: string,
  deps: Deps = {},
): Promise<ReviewResult> {
  const database = deps.db ?? defaultDb;
  const stored = await getStoredMessage(id, database);
  const closed = await database.transaction(async (tx) => {
    const rows = await tx
      .update(chatMessageReports)
      .set({ resolvedAt: new Date() })
      .where(and(eq(chatMessageReports.messageId, id), isNull(chatMessageReports.resolvedAt)))
      .returning({ id: chatMessageReports.messageId });
    if (rows.length > 0)
      await recordAction(
        {
          actor,
          action: "reports.dismiss",
          subjectUserId: stored?.userId ?? null,
          messageId: id,
          topic: stored?.topic ?? null,
          reason,
        },
        tx,
      );
    return rows.length;
  });
  if (closed === 0) return refuse("not-found", "These reports were already handled.");
  return { ok: true };
}

/** Who wrote an anonymous message: told to the moderator who asks, for a reason written to the audit log. */
export async function revealSender(
  actor: Actor,
  id: number,
  reason: string,
  database: Database = defaultDb,
): Promise<{ ok: true; sender: { id: string; name: string; email: string } } | ReviewRefusal> {
  if (!reason) return refuse("invalid", "Give a reason: it is written to the audit log.");
  const [row] = await database
    .select({
      topic: chatMessages.topic,
      anonymousNumber: chatMessages.anonymousNumber,
      id: user.id,
      name: user.name,
      email: user.email,
    })
    .from(chatMessages)
    .leftJoin(user, eq(user.id, chatMessages.userId))
    .where(eq(chatMessages.id, id));
  if (!row) return refuse("not-found", "That message no longer exists.");
  if (row.anonymousNumber === null) return refuse("invalid", "That message was not posted anonymously.");
  if (!row.id) return refuse("not-found", "Its sender's account no longer exists.");
  await recordAction(
    { actor, action: "author.reveal", subjectUserId: row.id, messageId: id, topic: row.topic, reason },
    database,
  );
  return { ok: true, sender: { id: row.id, name: row.name ?? "", email: row.email ?? "" } };
}

/** Puts a member's posting on hold until `until` (replacing a shorter or longer one), or lifts it (`until` null). */
export async function setPostingHold(
  actor: AuditActor,
  userId: string,
  hold: { until: Date; reason: string } | null,
  database: Database = defaultDb,
): Promise<ReviewResult> {
  const [target] = await database.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!target) return refuse("not-found", "User not found.");
  await database.transaction(async (tx) => {
    if (hold) {
      await tx
        .insert(chatPostingHolds)
        .values({ userId, until: hold.until, reason: hold.reason })
        .onConflictDoUpdate({
          target: chatPostingHolds.userId,
          set: { until: hold.until, reason: hold.reason, createdAt: new Date() },
        });
      await recordAction(
        {
          actor,
          action: "member.posting-hold",
          subjectUserId: userId,
          reason: hold.reason,
          details: { until: hold.until.toISOString() },
        },
        tx,
      );
    } else {
      const lifted = await tx
        .delete(chatPostingHolds)
        .where(eq(chatPostingHolds.userId, userId))
        .returning({ id: chatPostingHolds.userId });
      if (lifted.length > 0)
        await recordAction({ actor, action: "member.posting-hold-lifted", subjectUserId: userId }, tx);
    }
  });
  return { ok: true };
}

/**
 * After a report: once `threshold` different members have open reports on a visible message, it is hidden
 * on every instance before any moderator acts; its sender's sockets are told it is under review.
 */
export async function hideWhenReportedEnough(id: number, threshold: number, deps: Deps = {}): Promise<boolean> {
  const database = deps.db ?? defaultDb;
  const hidden = await database.transaction(async (tx) => {
    const [row] = await tx
      .update(chatMessages)
      .set({ status: "hidden", heldReason: "reports" })
      .where(
        and(
          eq(chatMessages.id, id),
          eq(chatMessages.status, "visible"),
          sql`(select count(*) from ${chatMessageReports} where ${chatMessageReports.messageId} = ${id}
            and ${chatMessageReports.resolvedAt} is null) >= ${threshold}`,
        ),
      )
      .returning({ topic: chatMessages.topic, userId: chatMessages.userId });
    if (!row) return null;
    await recordAction(
      {
        actor: SITE_ACTOR,
        action: "message.hide",
        subjectUserId: row.userId,
        messageId: id,
        topic: row.topic,
        reason: `Reported by ${threshold} or more members.`,
      },
      tx,
    );
    return row;
  });
  if (!hidden) return false;
  await publishSafely(deps.events ?? clusterEvents, {
    type: "hidden",
    topic: hidden.topic,
    id,
    senderId: hidden.userId,
  });
  publishEvent({ type: "chat.messageModerated", id, action: "hidden" });
  if (hidden.userId) await holdAfterRepeatedHiding(hidden.userId, deps);
  return true;
}

/** A member whose messages keep being hidden or removed cannot post for a while, and is told why. */
async function holdAfterRepeatedHiding(userId: string, deps: Deps) {
  const database = deps.db ?? defaultDb;
  const now = deps.now?.() ?? new Date();
  const hidden = await countHiddenSince(userId, new Date(now.getTime() - AUTO_HOLD_WINDOW_MS), database);
  if (hidden < AUTO_HOLD_AFTER_HIDDEN) return;
  const [current] = await database
    .select({ until: chatPostingHolds.until })
    .from(chatPostingHolds)
    .where(eq(chatPostingHolds.userId, userId));
  if (current && new Date(current.until) > now) return;
  await setPostingHold(
    SITE_ACTOR,
    userId,
    { until: new Date(now.getTime() + AUTO_HOLD_DURATION_MS), reason: autoHoldReason(hidden) },
    database,
  );
}

/** Once per message held as self-harm or abuse: a mail to every moderator and admin, pointing to the queue. */
/** What a moderators' alert says about the member, per kind of risk that held her message. */
const ALERT_WHAT: Record<HeldRiskKind, string> = {
  "self-harm": "may be at risk of harming herself",
  overdose: "may have taken an overdose",
  "sexual-violence": "may be describing sexual violence",
  abuse: "may be describing abuse",
};

export async function alertModerators(
  message: { id: number; topic: string },
  kind: HeldRiskKind,
  database: Database = defaultDb,
) {
  const inserted = await database
    .insert(chatCrisisAlerts)
    .values({ messageId: message.id, kind })
    .onConflictDoNothing()
    .returning({ id: chatCrisisAlerts.messageId });
  if (inserted.length === 0) return;
  const recipients = await database
    .selectDistinct({ email: user.email })
    .from(user)
    .leftJoin(chatModerators, eq(chatModerators.userId, user.id))
    .where(or(eq(user.role, "admin"), sql`${chatModerators.userId} is not null`));
  const link = new URL("/admin/reports", config.SITE_URL).toString();
  const what = ALERT_WHAT[kind];
  const subject = `Urgent: a member in ${roomTitle(message.topic)} ${what}`;
  const text = `A message in the ${roomTitle(message.topic)} chat room was held because its sender ${what}. She was shown the crisis lines at once. Please review it now, at the top of the moderation queue:\n\n${link}\n`;
  for (const recipient of recipients) {
    const { email } = recipient;
    await queueMail({
      to: email,
      subject,
      text,
      html: `<p>${text.split("\n\n")[0]}</p><p><a href="${link}">Open the moderation queue</a></p>`,
      idempotencyKey: `chat-crisis-${message.id}-${recipients.indexOf(recipient)}`,
    }).catch((error: unknown) =>
      logger.error({ err: error, id: message.id }, "moderation: a crisis alert mail failed"),
    );
  }
}
