import { and, desc, eq, lt, sql } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";

/**
 * The moderation audit log: every moderator's and admin's action on members and messages, who (with her
 * name as it was), what, when and why. Append-only (the table refuses updates and deletes); an entry
 * outlives the accounts it names.
 */
const { moderationAuditLog } = schema;

export type AuditAction =
  | "message.approve"
  | "message.restore"
  | "message.remove"
  | "message.hide"
  | "message.delete-own"
  | "reports.dismiss"
  | "author.reveal"
  | "room.rules"
  | "member.posting-hold"
  | "member.posting-hold-lifted"
  | "moderator.grant"
  | "moderator.revoke"
  | "settings.change";

/** Who acted: a member (moderator or admin), or the site's own rules. */
export type AuditActor = { id: string; name: string } | { id: null; name: "The site's rules" | "Its sender" };
export const SITE_ACTOR: AuditActor = { id: null, name: "The site's rules" };
/** A member deleting her own message (named by the entry's subject, unless it was anonymous). */
export const SENDER_ACTOR: AuditActor = { id: null, name: "Its sender" };

export type AuditEntry = {
  id: number;
  createdAt: string;
  actorId: string | null;
  actorName: string;
  action: AuditAction;
  subjectUserId: string | null;
  messageId: number | null;
  topic: string | null;
  reason: string;
  details: Record<string, unknown>;
};

type Writer = Pick<Database, "insert">;

export async function recordAction(
  entry: {
    actor: AuditActor;
    action: AuditAction;
    subjectUserId?: string | null;
    messageId?: number | null;
    topic?: string | null;
    reason?: string;
    details?: Record<string, unknown>;
  },
  database: Writer = defaultDb,
): Promise<void> {
  await database.insert(moderationAuditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    subjectUserId: entry.subjectUserId ?? null,
    messageId: entry.messageId ?? null,
    topic: entry.topic ?? null,
    reason: entry.reason ?? "",
    details: entry.details ?? {},
  });
}

function toEntry(row: typeof moderationAuditLog.$inferSelect): AuditEntry {
  return {
    id: Number(row.id),
    createdAt: new Date(row.createdAt).toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action as AuditAction,
    subjectUserId: row.subjectUserId,
    messageId: row.messageId === null ? null : Number(row.messageId),
    topic: row.topic,
    reason: row.reason,
    details: (row.details ?? {}) as Record<string, unknown>,
  };
}

/** Newest first, a page at a time (`before` an entry id). */
export async function listAuditLog(
  options: { before?: number; limit?: number } = {},
  database: Database = defaultDb,
): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
  const limit = options.limit ?? 100;
  const rows = await database
    .select()
    .from(moderationAuditLog)
    .where(options.before ? lt(moderationAuditLog.id, options.before) : undefined)
    .orderBy(desc(moderationAuditLog.id))
    .limit(limit + 1);
  return { entries: rows.slice(0, limit).map(toEntry), hasMore: rows.length > limit };
}

/** The entries about one member (her data download). */
export async function auditEntriesAbout(userId: string, database: Database = defaultDb): Promise<AuditEntry[]> {
  const rows = await database
    .select()
    .from(moderationAuditLog)
    .where(eq(moderationAuditLog.subjectUserId, userId))
    .orderBy(moderationAuditLog.id);
  return rows.map(toEntry);
}

/**
 * Messages of this member hidden after reports or removed by a moderator since `since`, not restored
 * afterwards: what puts her posting on hold when it repeats.
 */
export async function countHiddenSince(userId: string, since: Date, database: Database = defaultDb): Promise<number> {
  const [row] = await database
    .select({ n: sql<number>`count(distinct ${moderationAuditLog.messageId})` })
    .from(moderationAuditLog)
    .where(
      and(
        eq(moderationAuditLog.subjectUserId, userId),
        sql`${moderationAuditLog.action} in ('message.hide', 'message.remove')`,
        sql`${moderationAuditLog.createdAt} > ${since.toISOString()}`,
        sql`not exists (select 1 from moderation_audit_log r where r.message_id = ${moderationAuditLog.messageId}
          and r.action = 'message.restore' and r.id > ${moderationAuditLog.id})`,
      ),
    );
  return Number(row?.n ?? 0);
}
