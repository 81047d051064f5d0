import { z } from "zod";

/**
 * The article forms (spec §2.4, §5), shared by the browser and the server
 * (read by Conform: an empty field arrives as missing, hence the message on
 * z.string() itself). Every field but author_name is required when creating
 * (spec §5); editing never touches title or slug. The keys are in the order of
 * the fields on the page.
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

/** Categories offered as suggestions in the form (free text is allowed). */
export const ARTICLE_CATEGORIES = [
  "Hormones & Menopause",
  "Nutrition",
  "Sleep",
  "Stress & Mental Health",
  "Movement",
  "Gut Health",
] as const;
