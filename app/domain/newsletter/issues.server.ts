import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { listArticlesForAdmin } from "#app/domain/articles/articles.server.ts";
import { sanitizeArticleHtml } from "#app/domain/articles/sanitize.server.ts";
import { issueLinkUrl } from "#app/domain/analytics/links.server.ts";
import { escapeHtml } from "#app/lib/text.ts";
import { renderMail, type MailBlock } from "#app/lib/mail-templates.ts";
import { config } from "#platform/config.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { enqueueJob } from "#platform/jobs.ts";
import { logger } from "#platform/logger.ts";
import { mailer as defaultMailer, type Mail, type Mailer } from "#platform/mail.ts";
import { UNSUBSCRIBE_PATH, type IssueInput } from "./rules.ts";
import { siteName as configuredSiteName } from "#app/lib/site.ts";

const {
  newsletterIssues: issues,
  newsletterDeliveries: deliveries,
  newsletterSubscribers: subscribers,
  articles,
} = schema;
export type Issue = typeof issues.$inferSelect;
export type IssueDeps = { db?: Database; mailer?: Mailer; siteUrl?: string; siteName?: string; now?: () => Date };

/** The articles an issue may point to (every article, drafts included), for the issue form's checkboxes. */
export async function issueArticleChoices(): Promise<{ slug: string; title: string }[]> {
  const found = await listArticlesForAdmin();
  return found.map((article) => ({ slug: article.slug, title: article.title }));
}

/** Why checkIssue refused values its schema accepted. */
export const MISSING_ARTICLE_MESSAGE = "One of the chosen articles no longer exists.";

/**
 * The issue's values (already through issueSchema) made ready to store: the chosen articles must exist, the
 * free text goes through the article sanitizer.
 */
export async function checkIssue(
  values: IssueInput,
  db: Database = defaultDb,
): Promise<{ ok: true; data: IssueInput } | Refusal<"missing-article">> {
  const slugs = [...new Set(values.articleSlugs)];
  if (slugs.length > 0) {
    const found = await db.select({ slug: articles.slug }).from(articles).where(inArray(articles.slug, slugs));
    if (found.length !== slugs.length)
      return refuse("missing-article", MISSING_ARTICLE_MESSAGE, { field: "articleSlugs" });
  }
  return { ok: true, data: { ...values, articleSlugs: slugs, body: sanitizeArticleHtml(values.body) } };
}

export async function createIssue(data: IssueInput, adminId: string | null, db: Database = defaultDb): Promise<Issue> {
  const [row] = await db
    .insert(issues)
    .values({ ...data, createdBy: adminId })
    .returning();
  return row!;
}

/** Only a draft can change; returns null for an issue already sending or sent (or unknown). */
export async function updateIssue(id: string, data: IssueInput, db: Database = defaultDb): Promise<Issue | null> {
  const [row] = await db
    .update(issues)
    .set({ ...data, updatedAt: new Date() })
    .where(and(eq(issues.id, id), eq(issues.status, "draft")))
    .returning();
  return row ?? null;
}

export async function getIssue(id: string, db: Database = defaultDb): Promise<Issue | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(issues).where(eq(issues.id, id));
  return row ?? null;
}

export async function deleteDraftIssue(id: string, db: Database = defaultDb): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const deleted = await db
    .delete(issues)
    .where(and(eq(issues.id, id), eq(issues.status, "draft")))
    .returning({ id: issues.id });
  return deleted.length > 0;
}

export type DeliveryCounts = {
  total: number;
  pending: number;
  sending: number;
  sent: number;
  failed: number;
  abandoned: number;
  skipped: number;
};

/** Past and draft issues, newest first, each with its delivery counts by status. */
export async function listIssues(db: Database = defaultDb) {
  const rows = await db.select().from(issues).orderBy(desc(issues.createdAt)).limit(200);
  const counts = await deliveryCounts(
    rows.map((row) => row.id),
    db,
  );
  return rows.map((row) => ({ ...row, counts: counts.get(row.id) ?? emptyCounts() }));
}

function emptyCounts(): DeliveryCounts {
  return { total: 0, pending: 0, sending: 0, sent: 0, failed: 0, abandoned: 0, skipped: 0 };
}

export async function deliveryCounts(ids: string[], db: Database = defaultDb): Promise<Map<string, DeliveryCounts>> {
  const map = new Map<string, DeliveryCounts>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ issueId: deliveries.issueId, status: deliveries.status, n: sql<number>`count(*)::int` })
    .from(deliveries)
    .where(inArray(deliveries.issueId, ids))
    .groupBy(deliveries.issueId, deliveries.status);
  for (const row of rows) {
    const counts = map.get(row.issueId) ?? emptyCounts();
    counts[row.status] += Number(row.n);
    counts.total += Number(row.n);
    map.set(row.issueId, counts);
  }
  return map;
}

/** The deliveries that failed (retrying or abandoned), with their last error, for the issue page. */
export async function failedDeliveries(issueId: string, db: Database = defaultDb) {
  return db
    .select({
      email: deliveries.email,
      status: deliveries.status,
      attempts: deliveries.attempts,
      lastError: deliveries.lastError,
      nextAttemptAt: deliveries.nextAttemptAt,
    })
    .from(deliveries)
    .where(and(eq(deliveries.issueId, issueId), inArray(deliveries.status, ["failed", "abandoned"])))
    .orderBy(deliveries.email)
    .limit(100);
}

// ---------------------------------------------------------------------------
// The mail of an issue
// ---------------------------------------------------------------------------

/** Stands for the recipient's own unsubscribe URL in the rendered issue; replaced per recipient. */
const UNSUBSCRIBE_PLACEHOLDER = "https://unsubscribe.placeholder.invalid/__recipient__";

export type IssueMailTemplate = { subject: string; html: string; text: string };

/**
 * A saved issue's links to this site go through its counted redirect (`/r/:issueId`, signed, no pixel and
 * nothing per recipient): the chosen articles, and links in the free text whose address is on this site.
 */
function countedLink(siteUrl: string, issueId: string | undefined, path: string): string {
  return (issueId && issueLinkUrl(siteUrl, issueId, path)) || `${siteUrl}${path}`;
}

function countedBodyLinks(html: string, siteUrl: string, issueId: string | undefined): string {
  if (!issueId) return html;
  const own = new RegExp(`href="${siteUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(/[^"?#&]*)"`, "g");
  return html.replace(own, (match, path: string) => {
    const url = issueLinkUrl(siteUrl, issueId, path);
    return url ? `href="${escapeHtml(url)}"` : match;
  });
}

/** Renders an issue once (React Email); `personalize` then puts in each recipient's unsubscribe link. */
export async function renderIssue(
  issue: Pick<Issue, "subject" | "intro" | "body" | "articleSlugs"> & { id?: string },
  deps: IssueDeps = {},
): Promise<IssueMailTemplate> {
  const db = deps.db ?? defaultDb;
  const siteUrl = deps.siteUrl ?? config.SITE_URL;
  const siteName = deps.siteName ?? configuredSiteName();
  const chosen = issue.articleSlugs.length
    ? await db
        .select({ slug: articles.slug, title: articles.title, excerpt: articles.excerpt })
        .from(articles)
        .where(inArray(articles.slug, issue.articleSlugs))
    : [];
  const bySlug = new Map(chosen.map((article) => [article.slug, article]));
  const items = issue.articleSlugs
    .map((slug) => bySlug.get(slug))
    .filter((article) => article !== undefined)
    .map((article) => ({
      title: article.title,
      excerpt: article.excerpt,
      url: countedLink(siteUrl, issue.id, `/articles/${article.slug}`),
    }));
  const blocks: MailBlock[] = [];
  if (issue.intro) blocks.push({ kind: "paragraph", text: issue.intro });
  if (items.length) blocks.push({ kind: "heading", text: "Articles for you" }, { kind: "articles", items });
  // Sanitized again on render, like article content.
  const body = countedBodyLinks(sanitizeArticleHtml(issue.body), siteUrl, issue.id);
  if (body.trim()) blocks.push({ kind: "rule" }, { kind: "html", html: body });
  const rendered = await renderMail({
    siteName,
    siteUrl,
    subject: issue.subject,
    preview: issue.intro.slice(0, 140) || issue.subject,
    heading: issue.subject,
    blocks,
    footer: [
      { kind: "paragraph", text: `You receive this because you subscribed to ${siteName}'s newsletter.` },
      {
        kind: "button",
        label: "Unsubscribe",
        href: UNSUBSCRIBE_PLACEHOLDER,
        plain: `Unsubscribe with one click: ${UNSUBSCRIBE_PLACEHOLDER}`,
      },
    ],
  });
  return rendered;
}

/** One recipient's mail: their unsubscribe link in the body and in List-Unsubscribe (RFC 2369, RFC 8058 one-click). */
export function personalize(
  template: IssueMailTemplate,
  to: string,
  unsubscribeUrl: string,
  idempotencyKey?: string,
): Mail {
  return {
    to,
    subject: template.subject,
    html: template.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, escapeHtml(unsubscribeUrl)),
    text: template.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribeUrl),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
}

/** The admin's test send: the issue as subscribers will see it, to her own address, marked as a test. */
export async function sendTestIssue(issue: Issue, to: string, deps: IssueDeps = {}): Promise<void> {
  const template = await renderIssue(issue, deps);
  const siteUrl = deps.siteUrl ?? config.SITE_URL;
  const mail = personalize(
    { ...template, subject: `[Test] ${template.subject}` },
    to,
    `${siteUrl}${UNSUBSCRIBE_PATH}?token=test`,
  );
  await (deps.mailer ?? defaultMailer).send(mail);
  logger.info({ issue: issue.id }, "newsletter test sent");
}

/**
 * Starts sending a draft: in one transaction the issue becomes `sending` and one delivery row is
 * created per confirmed subscriber (unique per issue and address). Returns the recipient count, or
 * null when the issue is not a draft (already sending or sent: a second click sends nothing twice).
 */
export async function startSending(issueId: string, deps: IssueDeps = {}): Promise<number | null> {
  const db = deps.db ?? defaultDb;
  const now = deps.now?.() ?? new Date();
  return db.transaction(async (tx) => {
    const [started] = await tx
      .update(issues)
      .set({ status: "sending", sendStartedAt: now, updatedAt: now })
      .where(and(eq(issues.id, issueId), eq(issues.status, "draft")))
      .returning({ id: issues.id });
    if (!started) return null;
    const result = (await tx.execute(sql`
      insert into ${deliveries} (issue_id, subscriber_id, email, status, next_attempt_at)
      select ${issueId}, ${subscribers.id}, ${subscribers.email}, 'pending', ${now}
      from ${subscribers} where ${subscribers.status} = 'confirmed'
      on conflict (issue_id, email) do nothing
    `)) as unknown as { rowCount?: number | null; affectedRows?: number };
    const recipients = Number(result.rowCount ?? result.affectedRows ?? 0);
    if (recipients === 0) await tx.update(issues).set({ status: "sent", sentAt: now }).where(eq(issues.id, issueId));
    logger.info({ issue: issueId, recipients }, "newsletter send started");
    return recipients;
  });
}

/** The job that sends one issue now (server/background-jobs.ts runs it). */
export const NEWSLETTER_SEND_JOB = "newsletter-send";

/** Starts sending a draft to every confirmed subscriber: the number of recipients, or null when it was already sent. */
export async function sendIssue(id: string): Promise<number | null> {
  const recipients = await startSending(id);
  if (recipients === null) return null;
  // The job sends now; if this process dies first, the every-minute delivery job picks the rows up.
  await enqueueJob(NEWSLETTER_SEND_JOB, { issueId: id }, { singletonKey: id }).catch((error: unknown) =>
    logger.error(
      { err: error, issue: id },
      "could not queue the newsletter send; the recurring delivery job will send it",
    ),
  );
  return recipients;
}
