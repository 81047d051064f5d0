import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { formatArticleDate } from "#app/domain/articles/format.ts";
import { reviewDates } from "#app/domain/catalogue/review-credits.server.ts";
import { config } from "#platform/config.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import type { Mail } from "#platform/mail.ts";
import { queueMail } from "#platform/mail-queue.ts";

/**
 * "Your review is due" mails: a page whose next review date has passed mails its medical reviewer once per
 * due date (when the reviewer is linked to an account, whose email it uses). Instances running the job at
 * the same moment each try to insert the page's claim row; the primary key lets exactly one insert win
 * (ON CONFLICT DO NOTHING … RETURNING), and only the winner sends.
 */
export type DuePage = { pagePath: string; title: string; dueAt: Date; reviewerId: string; name: string; email: string };

const { articles, people, user, reviewEditorial, products } = schema;

/** Pages past their review date whose reviewer has an account, as of `now`. */
export async function duePages(now: Date, db: Database = defaultDb): Promise<DuePage[]> {
  const articleRows = await db
    .select({
      slug: articles.slug,
      title: articles.title,
      dueAt: articles.nextReviewAt,
      reviewerId: people.id,
      name: people.name,
      email: user.email,
    })
    .from(articles)
    .innerJoin(people, eq(people.id, articles.reviewerId))
    .innerJoin(user, eq(user.id, people.userId))
    .where(and(eq(articles.status, "published"), isNotNull(articles.nextReviewAt), lte(articles.nextReviewAt, now)));
  const reviewRows = await db
    .select({
      slug: reviewEditorial.productSlug,
      title: products.name,
      lastReviewedAt: reviewEditorial.lastReviewedAt,
      nextReviewAt: reviewEditorial.nextReviewAt,
      reviewerId: people.id,
      name: people.name,
      email: user.email,
    })
    .from(reviewEditorial)
    .innerJoin(products, eq(products.slug, reviewEditorial.productSlug))
    .innerJoin(people, eq(people.id, reviewEditorial.reviewerId))
    .innerJoin(user, eq(user.id, people.userId));
  return [
    ...articleRows.map((row) => ({ ...row, pagePath: `/articles/${row.slug}`, dueAt: row.dueAt! })),
    ...reviewRows
      .map((row) => ({
        ...row,
        title: `${row.title} review`,
        pagePath: `/product-reviews/${row.slug}`,
        dueAt: reviewDates(row).nextReviewAt,
      }))
      .filter((row) => row.dueAt.getTime() <= now.getTime()),
  ].map(({ pagePath, title, dueAt, reviewerId, name, email }) => ({ pagePath, title, dueAt, reviewerId, name, email }));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

function dueMail(page: DuePage): Mail {
  const url = `${config.SITE_URL}${page.pagePath}`;
  const due = formatArticleDate(page.dueAt);
  const lines = [
    `Hello ${page.name},`,
    "",
    `“${page.title}” was due for its review on ${due}. Until it is reviewed, the page tells readers, at its foot, that it is past its review date.`,
    "",
    `Read it against its sources: ${url}`,
    "",
    "When you have checked it, an editor records the new review dates (or the correction) and you sign off the revision.",
  ];
  return {
    to: page.email,
    subject: `Review due: ${page.title}`,
    text: lines.join("\n"),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join(""),
    idempotencyKey: `review-due-${page.pagePath}-${page.dueAt.toISOString()}`.replace(/[^A-Za-z0-9-]/g, "-"),
  };
}

/**
 * One run: claims each due page's mail (page + due date) and sends the claimed ones. A send that fails
 * gives its claim back, so a later run tries again. Returns how many mails this run sent.
 */
export async function sendReviewDueMails(
  options: { now?: Date; send?: (mail: Mail) => Promise<void> } = {},
  db: Database = defaultDb,
): Promise<number> {
  const now = options.now ?? new Date();
  const send = options.send ?? queueMail;
  let sent = 0;
  for (const page of await duePages(now, db)) {
    const claimed = await db
      .insert(schema.reviewDueMails)
      .values({ pagePath: page.pagePath, dueAt: page.dueAt, reviewerId: page.reviewerId, email: page.email })
      .onConflictDoNothing()
      .returning({ pagePath: schema.reviewDueMails.pagePath });
    if (claimed.length === 0) continue;
    try {
      await send(dueMail(page));
      sent += 1;
    } catch (error) {
      logger.warn({ err: error, page: page.pagePath }, "review-due mail not sent; it is tried again on the next run");
      await db
        .delete(schema.reviewDueMails)
        .where(
          and(eq(schema.reviewDueMails.pagePath, page.pagePath), sql`${schema.reviewDueMails.dueAt} = ${page.dueAt}`),
        );
    }
  }
  return sent;
}
