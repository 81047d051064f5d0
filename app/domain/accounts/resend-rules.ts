/**
 * The limit on new confirmation links and the words that say it (browser-safe: the page shows them). The
 * server counts it (resend-verification.server.ts).
 */
export const RESEND_PER_HOUR = 3;
export const RESEND_LIMIT_LINE = `You can ask for a new link ${RESEND_PER_HOUR} times an hour.`;

export function resendLeftLine(left: number): string {
  if (left <= 0) return "That was the last new link you can ask for this hour.";
  return `You can ask for ${left} more new link${left === 1 ? "" : "s"} this hour.`;
}

export function resendWaitMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `You have asked for ${RESEND_PER_HOUR} new links this hour. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before asking again, and check your spam folder meanwhile.`;
}
