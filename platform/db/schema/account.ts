import { integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * A member's health tracker days saved to her account (one row per date), so they
 * follow her to any device. `savedAt` is when she pressed Save Log; the latest save of a date wins.
 */
export const trackerEntries = pgTable(
  "tracker_entries",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    water: integer("water").notNull(),
    sleep: real("sleep").notNull(),
    mood: integer("mood").notNull(),
    exercise: integer("exercise").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.date] })],
);

/** A member's completed quizzes, one row per quiz; the latest save wins. */
export const quizResults = pgTable(
  "quiz_results",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    quizId: text("quiz_id").notNull(),
    score: integer("score").notNull(),
    totalPossibleScore: integer("total_possible_score").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.quizId] })],
);

/** Site-wide settings an admin changes from the admin area (e.g. a second factor for every admin). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/**
 * A member's private sync (end-to-end encrypted): her data key wrapped by her passphrase's key and by her
 * recovery key, the passphrase key's salt and rounds, and the SHA-256 of the access token a device that
 * unlocked the vault proves itself with. Nothing here opens without her passphrase or recovery key.
 */
export const sealedVaults = pgTable("sealed_vaults", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  version: integer("version").notNull(),
  iterations: integer("iterations").notNull(),
  salt: text("salt").notNull(),
  wrappedByPassphrase: text("wrapped_by_passphrase").notNull(),
  wrappedByRecovery: text("wrapped_by_recovery").notNull(),
  accessHash: text("access_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One sealed entry of a member's private sync: an opaque id (an HMAC the server cannot reverse), the
 * ciphertext (base64, padded to a fixed size), its size, and when it was saved (the latest save wins).
 */
export const sealedRecords = pgTable(
  "sealed_records",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    recordId: text("record_id").notNull(),
    blob: text("blob").notNull(),
    size: integer("size").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.recordId] })],
);
