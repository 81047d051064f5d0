/*
 * The article form's words and choices that need no zod, apart from its schemas (schema.ts, which does not
 * import this file: a module both use would be bundled with the schemas, and the form's first script would
 * carry zod). The schemas load after hydration (issue 62).
 */

export const MISSING_FIELDS = {
  title: "Missing Fields",
  description: "Please fill out all fields and upload an image.",
} as const;

/** Categories offered as suggestions in the form (free text is allowed). */
export const ARTICLE_CATEGORIES = [
  "Hormones & Menopause",
  "Nutrition",
  "Sleep",
  "Stress & Mental Health",
  "Movement",
  "Gut Health",
] as const;
