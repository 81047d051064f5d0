import type { Refusal } from "./refusal.ts";
import type { ShowToastOptions } from "./toast.ts";

/**
 * The one mapper from a domain refusal (app/lib/refusal.ts) to what a route or component answers: an
 * HTTP status with its headers, a destructive toast, or a form's field error. The words are the
 * refusal's own; only the form of the answer is decided here.
 */

/** The HTTP status of a refusal: `statuses` by reason, else 429 when it says when to retry, else 400. */
export function refusalStatus<Reason extends string>(
  refusal: Refusal<Reason>,
  statuses: Partial<Record<Reason, number>> = {},
): number {
  return statuses[refusal.reason] ?? (refusal.retryAfterSeconds !== undefined ? 429 : 400);
}

/** The status and headers of a refused request (`Retry-After` when the refusal says when). */
export function refusalInit<Reason extends string>(
  refusal: Refusal<Reason>,
  statuses: Partial<Record<Reason, number>> = {},
): ResponseInit {
  return {
    status: refusalStatus(refusal, statuses),
    ...(refusal.retryAfterSeconds !== undefined
      ? { headers: { "Retry-After": String(refusal.retryAfterSeconds) } }
      : {}),
  };
}

/** A destructive toast whose title is `title` (or the message alone when there is none). */
export function refusalToast(refusal: Refusal, title?: string): ShowToastOptions {
  return title === undefined
    ? { title: refusal.message, variant: "destructive" }
    : { title, description: refusal.message, variant: "destructive" };
}

/** The refusal as a form's field errors: every field it names, else its field, else `fallback`. */
export function refusalFieldErrors(refusal: Refusal, fallback: string): Record<string, string> {
  return refusal.fields ?? { [refusal.field ?? fallback]: refusal.message };
}

/** The same as Conform's field errors (a list per field), for `fieldErrorReply` (app/lib/forms.ts). */
export function refusalFormErrors(refusal: Refusal, fallback: string): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(refusalFieldErrors(refusal, fallback)).map(([field, message]) => [field, [message]]),
  );
}
