import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * Community moderation of the chat rooms: who moderates, each room's rules, members whose posting is on
 * hold, crisis alerts sent, and the append-only log of every moderator's and admin's action.
 */

/** Members an admin made moderators: they act in the rooms and the moderation queue, nowhere else. */
export const chatModerators = pgTable("chat_moderators", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  grantedBy: text("granted_by"),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A room's rules as a moderator set them; a room without a row has the defaults of its content. */
export const chatRoomSettings = pgTable("chat_room_settings", {
  topic: text("topic").primaryKey(),
  /** Slow mode: the least time between two messages of one member in this room, 0 = off. */
  slowModeSeconds: integer("slow_mode_seconds").notNull().default(0),
  /** Null: as the room's content says (app/content/community/rooms.ts). */
  sensitive: boolean("sensitive"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A member who may not post until `until` (set by a moderator, or by the site after repeated hidden messages). */
export const chatPostingHolds = pgTable("chat_posting_holds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  until: timestamp("until", { withTimezone: true }).notNull(),
  reason: text("reason").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Messages held as self-harm or abuse whose moderators' mail was sent: one mail per message. */
export const chatCrisisAlerts = pgTable("chat_crisis_alerts", {
  messageId: bigint("message_id", { mode: "number" }).primaryKey(),
  kind: text("kind").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every moderator's and admin's action on members and messages: who (id and the name at the time, with no
 * foreign key, so the entry outlives her account), what, when and why. Rows are only ever inserted: a
 * trigger in the migration refuses updates and deletes.
 */
export const moderationAuditLog = pgTable(
  "moderation_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for the site's own rules (a message hidden by reports, an automatic posting hold). */
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    subjectUserId: text("subject_user_id"),
    messageId: bigint("message_id", { mode: "number" }),
    topic: text("topic"),
    reason: text("reason").notNull().default(""),
    details: jsonb("details")
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index("moderation_audit_log_subject_idx").on(table.subjectUserId, table.createdAt),
    index("moderation_audit_log_created_idx").on(table.createdAt),
  ],
);

/**
 * What became of a member's reports once a moderator decided (upheld: the message was removed; not
 * upheld: the reports were dismissed or the message restored): part of her standing as a reporter. Kept
 * when the message is removed (no foreign key to it).
 */
export const chatReportOutcomes = pgTable(
  "chat_report_outcomes",
  {
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    messageId: bigint("message_id", { mode: "number" }).notNull(),
    upheld: boolean("upheld").notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_report_outcomes_reporter_idx").on(table.reporterId)],
);

/** A member's appeal against the hiding of her message: one per message, read by moderators in the queue. */
export const chatReportAppeals = pgTable("chat_report_appeals", {
  messageId: bigint("message_id", { mode: "number" }).primaryKey(),
  text: text("text").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
