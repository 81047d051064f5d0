import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { z } from "zod";

/**
 * The article forms, shared by the browser and the server
 * (read by Conform: an empty field arrives as missing, hence the message on
 * z.string() itself). Every field but author_name is required when creating;
 * editing never touches title or slug. The keys are in the order of
 * the fields on the page.
 */

export const TITLE_MAX = 200;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Where a featured image may come from: our uploads or the built-in starter images. */
export const IMAGE_URL_PATTERN =
  /^\/(uploads\/public\/[A-Za-z0-9-]+\.(?:jpe?g|png|gif)|images\/articles\/[a-z0-9-]+\.webp)$/;

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
  // The publishing choice (the pressed button) and date, read by readPublication below after the
  // schema passed; a refusal comes back through the same reply, under publish_at or the form.
  publish_at: z.string().trim().optional(),
  intent: z.string().trim().optional(),
};

export const CHANGE_SUMMARY_MAX = 200;
export const CORRECTION_SUMMARY_REQUIRED = "Say what was corrected: readers see it in the page history.";

/**
 * What the editor says an edit is: an update (the default), a correction of a fact (its summary is required:
 * the page shows it), or a typo-level fix (keeps a reviewer's sign-off; the server checks it is that small).
 */
const changeFields = {
  change_kind: z.enum(["update", "correction", "typo"], { error: "Choose what kind of change this is." }).optional(),
  change_summary: z
    .string()
    .trim()
    .max(CHANGE_SUMMARY_MAX, `The change summary must be at most ${CHANGE_SUMMARY_MAX} characters.`)
    .optional()
    .transform((value) => (value ? value : null)),
};

export const createArticleSchema = z.object({ title: required("Title", TITLE_MAX), ...fields });
export const updateArticleSchema = z.object({ ...fields, ...changeFields }).superRefine((value, ctx) => {
  if (value.change_kind === "correction" && !value.change_summary)
    ctx.addIssue({ code: "custom", path: ["change_summary"], message: CORRECTION_SUMMARY_REQUIRED });
});

export type CreateArticleInput = z.output<typeof createArticleSchema>;
/** The change fields are optional for callers other than the edit form (a save without them is an update). */
export type UpdateArticleInput = Omit<z.output<typeof updateArticleSchema>, "change_summary"> & {
  change_summary?: string | null;
};

/**
 * Publishing choices. The create screens publish at once by
 * default ('publish' with no date), exactly as the spec has it; a publish date in the future
 * schedules the article instead, and 'draft' keeps it for admins only. The edit screen's
 * 'save' (Save Changes) keeps the article's publishing state as it is.
 *
 * A publish date is a UTC date and time: `YYYY-MM-DDTHH:MM[:SS]` (what a datetime-local
 * field sends, read as UTC, the time zone every date on the site is shown in) or an ISO
 * date with its offset. A date that is not in the future is refused (not published at once):
 * the admin meant a schedule, and publishing now is one click away (clear the date).
 */
export const CREATE_INTENTS = ["publish", "draft"] as const;
export const EDIT_INTENTS = ["save", "publish", "draft"] as const;
export type PublishIntent = (typeof EDIT_INTENTS)[number];

export const PUBLISH_AT_INVALID = "Enter the publish date and time as YYYY-MM-DD HH:MM (UTC).";
export const PUBLISH_AT_PAST =
  "The publish time has already passed. Choose a time in the future to schedule the article, or clear the date to publish it now.";
export const PUBLISH_AT_TOO_FAR = "The publish date must be within the next 5 years.";
export const UNKNOWN_INTENT = "Choose Publish, Save as Draft or Save Changes.";

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Parses a publish date (see above); null when it is not a real date and time. */
export function parsePublishAt(text: string): Date | null {
  const value = text.trim();
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const [year, month, day, hour, minute, second] = local.slice(1).map((part) => Number(part ?? "0")) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    // Date.UTC rolls 2026-02-30 over into March: refuse a date that does not exist.
    const exists =
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day &&
      date.getUTCHours() === hour &&
      date.getUTCMinutes() === minute &&
      date.getUTCSeconds() === second;
    return exists ? date : null;
  }
  if (ISO_WITH_OFFSET.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** A date as a datetime-local field's value in UTC (`YYYY-MM-DDTHH:MM:SS`). */
export function toPublishAtField(date: Date): string {
  return date.toISOString().slice(0, 19);
}

export type Publication = { intent: "save" } | { intent: "draft" } | { intent: "publish"; at: Date | null };

const FIVE_YEARS_MS = 5 * 366 * 24 * 60 * 60 * 1000;

/**
 * Reads the posted intent and publish date. `allowed` is the screen's list of intents; a
 * missing intent is the screen's default (its first). `now` is the server's clock.
 */
export function readPublication(
  values: { intent?: string; publish_at?: string },
  allowed: readonly PublishIntent[],
  now: Date,
): { ok: true; publication: Publication } | Refusal<"publication"> {
  const intent = (values.intent?.trim() || allowed[0]) as PublishIntent;
  // Not about one field: the form as a whole.
  if (!allowed.includes(intent)) return refuse("publication", UNKNOWN_INTENT);
  if (intent !== "publish") return { ok: true, publication: { intent } };
  const text = values.publish_at?.trim() ?? "";
  if (!text) return { ok: true, publication: { intent, at: null } };
  const at = parsePublishAt(text);
  if (!at) return refuse("publication", PUBLISH_AT_INVALID, { field: "publish_at" });
  if (at.getTime() <= now.getTime()) return refuse("publication", PUBLISH_AT_PAST, { field: "publish_at" });
  if (at.getTime() - now.getTime() > FIVE_YEARS_MS)
    return refuse("publication", PUBLISH_AT_TOO_FAR, { field: "publish_at" });
  return { ok: true, publication: { intent, at } };
}
