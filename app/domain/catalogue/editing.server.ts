import { and, eq, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { sanitizeArticleHtml } from "#app/domain/articles/sanitize.server.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { publishEvent } from "#platform/cluster-events.ts";
import { EDITING_MESSAGES as M, PRODUCT_EDITORIAL as E } from "./messages.ts";
import type { StoredProduct } from "./stored-product.ts";
import { newBreaches } from "./rules.ts";
import { loadCatalogue, type CatalogueSnapshot } from "./store.server.ts";
import {
  checkChange,
  commitProductSave,
  loadProductVersion,
  ProductRefused,
  type ProductRefusal,
} from "./product-versions.server.ts";
import type { ProductSource } from "#platform/db/schema/content.ts";

/**
 * The editor's catalogue commands: every input validated here (the boundary every path passes, admin form or
 * script), the method's rules run over the whole catalogue with the change applied, and a clear reason when
 * they refuse. Nothing is written on a refusal. Each command publishes `catalogue.changed` after its commit,
 * which empties every instance's page cache (server/events.ts).
 */
export type EditResult<R extends string> = { ok: true } | Refusal<R>;

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The rules over the catalogue as it would be after the change; a refusal lists what the change breaks. */
export function methodRefusal(before: CatalogueSnapshot, after: CatalogueSnapshot): Refusal<"method"> | null {
  const breaches = newBreaches(before, after);
  return breaches.length === 0 ? null : refuse("method", `${M.methodRefused} ${breaches.join("; ")}.`);
}

function replaceProduct(catalogue: CatalogueSnapshot, product: StoredProduct): CatalogueSnapshot {
  return { ...catalogue, products: catalogue.products.map((p) => (p.slug === product.slug ? product : p)) };
}

export function changed(
  slug: string,
  what: "product" | "review" | "retailer" | "roundup" | "status" | "interview" | "comparison" | "listing",
  scheduledFor: Date | null = null,
): void {
  void publishEvent({ type: "catalogue.changed", slug, what, scheduledFor: scheduledFor?.toISOString() ?? null });
}

// --- Full review ---------------------------------------------------------------------------------------

export const fullReviewInput = z.object({
  slug: z.string(),
  body: z.string().max(100_000),
  rating: z.string(),
  /** The review's version the editor started from (0: it had none). */
  version: z.coerce.number().int().min(0),
  /** The sources, one per line (Title | Publisher | Year | Link); absent: kept as they are. */
  sources: z.string().max(20_000).optional(),
  /** What the save is (the page history): update, correction or typo; and its summary. */
  changeKind: z.string().optional(),
  changeSummary: z.string().max(2_000).optional(),
  /** Who saves (the revision's "saved by"). */
  actorId: z.string().nullable().optional(),
});

/** A rating between 0 and 5 with at most one decimal, from what the form sent; null when it is not one. */
export function parseRating(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d(\.\d)?$/.test(trimmed)) return null;
  const rating = Number(trimmed);
  return rating >= 0 && rating <= 5 ? rating : null;
}

/**
 * The sources a review form sent, one per line as Title | Publisher | Year | Link; null when a line is not
 * one. A source that keeps its title and link keeps the evidence grade it had.
 */
export function parseSources(text: string, existing: readonly ProductSource[] = []): ProductSource[] | null {
  const sources: ProductSource[] = [];
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 40) return null;
  for (const line of lines) {
    const [title = "", publisher = "", year = "", link = "", ...rest] = line.split("|").map((part) => part.trim());
    if (rest.length > 0 || !title || title.length > 300 || !publisher || publisher.length > 200) return null;
    if (year && (!/^\d{4}$/.test(year) || Number(year) < 1900 || Number(year) > new Date().getUTCFullYear() + 1))
      return null;
    const url = link ? (URL.canParse(link) ? new URL(link) : null) : undefined;
    if (url === null || (url && (url.protocol !== "https:" || !url.hostname.includes(".")))) return null;
    const href = url?.toString();
    const known = existing.find((s) => s.title === title && (s.url ?? undefined) === href);
    sources.push({
      title,
      publisher,
      ...(year ? { year: Number(year) } : {}),
      ...(href ? { url: href } : {}),
      ...(known?.evidence ? { evidence: known.evidence } : {}),
    });
  }
  return sources;
}

export type ReviewSaveResult =
  | { ok: true; version: number; held: boolean }
  | Refusal<"invalid" | "missing" | "conflict" | "method">
  | ProductRefusal;

/**
 * Saves a product's full review (its text and rating together) and its sources. A save based on an older
 * version than the stored one is refused (`conflict`): two editors on one review, the second is told and
 * keeps her text. The review is health content: while the gate is on, a published product's review changed
 * beyond a typo waits for a reviewer's sign-off off the site (product-versions.server.ts).
 */
export async function saveFullReview(
  input: z.input<typeof fullReviewInput>,
  database: Database = defaultDb,
): Promise<ReviewSaveResult> {
  const parsed = fullReviewInput.safeParse(input);
  if (!parsed.success) return refuse("invalid", M.reviewBodyRequired, { field: "body" });
  const rating = parseRating(parsed.data.rating);
  const body = sanitizeArticleHtml(parsed.data.body);
  const fields: Record<string, string> = {};
  if (rating === null) fields.rating = M.ratingFormat;
  if (body.replace(/<[^>]+>/g, "").trim().length === 0) fields.body = M.reviewBodyRequired;
  const before = await loadCatalogue("editor", database);
  const product = before.products.find((p) => p.slug === parsed.data.slug);
  const sources =
    parsed.data.sources === undefined
      ? [...(product?.sources ?? [])]
      : parseSources(parsed.data.sources, product?.sources);
  if (sources === null) fields.sources = E.sourcesFormat;
  const { fields: changeFields, change } = checkChange(parsed.data);
  Object.assign(fields, changeFields);
  const first = Object.keys(fields)[0];
  if (first) return refuse("invalid", fields[first]!, { field: first, fields });
  if (!product) return refuse("missing", M.productMissing);
  const refusal = methodRefusal(
    before,
    replaceProduct(before, { ...product, rating: rating!, detailedReview: body, sources: sources! }),
  );
  if (refusal) return refusal;
  const version = parsed.data.version;
  let saved: { version: number; held: boolean } | null;
  try {
    saved = await database.transaction(async (tx) => {
      const current = await loadProductVersion(product.slug, tx);
      if (!current) return null;
      const written =
        version === 0
          ? await tx
              .insert(schema.productReviews)
              .values({ productSlug: product.slug, body, rating: rating! })
              .onConflictDoNothing()
              .returning({ version: schema.productReviews.version })
          : await tx
              .update(schema.productReviews)
              .set({ body, rating: rating!, version: sql`${schema.productReviews.version} + 1`, updatedAt: new Date() })
              .where(
                and(eq(schema.productReviews.productSlug, product.slug), eq(schema.productReviews.version, version)),
              )
              .returning({ version: schema.productReviews.version });
      if (written.length === 0) return null;
      await tx
        .update(schema.products)
        .set({ sources: sources!, editedAt: new Date() })
        .where(eq(schema.products.slug, product.slug));
      const committed = await commitProductSave(
        { before: current, slug: product.slug, change, actorId: parsed.data.actorId ?? null },
        tx,
      );
      return { version: written[0]!.version, held: committed.held };
    });
  } catch (error) {
    if (error instanceof ProductRefused) return error.refusal;
    throw error;
  }
  if (saved === null) return refuse("conflict", M.reviewConflict, { field: "body" });
  changed(product.slug, "review");
  return { ok: true, ...saved };
}

// --- Retailers -----------------------------------------------------------------------------------------

export const retailerInput = z.object({
  slug: z.string(),
  /** The retailer's place in the product's list; null adds a new one at the end. */
  position: z.number().int().min(0).nullable(),
  name: z.string(),
  url: z.string(),
  price: z.string(),
  checkedOn: z.string(),
  changeKind: z.string().optional(),
  changeSummary: z.string().max(2_000).optional(),
  actorId: z.string().nullable().optional(),
});

function retailerFields(input: z.infer<typeof retailerInput>, today: Date) {
  const fields: Record<string, string> = {};
  const name = input.name.trim();
  if (name.length === 0 || name.length > 60) fields.name = M.retailerName;
  const url = URL.canParse(input.url.trim()) ? new URL(input.url.trim()) : null;
  if (!url || url.protocol !== "https:" || !url.hostname.includes(".")) fields.url = M.urlHttps;
  const priceText = input.price.trim().replace(/^\$/, "");
  const price = /^\d{1,6}(\.\d{1,2})?$/.test(priceText) ? Number(priceText) : Number.NaN;
  if (!Number.isFinite(price)) fields.price = M.priceFormat;
  const checked = /^\d{4}-\d{2}-\d{2}$/.test(input.checkedOn) ? new Date(`${input.checkedOn}T00:00:00Z`) : null;
  if (!checked || Number.isNaN(checked.getTime()) || checked.getTime() > today.getTime())
    fields.checkedOn = M.checkedOnFormat;
  return { fields, values: { name, url: url?.toString() ?? "", price, checkedOn: input.checkedOn } };
}

/** Corrects or adds a shop link with its price and the date it was checked (https links only). */
export async function saveRetailer(
  input: z.infer<typeof retailerInput>,
  database: Database = defaultDb,
  today: Date = new Date(),
): Promise<EditResult<"invalid" | "missing"> | ProductRefusal> {
  const parsed = retailerInput.safeParse(input);
  if (!parsed.success) return refuse("invalid", M.priceFormat, { field: "price" });
  const { fields, values } = retailerFields(parsed.data, today);
  const { fields: changeFields, change } = checkChange(parsed.data);
  Object.assign(fields, changeFields);
  const first = Object.keys(fields)[0];
  if (first) return refuse("invalid", fields[first]!, { field: first, fields });
  const [product] = await database
    .select({ slug: schema.products.slug })
    .from(schema.products)
    .where(eq(schema.products.slug, parsed.data.slug));
  if (!product) return refuse("missing", M.productMissing);
  let done: boolean;
  try {
    done = await database.transaction(async (tx) => {
      const current = await loadProductVersion(product.slug, tx);
      if (!current) return false;
      if (parsed.data.position === null) {
        const [last] = await tx
          .select({ max: sql<number | null>`max(${schema.productRetailers.position})` })
          .from(schema.productRetailers)
          .where(eq(schema.productRetailers.productSlug, product.slug));
        await tx.insert(schema.productRetailers).values({
          productSlug: product.slug,
          position: (last?.max ?? -1) + 1,
          name: values.name,
          url: values.url,
          price: values.price,
          checkedOn: values.checkedOn,
        });
      } else {
        const updated = await tx
          .update(schema.productRetailers)
          .set({ name: values.name, url: values.url, price: values.price, checkedOn: values.checkedOn })
          .where(
            and(
              eq(schema.productRetailers.productSlug, product.slug),
              eq(schema.productRetailers.position, parsed.data.position),
            ),
          )
          .returning({ position: schema.productRetailers.position });
        if (updated.length === 0) return false;
      }
      await tx.update(schema.products).set({ editedAt: new Date() }).where(eq(schema.products.slug, product.slug));
      await commitProductSave(
        { before: current, slug: product.slug, change, actorId: parsed.data.actorId ?? null },
        tx,
      );
      return true;
    });
  } catch (error) {
    if (error instanceof ProductRefused) return error.refusal;
    throw error;
  }
  if (!done) return refuse("missing", M.retailerMissing);
  changed(product.slug, "retailer");
  return { ok: true };
}

/**
 * Scheduled products whose time has come, marked as gone live exactly once across instances (one UPDATE …
 * RETURNING), each announced with `catalogue.changed` so its pages (review, roundups, lists, search, sitemap)
 * leave every instance's page cache at once instead of at the next change. Run by the background jobs at each
 * product's own time and every minute (server/background-jobs.ts). Visibility never waits for it: every public
 * read asks `published_at <= now()` itself.
 */
export async function publishDueProducts(database: Database = defaultDb): Promise<string[]> {
  const rows = await database
    .update(schema.products)
    .set({ wentLiveAt: sql`now()` })
    .where(
      and(
        eq(schema.products.status, "published"),
        isNull(schema.products.reviewHold),
        isNotNull(schema.products.publishedAt),
        lte(schema.products.publishedAt, sql`now()`),
        or(isNull(schema.products.wentLiveAt), lt(schema.products.wentLiveAt, schema.products.publishedAt)),
      ),
    )
    .returning({ slug: schema.products.slug });
  for (const row of rows) changed(row.slug, "status");
  return rows.map((row) => row.slug);
}
