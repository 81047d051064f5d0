import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { config } from "./config.ts";
import { logger } from "./logger.ts";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A link the mail carries (verification, reset); logged when the mail goes to the outbox. */
  link?: string;
};

export type Mailer = { send(mail: Mail): Promise<{ messageId: string; outboxFile?: string }> };

/**
 * Sends over SMTP when SMTP_URL is set. Otherwise writes each mail as an .eml
 * file to DATA_DIR/outbox/ and logs the link it carries: mail never "succeeds"
 * silently.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: options.from, ...withoutLink(mail) });
        logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, "mail sent");
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...withoutLink(mail) });
      await fs.mkdir(options.outboxDir, { recursive: true });
      // A file name holds at most 255 bytes; an address may have 254 characters: keep the name well inside.
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_").slice(0, 120);
      const file = path.join(options.outboxDir, `${Date.now()}-${process.pid}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      // Without SMTP the outbox is how a developer follows a verification or reset link, so this one line
      // keeps it (marked deliberateLink; every other log line has its tokens redacted, platform/redact.ts).
      logger.info(
        { to: mail.to, subject: mail.subject, file, link: mail.link, deliberateLink: true },
        mail.link
          ? `mail written to outbox (no SMTP_URL set: for development only); link: ${mail.link}`
          : "mail written to outbox (no SMTP_URL set: for development only)",
      );
      return { messageId: info.messageId, outboxFile: file };
    },
  };
}

function withoutLink({ link: _link, ...mail }: Mail) {
  return mail;
}

export const mailer: Mailer = createMailer({
  smtpUrl: config.SMTP_URL,
  from: config.MAIL_FROM,
  outboxDir: path.join(config.DATA_DIR, "outbox"),
});
