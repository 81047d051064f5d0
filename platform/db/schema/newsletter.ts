import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * Newsletter (app/domain/newsletter/CONTEXT.md).
 *
 * A subscriber is one email address. `status`: `pending` (asked, not confirmed: receives nothing),
 * `confirmed` (receives issues), `unsubscribed` (left; kept so a send never reaches them and the
 * consent history stays). Consent: when, from which form/page, and the exact consent text shown.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased and trimmed; one row per address. */
    email: text("email").notNull().unique(),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] }).notNull(),
    /** The member who subscribed from the profile (or whose address this is); null for visitors. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** sha256 of the confirmation token the mail carries; null once used. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    /** When the last confirmation mail was sent (one per address per CONFIRMATION_RESEND_MS). */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /** The random token of the unsubscribe links in every mail (it can only unsubscribe). */
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    /** Where consent was given: `footer /articles/x`, `article /articles/x`, `home /`, `profile`, `page /newsletter`. */
    consentSource: text("consent_source").notNull(),
    /** The consent line exactly as shown next to the field. */
    consentText: text("consent_text").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** How they left: `link`, `one-click`, `profile`, `admin`. */
    unsubscribeSource: text("unsubscribe_source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("newsletter_subscribers_status_idx").on(table.status, table.createdAt)],
);

/** One newsletter issue. `status`: `draft` (editable, test sends only), `sending`, `sent` (every delivery settled). */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    intro: text("intro").notNull().default(""),
    /** Slugs of the chosen articles, in order. */
    articleSlugs: jsonb("article_slugs").$type<string[]>().notNull().default([]),
    /** Free text: sanitized HTML (the article sanitizer). */
    body: text("body").notNull().default(""),
    status: text("status", { enum: ["draft", "sending", "sent"] })
      .notNull()
      .default("draft"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("newsletter_issues_created_at_idx").on(table.createdAt)],
);

/**
 * One issue to one recipient: created for every confirmed subscriber when the send starts, unique on
 * (issue, email), so a recipient can never get two rows. `status`: `pending`, `sending` (claimed until
 * `next_attempt_at`), `sent`, `failed` (retried at `next_attempt_at`), `abandoned` (gave up after
 * MAX_ATTEMPTS), `skipped` (unsubscribed before their turn).
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    status: text("status", { enum: ["pending", "sending", "sent", "failed", "abandoned", "skipped"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("newsletter_deliveries_issue_email_idx").on(table.issueId, table.email),
    index("newsletter_deliveries_due_idx").on(table.status, table.nextAttemptAt),
    index("newsletter_deliveries_issue_status_idx").on(table.issueId, table.status),
  ],
);
