import { saveArticleEdit, saveNewArticle, titleChangeRefusal, type Saved } from "#app/domain/articles/saving.server.ts";
import type { Article } from "#app/domain/articles/articles.server.ts";
import { MISSING_FIELDS } from "#app/domain/articles/form-copy.ts";
import { createArticleSchema, updateArticleSchema } from "#app/domain/articles/schema.ts";
import { fieldErrorReply, formErrorReply, parseSubmission, type FormResult } from "#app/lib/forms.ts";
import { readFormWithImage } from "#app/lib/upload-form.server.ts";
import { UPLOAD_MESSAGES } from "#platform/uploads.ts";
import type { Refusal } from "#app/lib/refusal.ts";
import { refusalFormErrors } from "#app/lib/refusal-answers.ts";

/**
 * Reading the article forms for the routes that show them (/articles/add, /admin/articles/new,
 * /articles/:slug/edit): the posted form (with an image sent without JavaScript) is parsed once by its
 * schema through Conform (app/lib/forms.ts), the domain saves the values, and a refusal comes back as the
 * form's reply (field errors and the submitted values, so a form without JavaScript keeps its input) plus
 * the toast to show.
 */
export type FormFailure = {
  ok: false;
  result: FormResult;
  toast: { title: string; description: string };
};

function failure(result: FormResult, title: string, description: string): FormFailure {
  return { ok: false, result, toast: { title, description } };
}

const tooLarge = (title: string): FormFailure =>
  failure(
    { status: "error", initialValue: {}, error: { image_url: [UPLOAD_MESSAGES.tooLarge] } },
    title,
    UPLOAD_MESSAGES.tooLarge,
  );

/** The article form's image comes as `image_url` (app/lib/upload-form.server.ts). */
const readForm = (request: Request) => readFormWithImage(request, "image_url");

type Replying = Parameters<typeof fieldErrorReply>[0];

/** A domain refusal as the form's reply: under its field, or form-level. */
function refusalReply(submission: Replying, refusal: Refusal): FormResult {
  return refusal.field === undefined
    ? formErrorReply(submission, refusal.message)
    : fieldErrorReply(submission, refusalFormErrors(refusal, refusal.field));
}

/** New article: published at once by default, or a draft, or scheduled. */
export async function submitNewArticle(
  request: Request,
  options: { actorId: string; now?: Date },
): Promise<Saved | FormFailure> {
  const read = await readForm(request);
  if (!read) return tooLarge("Upload failed");
  const submission = parseSubmission(read.formData, createArticleSchema);
  if (read.uploadError)
    return failure(fieldErrorReply(submission, { image_url: [read.uploadError] }), "Upload failed", read.uploadError);
  if (submission.status !== "success") {
    return failure(submission.reply(), MISSING_FIELDS.title, MISSING_FIELDS.description);
  }
  const saved = await saveNewArticle(submission.value, options);
  if (!saved.ok) return failure(refusalReply(submission, saved), "Creation Failed", saved.message);
  return saved;
}

/** Edit: title and slug are fixed; any attempt to change them is refused. */
export async function submitArticleEdit(
  request: Request,
  article: Article,
  options: { actorId: string; now?: Date },
): Promise<Saved | FormFailure> {
  const read = await readForm(request);
  if (!read) return tooLarge("Update Failed");
  const submission = parseSubmission(read.formData, updateArticleSchema);
  if (read.uploadError)
    return failure(fieldErrorReply(submission, { image_url: [read.uploadError] }), "Update Failed", read.uploadError);
  const text = (name: string) => {
    const value = read.formData.get(name);
    return typeof value === "string" ? value : value === null ? null : "";
  };
  const submitted = { title: text("title"), slug: text("slug") };
  const locked = titleChangeRefusal(article, submitted);
  if (locked) return failure(refusalReply(submission, locked), "Update Failed", locked.message);
  if (submission.status !== "success") {
    return failure(submission.reply(), "Update Failed", "Please fill out all fields and upload an image.");
  }
  const saved = await saveArticleEdit(article, submission.value, options);
  if (!saved.ok) return failure(refusalReply(submission, saved), "Update Failed", saved.message);
  return saved;
}
