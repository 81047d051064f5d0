import { and, asc, count, desc, eq, gt, inArray, isNull, lt, min, sql } from "drizzle-orm";
import { z } from "zod";
import { consumeRateLimit } from "#platform/rate-limit.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { getMessage } from "./messages.server.ts";
import { REPORT_CONTEXT_MESSAGES, REPORT_RATE_LIMIT, REPORT_REASON_VALUES, type ReportReason } from "./reports.ts";
import { isOpenRoom } from "./rules.ts";

const { chatMessageReports, chatMessages, user } = schema;

export const reportInputSchema = z.object({
  id: z.coerce.number({ error: "Unknown message." }).int("Unknown message.").positive("Unknown message."),
  reason: z.enum(REPORT_REASON_VALUES, { error: "Choose why you are reporting this message." }),
});

export type ReportFailure = {
  ok: false;
  code: "invalid" | "not_found" | "own_message" | "already_reported" | "rate_limited";
  message: string;
  retryAfterMs?: number;
};

/**
 * A member reports a message: one report per member and message (the table's key decides, so two
 * tabs cannot file two), never her own, rate-limited per member.
 */
export async function reportMessage(
  input: { reporterId: string; id: unknown; reason: unknown },
  database: Database = defaultDb,
): Promise<{ ok: true } | ReportFailure> {
  const parsed = reportInputSchema.safeParse({ id: input.id, reason: input.reason });
  if (!parsed.success) return { ok: false, code: "invalid", message: parsed.error.issues[0]!.message };
  const message = await getMessage(parsed.data.id, database);
  if (!message || !isOpenRoom(message.topic))
    return { ok: false, code: "not_found", message: "That message no longer exists." };
  if (message.userId === input.reporterId)
    return { ok: false, code: "own_message", message: "You cannot report your own message." };

  const limit = await consumeRateLimit({ key: `chat:report:${input.reporterId}`, ...REPORT_RATE_LIMIT }, database);
  if (!limit.ok) {
    return {
      ok: false,
      code: "rate_limited",
      message: "You have sent many reports in a short time. Please try again later.",
      retryAfterMs: limit.retryAfterMs,
    };
  }
  const inserted = await database
    .insert(chatMessageReports)
    .values({ messageId: message.id, reporterId: input.reporterId, reason: parsed.data.reason })
    .onConflictDoNothing()
    .returning({ messageId: chatMessageReports.messageId });
  if (inserted.length === 0)
    return { ok: false, code: "already_reported", message: "You have already reported this message." };
  return { ok: true };
}

type ContextMessage = { id: number; content: string; senderName: string | null; createdAt: string; reported: boolean };

export type OpenReport = {
  messageId: number;
  topic: string;
  reports: number;
  reasons: { reason: ReportReason; count: number }[];
  firstReportedAt: string;
  /** The reported message with the messages around it in its room, oldest first. */
  context: ContextMessage[];
};

async function around(topic: string, id: number, database: Database): Promise<ContextMessage[]> {
  const columns = {
    id: chatMessages.id,
    content: chatMessages.content,
    senderName: user.name,
    createdAt: chatMessages.createdAt,
  };
  const base = () => database.select(columns).from(chatMessages).leftJoin(user, eq(user.id, chatMessages.userId));
  const [before, self, after] = await Promise.all([
    base()
      .where(and(eq(chatMessages.topic, topic), lt(chatMessages.id, id)))
      .orderBy(desc(chatMessages.id))
      .limit(REPORT_CONTEXT_MESSAGES),
    base().where(eq(chatMessages.id, id)).limit(1),
    base()
      .where(and(eq(chatMessages.topic, topic), gt(chatMessages.id, id)))
      .orderBy(asc(chatMessages.id))
      .limit(REPORT_CONTEXT_MESSAGES),
  ]);
  return [...before.reverse(), ...self, ...after].map((row) => ({
    id: Number(row.id),
    content: row.content,
    senderName: row.senderName?.trim() || null,
    createdAt: new Date(row.createdAt).toISOString(),
    reported: Number(row.id) === id,
  }));
}

/** Messages with open reports, the longest-waiting first, each with its room context. */
export async function listOpenReports(database: Database = defaultDb, limit = 50): Promise<OpenReport[]> {
  const grouped = await database
    .select({
      messageId: chatMessageReports.messageId,
      reports: count(),
      firstReportedAt: min(chatMessageReports.createdAt),
    })
    .from(chatMessageReports)
    .where(isNull(chatMessageReports.resolvedAt))
    .groupBy(chatMessageReports.messageId)
    .orderBy(sql`min(${chatMessageReports.createdAt})`)
    .limit(limit);
  if (grouped.length === 0) return [];
  const ids = grouped.map((row) => Number(row.messageId));
  const [reasons, topics] = await Promise.all([
    database
      .select({ messageId: chatMessageReports.messageId, reason: chatMessageReports.reason, n: count() })
      .from(chatMessageReports)
      .where(and(isNull(chatMessageReports.resolvedAt), inArray(chatMessageReports.messageId, ids)))
      .groupBy(chatMessageReports.messageId, chatMessageReports.reason),
    database
      .select({ id: chatMessages.id, topic: chatMessages.topic })
      .from(chatMessages)
      .where(inArray(chatMessages.id, ids)),
  ]);
  return Promise.all(
    grouped.map(async (row) => {
      const id = Number(row.messageId);
      const topic = topics.find((candidate) => Number(candidate.id) === id)?.topic ?? "";
      return {
        messageId: id,
        topic,
        reports: Number(row.reports),
        reasons: reasons
          .filter((candidate) => Number(candidate.messageId) === id)
          .map((candidate) => ({ reason: candidate.reason as ReportReason, count: Number(candidate.n) })),
        firstReportedAt: new Date(row.firstReportedAt ?? Date.now()).toISOString(),
        context: await around(topic, id, database),
      };
    }),
  );
}

export async function countOpenReports(database: Database = defaultDb): Promise<number> {
  const [row] = await database
    .select({ n: sql<number>`count(distinct ${chatMessageReports.messageId})` })
    .from(chatMessageReports)
    .where(isNull(chatMessageReports.resolvedAt));
  return Number(row?.n ?? 0);
}

/** An admin decides a message breaks no rule: its open reports are closed (kept, with the time). */
export async function dismissReports(messageId: number, database: Database = defaultDb): Promise<number> {
  const closed = await database
    .update(chatMessageReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(chatMessageReports.messageId, messageId), isNull(chatMessageReports.resolvedAt)))
    .returning({ messageId: chatMessageReports.messageId });
  return closed.length;
}
