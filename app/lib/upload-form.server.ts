import { readFormData } from "#app/lib/forms.ts";
import { logger } from "#platform/logger.ts";
import { MAX_UPLOAD_BYTES, storeImage, UploadError, UPLOAD_MESSAGES } from "#platform/uploads.ts";

/** What a form with an image answers when the image could not be stored for a reason the upload did not say. */
export const IMAGE_NOT_STORED = "The image could not be stored. Please try again.";

/**
 * Reads a posted form that may carry an image (the article, person and product forms). Once the page runs
 * React the image is uploaded on its own through /api/uploads and the form sends its url in `urlField`; a
 * form sent without JavaScript carries the file itself (multipart, in `image`): it is checked and stored
 * exactly like an upload (platform/uploads.ts: real JPEG/PNG/GIF by its bytes, 10 MB) and its url takes the
 * place of `urlField`. Null when the body is over the upload limit.
 */
export async function readFormWithImage(
  request: Request,
  urlField: string,
): Promise<{ formData: FormData; uploadError: string | null } | null> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_UPLOAD_BYTES + 1024 * 1024) return null;
  const formData = await readFormData(request);
  const files = formData.getAll("image").filter((f): f is File => typeof f !== "string" && f.size > 0);
  formData.delete("image");
  if (files.length > 1) return { formData, uploadError: UPLOAD_MESSAGES.tooMany };
  const imageUrl = formData.get(urlField);
  if (files[0] && !(typeof imageUrl === "string" && imageUrl.trim())) {
    try {
      const manifest = await storeImage(Buffer.from(await files[0].arrayBuffer()), files[0].name);
      formData.set(urlField, manifest.url);
    } catch (error) {
      if (!(error instanceof UploadError)) logger.error({ err: error }, "image upload in a form failed");
      return { formData, uploadError: error instanceof UploadError ? error.message : IMAGE_NOT_STORED };
    }
  }
  return { formData, uploadError: null };
}
