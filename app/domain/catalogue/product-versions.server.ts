import { and, asc, eq, sql } from "drizzle-orm";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { gateDecision, type ChangeKind } from "#app/domain/articles/review-gate.ts";
import { reviewGateState } from "#app/domain/articles/review-gate.server.ts";
import {
  changedFields,
  healthChanged,
  isTypoLevelChange,
  type KindDeclaration,
  type Texts,
} from "#app/domain/editorial/model.ts";
import { keepRevision, latestSignedVersion } from "#app/domain/editorial/records.server.ts";
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

export type ProductRefusal = Refusal<"needs-signoff" | "typo-too-large">;

/** A save refused by the gate inside its transaction: thrown so the transaction rolls back. */
export class ProductRefused extends Error {
  readonly refusal: ProductRefusal;
  constructor(refusal: ProductRefusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/** Whether the row is published or scheduled (the gate's "published"). */
const isPublished = (status: string) => status === "published";

/**
 * The texts a typo-level fix is measured against: the last substantive save (the revision of the content
 * version), so several small "typo" saves in a row are measured together.
 */
async function typoBaseline(before: LoadedProduct, tx: Tx): Promise<Texts> {
  if (before.row.contentVersion >= before.row.version) return productTexts(before.version);
  const [revision] = await tx
    .select({ snapshot: schema.contentRevisions.snapshot })
    .from(schema.contentRevisions)
    .where(
      and(
        eq(schema.contentRevisions.kind, "product"),
        eq(schema.contentRevisions.key, before.row.slug),
        eq(schema.contentRevisions.version, before.row.contentVersion),
      ),
    )
    .limit(1);
  return productTexts((revision?.snapshot as ProductVersion | undefined) ?? before.version);
}

/**
 * Ends a product command's transaction, after its writes: reads the product as it now is, and, when the save
 * changed it or its state, keeps the version it replaced as a revision, numbers the new one, and applies the
 * review gate (as for an article): while the gate is on, a product with health content is published or
 * scheduled only with a sign-off on its current revision, and one already published whose health content
 * changed beyond a typo is held off the site until a reviewer signs it off. Throws `ProductRefused` (the
 * transaction rolls back, nothing is saved).
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
  const beforeTexts = productTexts(before.version);
  const afterTexts = productTexts(after.version);
  const changed = changedFields(PRODUCT_KIND, beforeTexts, afterTexts).length > 0;
  if (!changed && !input.state) return { version: before.row.version, held: before.row.reviewHold !== null };
  const health = healthChanged(PRODUCT_KIND, beforeTexts, afterTexts);
  if (
    input.change.kind === "typo" &&
    health &&
    !isTypoLevelChange(PRODUCT_KIND, await typoBaseline(before, tx), afterTexts)
  )
    throw new ProductRefused(refuse("typo-too-large", E.typoTooLarge, { field: "changeKind" }));
  const substantive = health && input.change.kind !== "typo";
  const version = before.row.version + 1;
  const contentVersion = substantive ? version : before.row.contentVersion;
  const latest = await latestSignedVersion("product", input.slug, tx);
  const signedOff = latest !== null && latest >= contentVersion;
  const gateOn = (await reviewGateState(tx)).on;
  const willBePublished = isPublished(after.row.status);
  const decision = gateDecision({
    gateOn,
    category: after.version.category,
    health: hasHealthContent(after.version),
    signedOff,
    hadSignoff: latest !== null,
    wasPublished: isPublished(before.row.status),
    willBePublished,
    setsPublishTime: input.state?.setsPublishTime ?? false,
    substantive,
  });
  if (decision.kind === "refuse") throw new ProductRefused(refuse("needs-signoff", E.needsSignoff));
  const keepHold = gateOn && willBePublished && !signedOff;
  const hold = decision.kind === "hold" ? decision.reason : keepHold ? before.row.reviewHold : null;
  await keepRevision(
    {
      kind: "product",
      key: input.slug,
      version: before.row.version,
      snapshot: before.version as unknown as Record<string, unknown>,
      savedBy: before.row.updatedBy,
      savedAt: before.row.updatedAt,
      changeKind: before.row.changeKind,
      changeSummary: before.row.changeSummary,
    },
    tx,
  );
  const now = new Date();
  await tx
    .update(schema.products)
    .set({
      version,
      contentVersion,
      // A state change is no update of the text: the history shows it as its state, not "Updated".
      changeKind: changed ? input.change.kind : null,
      changeSummary: changed ? input.change.summary : input.state!.label,
      updatedBy: input.actorId,
      updatedAt: now,
      editedAt: now,
      reviewHold: hold,
      reviewHoldAt: hold === null ? null : hold === before.row.reviewHold ? before.row.reviewHoldAt : now,
    })
    .where(eq(schema.products.slug, input.slug));
  return { version, held: hold !== null };
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
