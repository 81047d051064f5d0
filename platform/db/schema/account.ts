import { integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * A member's health tracker days saved to her account (spec §3 Health log, one row per date), so they
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

/** A member's completed quizzes (spec §3 Completed quiz record), one row per quiz; the latest save wins. */
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
