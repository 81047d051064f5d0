import { z } from "zod";
import { siteName } from "#app/lib/site.ts";
import { EMAIL_MAX, subscribeForms, type SubscribeForm } from "./form-copy.ts";

/**
 * The newsletter's people-facing rules and words. Pure: the subscribe
 * forms (footer, article end, home, /newsletter, profile) and the server share them.
 */
// The forms' words and names are in form-copy.ts, which has no zod (the footer is on every page).
export * from "./form-copy.ts";

/** Subscribe attempts one client address may make per hour (stored in rate_limits, every instance). */
export const SUBSCRIBE_LIMIT_PER_HOUR = 10;
/** Confirmation mails one address may receive: one per this interval… */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;
/** …and at most this many per day, so nobody can use the form to flood someone's inbox. */
export const CONFIRMATIONS_PER_DAY = 3;
/** A confirmation link works this long. */
export const CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;

export const messages = {
  /** The one answer to every well-formed request: new, pending, confirmed or unsubscribed address alike. */
  checkInbox:
    "Thank you! If this address is not subscribed yet, we have sent it an email with a link to confirm. Your subscription starts once you click it.",
  invalidEmail: "Please enter a valid email address.",
  requiredEmail: "Please enter your email address.",
  honeypot:
    "Your subscription was not sent because a hidden anti-spam field was filled in. If you are a person, please reload the page and try again.",
  get confirmed() {
    return `Your subscription is confirmed. Welcome to ${siteName()} newsletter!`;
  },
  confirmInvalid: "This confirmation link is not valid or has expired. Please subscribe again to get a new one.",
  unsubscribed: "You have been unsubscribed. You will not receive our newsletter any more.",
  unsubscribeInvalid:
    "This unsubscribe link is not valid. If you still receive our newsletter, use the link in its latest issue.",
  memberSubscribed: "You are subscribed to the newsletter.",
  memberUnsubscribed: "You have left the newsletter.",
} as const;

export function rateLimitMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many subscription requests from your connection. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}

export const subscribeEmailSchema = z
  .string({ error: messages.requiredEmail })
  .trim()
  .min(1, messages.requiredEmail)
  .max(EMAIL_MAX, messages.invalidEmail)
  .pipe(z.email({ error: messages.invalidEmail }))
  .transform((email) => email.toLowerCase());

/** The page a form was on: a same-site path of at most 200 characters, else "/". */
export function sourcePath(value: unknown): string {
  if (typeof value !== "string") return "/";
  const path = value.trim();
  if (!/^\/(?!\/)[A-Za-z0-9\-._~/%]{0,199}$/.test(path)) return "/";
  return path;
}

export function subscribeFormOf(value: unknown): SubscribeForm {
  return typeof value === "string" && (subscribeForms as readonly string[]).includes(value)
    ? (value as SubscribeForm)
    : "page";
}

/** Newsletter issue limits (admin compose form). */
export const ISSUE_SUBJECT_MAX = 150;
export const ISSUE_INTRO_MAX = 2_000;
export const ISSUE_BODY_MAX = 50_000;
export const ISSUE_ARTICLES_MAX = 10;

export const issueSchema = z.object({
  subject: z
    .string({ error: "Please enter a subject." })
    .trim()
    .min(1, "Please enter a subject.")
    .max(ISSUE_SUBJECT_MAX, `The subject must be ${ISSUE_SUBJECT_MAX} characters or fewer.`),
  intro: z
    .string()
    .trim()
    .max(ISSUE_INTRO_MAX, `The intro must be ${ISSUE_INTRO_MAX.toLocaleString("en-US")} characters or fewer.`)
    .default(""),
  body: z
    .string()
    .max(ISSUE_BODY_MAX, `The free text must be ${ISSUE_BODY_MAX.toLocaleString("en-US")} characters or fewer.`)
    .default(""),
  articleSlugs: z
    .array(z.string().trim().min(1).max(200))
    .max(ISSUE_ARTICLES_MAX, `Choose at most ${ISSUE_ARTICLES_MAX} articles.`)
    .default([]),
});
export type IssueInput = z.output<typeof issueSchema>;

/** A delivery's next try after `attempts` failed tries: 1 min, 2, 4, … capped at 1 h; given up after MAX_DELIVERY_ATTEMPTS. */
export const MAX_DELIVERY_ATTEMPTS = 6;
export function deliveryRetryDelayMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 60 * 1000 * 2 ** Math.max(0, attempts - 1));
}
