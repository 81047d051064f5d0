import { bigint, date, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * First-party, cookie-free visit statistics (platform/analytics.ts; app/domain/analytics/CONTEXT.md).
 *
 * No raw event is stored: every instance adds its per-minute counts into one row per (day, kind, key).
 * `kind` is one of ANALYTICS_KINDS (platform/analytics.ts); `key` is what was counted (a path, a referrer's
 * host, a device class, a quiz id…), '' for the day's totals. Days are UTC dates.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind, table.key] })],
);

/**
 * The random salt of one UTC day, shared by every instance so a visitor hashes alike on each of them.
 * Deleted once its day is over: after that no hash of that day can be recomputed from an address.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * The visitor hashes of the current day only, so that a visitor seen on several instances counts once.
 * Deleted with the day's salt.
 */
export const analyticsVisitors = pgTable(
  "analytics_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor] })],
);
