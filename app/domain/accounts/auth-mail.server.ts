/**
 * What better-auth sends and logs: account mails within each recipient's share, the sign-up answer for an
 * address that already has an account, mails sent after the answer, and its log lines masked.
 */
import { config } from "#platform/config.ts";
import { logger } from "#platform/logger.ts";
import { queueMail } from "#platform/mail-queue.ts";
import { maskEmail, maskEmails, redactSecrets } from "#platform/redact.ts";
import { authLimitsOn, mayMailRecipient } from "./auth-limits.server.ts";
import type { verificationMail } from "./emails.ts";

/**
 * Sends an account mail unless its recipient had her share of this kind (auth-limits.server.ts): the
 * caller's answer is the same either way.
 */
export async function sendAccountMail(
  kind: Parameters<typeof mayMailRecipient>[0],
  to: string,
  mail: Awaited<ReturnType<typeof verificationMail>>,
  link: string,
) {
  if (authLimitsOn() && !(await mayMailRecipient(kind, to, config.AUTH_RATE_LIMIT_SCALE))) {
    logger.info({ to: maskEmail(to), kind }, "account mail not sent: this address had its share");
    return;
  }
  // Counted before it is queued: a queued mail is as good as sent for the recipient's share.
  await queueMail({ to, ...mail, link });
}

/**
 * What sign-up answers for an address that already has an account: the same fields a new account's
 * answer carries (better-auth's own stand-in lacks the admin and two-factor plugins' fields, so `role`
 * null told the two apart).
 */
export function syntheticSignUpUser({
  coreFields,
  additionalFields,
  id,
}: {
  coreFields: Record<string, unknown>;
  additionalFields: Record<string, unknown>;
  id: string;
}) {
  return {
    ...coreFields,
    ...additionalFields,
    id,
    role: "user",
    banned: false,
    banReason: null,
    banExpires: null,
    twoFactorEnabled: false,
  };
}

export function sendInBackground(task: Promise<unknown>) {
  task.catch((error: unknown) => logger.error({ err: error }, "auth: a mail could not be sent"));
}

/** better-auth's own log lines go through the site's logger, addresses masked and tokens redacted. */
// No `level` here: with one set, better-auth also prints every refused request's message to the console.
export const authLogger = {
  log(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) {
    const detail = args.map((arg) =>
      arg instanceof Error
        ? { name: arg.name, message: maskEmails(arg.message) }
        : maskEmails(redactSecrets(String(arg))),
    );
    logger[level]({ detail }, `auth: ${maskEmails(redactSecrets(message))}`);
  },
};
