import { asc, eq, sql } from "drizzle-orm";
import { commitKindSave, EditorialRefused, type EditorialRefusal } from "#app/domain/editorial/commit.server.ts";
import type { ChangeKind } from "#app/domain/articles/review-gate.ts";
import type { KindDeclaration, Texts } from "#app/domain/editorial/model.ts";
import { schema, type Database } from "#platform/db.ts";
import type { ProductFeature, ProductSource } from "#platform/db/schema/content.ts";
import { PRODUCT_EDITORIAL as E } from "./messages.ts";

/**
 * A product in the editorial model (decision 048): what one version of it is (its details, full review with
 * rating and sources, safety note and shops), the fields a revision keeps and the diff compares, and the one
 * place every product command ends its transaction (`commitProductSave`): the replaced version kept as a
 * revision, the revision numbered, and the review gate applied to its health content.
 */
export const PRODUCT_KIND: KindDeclaration = {
  kind: "product",
  noun: "product",
  fields: [
    { field: "name", label: "Name", health: false },
    { field: "category", label: "Category", health: false },
    { field: "evidence", label: "Evidence grade", health: true },
    { field: "description", label: "Description", health: false },
    { field: "longDescription", label: "Longer description", health: false },
    { field: "features", label: "Features", health: false },
    { field: "cons", label: "Drawbacks", health: false },
    { field: "whoIsItFor", label: "Who it is for", health: false },
    { field: "safetyNote", label: "Safety note", health: true },
    { field: "imageSrc", label: "Image", health: false },
    { field: "imageAlt", label: "Image alt text", health: false },
    { field: "rating", label: "Rating", health: true },
    { field: "review", label: "In-depth review", health: true, html: true },
    { field: "sources", label: "Sources", health: true },
    { field: "retailers", label: "Shops and prices", health: false },
  ],
  publicPath: (slug) => `/product-reviews/${slug}`,
  adminPath: (slug) => `/admin/catalogue/${slug}`,
};

export type VersionRetailer = { name: string; url: string; price: number; checkedOn: string | null };

/** One version of a product: everything a revision keeps and a restore writes back. */
export type ProductVersion = {
  name: string;
  category: string;
  evidence: string;
  description: string;
  longDescription: string;
  features: ProductFeature[];
  cons: string[];
  whoIsItFor: string;
  safetyNote: string | null;
  imageSrc: string | null;
  imageAlt: string | null;
  sources: ProductSource[];
  review: { body: string; rating: number } | null;
  retailers: VersionRetailer[];
};

/** A source as one line of the review form: Title | Publisher | Year | Link. */
export function sourceLine(source: ProductSource): string {
  return [source.title, source.publisher, source.year ? String(source.year) : "", source.url ?? ""]
    .join(" | ")
    .replace(/( \| )+$/, "");
}

/** A version's fields as the texts the diff compares and the gate measures. */
export function productTexts(version: ProductVersion): Texts {
  return {
    name: version.name,
    category: version.category,
    evidence: version.evidence,
    description: version.description,
    longDescription: version.longDescription,
    features: version.features.map((f) => f.text).join("\n"),
    cons: version.cons.join("\n"),
    whoIsItFor: version.whoIsItFor,
    safetyNote: version.safetyNote ?? "",
    imageSrc: version.imageSrc ?? "",
    imageAlt: version.imageAlt ?? "",
    rating: version.review ? version.review.rating.toFixed(1) : "",
    review: version.review?.body ?? "",
    sources: version.sources.map(sourceLine).join("\n"),
    retailers: version.retailers
      .map((r) => `${r.name}: $${r.price.toFixed(2)}, ${r.url}${r.checkedOn ? `, checked ${r.checkedOn}` : ""}`)
      .join("\n"),
  };
}

/** Health content: a full review or a safety note (what the review gate guards on a product). */
export function hasHealthContent(version: ProductVersion): boolean {
  return version.review !== null || Boolean(version.safetyNote?.trim());
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type ProductRow = typeof schema.products.$inferSelect;

export type LoadedProduct = { row: ProductRow; version: ProductVersion };

/** A product as it stands (locked for the rest of the transaction), or null when there is none. */
export async function loadProductVersion(slug: string, tx: Tx): Promise<LoadedProduct | null> {
  const [row] = await tx.select().from(schema.products).where(eq(schema.products.slug, slug)).for("update");
  if (!row) return null;
  const [[review], retailers] = await Promise.all([
    tx.select().from(schema.productReviews).where(eq(schema.productReviews.productSlug, slug)),
    tx
      .select()
      .from(schema.productRetailers)
      .where(eq(schema.productRetailers.productSlug, slug))
      .orderBy(asc(schema.productRetailers.position)),
  ]);
  return {
    row,
    version: {
      name: row.name,
      category: row.category,
      evidence: row.evidence,
      description: row.description,
      longDescription: row.longDescription,
      features: row.features,
      cons: row.ownCons,
      whoIsItFor: row.ownAudience,
      safetyNote: row.safetyNote,
      imageSrc: row.imageSrc,
      imageAlt: row.imageAlt,
      sources: row.sources,
      review: review?.body != null && review.rating !== null ? { body: review.body, rating: review.rating } : null,
      retailers: retailers.map((r) => ({ name: r.name, url: r.url, price: r.price, checkedOn: r.checkedOn })),
    },
  };
}

/** What the editor says a save is (the history shows updates and corrections with her summary). */
export type Change = { kind: ChangeKind; summary: string | null };

/** The change fields of a form, checked: each message beside its field. */
export function checkChange(input: { changeKind?: string; changeSummary?: string }) {
  const fields: Record<string, string> = {};
  const kind = input.changeKind?.trim() || "update";
  if (!["update", "correction", "typo"].includes(kind)) fields.changeKind = E.changeKindUnknown;
  const summary = (input.changeSummary ?? "").replace(/\s+/g, " ").trim();
  if (summary.length > 200) fields.changeSummary = E.summaryFormat;
  else if (kind === "correction" && summary.length === 0) fields.changeSummary = E.correctionNeedsSummary;
  return { fields, change: { kind: kind as ChangeKind, summary: summary || null } satisfies Change };
}

export type ProductRefusal = EditorialRefusal;

/** A save refused by the gate inside its transaction: thrown so the transaction rolls back (the model's). */
export const ProductRefused = EditorialRefused;

/** Whether the row is published or scheduled (the gate's "published"). */
const isPublished = (status: string) => status === "published";

/**
 * Ends a product command's transaction, after its writes: reads the product as it now is and hands both
 * versions to the editorial model's one commit (`commitKindSave`): when the save changed it or its state, the
 * replaced version is kept as a revision, the new one numbered, and the review gate applied (as for an
 * article): while the gate is on, a product with health content is published or scheduled only with a
 * sign-off on its current revision, and one already published whose health content changed beyond a typo is
 * held off the site until a reviewer signs it off. Throws `ProductRefused` (the transaction rolls back).
 */
export async function commitProductSave(
  input: {
    before: LoadedProduct;
    /** The product's slug after the save (a details save may rename it). */
    slug: string;
    change: Change;
    actorId: string | null;
    /** A state change: its words for the revision list, and whether it sets a new publish time. */
    state?: { label: string; setsPublishTime: boolean };
  },
  tx: Tx,
): Promise<{ version: number; held: boolean }> {
  const { before } = input;
  const after = await loadProductVersion(input.slug, tx);
  if (!after) return { version: before.row.version, held: false };
  const outcome = await commitKindSave(
    {
      kind: PRODUCT_KIND,
      key: input.slug,
      texts: productTexts,
      health: hasHealthContent,
      before: { columns: before.row, version: before.version, published: isPublished(before.row.status) },
      after: { version: after.version, published: isPublished(after.row.status) },
      change: input.change,
      actorId: input.actorId,
      state: input.state,
      messages: E,
    },
    tx,
  );
  if (!outcome) return { version: before.row.version, held: before.row.reviewHold !== null };
  await tx
    .update(schema.products)
    .set({ ...outcome.columns, editedAt: outcome.columns.updatedAt })
    .where(eq(schema.products.slug, input.slug));
  return { version: outcome.columns.version, held: outcome.held };
}

/** Writes a version's fields back (a restore): details, sources, the full review and the shops. */
export async function writeProductVersion(slug: string, version: ProductVersion, tx: Tx): Promise<void> {
  await tx
    .update(schema.products)
    .set({
      name: version.name,
      category: version.category,
      evidence: version.evidence as ProductRow["evidence"],
      description: version.description,
      longDescription: version.longDescription,
      features: version.features,
      ownCons: version.cons,
      ownAudience: version.whoIsItFor,
      safetyNote: version.safetyNote,
      imageSrc: version.imageSrc,
      imageAlt: version.imageAlt,
      sources: version.sources,
    })
    .where(eq(schema.products.slug, slug));
  if (version.review)
    await tx
      .insert(schema.productReviews)
      .values({ productSlug: slug, body: version.review.body, rating: version.review.rating })
      .onConflictDoUpdate({
        target: schema.productReviews.productSlug,
        set: {
          body: version.review.body,
          rating: version.review.rating,
          version: sql`${schema.productReviews.version} + 1`,
          updatedAt: new Date(),
        },
      });
  else await tx.delete(schema.productReviews).where(eq(schema.productReviews.productSlug, slug));
  await tx.delete(schema.productRetailers).where(eq(schema.productRetailers.productSlug, slug));
  if (version.retailers.length > 0)
    await tx
      .insert(schema.productRetailers)
      .values(version.retailers.map((r, position) => ({ productSlug: slug, position, ...r })));
}
