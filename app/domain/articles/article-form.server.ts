import { logger } from "#platform/logger.ts";
import { MAX_UPLOAD_BYTES, storeImage, UploadError, UPLOAD_MESSAGES } from "#platform/uploads.ts";
import {
  ArticleError,
  createArticle,
  TITLE_LOCKED_MESSAGE,
  updateArticle,
  type Article,
} from "./articles.server.ts";
import {
  ARTICLE_FIELD_NAMES,
  CREATE_INTENTS,
  createArticleSchema,
  EDIT_INTENTS,
  formToObject,
  MISSING_FIELDS,
  PUBLICATION_FIELD_NAMES,
  readPublication,
  updateArticleSchema,
  type FieldErrors,
  type Publication,
} from "./schema.ts";

/**
 * Reading and applying the article forms. Routes call these and only decide
 * where to go next. Failures come back as field errors + the toast to show,
 * with the submitted values so a form without JavaScript keeps its input.
 */
export type FormFailure = {
  ok: false;
  errors: FieldErrors;
  toast: { title: string; description: string };
  values: Record<string, string>;
};

type Parsed = { values: Record<string, string>; failure: FormFailure | null };

function failure(values: Record<string, string>, title: string, description: string, errors: FieldErrors = {}): FormFailure {
  return { ok: false, errors, toast: { title, description }, values };
}

/**
 * Reads the posted form. A form sent without JavaScript may carry the image
 * file itself (multipart) instead of an already uploaded image_url: it is
 * checked and stored exactly like an upload through /api/uploads.
 */
async function readForm(request: Request): Promise<Parsed> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_UPLOAD_BYTES + 1024 * 1024) {
    return {
      values: {},
      failure: failure({}, "Upload failed", UPLOAD_MESSAGES.tooLarge, { image_url: [UPLOAD_MESSAGES.tooLarge] }),
    };
  }
  const form = await request.formData();
  const raw = formToObject(form, [...ARTICLE_FIELD_NAMES, ...PUBLICATION_FIELD_NAMES, "slug"]);
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) if (value !== undefined) values[key] = value;
  const files = form.getAll("image").filter((f): f is File => typeof f !== "string" && f.size > 0);
  if (files.length > 1) {
    return { values, failure: failure(values, "Upload failed", UPLOAD_MESSAGES.tooMany, { image_url: [UPLOAD_MESSAGES.tooMany] }) };
  }
  if (files[0] && !values.image_url?.trim()) {
    try {
      const manifest = await storeImage(Buffer.from(await files[0].arrayBuffer()), files[0].name);
      values.image_url = manifest.url;
    } catch (error) {
      const message = error instanceof UploadError ? error.message : "The image could not be stored. Please try again.";
      if (!(error instanceof UploadError)) logger.error({ err: error }, "image upload in article form failed");
      return { values, failure: failure(values, "Upload failed", message, { image_url: [message] }) };
    }
  }
  return { values, failure: null };
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    (errors[key] ??= []).push(issue.message);
  }
  return errors as FieldErrors;
}

export type Saved = { ok: true; article: Article; publication: Publication };

/** Spec §2.4 / §5 new article: published at once by default, or a draft, or scheduled. */
export async function submitNewArticle(
  request: Request,
  options: { actorId: string; now?: Date },
): Promise<Saved | FormFailure> {
  const { values, failure: readFailure } = await readForm(request);
  if (readFailure) return readFailure;
  const parsed = createArticleSchema.safeParse(values);
  if (!parsed.success) {
    return failure(values, MISSING_FIELDS.title, MISSING_FIELDS.description, fieldErrors(parsed.error.issues));
  }
  const publishing = readPublication(values, CREATE_INTENTS, options.now ?? new Date());
  if (!publishing.ok) {
    return failure(values, "Creation Failed", publishing.message, { [publishing.field]: [publishing.message] });
  }
  try {
    const article = await createArticle(parsed.data, { publication: publishing.publication, actorId: options.actorId });
    return { ok: true, article, publication: publishing.publication };
  } catch (error) {
    if (error instanceof ArticleError) {
      return failure(values, "Creation Failed", error.message, { [error.field]: [error.message] });
    }
    logger.error({ err: error }, "article creation failed");
    const message = "The article could not be saved. Please try again.";
    return failure(values, "Creation Failed", message, { form: [message] });
  }
}

/** Spec §2.4 edit: title and slug are fixed; any attempt to change them is refused. */
export async function submitArticleEdit(
  request: Request,
  article: Article,
  options: { actorId: string; now?: Date },
): Promise<Saved | FormFailure> {
  const { values, failure: readFailure } = await readForm(request);
  if (readFailure) return { ...readFailure, toast: { title: "Update Failed", description: readFailure.toast.description } };
  if ((values.title !== undefined && values.title !== article.title) || (values.slug !== undefined && values.slug !== article.slug)) {
    return failure(values, "Update Failed", TITLE_LOCKED_MESSAGE, { title: [TITLE_LOCKED_MESSAGE] });
  }
  const parsed = updateArticleSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return failure(values, "Update Failed", "Please fill out all fields and upload an image.", errors);
  }
  const publishing = readPublication(values, EDIT_INTENTS, options.now ?? new Date());
  if (!publishing.ok) {
    return failure(values, "Update Failed", publishing.message, { [publishing.field]: [publishing.message] });
  }
  try {
    const updated = await updateArticle(article.id, parsed.data, { publication: publishing.publication, actorId: options.actorId });
    if (!updated) return failure(values, "Update Failed", "This article no longer exists.", { form: ["This article no longer exists."] });
    return { ok: true, article: updated, publication: publishing.publication };
  } catch (error) {
    if (error instanceof ArticleError) return failure(values, "Update Failed", error.message, { form: [error.message] });
    logger.error({ err: error }, "article update failed");
    const message = "Your changes could not be saved. Please try again.";
    return failure(values, "Update Failed", message, { form: [message] });
  }
}
