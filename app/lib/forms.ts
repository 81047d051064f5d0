import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { storableText } from "#app/lib/text.ts";

/**
 * The one path from a posted form to validated values or field errors, for
 * every form of the site, on both sides (docs/conventions.md "Forms and input"):
 *
 *   browser  useSubmissionForm → onValidate → parseSubmission(formData, schema)
 *   server   action → parseSubmission(await readFormData(request), schema)
 *            → submission.value, or data({ result: submission.reply() }, 400)
 *
 * Conform (`@conform-to/zod`) reads the FormData (an empty field counts as
 * missing), runs the form's zod schema and keys the issues by field name. The
 * reply sent back carries the field errors and what was typed, so a form posted
 * without JavaScript shows its errors and keeps its values; passwords are
 * hidden from it (`PASSWORD_FIELDS`).
 */
export type FormResult = SubmissionResult<string[]>;

/** Field names whose typed value never goes back to the browser. */
export const PASSWORD_FIELDS = ["password", "confirmPassword"];

/**
 * A copy of the form whose text values can be stored: PostgreSQL text cannot
 * hold U+0000, so it is removed before anything reads the values.
 */
function storableForm(formData: FormData): FormData {
  const copy = new FormData();
  for (const [name, value] of formData) copy.append(name, typeof value === "string" ? storableText(value) : value);
  return copy;
}

/** Validates a posted form with its schema (the same call runs in the browser and in the action). */
export function parseSubmission<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(storableForm(formData), { schema });
}

type Replying = {
  reply: (options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }) => FormResult;
};

/** The reply of a form whose values were valid but whose submission failed: a form-level message. */
export function formErrorReply(submission: Replying, message: string): FormResult {
  return submission.reply({ formErrors: [message], hideFields: PASSWORD_FIELDS });
}

/** The reply of a form whose values the domain refused after the schema passed: messages under fields. */
export function fieldErrorReply(submission: Replying, fieldErrors: Record<string, string[]>): FormResult {
  return submission.reply({ fieldErrors, hideFields: PASSWORD_FIELDS });
}

/** The reply of a form whose values were refused by its schema (passwords never echoed). */
export function invalidReply(submission: Replying): FormResult {
  return submission.reply({ hideFields: PASSWORD_FIELDS });
}

/** The first message of a reply: the form-level one, else the first field's (for a toast). */
export function firstError(result: FormResult, order: readonly string[] = []): string | undefined {
  const errors = result.error ?? {};
  const formLevel = errors[""];
  if (formLevel?.length) return formLevel[0];
  for (const name of order) if (errors[name]?.length) return errors[name]![0];
  for (const messages of Object.values(errors)) if (messages?.length) return messages[0];
  return undefined;
}

/**
 * The submitted fields of a form post. A body that is not a readable form (malformed multipart, a wrong
 * content type, a cut-off upload) counts as an empty form: the form's own rules then answer it with their
 * messages (400) and nothing changes, instead of an error page.
 */
export async function readFormData(request: Request): Promise<FormData> {
  return request.formData().catch(() => new FormData());
}
