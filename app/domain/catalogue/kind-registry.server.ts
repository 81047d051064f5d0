import { eq, isNotNull } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import type { CatalogueKind } from "./kinds.server.ts";
import { COMPARISON_KIND, LISTING_KIND } from "./listing-kinds.server.ts";
import { ROUNDUP_KIND } from "./roundup-editing.server.ts";
import { COMPARISON_TABLE_KIND } from "./table-kind.server.ts";

/**
 * The catalogue kinds on the generic records by the admin section their pages live under
 * (/admin/<section>/:key/revisions, /sign-off/<section>/:key): one revisions screen, one compare-and-restore
 * screen and one sign-off page serve them all.
 */
export const KINDS_BY_SECTION = {
  roundups: ROUNDUP_KIND,
  comparison: COMPARISON_KIND,
  "comparison-tables": COMPARISON_TABLE_KIND,
  "affiliate-corner": LISTING_KIND,
} as const;

export type KindSection = keyof typeof KINDS_BY_SECTION;

/** The kind of a section, or null (an unknown section answers 404). */
export function kindOfSection(section: string | undefined): CatalogueKind<unknown> | null {
  if (!section || !Object.hasOwn(KINDS_BY_SECTION, section)) return null;
  return KINDS_BY_SECTION[section as KindSection] as unknown as CatalogueKind<unknown>;
}

/** The section of an admin URL: /admin/<section>/… */
export function sectionOfAdminUrl(url: string): string | undefined {
  return new URL(url).pathname.split("/")[2];
}

/**
 * Roundups, comparison rows and comparison tables held by the review gate (their health content changed after publication):
 * what a reviewer's queue lists beside articles and products, each with its sign-off page.
 */
export async function heldCatalogueItems(db: Database = defaultDb) {
  const [roundups, rows, tables] = await Promise.all([
    db
      .select({
        key: schema.roundups.slug,
        name: schema.roundups.title,
        hold: schema.roundups.reviewHold,
        at: schema.roundups.reviewHoldAt,
      })
      .from(schema.roundups)
      .where(isNotNull(schema.roundups.reviewHold)),
    db
      .select({
        key: schema.comparisonRows.productSlug,
        name: schema.products.name,
        hold: schema.comparisonRows.reviewHold,
        at: schema.comparisonRows.reviewHoldAt,
      })
      .from(schema.comparisonRows)
      .innerJoin(schema.products, eq(schema.products.slug, schema.comparisonRows.productSlug))
      .where(isNotNull(schema.comparisonRows.reviewHold)),
    db
      .select({
        key: schema.comparisonTables.slug,
        name: schema.comparisonTables.title,
        hold: schema.comparisonTables.reviewHold,
        at: schema.comparisonTables.reviewHoldAt,
      })
      .from(schema.comparisonTables)
      .where(isNotNull(schema.comparisonTables.reviewHold)),
  ]);
  return [
    ...roundups.map((r) => ({ ...r, section: "roundups" as const, noun: ROUNDUP_KIND.declaration.noun })),
    ...rows.map((r) => ({ ...r, section: "comparison" as const, noun: COMPARISON_KIND.declaration.noun })),
    ...tables.map((t) => ({
      ...t,
      section: "comparison-tables" as const,
      noun: COMPARISON_TABLE_KIND.declaration.noun,
    })),
  ];
}
