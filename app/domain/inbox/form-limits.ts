/**
 * The contact and proposal forms' limits and messages, apart from their schemas (forms.ts, which re-exports
 * them): a page that shows a limit does not load zod with its first script (issue 62).
 */
export const NAME_MAX = 100;
export const COMPANY_MAX = 150;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 5000;

/** The hidden honeypot field. People never see it; bots fill it in. */
export const HONEYPOT_FIELD = "website";

export const HONEYPOT_MESSAGE =
  "Your message was not sent because a hidden anti-spam field was filled in. If you are a person, please reload the page and try again.";

export function rateLimitMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `You've sent several messages in a short time. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}
