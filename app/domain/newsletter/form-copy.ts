/**
 * The words and names every subscribe form shows or posts (footer, article end, home, /newsletter, profile).
 * Apart from rules.ts, which adds the validation: the footer is on every page and its form is the
 * server's HTML, so these few constants must not bring zod (decision 003) into every hydrated page's
 * script (the root route's chunk, vite.config.ts "app-shell").
 */
export const EMAIL_MAX = 254;

/** The hidden honeypot field of every subscribe form. People never see it; bots fill it in. */
export const HONEYPOT_FIELD = "homepage";

/** The consent line shown beside every subscribe field; stored with each subscription as it was shown. */
export const CONSENT_TEXT =
  "By subscribing you agree to receive our newsletter by email. You can leave at any time with one click; read how we handle your address.";
/** The end of CONSENT_TEXT that links to the privacy policy's newsletter section. */
export const CONSENT_LINK_TEXT = "how we handle your address";
/** The subscribe field's label (its own words: no other form's label is a part of it, nor it of theirs). */
export const SUBSCRIBE_FIELD_LABEL = "Your address for our newsletter";

/** Where a subscribe form sits; stored with the consent together with the page it was on. */
export const subscribeForms = ["footer", "article", "home", "page", "profile"] as const;
export type SubscribeForm = (typeof subscribeForms)[number];

export const SUBSCRIBE_PATH = "/newsletter";
export const CONFIRM_PATH = "/newsletter/confirm";
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";
