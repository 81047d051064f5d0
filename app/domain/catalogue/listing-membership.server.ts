import { and, eq, max } from "drizzle-orm";
import { z } from "zod";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { logger } from "#platform/logger.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { HELD_UNSIGNED_EDIT_REASON } from "#app/domain/articles/review-gate.ts";
import { reviewGateState } from "#app/domain/articles/review-gate.server.ts";
import { keepRevision } from "#app/domain/editorial/records.server.ts";
import { COMPARISON_ADMIN as C, KIND_EDITORIAL as K, LISTING_ADMIN as L } from "./kind-messages.ts";
import type { CatalogueKind, LoadedItem, Tx } from "./kinds.server.ts";
import { COMPARISON_KIND, LISTING_KIND, listingFields, rowFields } from "./listing-kinds.server.ts";

/**
 * Adding a product to the comparison guide or the Affiliate Corner, and removing it (issue 60; decision 051
 * left rows and listings editable in place only). A row or listing is keyed by its product's slug, so a
 * product is in the guide once and listed once. An added item is the first version of its record (saved by
 * its editor, "Added to …"); a removal keeps the removed version and one more revision saying it was removed,
 * so the revisions of a product added again tell the whole story. Both announce `catalogue.changed`.
 */
export type MembershipResult = { ok: true; held: boolean } | Refusal<"invalid" | "method" | "failed">;
export type RemovalResult = { ok: true; name: string } | Refusal<"missing" | "conflict" | "failed">;

type Messages = { productUnknown: string; productDraft: string; productTaken: string };

/** Why a product cannot be added (by field), or nothing: unknown, not published, or already in. */
async function productProblem(
  slug: string,
  inAlready: (tx: Pick<Database, "select">) => Promise<boolean>,
  m: Messages,
  db: Pick<Database, "select">,
): Promise<string | null> {
  const [product] = await db
    .select({ status: schema.products.status })
    .from(schema.products)
    .where(eq(schema.products.slug, slug));
  if (!product) return m.productUnknown;
  if (product.status !== "published") return m.productDraft;
  if (await inAlready(db)) return m.productTaken;
  return null;
}

/** The number the first version of an item gets: after any revision an earlier life of it left. */
async function firstVersion(kind: CatalogueKind<unknown>, key: string, tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ last: max(schema.contentRevisions.version) })
    .from(schema.contentRevisions)
    .where(and(eq(schema.contentRevisions.kind, kind.declaration.kind), eq(schema.contentRevisions.key, key)));
  return (row?.last ?? 0) + 1;
}

class Taken extends Error {}

const rowInDb = (slug: string) => async (db: Pick<Database, "select">) =>
  (
    await db
      .select({ slug: schema.comparisonRows.productSlug })
      .from(schema.comparisonRows)
      .where(eq(schema.comparisonRows.productSlug, slug))
  ).length > 0;

const listingInDb = (slug: string) => async (db: Pick<Database, "select">) =>
  (
    await db
      .select({ slug: schema.affiliateListings.productSlug })
      .from(schema.affiliateListings)
      .where(eq(schema.affiliateListings.productSlug, slug))
  ).length > 0;

export const rowAddInput = z.object({
  product: z.string().max(200),
  table: z.string().max(200),
  position: z.string().max(20),
  pricePerServing: z.string().max(40),
  priceCheckedOn: z.string().max(40),
  effectiveness: z.string().max(40),
  facts: z.array(z.object({ value: z.string().max(400), good: z.string().max(20) })).max(20),
  actorId: z.string().nullable().optional(),
});

/**
 * Adds a published product's row to a table of the guide: every field checked as on the edit form, the
 * method's rules with the row in place, then the row written as its first version. Its score and facts are
 * health content: while the review gate is on the row is held off the guide until a reviewer signs it off.
 */
export async function addComparisonRow(
  input: z.input<typeof rowAddInput>,
  db: Database = defaultDb,
): Promise<MembershipResult> {
  const parsed = rowAddInput.safeParse(input);
  if (!parsed.success) return refuse("invalid", C.productUnknown, { field: "product" });
  const d = parsed.data;
  const slug = d.product.trim();
  const { fields: rowProblems, next } = rowFields(d);
  const fields: Record<string, string> = {};
  const problem = await productProblem(slug, rowInDb(slug), C, db);
  if (problem) fields.product = problem;
  Object.assign(fields, rowProblems);
  const [first] = Object.entries(fields);
  if (first) return refuse("invalid", first[1], { field: first[0], fields });
  const refusal = await COMPARISON_KIND.check(slug, next, db);
  if (refusal) return refusal;
  try {
    const held = await db.transaction(async (tx) => {
      // Locks the product so it cannot be unpublished between the check and the write.
      const [product] = await tx
        .select({ status: schema.products.status })
        .from(schema.products)
        .where(eq(schema.products.slug, slug))
        .for("update");
      if (product?.status !== "published") throw new Taken(C.productDraft);
      const version = await firstVersion(COMPARISON_KIND as CatalogueKind<unknown>, slug, tx);
      const hold = (await reviewGateState(tx)).on ? HELD_UNSIGNED_EDIT_REASON : null;
      const now = new Date();
      const inserted = await tx
        .insert(schema.comparisonRows)
        .values({
          productSlug: slug,
          tableSlug: next.table,
          position: next.position,
          pricePerServing: next.pricePerServing,
          priceCheckedOn: next.priceCheckedOn,
          effectiveness: next.effectiveness,
          facts: next.facts,
          version,
          contentVersion: version,
          changeKind: null,
          changeSummary: C.addedSummary,
          updatedBy: d.actorId ?? null,
          updatedAt: now,
          editedAt: now,
          reviewHold: hold,
          reviewHoldAt: hold ? now : null,
        })
        .onConflictDoNothing()
        .returning({ slug: schema.comparisonRows.productSlug });
      // Two editors adding the same product at once: the second meets the first's row.
      if (inserted.length === 0) throw new Taken(C.productTaken);
      return hold !== null;
    });
    COMPARISON_KIND.announce(slug);
    return { ok: true, held };
  } catch (error) {
    if (error instanceof Taken)
      return refuse("invalid", error.message, { field: "product", fields: { product: error.message } });
    logger.error({ err: error }, "comparison row add failed");
    return refuse("failed", K.failed);
  }
}

export const listingAddInput = z.object({
  product: z.string().max(200),
  category: z.string().max(200),
  position: z.string().max(20),
  actorId: z.string().nullable().optional(),
});

/** Lists a published product in the Affiliate Corner under a category, at a place. No health content: at once. */
export async function addListing(
  input: z.input<typeof listingAddInput>,
  db: Database = defaultDb,
): Promise<MembershipResult> {
  const parsed = listingAddInput.safeParse(input);
  if (!parsed.success) return refuse("invalid", L.productUnknown, { field: "product" });
  const d = parsed.data;
  const slug = d.product.trim();
  const { fields: listingProblems, next } = listingFields(d);
  const fields: Record<string, string> = {};
  const problem = await productProblem(slug, listingInDb(slug), L, db);
  if (problem) fields.product = problem;
  Object.assign(fields, listingProblems);
  const [first] = Object.entries(fields);
  if (first) return refuse("invalid", first[1], { field: first[0], fields });
  try {
    await db.transaction(async (tx) => {
      const [product] = await tx
        .select({ status: schema.products.status })
        .from(schema.products)
        .where(eq(schema.products.slug, slug))
        .for("update");
      if (product?.status !== "published") throw new Taken(L.productDraft);
      const version = await firstVersion(LISTING_KIND as CatalogueKind<unknown>, slug, tx);
      const now = new Date();
      const inserted = await tx
        .insert(schema.affiliateListings)
        .values({
          productSlug: slug,
          category: next.category,
          position: next.position,
          version,
          contentVersion: version,
          changeKind: null,
          changeSummary: L.addedSummary,
          updatedBy: d.actorId ?? null,
          updatedAt: now,
          editedAt: now,
        })
        .onConflictDoNothing()
        .returning({ slug: schema.affiliateListings.productSlug });
      if (inserted.length === 0) throw new Taken(L.productTaken);
    });
    LISTING_KIND.announce(slug);
    return { ok: true, held: false };
  } catch (error) {
    if (error instanceof Taken)
      return refuse("invalid", error.message, { field: "product", fields: { product: error.message } });
    logger.error({ err: error }, "listing add failed");
    return refuse("failed", K.failed);
  }
}

const removalInput = z.object({
  slug: z.string().max(200),
  version: z.coerce.number().int().min(1),
  actorId: z.string().nullable().optional(),
});

/**
 * Removes an item loaded (locked) in this transaction: keeps the version removed as a revision, and one more
 * revision saying it was removed (by whom, when, `summary`), then deletes its row.
 */
async function removeLoaded<V>(
  kind: CatalogueKind<V>,
  slug: string,
  before: LoadedItem<V>,
  actorId: string | null,
  summary: string,
  remove: (slug: string, tx: Tx) => Promise<void>,
  tx: Tx,
): Promise<void> {
  const snapshot = before.version as unknown as Record<string, unknown>;
  const version = before.columns.version;
  await keepRevision(
    {
      kind: kind.declaration.kind,
      key: slug,
      version,
      snapshot,
      savedBy: before.columns.updatedBy,
      savedAt: before.columns.updatedAt,
      changeKind: before.columns.changeKind,
      changeSummary: before.columns.changeSummary,
    },
    tx,
  );
  await keepRevision(
    {
      kind: kind.declaration.kind,
      key: slug,
      version: version + 1,
      snapshot,
      savedBy: actorId,
      savedAt: new Date(),
      changeKind: null,
      changeSummary: summary,
    },
    tx,
  );
  await remove(slug, tx);
}

/**
 * Removes an item: refused when it moved on since the editor opened it (`conflict`). The version removed is
 * kept as a revision, and one more revision records the removal (who, when, "Removed from …").
 */
async function removeItem<V>(
  kind: CatalogueKind<V>,
  input: z.input<typeof removalInput>,
  summary: string,
  remove: (slug: string, tx: Tx) => Promise<void>,
  db: Database,
): Promise<RemovalResult> {
  const noun = kind.declaration.noun;
  const parsed = removalInput.safeParse(input);
  if (!parsed.success) return refuse("conflict", K.conflict(noun));
  const { slug, version, actorId } = parsed.data;
  try {
    const result = await db.transaction(async (tx): Promise<RemovalResult> => {
      const before = await kind.load(slug, tx);
      if (!before) return refuse("missing", K.missing(noun));
      if (before.columns.version !== version) return refuse("conflict", K.conflict(noun));
      await removeLoaded(kind, slug, before, actorId ?? null, summary, remove, tx);
      return { ok: true, name: before.name };
    });
    if (result.ok) kind.announce(slug);
    return result;
  } catch (error) {
    logger.error({ err: error, kind: kind.declaration.kind }, "catalogue item removal failed");
    return refuse("failed", K.failed);
  }
}

const deleteRow = async (slug: string, tx: Tx) => {
  await tx.delete(schema.comparisonRows).where(eq(schema.comparisonRows.productSlug, slug));
};

const deleteListing = async (slug: string, tx: Tx) => {
  await tx.delete(schema.affiliateListings).where(eq(schema.affiliateListings.productSlug, slug));
};

/** Takes a product's row out of the comparison guide (its revisions stay). */
export function removeComparisonRow(input: z.input<typeof removalInput>, db: Database = defaultDb) {
  return removeItem(COMPARISON_KIND, input, C.removedSummary, deleteRow, db);
}

/** Takes a product out of the Affiliate Corner (its revisions stay). */
export function removeListing(input: z.input<typeof removalInput>, db: Database = defaultDb) {
  return removeItem(LISTING_KIND, input, L.removedSummary, deleteListing, db);
}

/** Where a retired product was taken out of: the comparison guide, the Affiliate Corner, both or neither. */
export type RetiredFrom = { comparison: boolean; listing: boolean };

/**
 * A product being retired leaves the comparison guide and the Affiliate Corner in its retirement's
 * transaction (decision 051): each of its row and listing is removed as an editor's removal is, its last
 * version kept and a revision saying it went with the retirement. Publishing the product again does not bring
 * them back (their score, facts and place are chosen again on the add forms, under the gate). Announce with
 * `announceRetiredFrom` after the commit.
 */
export async function removeRetiredProduct(slug: string, actorId: string | null, tx: Tx): Promise<RetiredFrom> {
  const row = await COMPARISON_KIND.load(slug, tx);
  if (row) await removeLoaded(COMPARISON_KIND, slug, row, actorId, C.retiredSummary, deleteRow, tx);
  const listing = await LISTING_KIND.load(slug, tx);
  if (listing) await removeLoaded(LISTING_KIND, slug, listing, actorId, L.retiredSummary, deleteListing, tx);
  return { comparison: row !== null, listing: listing !== null };
}

/** Says downstream that a retired product's row or listing is gone (after the retirement's commit). */
export function announceRetiredFrom(slug: string, from: RetiredFrom): void {
  if (from.comparison) COMPARISON_KIND.announce(slug);
  if (from.listing) LISTING_KIND.announce(slug);
}
