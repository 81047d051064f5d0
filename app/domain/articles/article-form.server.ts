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
  CREATE_INTENTS,
  createArticleSchema,
  EDIT_INTENTS,
  MISSING_FIELDS,
  readPublication,
  updateArticleSchema,
  type Publication,
} from "./schema.ts";
import { fieldErrorReply, formErrorReply, parseSubmission, type FormResult, readFormData } from "#app/lib/forms.ts";

/**
 * Reading and applying the article forms. Routes call these and only decide
 * where to go next. The form is parsed once, by its schema, through Conform
 * (app/lib/forms.ts); a failure comes back as that reply (field errors and
 * the submitted values, so a form without JavaScript keeps its input) plus the
 * toast to show.
 */
export type FormFailure = {
  ok: false;
  result: FormResult;
  toast: { title: string; description: string };
};

function failure(result: FormResult, title: string, description: string): FormFailure {
  return { ok: false, result, toast: { title, description } };
}

const tooLarge = (): FormFailure =>
  failure({ status: "error", initialValue: {}, error: { image_url: [UPLOAD_MESSAGES.tooLarge] } }, "Upload failed", UPLOAD_MESSAGES.tooLarge);

/**
 * Reads the posted form. A form sent without JavaScript may carry the image
 * file itself (multipart) instead of an already uploaded image_url: it is
 * checked and stored exactly like an upload through /api/uploads, and its url
 * takes the place of image_url before the schema runs. Null when the body is
 * over the upload limit.
 */
async function readForm(request: Request): Promise<{ formData: FormData; uploadError: string | null } | null> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_UPLOAD_BYTES + 1024 * 1024) return null;
  const formData = await readFormData(request);
  const files = formData.getAll("image").filter((f): f is File => typeof f !== "string" && f.size > 0);
  formData.delete("image");
  if (files.length > 1) return { formData, uploadError: UPLOAD_MESSAGES.tooMany };
  const imageUrl = formData.get("image_url");
  if (files[0] && !(typeof imageUrl === "string" && imageUrl.trim())) {
    try {
      const manifest = await storeImage(Buffer.from(await files[0].arrayBuffer()), files[0].name);
      formData.set("image_url", manifest.url);
    } catch (error) {
      if (!(error instanceof UploadError)) logger.error({ err: error }, "image upload in article form failed");
      return { formData, uploadError: error instanceof UploadError ? error.message : "The image could not be stored. Please try again." };
    }
  }
  return { formData, uploadError: null };
}

export type Saved = { ok: true; article: Article; publication: Publication };

/** A publishing refusal (readPublication) as the form's reply: under publish_at, or form-level. */
function publicationReply(
  submission: Parameters<typeof fieldErrorReply>[0],
  refusal: { field: "publish_at" | "form"; message: string },
): FormResult {
  return refusal.field === "form"
    ? formErrorReply(submission, refusal.message)
    : fieldErrorReply(submission, { [refusal.field]: [refusal.message] });
}

/** Spec §2.4 / §5 new article: published at once by default, or a draft, or scheduled. */
export async function submitNewArticle(
  request: Request,
  options: { actorId: string; now?: Date },
): Promise<Saved | FormFailure> {
  const read = await readForm(request);
  if (!read) return tooLarge();
  const submission = parseSubmission(read.formData, createArticleSchema);
  if (read.uploadError) return failure(fieldErrorReply(submission, { image_url: [read.uploadError] }), "Upload failed", read.uploadError);
  if (submission.status !== "success") {
    return failure(submission.reply(), MISSING_FIELDS.title, MISSING_FIELDS.description);
  }
  const publishing = readPublication(submission.value, CREATE_INTENTS, options.now ?? new Date());
  if (!publishing.ok) return failure(publicationReply(submission, publishing), "Creation Failed", publishing.message);
  try {
    const article = await createArticle(submission.value, { publication: publishing.publication, actorId: options.actorId });
    return { ok: true, article, publication: publishing.publication };
  } catch (error) {
    if (error instanceof ArticleError) {
      return failure(fieldErrorReply(submission, { [error.field]: [error.message] }), "Creation Failed", error.message);
    }
    logger.error({ err: error }, "article creation failed");
    const message = "The article could not be saved. Please try again.";
    return failure(formErrorReply(submission, message), "Creation Failed", message);
  }
}

/** Spec §2.4 edit: title and slug are fixed; any attempt to change them is refused. */
export async function submitArticleEdit(
  request: Request,
  article: Article,
  options: { actorId: string; now?: Date },
): Promise<Saved | FormFailure> {
  const read = await readForm(request);
  if (!read) return { ...tooLarge(), toast: { title: "Update Failed", description: UPLOAD_MESSAGES.tooLarge } };
  const submission = parseSubmission(read.formData, updateArticleSchema);
  if (read.uploadError) return failure(fieldErrorReply(submission, { image_url: [read.uploadError] }), "Update Failed", read.uploadError);
  const title = read.formData.get("title");
  const slug = read.formData.get("slug");
  if ((title !== null && title !== article.title) || (slug !== null && slug !== article.slug)) {
    return failure(fieldErrorReply(submission, { title: [TITLE_LOCKED_MESSAGE] }), "Update Failed", TITLE_LOCKED_MESSAGE);
  }
  if (submission.status !== "success") {
    return failure(submission.reply(), "Update Failed", "Please fill out all fields and upload an image.");
  }
  const publishing = readPublication(submission.value, EDIT_INTENTS, options.now ?? new Date());
  if (!publishing.ok) return failure(publicationReply(submission, publishing), "Update Failed", publishing.message);
  try {
    const updated = await updateArticle(article.id, submission.value, { publication: publishing.publication, actorId: options.actorId });
    if (!updated) return failure(formErrorReply(submission, "This article no longer exists."), "Update Failed", "This article no longer exists.");
    return { ok: true, article: updated, publication: publishing.publication };
  } catch (error) {
    if (error instanceof ArticleError) return failure(formErrorReply(submission, error.message), "Update Failed", error.message);
    logger.error({ err: error }, "article update failed");
    const message = "Your changes could not be saved. Please try again.";
    return failure(formErrorReply(submission, message), "Update Failed", message);
  }
}
