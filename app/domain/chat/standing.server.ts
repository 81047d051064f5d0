import { sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "#platform/db.ts";
import { subjectKey } from "./audit.server.ts";
import { STANDING_WINDOW_MS } from "./moderation.ts";
import {
  MEMBER_AFTER_MESSAGES,
  REGULAR_AFTER_MESSAGES,
  trustLevel,
  type ReporterFacts,
  type TrustLevel,
} from "./standing.ts";

type FactsRow = {
  role: string | null;
  moderator: boolean;
  created_at: string | Date;
  visible: number;
  removed: number;
  upheld: number;
  rejected: number;
};

/** The facts a reporter's trust level is made of, in one round trip. */
export async function reporterFacts(userId: string, database: Database = defaultDb): Promise<ReporterFacts> {
  const enough = Math.max(MEMBER_AFTER_MESSAGES, REGULAR_AFTER_MESSAGES);
  const since = new Date(Date.now() - STANDING_WINDOW_MS).toISOString();
  const key = subjectKey(userId);
  const result = await database.execute(sql`select u.role, u.created_at,
      exists (select 1 from chat_moderators m where m.user_id = u.id) as moderator,
      (select count(*) from (select 1 from chat_messages c where c.user_id = u.id and c.status = 'visible'
        limit ${enough}) v)::int as visible,
      (select count(distinct a.message_id) from moderation_audit_log a
        where (a.subject_user_id = u.id or a.details->>'subjectKey' = ${key})
          and a.action in ('message.hide', 'message.remove') and a.created_at > ${since}
          and not exists (select 1 from moderation_audit_log r where r.message_id = a.message_id
            and r.action in ('message.restore', 'reports.dismiss') and r.id > a.id))::int as removed,
      (select count(*) from chat_report_outcomes o where o.reporter_id = u.id and o.upheld)::int as upheld,
      (select count(*) from chat_report_outcomes o where o.reporter_id = u.id and not o.upheld)::int as rejected
    from "user" u where u.id = ${userId}`);
  const [row] = (result as unknown as { rows: FactsRow[] }).rows;
  if (!row)
    return { moderates: false, accountAgeDays: 0, visibleMessages: 0, removedLately: 0, upheld: 0, rejected: 0 };
  return {
    moderates: row.role === "admin" || Boolean(row.moderator),
    accountAgeDays: (Date.now() - new Date(row.created_at).getTime()) / 86_400_000,
    visibleMessages: Number(row.visible),
    removedLately: Number(row.removed),
    upheld: Number(row.upheld),
    rejected: Number(row.rejected),
  };
}

export async function reporterLevel(userId: string, database: Database = defaultDb): Promise<TrustLevel> {
  return trustLevel(await reporterFacts(userId, database));
}
