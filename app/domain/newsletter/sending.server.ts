import { sql } from "drizzle-orm";
import { config } from "#platform/config.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { mailer as defaultMailer } from "#platform/mail.ts";
import { getIssue, personalize, renderIssue, type IssueDeps, type IssueMailTemplate } from "./issues.server.ts";
import { deliveryRetryDelayMs, MAX_DELIVERY_ATTEMPTS } from "./rules.ts";
import { unsubscribeUrl } from "./subscriptions.server.ts";

const { newsletterDeliveries: deliveries, newsletterIssues: issues, newsletterSubscribers: subscribers } = schema;

/** While one worker sends a claimed batch, every other worker leaves it alone this long. */
export const DELIVERY_LEASE_MS = 2 * 60 * 1000;
export const DELIVERY_BATCH = 50;
/** Mails of one batch in flight at once (SMTP round trips overlap; the outbox is a file write each). */
const CONCURRENCY = 4;
/**
 * Sent deliveries are recorded together, at most this many or this long after the first of them: a
 * commit on the embedded database (written to disk before it returns) costs far more than writing a
 * mail, so one commit per mail would cap a send's rate at the commit rate (decision 010).
 */
export const SENT_FLUSH_COUNT = 25;
export const SENT_FLUSH_MS = 250;

export type SendDeps = IssueDeps & {
  /** Only this issue's deliveries (the job started by "Send"); otherwise every due delivery. */
  issueId?: string;
  signal?: AbortSignal;
  batchSize?: number;
  /** Called after each mail is recorded as sent (the kill test and the bench count progress). */
  onSent?: (count: number) => void;
};

type Claimed = {
  id: string;
  issue_id: string;
  email: string;
  attempts: number;
  subscriber_status: string | null;
  unsubscribe_token: string | null;
};

/**
 * Claims up to `batch` due deliveries in one statement: rows locked with SKIP LOCKED, so two workers
 * (two instances) never take the same row, and moved to `sending` with a lease. A row whose worker
 * died is `sending` with its lease passed: it is due again, and this claims it.
 */
async function claim(db: Database, now: Date, batch: number, issueId?: string): Promise<Claimed[]> {
  const leaseUntil = new Date(now.getTime() + DELIVERY_LEASE_MS);
  const result = (await db.execute(sql`
    with due as (
      select id from ${deliveries}
      where status in ('pending', 'failed', 'sending') and next_attempt_at <= ${now}
      ${issueId ? sql`and issue_id = ${issueId}` : sql``}
      order by next_attempt_at
      limit ${batch}
      for update skip locked
    ), claimed as (
      update ${deliveries} d set status = 'sending', attempts = d.attempts + 1, next_attempt_at = ${leaseUntil}
      from due where d.id = due.id
      returning d.id, d.issue_id, d.email, d.attempts, d.subscriber_id
    )
    select claimed.id, claimed.issue_id, claimed.email, claimed.attempts, s.status as subscriber_status, s.unsubscribe_token
    from claimed left join ${subscribers} s on s.id = claimed.subscriber_id
  `)) as unknown as { rows: Claimed[] };
  return result.rows;
}

async function markSent(db: Database, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${deliveries} set status = 'sent', sent_at = ${at}, last_error = null
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and status = 'sending'
  `);
}

async function settle(
  db: Database,
  id: string,
  fields: {
    status: "sent" | "failed" | "abandoned" | "skipped";
    nextAttemptAt?: Date;
    lastError?: string | null;
    sentAt?: Date;
  },
) {
  await db.execute(sql`
    update ${deliveries} set status = ${fields.status},
      next_attempt_at = coalesce(${fields.nextAttemptAt ?? null}::timestamptz, next_attempt_at),
      last_error = ${fields.lastError ?? null},
      sent_at = coalesce(${fields.sentAt ?? null}::timestamptz, sent_at)
    where id = ${id} and status = 'sending'
  `);
}

/**
 * Sends due newsletter deliveries until none is due (or the signal stops it between mails). Each mail
 * carries its delivery id as idempotency key (Message-ID; outbox file name), and its row becomes `sent`
 * right after (recorded in groups: SENT_FLUSH_COUNT mails or SENT_FLUSH_MS). A kill before that record
 * leaves the row `sending`: after the lease another run sends it again under the same key, which
 * replaces the outbox file (no second mail) and gives SMTP receivers the same Message-ID (mail
 * servers and clients drop a repeated Message-ID; a plain SMTP relay may still deliver it twice, for
 * at most the mails of one unrecorded group). A failure is retried with backoff (1 min, 2, 4… 1 h), then abandoned. Issues
 * with nothing left to deliver become `sent`. Returns how many mails were sent.
 */
export async function sendDueDeliveries(deps: SendDeps = {}): Promise<number> {
  const db = deps.db ?? defaultDb;
  const mailer = deps.mailer ?? defaultMailer;
  const siteUrl = deps.siteUrl ?? config.SITE_URL;
  const templates = new Map<string, IssueMailTemplate | null>();
  let sent = 0;
  let unrecorded: string[] = [];
  let firstUnrecordedAt = 0;
  const flush = async () => {
    const ids = unrecorded;
    unrecorded = [];
    await markSent(db, ids, deps.now?.() ?? new Date());
    sent += ids.length;
    if (ids.length) deps.onSent?.(sent);
  };
  for (;;) {
    if (deps.signal?.aborted) break;
    const now = deps.now?.() ?? new Date();
    const batch = await claim(db, now, deps.batchSize ?? DELIVERY_BATCH, deps.issueId);
    if (batch.length === 0) break;
    const queue = [...batch];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        if (deps.signal?.aborted) return; // the claimed rest is sent by the next run once the lease passes
        if (row.subscriber_status !== "confirmed" || !row.unsubscribe_token) {
          await settle(db, row.id, { status: "skipped" });
          continue;
        }
        if (!templates.has(row.issue_id)) {
          const issue = await getIssue(row.issue_id, db);
          templates.set(row.issue_id, issue ? await renderIssue(issue, deps) : null);
        }
        const template = templates.get(row.issue_id);
        if (!template) {
          await settle(db, row.id, { status: "skipped" });
          continue;
        }
        try {
          await mailer.send(
            personalize(template, row.email, unsubscribeUrl(row.unsubscribe_token, siteUrl), `newsletter-${row.id}`),
          );
          if (unrecorded.length === 0) firstUnrecordedAt = performance.now();
          unrecorded.push(row.id);
          if (unrecorded.length >= SENT_FLUSH_COUNT || performance.now() - firstUnrecordedAt >= SENT_FLUSH_MS)
            await flush();
        } catch (error) {
          const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
          const giveUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
          const next = new Date((deps.now?.() ?? new Date()).getTime() + deliveryRetryDelayMs(row.attempts));
          logger.warn({ delivery: row.id, attempts: row.attempts, err: error, giveUp }, "newsletter delivery failed");
          await settle(db, row.id, {
            status: giveUp ? "abandoned" : "failed",
            nextAttemptAt: next,
            lastError: message,
          });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await flush();
  }
  await finishIssues(db, deps.now?.() ?? new Date());
  if (sent > 0) logger.info({ sent, issue: deps.issueId }, "newsletter deliveries sent");
  return sent;
}

/** An issue whose every delivery is settled (sent, abandoned or skipped) is `sent`. */
async function finishIssues(db: Database, now: Date) {
  await db.execute(sql`
    update ${issues} set status = 'sent', sent_at = ${now}
    where status = 'sending' and not exists (
      select 1 from ${deliveries} where issue_id = ${issues.id} and status in ('pending', 'sending', 'failed')
    )
  `);
}
