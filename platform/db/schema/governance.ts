import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { articles } from "./content.ts";
import { people } from "./editorial.ts";

/**
 * A reviewer's sign-off on one revision of an article (the review gate). The reviewer's name and credentials
 * are copied, so the page history keeps saying who signed even after the person record changes.
 */
export const articleSignoffs = pgTable(
  "article_signoffs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    /** The revision signed (articles.version at the time). */
    version: integer("version").notNull(),
    reviewerId: uuid("reviewer_id").references(() => people.id, { onDelete: "set null" }),
    reviewerName: text("reviewer_name").notNull(),
    reviewerCredentials: text("reviewer_credentials").notNull(),
    signedBy: text("signed_by").references(() => user.id, { onDelete: "set null" }),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("article_signoffs_article_idx").on(table.articleId, table.version)],
);

/**
 * The weekly link check's record of one link on one page: consecutive failures (two put the page in the
 * review queue), the last answer, and when it was checked.
 */
export const linkChecks = pgTable(
  "link_checks",
  {
    pagePath: text("page_path").notNull(),
    url: text("url").notNull(),
    pageTitle: text("page_title").notNull(),
    /** 'source' | 'affiliate'. */
    kind: text("kind").notNull(),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** What the last check found: "HTTP 404", "DNS: not found", "timed out", "OK", "skipped: robots.txt"… */
    lastResult: text("last_result").notNull(),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }).notNull(),
    lastOkAt: timestamp("last_ok_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.pagePath, table.url] })],
);

/**
 * One "your review is due" mail per page and due date: the row is the claim, inserted before the mail is
 * sent, so instances running the job at once send it once.
 */
export const reviewDueMails = pgTable(
  "review_due_mails",
  {
    pagePath: text("page_path").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    reviewerId: uuid("reviewer_id").references(() => people.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pagePath, table.dueAt] })],
);
