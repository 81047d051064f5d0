import { saveProduct } from "#app/domain/catalogue/product-editing.server.ts";
import { PRODUCT_FORM as F } from "#app/domain/catalogue/messages.ts";
import { readFormWithImage } from "#app/lib/upload-form.server.ts";
import { UPLOAD_MESSAGES } from "#platform/uploads.ts";
import { PRODUCT_FORM_FIELDS, type ProductFormValues } from "#app/components/catalogue/product-form.tsx";

export type { ProductFormValues };

/** A refused product form: each field's message, the form's own message, and what was typed (kept). */
export type ProductFormFailure = {
  ok: false;
  errors: Record<string, string[]>;
  formError: string | null;
  values: ProductFormValues;
  /** What the save was said to be (kept after a refusal). */
  change?: { changeKind: string; changeSummary: string };
};

const lines = (text: string) => text.split(/\r?\n/);

/**
 * Reads the product form (/admin/catalogue/new, and the details on /admin/catalogue/:slug) and saves it through
 * `saveProduct`, where every field and the review method are checked. `currentSlug` is the product the page
 * is about (null: a new one), from the URL, never from the form. An image sent without JavaScript is stored
 * like an upload; one too large or not an image is refused under the image and nothing is saved.
 */
export async function submitProductForm(
  request: Request,
  currentSlug: string | null,
  actorId: string | null = null,
): Promise<{ ok: true; slug: string; name: string } | ProductFormFailure> {
  const read = await readFormWithImage(request, "imageSrc");
  const empty = Object.fromEntries(PRODUCT_FORM_FIELDS.map((name) => [name, ""])) as ProductFormValues;
  if (!read) return { ok: false, errors: { imageSrc: [UPLOAD_MESSAGES.tooLarge] }, formError: null, values: empty };
  const values = Object.fromEntries(
    PRODUCT_FORM_FIELDS.map((name) => {
      const value = read.formData.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as ProductFormValues;
  const text = (name: string) => {
    const value = read.formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const change = { changeKind: text("changeKind"), changeSummary: text("changeSummary") };
  if (read.uploadError) return { ok: false, errors: { imageSrc: [read.uploadError] }, formError: null, values, change };
  const result = await saveProduct({
    currentSlug,
    slug: values.slug,
    name: values.name,
    category: values.category,
    description: values.description,
    longDescription: values.longDescription,
    features: lines(values.features),
    cons: lines(values.cons),
    whoIsItFor: values.whoIsItFor,
    evidence: values.evidence,
    safetyNote: values.safetyNote,
    imageSrc: values.imageSrc,
    imageAlt: values.imageAlt,
    ...(currentSlug === null ? {} : change),
    actorId,
  });
  if (result.ok) return { ok: true, slug: result.slug, name: values.name.replace(/\s+/g, " ").trim() };
  const fields = result.fields ?? (result.field ? { [result.field]: result.message } : {});
  const errors = Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, [message]]));
  return {
    ok: false,
    errors,
    formError: Object.keys(errors).length > 0 ? F.checkFields : result.message,
    values,
    change,
  };
}
