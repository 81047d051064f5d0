import {
  EMPTY_INTERVIEW,
  INTERVIEW_FORM_FIELDS,
  type InterviewFormValues,
} from "#app/components/catalogue/interview-form.tsx";
import { readFormWithImage } from "#app/lib/upload-form.server.ts";
import { UPLOAD_MESSAGES } from "#platform/uploads.ts";

/** A read interview form: what was typed, or the image's refusal (nothing is saved then). */
export type InterviewFormRead =
  | { ok: true; values: InterviewFormValues; formData: FormData }
  | { ok: false; errors: Record<string, string[]>; values: InterviewFormValues };

/**
 * Reads the interview form (/admin/interviews/new, an interview's page): its fields as text, and a photo
 * posted without JavaScript stored like an upload (too large or not an image: refused beside the photo).
 */
export async function readInterviewForm(request: Request): Promise<InterviewFormRead> {
  const read = await readFormWithImage(request, "imageSrc");
  if (!read) return { ok: false, errors: { imageSrc: [UPLOAD_MESSAGES.tooLarge] }, values: EMPTY_INTERVIEW };
  const values = Object.fromEntries(
    INTERVIEW_FORM_FIELDS.map((name) => {
      const value = read.formData.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as InterviewFormValues;
  if (read.uploadError) return { ok: false, errors: { imageSrc: [read.uploadError] }, values };
  return { ok: true, values, formData: read.formData };
}

/** A domain refusal's field messages, as the form shows them. */
export function fieldErrors(fields: Record<string, string> | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([name, message]) => [name, [message]]));
}
