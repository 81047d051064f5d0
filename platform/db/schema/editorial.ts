import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

export type PersonLink = { label: string; url: string };

/**
 * The people who write and medically review pages: real records an admin keeps, never invented.
 * Content without a person is credited to the editorial team (the /editorial-team page).
 */
export const people = pgTable("people", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** What they do here, in words: "Health writer", "Medical reviewer", "Editor". */
  role: text("role").notNull(),
  /** Qualifications as the person states them ("MD, FACOG"); empty when none are claimed. */
  credentials: text("credentials").notNull().default(""),
  bio: text("bio").notNull().default(""),
  /** An uploaded image (/uploads/public/…), the same path article images use. */
  photoUrl: text("photo_url"),
  links: jsonb("links")
    .$type<PersonLink[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** The account this person signs off with (a Reviewer's); null: none. */
  userId: text("user_id")
    .unique()
    .references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A reader's report of a mistake on a page (the corrections policy's way in), listed for admins. */
export const errorReports = pgTable(
  "error_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The site path the report is about (validated as one of ours). */
    pagePath: text("page_path").notNull(),
    message: text("message").notNull(),
    /** Optional, for a reply. */
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [index("error_reports_created_at_idx").on(table.createdAt)],
);

/**
 * Who stands behind a product review, and when it was last checked. Reviews are catalogue content, not
 * rows, so their editorial details are kept here by the review's slug; a review without a row is
 * credited to the editorial team and dated by the catalogue.
 */
export const reviewEditorial = pgTable("review_editorial", {
  productSlug: text("product_slug").primaryKey(),
  authorId: uuid("author_id").references(() => people.id, { onDelete: "set null" }),
  reviewerId: uuid("reviewer_id").references(() => people.id, { onDelete: "set null" }),
  lastReviewedAt: timestamp("last_reviewed_at", { withTimezone: true }),
  nextReviewAt: timestamp("next_review_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
