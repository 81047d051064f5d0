import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { products, type CatalogueStatus, type ChangeKind } from "./content.ts";

/**
 * The catalogue's editorial tables (issue 60): what the public pages read besides the `products` row. Each
 * is filled once from the built-in catalogue by the seed (app/domain/catalogue/seed.server.ts) and then
 * belongs to the editors.
 */
/**
 * Where a product is sold: the link (https only; the affiliate tag is added at render time from the
 * setting, never stored), the price and the date a person last checked it.
 */
export const productRetailers = pgTable(
  "product_retailers",
  {
    productSlug: text("product_slug")
      .notNull()
      .references(() => products.slug, { onDelete: "cascade", onUpdate: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    price: real("price").notNull(),
    checkedOn: text("checked_on"),
  },
  (table) => [
    primaryKey({ columns: [table.productSlug, table.position] }),
    check("product_retailers_https_check", sql`${table.url} like 'https://%'`),
    check("product_retailers_price_check", sql`${table.price} >= 0`),
  ],
);

/**
 * Product_reviews: a row means a full review exists for that product (the spec's lookup). The full review
 * is its in-depth text with its rating, the two together.
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    productSlug: text("product_slug").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** 'Our In-Depth Review' (sanitized HTML) and its rating out of 5; null only on rows from before issue 60. */
    body: text("body"),
    rating: real("rating"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** One more with every save: a save based on an older version is refused (two editors, one review). */
    version: integer("version").notNull().default(1),
  },
  (table) => [
    check(
      "product_reviews_rating_check",
      sql`${table.rating} is null or (${table.rating} >= 0 and ${table.rating} <= 5)`,
    ),
  ],
);

/**
 * The editorial model's columns (decision 048) for a catalogue kind on the generic records: the current
 * revision's number (a save based on an older one is refused), the last substantive one a sign-off must cover,
 * what the save was and who made it. `held` adds the review gate's hold (kinds with health content).
 */
function editorialColumns() {
  return {
    version: integer("version").notNull().default(1),
    contentVersion: integer("content_version").notNull().default(1),
    changeKind: text("change_kind").$type<ChangeKind>(),
    changeSummary: text("change_summary"),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  };
}

function holdColumns() {
  return {
    /** Why the item is kept off the site until a reviewer signs off (the review gate); null: not held. */
    reviewHold: text("review_hold"),
    reviewHoldAt: timestamp("review_hold_at", { withTimezone: true }),
  };
}

/** Roundup: a curated, ordered list of products with a reason each. */
export const roundups = pgTable(
  "roundups",
  {
    slug: text("slug").primaryKey(),
    position: integer("position").notNull().default(1000),
    title: text("title").notNull(),
    description: text("description").notNull(),
    coverImageDescription: text("cover_image_description").notNull().default(""),
    status: text("status").$type<CatalogueStatus>().notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...editorialColumns(),
    ...holdColumns(),
  },
  (table) => [check("roundups_status_check", sql`${table.status} in ('draft', 'scheduled', 'published', 'retired')`)],
);

export const roundupItems = pgTable(
  "roundup_items",
  {
    roundupSlug: text("roundup_slug")
      .notNull()
      .references(() => roundups.slug, { onDelete: "cascade", onUpdate: "cascade" }),
    productSlug: text("product_slug")
      .notNull()
      .references(() => products.slug, { onDelete: "cascade", onUpdate: "cascade" }),
    /** The rank on the roundup's page (1 first). */
    position: integer("position").notNull(),
    reason: text("reason").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.roundupSlug, table.productSlug] }),
    index("roundup_items_product_idx").on(table.productSlug),
  ],
);

/**
 * The comparison guide: one table per category, with its title, an optional intro and the feature labels its
 * rows' facts follow (in order). A kind of the editorial model (decision 051): the intro and the labels are
 * health content under the review gate.
 */
export const comparisonTables = pgTable("comparison_tables", {
  slug: text("slug").primaryKey(),
  position: integer("position").notNull(),
  title: text("title").notNull(),
  intro: text("intro").notNull().default(""),
  featureLabels: jsonb("feature_labels").$type<string[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  ...editorialColumns(),
  ...holdColumns(),
});

/** A product's row in the comparison guide: price per serving, effectiveness out of 10, facts in label order. */
export const comparisonRows = pgTable(
  "comparison_rows",
  {
    productSlug: text("product_slug")
      .primaryKey()
      .references(() => products.slug, { onDelete: "cascade", onUpdate: "cascade" }),
    tableSlug: text("table_slug")
      .notNull()
      .references(() => comparisonTables.slug, { onDelete: "cascade", onUpdate: "cascade" }),
    position: integer("position").notNull(),
    pricePerServing: real("price_per_serving").notNull(),
    effectiveness: real("effectiveness").notNull(),
    facts: jsonb("facts").$type<{ value: string; good: boolean | null }[]>().notNull(),
    /** The day a person last checked the price per serving (YYYY-MM-DD); null for rows from before. */
    priceCheckedOn: text("price_checked_on"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...editorialColumns(),
    ...holdColumns(),
  },
  (table) => [index("comparison_rows_table_idx").on(table.tableSlug, table.position)],
);

/** The Affiliate Corner: catalogue products listed under a category, in order. */
export const affiliateListings = pgTable("affiliate_listings", {
  productSlug: text("product_slug")
    .primaryKey()
    .references(() => products.slug, { onDelete: "cascade", onUpdate: "cascade" }),
  category: text("category").notNull(),
  position: integer("position").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  ...editorialColumns(),
});

/**
 * Expert interviews. A real person's interview has her credentials and the date her consent to publish was
 * recorded; otherwise it is marked illustrative (an invented character, said so on the page).
 */
export const interviews = pgTable(
  "interviews",
  {
    slug: text("slug").primaryKey(),
    position: integer("position").notNull().default(1000),
    name: text("name").notNull(),
    title: text("title").notNull(),
    topic: text("topic").notNull(),
    summary: text("summary").notNull(),
    quote: text("quote").notNull(),
    imageSrc: text("image_src").notNull(),
    imageDescription: text("image_description").notNull(),
    /** yyyy-mm-dd. */
    interviewDate: text("interview_date").notNull(),
    content: jsonb("content").$type<(string | { question: string })[]>().notNull(),
    illustrative: boolean("illustrative").notNull().default(true),
    credentials: text("credentials"),
    consentRecordedAt: timestamp("consent_recorded_at", { withTimezone: true }),
    status: text("status").$type<CatalogueStatus>().notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // The editorial model (decision 048), as on products: the revision number, the one of the last change to
    // its advice (health content), what the save was, who saved it, and a hold off the public pages.
    version: integer("version").notNull().default(1),
    contentVersion: integer("content_version").notNull().default(1),
    changeKind: text("change_kind").$type<ChangeKind>(),
    changeSummary: text("change_summary"),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    reviewHold: text("review_hold"),
    reviewHoldAt: timestamp("review_hold_at", { withTimezone: true }),
  },
  (table) => [
    check("interviews_status_check", sql`${table.status} in ('draft', 'scheduled', 'published', 'retired')`),
    check(
      "interviews_consent_check",
      sql`${table.illustrative} or (${table.consentRecordedAt} is not null and ${table.credentials} is not null)`,
    ),
  ],
);
