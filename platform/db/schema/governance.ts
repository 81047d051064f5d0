import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { articles, type ChangeKind } from "./content.ts";
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

/**
 * The editorial model's revisions for every content kind but articles (decision 048): the version a save
 * replaced, keyed by the kind ("product", …) and the item's key (its slug), with its fields as the kind
 * declares them (app/domain/editorial/model.ts), who saved it and when, and what the save was.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    /** This version's number (the item's `version` when it was current). */
    version: integer("version").notNull(),
    /** The version's fields, in the kind's declared shape. */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    savedBy: text("saved_by").references(() => user.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    /** When the next save replaced it. */
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
    changeKind: text("change_kind").$type<ChangeKind>(),
    changeSummary: text("change_summary"),
  },
  (table) => [index("content_revisions_item_idx").on(table.kind, table.key, table.replacedAt)],
);

/** A reviewer's sign-off on one revision of an item of any kind but articles (their own table is older). */
export const contentSignoffs = pgTable(
  "content_signoffs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    version: integer("version").notNull(),
    reviewerId: uuid("reviewer_id").references(() => people.id, { onDelete: "set null" }),
    reviewerName: text("reviewer_name").notNull(),
    reviewerCredentials: text("reviewer_credentials").notNull(),
    signedBy: text("signed_by").references(() => user.id, { onDelete: "set null" }),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_signoffs_item_idx").on(table.kind, table.key, table.version)],
);
