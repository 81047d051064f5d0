import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { config } from "./config.ts";
import { once, standIn } from "./stand-in.ts";
import { logger } from "./logger.ts";
import { maskEmail } from "./redact.ts";
import { mailsFailed, mailsSent } from "./metrics.ts";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A link the mail carries (verification, reset); logged when the mail goes to the outbox. */
  link?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on newsletter mail). */
  headers?: Record<string, string>;
  /**
   * The same key for every try of the same mail (a newsletter delivery's id): it becomes the
   * Message-ID (receivers drop a second copy) and, without SMTP, the outbox file name, so a try
   * repeated after a crash replaces its file instead of adding a second mail.
   */
  idempotencyKey?: string;
};

export type Mailer = { send(mail: Mail): Promise<{ messageId: string; outboxFile?: string }> };

/**
 * Sends over SMTP when SMTP_URL is set. Otherwise writes each mail as an .eml
 * file to DATA_DIR/outbox/ and logs the link it carries: mail never "succeeds"
 * silently.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  timeoutMs?: number;
}): Mailer {
  const host = messageIdHost(options.from);
  if (options.smtpUrl) {
    const timeout = options.timeoutMs ?? 10_000;
    // Without these a mail server that accepts the connection and never answers holds the send for minutes.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      dnsTimeout: timeout,
    });
    return {
      async send(mail) {
        let info;
        try {
          info = await transport.sendMail({ from: options.from, ...withoutLink(mail, host) });
        } catch (error) {
          mailsFailed.inc();
          throw error;
        }
        mailsSent.inc();
        logger.info({ to: maskEmail(mail.to), subject: mail.subject, messageId: info.messageId }, "mail sent");
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...withoutLink(mail, host) });
      await fs.mkdir(options.outboxDir, { recursive: true });
      // A file name holds at most 255 bytes; an address may have 254 characters: keep the name well inside.
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_").slice(0, 120);
      const name = mail.idempotencyKey
        ? `${mail.idempotencyKey.replace(/[^a-z0-9._-]/gi, "_").slice(0, 80)}-${safeTo}.eml`
        : `${Date.now()}-${process.pid}-${safeTo}.eml`;
      const file = path.join(options.outboxDir, name);
      // Written beside, then renamed: a reader (or a crash) never sees half a mail, and a repeated try replaces it.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
      // Without SMTP the outbox is how a developer follows a verification or reset link, so this one line
      // keeps it (marked deliberateLink; every other log line has its tokens redacted, platform/redact.ts).
      logger.info(
        {
          to: maskEmail(mail.to),
          subject: mail.subject,
          outbox: options.outboxDir,
          link: mail.link,
          deliberateLink: true,
        },
        mail.link
          ? `mail written to outbox (no SMTP_URL set: for development only); link: ${mail.link}`
          : "mail written to outbox (no SMTP_URL set: for development only)",
      );
      return { messageId: info.messageId, outboxFile: file };
    },
  };
}

function messageIdHost(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
}

function withoutLink({ link: _link, idempotencyKey, ...mail }: Mail, host: string) {
  return idempotencyKey ? { ...mail, messageId: `<${idempotencyKey}@${host}>` } : mail;
}

/** The process's mailer, made at its first use (it reads the settings). */
export const mailer: Mailer = standIn(
  once(() =>
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.DATA_DIR, "outbox"),
      timeoutMs: config.SMTP_TIMEOUT_MS,
    }),
  ),
  { bindMethods: true },
);
