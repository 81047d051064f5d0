import { z } from "zod";
import { storableText } from "#app/lib/text.ts";

/**
 * The article forms (spec §2.4, §5), shared by the browser and the server.
 * Every field but author_name is required when creating (spec §5); editing
 * never touches title or slug.
 */
export const MISSING_FIELDS = {
  title: "Missing Fields",
  description: "Please fill out all fields and upload an image.",
} as const;

export const TITLE_MAX = 200;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Where a featured image may come from: our uploads or the built-in starter images. */
export const IMAGE_URL_PATTERN = /^\/(uploads\/public\/[A-Za-z0-9-]+\.(?:jpe?g|png|gif)|images\/articles\/[a-z0-9-]+\.webp)$/;

export const imageUrlField = z
  .string({ error: "Please upload an image." })
  .trim()
  .min(1, "Please upload an image.")
  .regex(IMAGE_URL_PATTERN, "Please upload the image with the upload button.");

const fields = {
  category: required("Category", 80),
  author_name: z
    .string()
    .trim()
    .max(120, "Author name must be at most 120 characters.")
    .optional()
    .transform((value) => (value ? value : null)),
  image_url: imageUrlField,
  image_description: required("Image description", 300),
  excerpt: required("Excerpt", 600),
  content: required("Content", 200_000),
};

export const createArticleSchema = z.object({ title: required("Title", TITLE_MAX), ...fields });
export const updateArticleSchema = z.object(fields);

export type CreateArticleInput = z.output<typeof createArticleSchema>;
export type UpdateArticleInput = z.output<typeof updateArticleSchema>;

export type FieldErrors = Partial<Record<keyof z.input<typeof createArticleSchema> | "form", string[]>>;

/** Reads the form's fields into a plain object (missing fields stay undefined). */
export function formToObject(form: FormData, names: readonly string[]): Record<string, string | undefined> {
  const result: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = form.get(name);
    result[name] = typeof value === "string" ? storableText(value) : undefined;
  }
  return result;
}

export const ARTICLE_FIELD_NAMES = [
  "title",
  "category",
  "author_name",
  "image_url",
  "image_description",
  "excerpt",
  "content",
] as const;

/** Categories offered as suggestions in the form (free text is allowed). */
export const ARTICLE_CATEGORIES = [
  "Hormones & Menopause",
  "Nutrition",
  "Sleep",
  "Stress & Mental Health",
  "Movement",
  "Gut Health",
] as const;
