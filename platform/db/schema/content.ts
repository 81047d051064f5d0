import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { people } from "./editorial.ts";

/** A numbered reference of an article (shown as [n] markers in the text and a list at the end). */
export type ArticleSource = { title: string; publisher: string; year: number | null; url: string | null };

/** Article. `content` is sanitized HTML. */
export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    authorName: text("author_name"),
    imageUrl: text("image_url"),
    imageDescription: text("image_description"),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who saved the current version (null: the seed, or an account since deleted). */
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    /**
     * 'draft' | 'published'. A published article is public once `published_at <= now()`
     * (before that it is scheduled); every public query checks both.
     */
    status: text("status").$type<ArticleStatus>().notNull().default("published"),
    /** When the article is (or was) public from; null for a draft. */
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
    /**
     * When publishing took effect (pages emptied); null while a scheduled article waits.
     * `publishDueArticles()` sets it exactly once per publication.
     */
    wentLiveAt: timestamp("went_live_at", { withTimezone: true }).defaultNow(),
    /**
     * What site search matches and ranks (app/domain/search): title (weight A), excerpt (B) and the text
     * of the content without its tags (C). Computed by the database on every write, never written.
     */
    /** Who wrote it and who medically reviewed it (null: credited to the editorial team). */
    authorId: uuid("author_id").references(() => people.id, { onDelete: "set null" }),
    reviewerId: uuid("reviewer_id").references(() => people.id, { onDelete: "set null" }),
    sources: jsonb("sources")
      .$type<ArticleSource[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    keyTakeaways: jsonb("key_takeaways")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** When the content was last checked against its sources, and when it is due again. */
    lastReviewedAt: timestamp("last_reviewed_at", { withTimezone: true }),
    nextReviewAt: timestamp("next_review_at", { withTimezone: true }),
    /** The current revision's number: 1 when created, one more with every save. */
    version: integer("version").notNull().default(1),
    /**
     * The revision whose text a sign-off must cover: the last save that changed more than typos. A sign-off
     * on this revision or a later (typo-level) one covers the current text.
     */
    contentVersion: integer("content_version").notNull().default(1),
    /** What the save that made the current revision was (null: the first version). */
    changeKind: text("change_kind").$type<ChangeKind>(),
    changeSummary: text("change_summary"),
    /**
     * Why a published or scheduled article is kept off the site until a reviewer signs it off (the review
     * gate); null: not held. Every public query checks it.
     */
    reviewHold: text("review_hold"),
    reviewHoldAt: timestamp("review_hold_at", { withTimezone: true }),
  },
  (table) => [
    index("articles_created_at_idx").on(table.createdAt),
    index("articles_published_at_idx").on(table.publishedAt),
    index("articles_next_review_idx").on(table.nextReviewAt),
    index("articles_due_idx")
      .on(table.publishedAt)
      .where(sql`${table.wentLiveAt} is null and ${table.status} = 'published'`),
    check("articles_status_check", sql`${table.status} in ('draft', 'published')`),
  ],
);

export type ArticleStatus = "draft" | "published";

/** How an editor describes a save: a typo-level fix (keeps a sign-off), an update, or a correction of a fact. */
export type ChangeKind = "typo" | "update" | "correction";

/**
 * A previous version of an article, kept by every save (the version that save replaced):
 * its texts, who saved that version and when.
 */
export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    category: text("category").notNull(),
    authorName: text("author_name"),
    imageUrl: text("image_url"),
    imageDescription: text("image_description"),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    /** Who saved this version, and when (the article's updated_by / updated_at at the time). */
    savedBy: text("saved_by").references(() => user.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    /** When the next save replaced it. */
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
    /** This version's number and what its save was (null: saved before versions were numbered). */
    version: integer("version"),
    changeKind: text("change_kind").$type<ChangeKind>(),
    changeSummary: text("change_summary"),
  },
  (table) => [index("article_revisions_article_id_idx").on(table.articleId, table.replacedAt)],
);

export type ProductFeature = { icon?: string; text: string };
export type ProductRetailer = { name: string; price: number; link: string };

export type EvidenceGradeValue = "supported" | "limited" | "not-supported";
export type CatalogueStatus = "draft" | "scheduled" | "published" | "retired";
export type ProductSource = {
  title: string;
  publisher: string;
  url?: string;
  year?: number;
  evidence?: EvidenceGradeValue;
};

/** Products (migration target), keyed by slug. */
export const products = pgTable(
  "products",
  {
    slug: text("slug").primaryKey(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull().default(""),
    longDescription: text("long_description").notNull().default(""),
    features: jsonb("features")
      .$type<ProductFeature[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    imageSrc: text("image_src"),
    retailers: jsonb("retailers")
      .$type<ProductRetailer[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Null until the product has a full review: there is no default rating.
    rating: real("rating"),
    pros: jsonb("pros")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    cons: jsonb("cons")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    whoIsItFor: text("who_is_it_for").notNull().default(""),
    detailedReview: text("detailed_review"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /*
     * The editorial record the public pages read (the columns above keep the spec's migration shape: fixed cons
     * and audience, pros from the feature texts). Filled once from the built-in catalogue by the seed.
     */
    /** How well the evidence supports the main use: supported | limited | not-supported (the most cautious default). */
    evidence: text("evidence").$type<EvidenceGradeValue>().notNull().default("not-supported"),
    /** Illustration shape (gear forms never get supplement wording); null for a product added in the admin. */
    form: text("form"),
    /** The product's own verdict: pros (null: the feature texts), cons and who it is for. */
    ownPros: jsonb("own_pros").$type<string[]>(),
    ownCons: jsonb("own_cons")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ownAudience: text("own_audience").notNull().default(""),
    safetyNote: text("safety_note"),
    /** The evidence the grade and review rest on, numbered on the review page. */
    sources: jsonb("sources")
      .$type<ProductSource[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    imageAlt: text("image_alt"),
    /** draft | scheduled | published | retired; only published rows (public from `published_at`) are shown. */
    status: text("status").$type<CatalogueStatus>().notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * When a product scheduled for `published_at` was seen going live (the minute's sweep and its own job,
     * exactly once across instances): then its pages leave every instance's page cache. Null while it waits.
     */
    wentLiveAt: timestamp("went_live_at", { withTimezone: true }),
    /** Editorial order on the review pages (the built-in catalogue's order; later products after it). */
    position: integer("position").notNull().default(1000),
    /** Set by an editor's save: the seed's text revisions and the data migration never overwrite such a row. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /*
     * The editorial model's columns (decision 048, the same as an article's): the current revision's number, the
     * revision a sign-off must cover (the last save that changed its health content beyond a typo), what the
     * save was and who made it, and why a published or scheduled product is kept off the site until a reviewer
     * signs it off (the review gate; every public read checks it).
     */
    version: integer("version").notNull().default(1),
    contentVersion: integer("content_version").notNull().default(1),
    changeKind: text("change_kind").$type<ChangeKind>(),
    changeSummary: text("change_summary"),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    reviewHold: text("review_hold"),
    reviewHoldAt: timestamp("review_hold_at", { withTimezone: true }),
  },
  (table) => [
    check("products_status_check", sql`${table.status} in ('draft', 'scheduled', 'published', 'retired')`),
    check("products_evidence_check", sql`${table.evidence} in ('supported', 'limited', 'not-supported')`),
  ],
);

/** Chat_messages. The identity column orders messages. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    content: text("content").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    topic: text("topic").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** visible | held (waiting for a moderator, shown only to its sender) | hidden (by members' reports, pending review). */
    status: text("status").notNull().default("visible"),
    /** Why a message is held or hidden: new-member | self-harm | abuse | reports. */
    heldReason: text("held_reason"),
    /** Set when posted anonymously in a sensitive room: the number shown after "Anonymous" (per room and day). */
    anonymousNumber: integer("anonymous_number"),
    /** Whether its links are shown as links (the sender was trusted when she posted it). */
    linksAllowed: boolean("links_allowed").notNull().default(false),
    /** When its sender last edited it (within the edit window), shown as "edited"; null when never edited. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (table) => [
    index("chat_messages_topic_id_idx").on(table.topic, table.id),
    index("chat_messages_user_status_idx").on(table.userId, table.status),
    index("chat_messages_waiting_idx")
      .on(table.id)
      .where(sql`${table.status} <> 'visible'`),
  ],
);

/** Delivery state of the mail that forwards a form message to the inbox address. */
const mailDelivery = {
  mailStatus: text("mail_status").notNull().default("pending"), // pending | sent | failed
  mailAttempts: integer("mail_attempts").notNull().default(0),
  mailLastError: text("mail_last_error"),
  mailNextAttemptAt: timestamp("mail_next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp("read_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Contact form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    ...mailDelivery,
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);

/** Proposal form. */
export const proposals = pgTable(
  "proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    email: text("email").notNull(),
    proposal: text("proposal").notNull(),
    ...mailDelivery,
  },
  (table) => [index("proposals_created_at_idx").on(table.createdAt)],
);

/** Fixed-window counters for our own rate limits (forms, chat), shared by every instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  // Expired rows are pruned in bounded batches (platform/rate-limit.ts deleteExpiredRateLimits, run by the housekeeping job).
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);

/**
 * Built-in content items the seed has added once. The seed adds an item only
 * if its marker is absent, so content an admin deleted does not come back on
 * the next start.
 */
export const seedMarkers = pgTable("seed_markers", {
  key: text("key").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's report of a chat message: one per member and message (the primary key), removed with the
 * message. `resolvedAt` is set when an admin dismisses it.
 */
export const chatMessageReports = pgTable(
  "chat_message_reports",
  {
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /**
     * The reporter's trust level when she reported (0 new, 1 member, 2 regular, 3 moderator or admin;
     * app/domain/chat/standing.ts) and the weight it gave the report toward hiding the message.
     */
    reporterLevel: integer("reporter_level").notNull().default(0),
    weight: integer("weight").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.reporterId] }),
    index("chat_message_reports_open_idx")
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/**
 * Readers' phrases for symptoms and feelings that editors added to search's lay vocabulary from the admin
 * (the reviewed built-in list is app/content/search/lay-vocabulary.ts). Kept on the record: a phrase is
 * never deleted, only marked removed, with who added and who removed it and when.
 */
export const searchLayPhrases = pgTable(
  "search_lay_phrases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    phrase: text("phrase").notNull(),
    means: text("means").notNull(),
    source: text("source").notNull(),
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    removedBy: text("removed_by").references(() => user.id, { onDelete: "set null" }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("search_lay_phrases_live_phrase")
      .on(table.phrase)
      .where(sql`${table.removedAt} IS NULL`),
  ],
);
