/**
 * Token redaction for logs. Verification, password-reset and admin-setup links
 * carry one-time tokens in their query string (`?token=`, `code=`, inside an encoded `callbackURL`…)
 * or in a path segment (`/api/auth/reset-password/<token>`); none of them may reach a log line.
 * `redactSecrets` rewrites any text (a URL, a message) so the secret values read `[redacted]`,
 * including percent-encoded ones nested in another parameter.
 */
export const REDACTED = "[redacted]";

/** Query parameter names whose value is a secret: token, *_token, code, secret, password, otp, state, signature. */
const SECRET_PARAM = String.raw`(?:[a-z_-]*token|code|secret|password|otp|state|signature|sig)`;
/** `?name=value` / `&name=value`, plain or percent-encoded once or twice (a URL inside callbackURL=…). */
const SECRET_QUERY = new RegExp(
  String.raw`((?:[?&;]|%3F|%26|%253F|%2526)${SECRET_PARAM}(?:=|%3D|%253D))[^&;#\s"'<>]+`,
  "gi",
);
/** A path segment after one of these carries a token: /reset-password/<token>, /verify-email/<token>… */
const SECRET_SEGMENT = /(\/(?:reset-password|verify-email|magic-link|setup-admin|invitation|verify)\/)[^/?#\s"'<>]+/gi;

export function redactSecrets(text: string): string {
  return text.replace(SECRET_QUERY, `$1${REDACTED}`).replace(SECRET_SEGMENT, `$1${REDACTED}`);
}

/** Log fields that are deliberate one-time links (the development outbox, the start-up admin setup link). */
export function isDeliberateLink(fields: Record<string, unknown>): boolean {
  return fields.deliberateLink === true || fields.setupAdmin === true;
}

/** Redacts every string value of a log object (one level deep, and the `req`/`err` fields' urls). */
export function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") out[key] = redactSecrets(value);
    else if (
      value &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      !(value instanceof Error) &&
      Object.getPrototypeOf(value) === Object.prototype
    ) {
      const inner: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) inner[k] = typeof v === "string" ? redactSecrets(v) : v;
      out[key] = inner;
    } else out[key] = value;
  }
  return out;
}

/** An address as logs show it: the first letter of each part ("alice@example.com" → "a…@e…"). */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return "…";
  return `${address[0]}…@${address[at + 1] ?? ""}…`;
}

const EMAIL_IN_TEXT = /[^\s"'<>,;:()[\]]+@[^\s"'<>,;:()[\]]+\.[a-z0-9-]+/gi;

/** Every address inside a text (a library's log message) masked. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL_IN_TEXT, (match) => maskEmail(match));
}
