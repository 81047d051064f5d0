/**
 * The account mails (verification, password reset): HTML and plain text, with
 * the site's name and the link, rendered from the site's one mail template set
 * (app/lib/mail-templates.ts). Pure: the caller passes the link and sends.
 */
import { renderMail, type RenderedMail } from "#app/lib/mail-templates.ts";

export type AccountMail = RenderedMail;

type AccountMailOptions = { name: string; link: string; siteName: string; siteUrl: string };

/** Greeting, what to do and the button, the link written out, the note; the plain text is greeting, intro, link, note. */
function accountMail(
  options: AccountMailOptions & {
    subject: string;
    heading: string;
    body: string;
    intro: string;
    button: string;
    note: string;
    greeting: string;
  },
) {
  const { siteName, siteUrl, link, greeting, intro, note } = options;
  return renderMail({
    siteName,
    siteUrl,
    subject: options.subject,
    heading: options.heading,
    preview: options.heading,
    blocks: [
      { kind: "paragraph", text: options.body, plain: `${greeting}\n\n${intro}` },
      { kind: "button", label: options.button, href: link, plain: link },
      { kind: "link-fallback", href: link },
      { kind: "note", text: note },
    ],
  });
}

export function verificationMail(options: AccountMailOptions): Promise<AccountMail> {
  const greeting = options.name ? `Hi ${options.name},` : "Hi,";
  return accountMail({
    ...options,
    greeting,
    subject: `Confirm your email for ${options.siteName}`,
    heading: "Confirm your email",
    intro: `Welcome to ${options.siteName}! Please confirm your email address to finish creating your account:`,
    body: `${greeting} welcome to ${options.siteName}! Please confirm your email address to finish creating your account.`,
    button: "Confirm my email",
    note: "If you did not create an account, you can ignore this email. The link expires in 1 hour.",
  });
}

export function passwordResetMail(options: AccountMailOptions): Promise<AccountMail> {
  const greeting = options.name ? `Hi ${options.name},` : "Hi,";
  return accountMail({
    ...options,
    greeting,
    subject: `Reset your ${options.siteName} password`,
    heading: "Reset your password",
    intro: `We received a request to reset the password of your ${options.siteName} account. Choose a new password here:`,
    body: `${greeting} we received a request to reset the password of your ${options.siteName} account.`,
    button: "Choose a new password",
    note: "If you did not ask to reset your password, you can ignore this email; your password stays the same. The link expires in 1 hour.",
  });
}

/**
 * Someone asked to create an account with an address that already has one. The sign-up answers exactly as
 * for a new address (nobody learns which addresses are registered); the owner learns it here instead.
 */
export function existingAccountMail(options: AccountMailOptions): Promise<AccountMail> {
  const greeting = options.name ? `Hi ${options.name},` : "Hi,";
  return accountMail({
    ...options,
    greeting,
    subject: `You already have a ${options.siteName} account`,
    heading: "You already have an account",
    intro: `Someone (hopefully you) tried to create a ${options.siteName} account with this address, which already has one. Sign in here, or choose "Forgot password?" on that page:`,
    body: `${greeting} someone (hopefully you) tried to create a ${options.siteName} account with this address, which already has one. No new account was created.`,
    button: "Sign in",
    note: "If it was not you, you can ignore this email: nothing about your account has changed.",
  });
}

/**
 * An admin added a second factor: it counts for the admin area once she confirms it here. Someone holding only
 * her password cannot: the link goes to her mailbox.
 */
export function secondFactorConfirmationMail(options: AccountMailOptions & { factor: string }): Promise<AccountMail> {
  const greeting = options.name ? `Hi ${options.name},` : "Hi,";
  return accountMail({
    ...options,
    greeting,
    subject: `Confirm the new second factor on your ${options.siteName} admin account`,
    heading: "Confirm your new second factor",
    intro: `${options.factor} was just added to your ${options.siteName} admin account. If you added it, confirm it here so it opens the admin area:`,
    body: `${greeting} ${options.factor} was just added to your ${options.siteName} admin account. If you added it, confirm it so it opens the admin area.`,
    button: "Confirm it was me",
    note: "If you did not add it, do not open the link: someone knows your password. Change it and remove the factor on your security page. The link expires in 1 hour.",
  });
}
