import { and, asc, eq, sql } from "drizzle-orm";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { logger } from "#platform/logger.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { nextReviewAfter } from "#app/domain/articles/credits-and-sources.ts";
import { formatScheduleTime } from "#app/domain/articles/publication.ts";
import { reviewerFor, reviewGateState } from "#app/domain/articles/review-gate.server.ts";
import { kindPageHistory, revisionComparison, revisionList } from "#app/domain/editorial/screens.server.ts";
import { signOffKind } from "#app/domain/editorial/commit.server.ts";
import { revisionOf, signoffsOf } from "#app/domain/editorial/records.server.ts";
import { changed, methodRefusal } from "./editing.server.ts";
import { PRODUCT_EDITORIAL as E } from "./messages.ts";
import { productHealthSql, productSignedOffSql } from "./product-gate.server.ts";
import {
  commitProductSave,
  loadProductVersion,
  PRODUCT_KIND,
  productTexts,
  ProductRefused,
  writeProductVersion,
  type ProductRefusal,
  type ProductVersion,
} from "./product-versions.server.ts";
import { loadCatalogue } from "./store.server.ts";
import type { StoredProduct } from "./stored-product.ts";

/**
 * A product's editorial record (decision 048), as for an article: its revisions with a diff and restore, the
 * reviewer's sign-off, the review queue's products, and the public page history built from these records.
 */

const { products } = schema;

async function currentOf(slug: string, db: Database) {
  return db.transaction(async (tx) => loadProductVersion(slug, tx));
}

/** The current version and every earlier one, newest first; null when there is no such product. */
export async function productRevisionHistory(slug: string, db: Database = defaultDb) {
  const current = await currentOf(slug, db);
  if (!current) return null;
  const list = await revisionList(PRODUCT_KIND, { key: slug, name: current.row.name, columns: current.row }, db);
  return { product: { slug, name: current.row.name }, current: list.current, revisions: list.revisions };
}

/** One earlier version compared field by field with the current one; null when there is none by that id. */
export async function productRevisionComparison(slug: string, id: string, db: Database = defaultDb) {
  const current = await currentOf(slug, db);
  if (!current) return null;
  const item = { key: slug, name: current.row.name, version: current.version };
  const comparison = await revisionComparison(PRODUCT_KIND, item, productTexts, id, db);
  if (!comparison) return null;
  return { product: { slug, name: current.row.name }, revision: comparison.revision, fields: comparison.fields };
}

export type RestoreResult =
  { ok: true; savedAt: string } | ProductRefusal | Refusal<"no-revision" | "missing" | "method" | "failed">;

/**
 * Makes an earlier version the product's again (its details, sources, full review and shops; its address and
 * state stay): a save like any other, so the version it replaces is kept, the method's rules run, and the
 * review gate applies to the health content it brings back.
 */
export async function restoreProductVersion(
  slug: string,
  id: string,
  actorId: string,
  db: Database = defaultDb,
): Promise<RestoreResult> {
  const found = await revisionOf("product", slug, id, db);
  if (!found) return refuse("no-revision", E.noRevision);
  const version = found.revision.snapshot as unknown as ProductVersion;
  const before = await loadCatalogue("editor", db);
  const product = before.products.find((p) => p.slug === slug);
  if (!product) return refuse("missing", E.noRevision);
  const restored: StoredProduct = {
    ...product,
    name: version.name,
    category: version.category as StoredProduct["category"],
    evidence: version.evidence as StoredProduct["evidence"],
    description: version.description,
    longDescription: version.longDescription,
    features: version.features.map((f) => ({ icon: (f.icon ?? "BadgeCheck") as never, text: f.text })),
    cons: version.cons,
    whoIsItFor: version.whoIsItFor,
    safetyNote: version.safetyNote ?? undefined,
    sources: version.sources,
    retailers: version.retailers,
    rating: version.review?.rating,
    detailedReview: version.review?.body,
  };
  const refusal = methodRefusal(before, {
    ...before,
    products: before.products.map((p) => (p.slug === slug ? restored : p)),
  });
  if (refusal) return refusal;
  try {
    const done = await db.transaction(async (tx) => {
      const current = await loadProductVersion(slug, tx);
      if (!current) return false;
      await writeProductVersion(slug, version, tx);
      await commitProductSave({ before: current, slug, change: { kind: "update", summary: null }, actorId }, tx);
      return true;
    });
    if (!done) return refuse("missing", E.noRevision);
  } catch (error) {
    if (error instanceof ProductRefused) return error.refusal;
    logger.error({ err: error }, "product restore failed");
    return refuse("failed", E.restoreFailed);
  }
  changed(slug, "review");
  return { ok: true, savedAt: formatScheduleTime(found.revision.savedAt) };
}

export type ProductSignOffResult =
  { ok: true; liftedHold: boolean } | Refusal<"not-reviewer" | "gone" | "stale" | "already">;

/**
 * A reviewer signs off one exact revision of a product: refused when it moved on since she read it. Lifts a
 * hold, and records the review (reviewer, reviewed today, next review in a year) in the review's editorial
 * details, which the byline, the review-due queue and the due mails read.
 */
export async function signOffProduct(
  input: { slug: string; version: number; userId: string },
  db: Database = defaultDb,
): Promise<ProductSignOffResult> {
  const reviewer = await reviewerFor(input.userId, db);
  if (!reviewer)
    return refuse(
      "not-reviewer",
      "Only a reviewer can sign off: an account with the Reviewer role linked to a person record with credentials.",
    );
  const result = await db.transaction((tx) =>
    signOffKind(
      {
        kind: PRODUCT_KIND,
        key: input.slug,
        version: input.version,
        reviewer,
        messages: { gone: E.noRevision, stale: E.staleSignoff, already: E.alreadySigned },
        lock: async (tx) => {
          const [row] = await tx.select().from(products).where(eq(products.slug, input.slug)).for("update");
          return row ?? null;
        },
        // The review's editorial details: the byline, the review-due queue and the due mails read them.
        lifted: async (tx) => {
          await tx.update(products).set({ reviewHold: null, reviewHoldAt: null }).where(eq(products.slug, input.slug));
          const now = new Date();
          const dates = { reviewerId: reviewer.personId, lastReviewedAt: now, nextReviewAt: nextReviewAfter(now) };
          await tx
            .insert(schema.reviewEditorial)
            .values({ productSlug: input.slug, ...dates, updatedAt: now })
            .onConflictDoUpdate({ target: schema.reviewEditorial.productSlug, set: { ...dates, updatedAt: now } });
          return {};
        },
      },
      tx,
    ),
  );
  if (result.ok) changed(input.slug, "review");
  return result;
}

/**
 * Products with health content a reviewer should read, with the reason: held ones, live ones whose current
 * health content no sign-off covers, and drafts. Empty while the gate is off.
 */
export async function productsAwaitingSignoff(db: Database = defaultDb) {
  if (!(await reviewGateState(db)).on) return [];
  const rows = await db
    .select({
      slug: products.slug,
      name: products.name,
      status: products.status,
      reviewHold: products.reviewHold,
      reviewHoldAt: products.reviewHoldAt,
      version: products.version,
    })
    .from(products)
    .where(and(sql`${products.status} <> 'retired'`, productHealthSql, sql`not ${productSignedOffSql}`))
    .orderBy(sql`${products.reviewHoldAt} asc nulls last`, asc(products.updatedAt));
  return rows.map((row) => ({
    ...row,
    reason: row.reviewHold ?? (row.status === "published" ? E.liveUnsigned : E.draftUnsigned),
  }));
}

/** The latest sign-off of a product (who, which revision, when), or null. */
export async function latestProductSignoff(slug: string, db: Database = defaultDb) {
  const all = await signoffsOf("product", slug, db);
  return all.at(-1) ?? null;
}

/**
 * A product review's public history from its records, as an article's: published, each sign-off, and each
 * save after publication its editor called an update or a correction, with her summary. Null when the
 * product has no record of its own yet (a built-in product never edited nor signed off): the page then keeps
 * the catalogue's dates.
 */
export async function productPageHistory(
  slug: string,
  publishedAt: Date | null,
  now: Date = new Date(),
  db: Database = defaultDb,
) {
  const [row] = await db.select().from(products).where(eq(products.slug, slug));
  if (!row) return null;
  return kindPageHistory(PRODUCT_KIND, { key: slug, columns: row, publishedAt }, now, db);
}
