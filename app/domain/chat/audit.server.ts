import { desc, eq, lt, or, sql } from "drizzle-orm";
import { auditSubjectKey } from "#platform/audit-subject.ts";
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

/** The keyed hash an entry about an anonymous message keeps instead of its sender's id. */
export const subjectKey = auditSubjectKey;

export async function recordAction(
  entry: {
    actor: AuditActor;
    action: AuditAction;
    subjectUserId?: string | null;
    /** The entry is about an anonymous message: its sender is kept only as `subjectKey`, never as an id. */
    anonymous?: boolean;
    messageId?: number | null;
    topic?: string | null;
    reason?: string;
    details?: Record<string, unknown>;
  },
  database: Writer = defaultDb,
): Promise<void> {
  const hidden = entry.anonymous === true && Boolean(entry.subjectUserId);
  await database.insert(moderationAuditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    subjectUserId: hidden ? null : (entry.subjectUserId ?? null),
    messageId: entry.messageId ?? null,
    topic: entry.topic ?? null,
    reason: entry.reason ?? "",
    details: hidden
      ? { ...entry.details, anonymous: true, subjectKey: subjectKey(entry.subjectUserId!) }
      : (entry.details ?? {}),
  });
}

function toEntry(row: typeof moderationAuditLog.$inferSelect): AuditEntry {
  const { subjectKey: _key, ...details } = (row.details ?? {}) as Record<string, unknown>;
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
    details,
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
    .where(
      or(
        eq(moderationAuditLog.subjectUserId, userId),
        sql`${moderationAuditLog.details}->>'subjectKey' = ${subjectKey(userId)}`,
      ),
    )
    .orderBy(moderationAuditLog.id);
  return rows.map(toEntry);
}
