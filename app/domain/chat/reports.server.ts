import { and, asc, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { refuse, retryAfterSecondsOf, type Refusal } from "#app/lib/refusal.ts";
import { consumeRateLimit } from "#platform/rate-limit.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import type { ClusterEvents } from "#platform/cluster-events.ts";
import { getStoredMessage } from "./messages.server.ts";
import { moderationSettings } from "./moderation.server.ts";
import { hideWhenReportedEnough } from "./review.server.ts";
import { anonymousName } from "./moderation.ts";
import { REPORT_CONTEXT_MESSAGES, REPORT_RATE_LIMIT, REPORT_REASON_VALUES } from "./reports.ts";
import { isOpenRoom } from "./rules.ts";
import { reportWeight } from "./standing.ts";
import { reporterLevel } from "./standing.server.ts";

const { chatMessageReports, chatMessages, user } = schema;

export const reportInputSchema = z.object({
  id: z.coerce.number({ error: "Unknown message." }).int("Unknown message.").positive("Unknown message."),
  reason: z.enum(REPORT_REASON_VALUES, { error: "Choose why you are reporting this message." }),
});

export type ReportRefusal = Refusal<"invalid" | "not-found" | "own-message" | "already-reported" | "rate-limited">;

/**
 * A member reports a message: one report per member and message (the table's key decides, so two
 * tabs cannot file two), never her own, rate-limited per member.
 */
export async function reportMessage(
  input: { reporterId: string; id: unknown; reason: unknown },
  database: Database = defaultDb,
  events?: ClusterEvents,
): Promise<{ ok: true; hidden: boolean } | ReportRefusal> {
  const parsed = reportInputSchema.safeParse({ id: input.id, reason: input.reason });
  if (!parsed.success) return refuse("invalid", parsed.error.issues[0]!.message);
  // The sender as stored: an anonymous message's sender is known here, never sent out.
  const message = await getStoredMessage(parsed.data.id, database);
  if (!message || message.status !== "visible" || !isOpenRoom(message.topic))
    return refuse("not-found", "That message no longer exists.");
  if (message.userId === input.reporterId) return refuse("own-message", "You cannot report your own message.");

  const limit = await consumeRateLimit({ key: `chat:report:${input.reporterId}`, ...REPORT_RATE_LIMIT }, database);
  if (!limit.ok) {
    return refuse("rate-limited", "You have sent many reports in a short time. Please try again later.", {
      retryAfterSeconds: retryAfterSecondsOf(limit.retryAfterMs),
    });
  }
  // The report weighs what her standing gives it: a new account's report asks a moderator to look and
  // hides nothing by itself (app/domain/chat/standing.ts).
  const [{ reportsToHide }, level] = await Promise.all([
    moderationSettings(database),
    reporterLevel(input.reporterId, database),
  ]);
  const weight = reportWeight(level, reportsToHide);
  const inserted = await database
    .insert(chatMessageReports)
    .values({
      messageId: message.id,
      reporterId: input.reporterId,
      reason: parsed.data.reason,
      reporterLevel: level,
      weight,
    })
    .onConflictDoNothing()
    .returning({ messageId: chatMessageReports.messageId });
  if (inserted.length === 0) return refuse("already-reported", "You have already reported this message.");
  // Reports of enough weight: hidden on every instance now, before any moderator acts.
  const hidden = weight > 0 && (await hideWhenReportedEnough(message.id, reportsToHide, { db: database, events }));
  return { ok: true, hidden };
}

export type ContextMessage = {
  id: number;
  content: string;
  senderName: string | null;
  createdAt: string;
  reported: boolean;
};

/**
 * The message `id` with the visible messages around it in its room, oldest first. An anonymous message's
 * sender stays "Anonymous N" here too: a moderator learns who she is only by a reveal, which is logged.
 */
export async function around(topic: string, id: number, database: Database): Promise<ContextMessage[]> {
  const columns = {
    id: chatMessages.id,
    content: chatMessages.content,
    senderName: user.name,
    anonymousNumber: chatMessages.anonymousNumber,
    createdAt: chatMessages.createdAt,
  };
  const base = () => database.select(columns).from(chatMessages).leftJoin(user, eq(user.id, chatMessages.userId));
  const visible = eq(chatMessages.status, "visible");
  const [before, self, after] = await Promise.all([
    base()
      .where(and(eq(chatMessages.topic, topic), lt(chatMessages.id, id), visible))
      .orderBy(desc(chatMessages.id))
      .limit(REPORT_CONTEXT_MESSAGES),
    base().where(eq(chatMessages.id, id)).limit(1),
    base()
      .where(and(eq(chatMessages.topic, topic), gt(chatMessages.id, id), visible))
      .orderBy(asc(chatMessages.id))
      .limit(REPORT_CONTEXT_MESSAGES),
  ]);
  return [...before.reverse(), ...self, ...after].map((row) => ({
    id: Number(row.id),
    content: row.content,
    senderName: row.anonymousNumber !== null ? anonymousName(row.anonymousNumber) : row.senderName?.trim() || null,
    createdAt: new Date(row.createdAt).toISOString(),
    reported: Number(row.id) === id,
  }));
}

export async function countOpenReports(database: Database = defaultDb): Promise<number> {
  const [row] = await database
    .select({ n: sql<number>`count(distinct ${chatMessageReports.messageId})` })
    .from(chatMessageReports)
    .where(isNull(chatMessageReports.resolvedAt));
  return Number(row?.n ?? 0);
}
