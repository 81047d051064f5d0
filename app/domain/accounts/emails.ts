/**
 * The account mails (verification, password reset): HTML and plain text, with
 * the site's name and the link. Pure: the caller passes the link and sends.
 */
import { escapeHtml } from "#app/lib/text.ts";

export type AccountMail = { subject: string; text: string; html: string };


/** The plain-text part: greeting, what to do, the link, the note, the site's signature. */
function plainText(options: { greeting: string; intro: string; link: string; note: string; siteName: string; siteUrl: string }) {
  const { greeting, intro, link, note, siteName, siteUrl } = options;
  return [greeting, "", intro, "", link, "", note, "", `${siteName} · ${siteUrl}`].join("\n");
}

function layout(options: { siteName: string; siteUrl: string; heading: string; body: string; button: string; link: string; note: string }) {
  const { siteName, siteUrl, heading, body, button, link, note } = options;
  const site = escapeHtml(siteName);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#fdf8f4;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#2d1f26;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fdf8f4;padding:32px 12px;">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #eadcd3;border-radius:12px;">
        <tr><td style="padding:28px 32px 0;">
          <a href="${escapeHtml(siteUrl)}" style="font-family:Georgia,serif;font-size:20px;font-weight:600;color:#9e3558;text-decoration:none;">${site}</a>
        </td></tr>
        <tr><td style="padding:20px 32px 8px;">
          <h1 style="margin:0 0 12px;font-family:Georgia,serif;font-size:24px;">${escapeHtml(heading)}</h1>
          <p style="margin:0 0 24px;font-size:16px;line-height:1.5;">${body}</p>
          <p style="margin:0 0 24px;"><a href="${escapeHtml(link)}" style="display:inline-block;background:#9e3558;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px;">${escapeHtml(button)}</a></p>
          <p style="margin:0 0 8px;font-size:14px;color:#66525b;">If the button does not work, copy this link into your browser:</p>
          <p style="margin:0 0 24px;font-size:14px;word-break:break-all;"><a href="${escapeHtml(link)}" style="color:#9e3558;">${escapeHtml(link)}</a></p>
          <p style="margin:0 0 28px;font-size:14px;color:#66525b;">${escapeHtml(note)}</p>
        </td></tr>
      </table>
      <p style="margin:16px 0 0;font-size:12px;color:#66525b;">${site} · <a href="${escapeHtml(siteUrl)}" style="color:#66525b;">${escapeHtml(siteUrl)}</a></p>
    </td></tr>
  </table>
</body>
</html>`;
}

export function verificationMail(options: { name: string; link: string; siteName: string; siteUrl: string }): AccountMail {
  const greeting = options.name ? `Hi ${options.name},` : "Hi,";
  const subject = `Confirm your email for ${options.siteName}`;
  const note = "If you did not create an account, you can ignore this email. The link expires in 1 hour.";
  const text = plainText({ ...options, greeting, intro: `Welcome to ${options.siteName}! Please confirm your email address to finish creating your account:`, note });
  const html = layout({
    siteName: options.siteName,
    siteUrl: options.siteUrl,
    heading: "Confirm your email",
    body: `${escapeHtml(greeting)} welcome to ${escapeHtml(options.siteName)}! Please confirm your email address to finish creating your account.`,
    button: "Confirm my email",
    link: options.link,
    note,
  });
  return { subject, text, html };
}

export function passwordResetMail(options: { name: string; link: string; siteName: string; siteUrl: string }): AccountMail {
  const greeting = options.name ? `Hi ${options.name},` : "Hi,";
  const subject = `Reset your ${options.siteName} password`;
  const note = "If you did not ask to reset your password, you can ignore this email; your password stays the same. The link expires in 1 hour.";
  const text = plainText({ ...options, greeting, intro: `We received a request to reset the password of your ${options.siteName} account. Choose a new password here:`, note });
  const html = layout({
    siteName: options.siteName,
    siteUrl: options.siteUrl,
    heading: "Reset your password",
    body: `${escapeHtml(greeting)} we received a request to reset the password of your ${escapeHtml(options.siteName)} account.`,
    button: "Choose a new password",
    link: options.link,
    note,
  });
  return { subject, text, html };
}
