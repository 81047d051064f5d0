import type { HeldRiskKind } from "#app/domain/safety/risk.ts";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { publishEvent, type ClusterEvents } from "#platform/cluster-events.ts";
import { config } from "#platform/config.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { queueMail } from "#platform/mail-queue.ts";
import { recordAction, SITE_ACTOR, type AuditActor } from "./audit.server.ts";
import { getMessage, getStoredMessage } from "./messages.server.ts";
import { MAX_APPEAL_LENGTH, MAX_REASON_LENGTH } from "./moderation.ts";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { roomTitle } from "./rules.ts";

/**
 * What moderators do to messages and members, and what the community's reports and the crisis rule do
 * by themselves: approve or restore, remove, dismiss reports, reveal an anonymous sender, hold or free a
 * member's posting; hide a message reported by enough members, hold the posting of a member whose
 * messages keep being hidden, alert moderators of a message held as self-harm or abuse. Every action is
 * written to the audit log in the same transaction.
 */
const {
  chatMessages,
  chatMessageReports,
  chatPostingHolds,
  chatCrisisAlerts,
  chatModerators,
  chatReportOutcomes,
  chatReportAppeals,
  user,
} = schema;

type Deps = { db?: Database; events?: ClusterEvents; now?: () => Date };
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A moderator decided on a message: its open reports are closed and each reporter's standing learns
 * whether her report was upheld (the message removed) or not (restored, approved or left); an appeal
 * of its sender is answered by the same decision.
 */
async function closeReports(tx: Tx, id: number, upheld: boolean): Promise<number> {
  const open = await tx
    .update(chatMessageReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(chatMessageReports.messageId, id), isNull(chatMessageReports.resolvedAt)))
    .returning({ reporterId: chatMessageReports.reporterId });
  if (open.length > 0)
    await tx
      .insert(chatReportOutcomes)
      .values(open.map((report) => ({ reporterId: report.reporterId, messageId: id, upheld })));
  await tx.delete(chatReportAppeals).where(eq(chatReportAppeals.messageId, id));
  return open.length;
}
type Actor = AuditActor & { id: string };
export type ReviewRefusal = Refusal<"not-found" | "invalid">;
export type ReviewResult = { ok: true } | ReviewRefusal;

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
    await closeReports(tx, id, false);
    await recordAction(
      {
        actor,
        action: stored.status === "hidden" ? "message.restore" : "message.approve",
        subjectUserId: stored.userId,
        anonymous: stored.anonymous,
        messageId: id,
        topic: stored.topic,
        reason,
        details: { heldReason: stored.heldReason },
      },
      tx,
    );
  });
  const message = await getMessage(id, database);
  if (message) await publishEvent({ type: "chat.messagePosted", message }, deps.events);
  await publishEvent({ type: "chat.messageModerated", id, action: "restored" }, deps.events);
  return { ok: true };
}

/** A moderator removes a message: gone from every room and page; the removal stays in the audit log. */
export async function removeMessage(actor: Actor, id: number, reason: string, deps: Deps = {}): Promise<ReviewResult> {
  const database = deps.db ?? defaultDb;
  const removed = await database.transaction(async (tx) => {
    // The reporters were right: counted before the reports go with the message.
    await closeReports(tx, id, true);
    const [row] = await tx.delete(chatMessages).where(eq(chatMessages.id, id)).returning({
      id: chatMessages.id,
      topic: chatMessages.topic,
      userId: chatMessages.userId,
      status: chatMessages.status,
      anonymousNumber: chatMessages.anonymousNumber,
    });
    if (!row) return null;
    await recordAction(
      {
        actor,
        action: "message.remove",
        subjectUserId: row.userId,
        anonymous: row.anonymousNumber !== null,
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
  await publishEvent({ type: "chat.messageDeleted", topic: removed.topic, id }, deps.events);
  await publishEvent({ type: "chat.messageModerated", id, action: "removed" }, deps.events);
  return { ok: true };
}

/**
 * A moderator decides a reported message breaks no rule: its open reports are closed (kept, with the time)
 * and, when the reports had hidden it, it is back in the room for everyone, on every instance.
 */
export async function dismissMessageReports(
  actor: Actor,
  id: number,
  reason: string,
  deps: Deps = {},
): Promise<ReviewResult> {
  const database = deps.db ?? defaultDb;
  const stored = await getStoredMessage(id, database);
  const result = await database.transaction(async (tx) => {
    const closed = await closeReports(tx, id, false);
    if (closed === 0) return { closed, restored: false };
    const restored = await tx
      .update(chatMessages)
      .set({ status: "visible", heldReason: null })
      .where(and(eq(chatMessages.id, id), eq(chatMessages.status, "hidden"), eq(chatMessages.heldReason, "reports")))
      .returning({ id: chatMessages.id });
    await recordAction(
      {
        actor,
        action: restored.length > 0 ? "message.restore" : "reports.dismiss",
        subjectUserId: stored?.userId ?? null,
        anonymous: stored?.anonymous ?? false,
        messageId: id,
        topic: stored?.topic ?? null,
        reason,
        details: restored.length > 0 ? { reportsDismissed: closed } : {},
      },
      tx,
    );
    return { closed, restored: restored.length > 0 };
  });
  if (result.closed === 0) return refuse("not-found", "These reports were already handled.");
  if (result.restored) {
    const message = await getMessage(id, database);
    if (message) await publishEvent({ type: "chat.messagePosted", message }, deps.events);
    await publishEvent({ type: "chat.messageModerated", id, action: "restored" }, deps.events);
  }
  return { ok: true };
}

/**
 * The sender of a message hidden after reports asks a moderator to look again: one appeal per message,
 * listed first among hidden messages in the queue. Only her own hidden message can be appealed.
 */
export async function appealHiddenMessage(
  userId: string,
  id: unknown,
  text: unknown,
  database: Database = defaultDb,
): Promise<{ ok: true } | Refusal<"invalid" | "not-found" | "already-appealed">> {
  const messageId = typeof id === "number" ? id : Number(typeof id === "string" ? id : NaN);
  if (!Number.isSafeInteger(messageId) || messageId <= 0) return refuse("invalid", "Unknown message.");
  const words = typeof text === "string" ? text.trim() : "";
  if (words.length > MAX_APPEAL_LENGTH)
    return refuse("invalid", `Your note to the moderators must be at most ${MAX_APPEAL_LENGTH} characters.`);
  const stored = await getStoredMessage(messageId, database);
  if (!stored || stored.userId !== userId || stored.status !== "hidden")
    return refuse("not-found", "Only your own message hidden after reports can be appealed.");
  const inserted = await database
    .insert(chatReportAppeals)
    .values({ messageId, text: words })
    .onConflictDoNothing()
    .returning({ id: chatReportAppeals.messageId });
  if (inserted.length === 0)
    return refuse("already-appealed", "You have already appealed; a moderator will look at it.");
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
  // The reveal itself is audited, and the entry keeps the sender as a keyed hash: the log stays anonymous.
  await recordAction(
    { actor, action: "author.reveal", subjectUserId: row.id, anonymous: true, messageId: id, topic: row.topic, reason },
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
 * After a report: once the open reports on a visible message weigh `threshold` (each report weighs what
 * its reporter's trust level gave it, new accounts nothing: app/domain/chat/standing.ts), it is hidden on
 * every instance before any moderator acts; its sender's sockets are told it is under review. Posting
 * holds are never a count's: a moderator decides them.
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
          sql`(select coalesce(sum(${chatMessageReports.weight}), 0) from ${chatMessageReports}
            where ${chatMessageReports.messageId} = ${id} and ${chatMessageReports.resolvedAt} is null) >= ${threshold}`,
        ),
      )
      .returning({
        topic: chatMessages.topic,
        userId: chatMessages.userId,
        anonymousNumber: chatMessages.anonymousNumber,
      });
    if (!row) return null;
    await recordAction(
      {
        actor: SITE_ACTOR,
        action: "message.hide",
        subjectUserId: row.userId,
        anonymous: row.anonymousNumber !== null,
        messageId: id,
        topic: row.topic,
        reason: `Reported by members of standing (weight ${threshold} or more).`,
      },
      tx,
    );
    return row;
  });
  if (!hidden) return false;
  await publishEvent({ type: "chat.messageHidden", topic: hidden.topic, id, senderId: hidden.userId }, deps.events);
  await publishEvent({ type: "chat.messageModerated", id, action: "hidden" }, deps.events);
  return true;
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
