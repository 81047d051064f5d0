import { and, count, eq, inArray, isNull, min, ne, or, sql } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { anonymousName, type HeldReason, type MessageStatus } from "./moderation.ts";
import { around, type ContextMessage } from "./reports.server.ts";
import type { ReportReason } from "./reports.ts";
import { looksCoordinated } from "./standing.ts";

/**
 * The moderation queue: every message that waits for a moderator (held, or hidden after reports) and
 * every visible message with open reports. Self-harm and abuse come first (urgent), then messages hidden
 * by reports, then reported ones, then new members' held messages; the longest-waiting first in each.
 */
const { chatMessages, chatMessageReports, chatReportAppeals, user } = schema;

export type QueueItem = {
  messageId: number;
  topic: string;
  status: MessageStatus;
  heldReason: HeldReason | null;
  urgent: boolean;
  /** The sender as the room shows her: her name, or "Anonymous N" (a reveal tells who). */
  senderName: string;
  /** Her id for a named message (to hold her posting); null for an anonymous one until revealed. */
  senderId: string | null;
  anonymous: boolean;
  reports: number;
  /** Open reports from reporters without standing (trust level 0): they queue, they hide nothing. */
  newAccountReports: number;
  /** What the open reports weigh together, against the setting that hides a message. */
  weight: number;
  /** Many reports from new accounts on this one message: shown to the moderator as possibly coordinated. */
  coordinated: boolean;
  /** The sender's appeal, when she made one. */
  appeal: { text: string; createdAt: string } | null;
  reasons: { reason: ReportReason; count: number }[];
  since: string;
  context: ContextMessage[];
};

const RANK: Record<string, number> = {
  overdose: 0,
  "self-harm": 0,
  "sexual-violence": 0,
  abuse: 0,
  reports: 1,
  reported: 2,
  "new-member": 3,
};

export async function listQueue(database: Database = defaultDb, limit = 50): Promise<QueueItem[]> {
  const reported = database
    .selectDistinct({ id: chatMessageReports.messageId })
    .from(chatMessageReports)
    .where(isNull(chatMessageReports.resolvedAt));
  const rows = await database
    .select({
      id: chatMessages.id,
      topic: chatMessages.topic,
      status: chatMessages.status,
      heldReason: chatMessages.heldReason,
      anonymousNumber: chatMessages.anonymousNumber,
      userId: chatMessages.userId,
      name: user.name,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .leftJoin(user, eq(user.id, chatMessages.userId))
    .where(or(ne(chatMessages.status, "visible"), inArray(chatMessages.id, reported)))
    .orderBy(chatMessages.id)
    .limit(500);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const [totals, reasons, appeals] = await Promise.all([
    database
      .select({
        id: chatMessageReports.messageId,
        n: count(),
        first: min(chatMessageReports.createdAt),
        weight: sql<number>`coalesce(sum(${chatMessageReports.weight}), 0)::int`,
        fresh: sql<number>`count(*) filter (where ${chatMessageReports.reporterLevel} = 0)::int`,
      })
      .from(chatMessageReports)
      .where(and(isNull(chatMessageReports.resolvedAt), inArray(chatMessageReports.messageId, ids)))
      .groupBy(chatMessageReports.messageId),
    database
      .select({ id: chatMessageReports.messageId, reason: chatMessageReports.reason, n: count() })
      .from(chatMessageReports)
      .where(and(isNull(chatMessageReports.resolvedAt), inArray(chatMessageReports.messageId, ids)))
      .groupBy(chatMessageReports.messageId, chatMessageReports.reason),
    database.select().from(chatReportAppeals).where(inArray(chatReportAppeals.messageId, ids)),
  ]);
  const ordered = rows
    .map((row) => {
      const id = Number(row.id);
      const total = totals.find((candidate) => Number(candidate.id) === id);
      const anonymous = row.anonymousNumber !== null;
      const reportCount = Number(total?.n ?? 0);
      const fresh = Number(total?.fresh ?? 0);
      const appeal = appeals.find((candidate) => Number(candidate.messageId) === id);
      const rank = RANK[row.status === "visible" ? "reported" : (row.heldReason ?? "new-member")] ?? 3;
      return {
        rank,
        item: {
          messageId: id,
          topic: row.topic,
          status: row.status as MessageStatus,
          heldReason: row.heldReason as HeldReason | null,
          urgent: rank === 0,
          senderName: anonymous ? anonymousName(row.anonymousNumber!) : row.name?.trim() || "Unknown member",
          senderId: anonymous ? null : row.userId,
          anonymous,
          reports: reportCount,
          newAccountReports: fresh,
          weight: Number(total?.weight ?? 0),
          coordinated: looksCoordinated([
            ...Array.from({ length: fresh }, () => ({ newAccount: true })),
            ...Array.from({ length: reportCount - fresh }, () => ({ newAccount: false })),
          ]),
          appeal: appeal ? { text: appeal.text, createdAt: new Date(appeal.createdAt).toISOString() } : null,
          reasons: reasons
            .filter((candidate) => Number(candidate.id) === id)
            .map((candidate) => ({ reason: candidate.reason as ReportReason, count: Number(candidate.n) })),
          since: new Date(total?.first ?? row.createdAt).toISOString(),
          context: [] as ContextMessage[],
        },
      };
    })
    .sort((a, b) => a.rank - b.rank || a.item.since.localeCompare(b.item.since))
    .slice(0, limit)
    .map(({ item }) => item);
  for (const item of ordered) item.context = await around(item.topic, item.messageId, database);
  return ordered;
}

/** How many items wait (the tab's badge). */
export async function countQueue(database: Database = defaultDb): Promise<number> {
  const [row] = await database
    .select({ n: sql<number>`count(*)` })
    .from(chatMessages)
    .where(
      or(
        ne(chatMessages.status, "visible"),
        sql`exists (select 1 from ${chatMessageReports} r where r.message_id = ${chatMessages.id} and r.resolved_at is null)`,
      ),
    );
  return Number(row?.n ?? 0);
}
