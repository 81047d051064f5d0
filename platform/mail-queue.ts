import fs from "node:fs/promises";
import path from "node:path";
import { config } from "./config.ts";
import { enqueueJob, processRunsWorkers, type JobName, type OnDemandJob } from "./jobs.ts";
import { logger } from "./logger.ts";
import { mailer, type Mail } from "./mail.ts";
import { maskEmail } from "./redact.ts";

/**
 * Mail that must not be lost when the mail server is away (sign-up and reset links, newsletter
 * confirmations): queued on the job mechanism (pg-boss, in the database), tried by any instance's
 * worker, retried with growing waits across restarts. A mail that still fails after the last try is
 * written to the failed-mail log (DATA_DIR/mail-failed.log) and logged at error level.
 */
export const MAIL_QUEUE = "mail" satisfies JobName;

/** Tries after the first: with waits from 10 s doubling to at most an hour, about five hours in all. */
const MAIL_RETRY_LIMIT = 12;

export const FAILED_MAIL_LOG = "mail-failed.log";

/**
 * Queues a mail. In a process whose job workers do not run (a test, a command-line script) there is
 * nobody to take it from the queue soon, so it is sent at once and a failure is the caller's.
 */
export async function queueMail(mail: Mail): Promise<void> {
  if (!processRunsWorkers()) {
    await mailer.send(mail);
    return;
  }
  await enqueueJob(MAIL_QUEUE, { mail });
}

async function recordFailedMail(mail: Mail, tries: number, error: unknown) {
  const line = JSON.stringify({
    time: new Date().toISOString(),
    to: mail.to,
    subject: mail.subject,
    tries,
    error: error instanceof Error ? error.message : String(error),
  });
  try {
    await fs.mkdir(config.DATA_DIR, { recursive: true });
    await fs.appendFile(path.join(config.DATA_DIR, FAILED_MAIL_LOG), `${line}\n`);
  } catch (writeError) {
    logger.error({ err: writeError }, "could not write the failed-mail log");
  }
}

export const mailJob: OnDemandJob<{ mail: Mail }> & { name: typeof MAIL_QUEUE } = {
  name: MAIL_QUEUE,
  retryLimit: MAIL_RETRY_LIMIT,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 60 * 60,
  expireInSeconds: 5 * 60,
  // A sent mail's row carries its link (a sign-in token): keep it no longer than an hour.
  deleteAfterSeconds: 60 * 60,
  async run({ mail }, { retryCount = 0, retryLimit = MAIL_RETRY_LIMIT }) {
    try {
      await mailer.send(mail);
    } catch (error) {
      const tries = retryCount + 1;
      if (retryCount >= retryLimit) {
        logger.error(
          { err: error, to: maskEmail(mail.to), subject: mail.subject, tries },
          `mail not delivered after ${tries} tries; written to ${FAILED_MAIL_LOG}`,
        );
        await recordFailedMail(mail, tries, error);
      } else {
        logger.warn(
          { err: error, to: maskEmail(mail.to), subject: mail.subject, tries },
          "mail not delivered yet; it is tried again later",
        );
      }
      throw error;
    }
  },
};
