import { eq } from "drizzle-orm";
import { z } from "zod";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { changed, methodRefusal, SLUG } from "./editing.server.ts";
import { EDITING_MESSAGES as M } from "./messages.ts";
import { CATEGORY_NAMES, EVIDENCE_GRADES } from "./product.ts";
import { loadCatalogue } from "./store.server.ts";
import type { StoredProduct } from "./stored-product.ts";
import { renameItem } from "#app/domain/editorial/records.server.ts";
import {
  checkChange,
  commitProductSave,
  loadProductVersion,
  ProductRefused,
  type ProductRefusal,
} from "./product-versions.server.ts";

/** The editor's product command: a product's own fields (editing.server.ts has the others). */
// --- Product ----------------------------------------------------------------------------------------------

/** Slugs the admin's own routes use (/admin/catalogue/new), so no product can hide them. */
export const RESERVED_SLUGS = ["new"] as const;

export const productInput = z.object({
  /** The slug the product had (null: a new product). */
  currentSlug: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  longDescription: z.string(),
  features: z.array(z.string()).max(100),
  cons: z.array(z.string()).max(100),
  whoIsItFor: z.string(),
  evidence: z.string(),
  safetyNote: z.string(),
  imageSrc: z.string(),
  imageAlt: z.string(),
  /** What the save is (the page history) and its summary; a new product's first version needs none. */
  changeKind: z.string().optional(),
  changeSummary: z.string().max(2_000).optional(),
  actorId: z.string().nullable().optional(),
});

/** The message of each field, for a form that sent it in the wrong shape. */
const FIELD_MESSAGES: Record<string, string> = {
  slug: M.slugFormat,
  name: M.nameRequired,
  category: M.categoryUnknown,
  description: M.descriptionRequired,
  longDescription: M.longDescriptionRequired,
  features: M.featuresFormat,
  cons: M.consFormat,
  whoIsItFor: M.audienceFormat,
  evidence: M.evidenceUnknown,
  safetyNote: M.safetyNoteFormat,
  imageSrc: M.imagePath,
  imageAlt: M.imageAltRequired,
};

/** A product's own fields, each checked with its message beside it; `values` only when there is none. */
export function checkProductFields(input: z.infer<typeof productInput>) {
  const fields: Record<string, string> = {};
  const text = (value: string) => value.replace(/\s+/g, " ").trim();
  const slug = input.slug.trim();
  if (!SLUG.test(slug) || slug.length > 80) fields.slug = M.slugFormat;
  else if ((RESERVED_SLUGS as readonly string[]).includes(slug)) fields.slug = M.slugReserved;
  const name = text(input.name);
  if (name.length === 0 || name.length > 120) fields.name = M.nameRequired;
  if (!(CATEGORY_NAMES as readonly string[]).includes(input.category)) fields.category = M.categoryUnknown;
  const description = text(input.description);
  if (description.length === 0 || description.length > 300) fields.description = M.descriptionRequired;
  const longDescription = input.longDescription.trim();
  if (longDescription.length === 0 || longDescription.length > 2000) fields.longDescription = M.longDescriptionRequired;
  const features = input.features.map(text).filter(Boolean);
  if (features.length > 12 || features.some((f) => f.length > 200)) fields.features = M.featuresFormat;
  const cons = input.cons.map(text).filter(Boolean);
  if (cons.length > 12 || cons.some((c) => c.length > 200)) fields.cons = M.consFormat;
  const whoIsItFor = text(input.whoIsItFor);
  if (whoIsItFor.length > 600) fields.whoIsItFor = M.audienceFormat;
  if (!(EVIDENCE_GRADES as readonly string[]).includes(input.evidence)) fields.evidence = M.evidenceUnknown;
  const safetyNote = text(input.safetyNote);
  if (safetyNote.length > 600) fields.safetyNote = M.safetyNoteFormat;
  const imageSrc = input.imageSrc.trim();
  if (imageSrc && !/^\/(uploads|images)\/[\w./-]+$/.test(imageSrc)) fields.imageSrc = M.imagePath;
  const imageAlt = text(input.imageAlt);
  if (imageSrc && (imageAlt.length === 0 || imageAlt.length > 200)) fields.imageAlt = M.imageAltRequired;
  return {
    fields,
    values: {
      slug,
      name,
      category: input.category,
      description,
      longDescription,
      features,
      cons,
      whoIsItFor,
      evidence: input.evidence as StoredProduct["evidence"],
      safetyNote: safetyNote || null,
      imageSrc: imageSrc || null,
      imageAlt: imageAlt || null,
    },
  };
}

/**
 * Creates a product (as a draft) or saves one's own fields. A slug another product has is refused; renaming
 * a slug carries its review, retailers, roundup places and listings with it (the tables cascade).
 */
export async function saveProduct(
  input: z.infer<typeof productInput>,
  database: Database = defaultDb,
): Promise<{ ok: true; slug: string } | Refusal<"invalid" | "missing" | "taken" | "method"> | ProductRefusal> {
  const parsed = productInput.safeParse(input);
  if (!parsed.success) {
    // A form that sent the wrong shape (too many lines, a missing field): the message of the field it broke.
    const field = String(parsed.error.issues[0]?.path[0] ?? "name");
    const message = FIELD_MESSAGES[field] ?? M.nameRequired;
    return refuse("invalid", message, { field, fields: { [field]: message } });
  }
  const { fields, values } = checkProductFields(parsed.data);
  const { fields: changeFields, change } = checkChange(parsed.data);
  Object.assign(fields, changeFields);
  const first = Object.keys(fields)[0];
  if (first) return refuse("invalid", fields[first]!, { field: first, fields });
  const before = await loadCatalogue("editor", database);
  const current = parsed.data.currentSlug;
  const existing = current === null ? null : before.products.find((p) => p.slug === current);
  if (current !== null && !existing) return refuse("missing", M.productMissing);
  if (values.slug !== current && before.products.some((p) => p.slug === values.slug))
    return refuse("taken", M.slugTaken, { field: "slug", fields: { slug: M.slugTaken } });
  const features = values.features.map((text) => ({ icon: "BadgeCheck" as const, text }));
  const next: StoredProduct = {
    ...(existing ?? {
      form: null,
      retailers: [],
      status: "draft" as const,
      publishedAt: null,
      position: 1000,
      sources: [],
    }),
    slug: values.slug,
    name: values.name,
    category: values.category as StoredProduct["category"],
    description: values.description,
    longDescription: values.longDescription,
    features: existing
      ? values.features.map((text, i) => ({ icon: existing.features[i]?.icon ?? "BadgeCheck", text }))
      : features,
    cons: values.cons,
    whoIsItFor: values.whoIsItFor,
    evidence: values.evidence,
    ...(values.safetyNote ? { safetyNote: values.safetyNote } : { safetyNote: undefined }),
    imageSrc: values.imageSrc ?? "",
    imageAlt: values.imageAlt ?? values.name,
  };
  const after = existing
    ? { ...before, products: before.products.map((p) => (p.slug === existing.slug ? next : p)) }
    : { ...before, products: [...before.products, next] };
  const refusal = methodRefusal(before, after);
  if (refusal) return refusal;
  const row = {
    slug: values.slug,
    name: values.name,
    category: values.category,
    description: values.description,
    longDescription: values.longDescription,
    features: next.features,
    ownCons: values.cons,
    ownAudience: values.whoIsItFor,
    evidence: values.evidence,
    safetyNote: values.safetyNote,
    imageSrc: values.imageSrc,
    imageAlt: values.imageAlt,
    editedAt: new Date(),
    updatedAt: new Date(),
  };
  try {
    if (existing)
      await database.transaction(async (tx) => {
        const current = await loadProductVersion(existing.slug, tx);
        if (!current) return;
        await tx.update(schema.products).set(row).where(eq(schema.products.slug, existing.slug));
        if (values.slug !== existing.slug) {
          // The full review and its editorial details are kept by the slug without a foreign key (the spec's
          // product_reviews): they move with it, as its revisions and sign-offs do.
          await tx
            .update(schema.productReviews)
            .set({ productSlug: values.slug })
            .where(eq(schema.productReviews.productSlug, existing.slug));
          await tx
            .update(schema.reviewEditorial)
            .set({ productSlug: values.slug })
            .where(eq(schema.reviewEditorial.productSlug, existing.slug));
        }
        await renameItem("product", existing.slug, values.slug, tx);
        await commitProductSave(
          { before: current, slug: values.slug, change, actorId: parsed.data.actorId ?? null },
          tx,
        );
      });
    else
      await database
        .insert(schema.products)
        .values({ ...row, status: "draft", updatedBy: parsed.data.actorId ?? null });
  } catch (error) {
    if (error instanceof ProductRefused) return error.refusal;
    // Two editors creating the same slug at once: the second meets the primary key.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === "23505")
      return refuse("taken", M.slugTaken, { field: "slug", fields: { slug: M.slugTaken } });
    throw error;
  }
  changed(values.slug, "product");
  return { ok: true, slug: values.slug };
}
