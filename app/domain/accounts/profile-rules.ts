import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { isPresetAvatarUrl } from "./avatars.ts";

/**
 * The rules for what a member writes about themselves, in
 * one place for every way in: the register, profile and setup-admin forms, the
 * better-auth HTTP endpoints (sign-up, update-user, admin/*) through the auth
 * hooks in app/domain/accounts/auth.server.ts, and the repair migration (drizzle/0002_*.sql
 * applies the same limits to stored rows).
 *
 * - Name (full_name): trimmed, at most NAME_MAX characters, no control
 *   characters (U+0000–U+001F, U+007F–U+009F) and no bidirectional overrides;
 *   empty, or with at least one visible character (not only zero-width ones).
 * - Avatar (avatar_url = user.image): one of the preset urls, or none.
 * - Other free text the admin endpoints take (ban reason): same character rule,
 *   at most FREE_TEXT_MAX characters.
 * - Email (sign-up, admin create-user, any user write): at most EMAIL_MAX
 *   characters (the longest address SMTP can carry), no control characters.
 */
export const NAME_MAX = 100;
export const FREE_TEXT_MAX = 500;

export const NAME_TOO_LONG_MESSAGE = `Name must be ${NAME_MAX} characters or fewer.`;
export const NAME_CONTROL_MESSAGE = "Name cannot contain control characters such as line breaks or tabs.";
export const NAME_INVISIBLE_MESSAGE = "Name must contain at least one visible character.";
export const AVATAR_MESSAGE = "Avatar must be one of the preset avatars.";
/** RFC 5321's limit on a forward path: no longer address can be mailed, so none is stored. */
export const EMAIL_MAX = 254;
export const EMAIL_TOO_LONG_MESSAGE = `Email must be ${EMAIL_MAX} characters or fewer.`;
export const EMAIL_CONTROL_MESSAGE = "Email cannot contain control characters.";

// Control characters (C0, DEL, C1) and the bidirectional embedding/override/isolate marks,
// which can make a name display as something else.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

// Characters that draw nothing: zero-width spaces and joiners, directional marks, word joiners and
// invisible operators, the byte-order mark, variation selectors, Hangul fillers. Allowed inside a name
// (joiners build emoji and some scripts), but a name made only of them (and spaces) shows as a blank.
// The class lists combining marks (variation selectors, U+034F) one by one on purpose: each is removed alone.
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class
  /[\s\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/gu;

export type RuleResult<T> = { ok: true; value: T } | Refusal<"invalid">;

/** Counts characters as people see them (code points), not UTF-16 units. */
function length(value: string) {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

export function checkName(value: unknown, label = "Name"): RuleResult<string> {
  if (value === undefined || value === null) return { ok: true, value: "" };
  if (typeof value !== "string") return refuse("invalid", `${label} must be text.`);
  const trimmed = value.trim();
  if (FORBIDDEN.test(trimmed)) {
    return refuse(
      "invalid",
      label === "Name"
        ? NAME_CONTROL_MESSAGE
        : `${label} cannot contain control characters such as line breaks or tabs.`,
    );
  }
  if (length(trimmed) > NAME_MAX) {
    return refuse(
      "invalid",
      label === "Name" ? NAME_TOO_LONG_MESSAGE : `${label} must be ${NAME_MAX} characters or fewer.`,
    );
  }
  if (trimmed !== "" && trimmed.replace(INVISIBLE, "") === "") {
    return refuse(
      "invalid",
      label === "Name" ? NAME_INVISIBLE_MESSAGE : `${label} must contain at least one visible character.`,
    );
  }
  return { ok: true, value: trimmed };
}

export function checkFreeText(value: unknown, label: string, max = FREE_TEXT_MAX): RuleResult<string | null> {
  if (value === undefined || value === null) return { ok: true, value: null };
  if (typeof value !== "string") return refuse("invalid", `${label} must be text.`);
  const trimmed = value.trim();
  if (FORBIDDEN.test(trimmed))
    return refuse("invalid", `${label} cannot contain control characters such as line breaks or tabs.`);
  if (length(trimmed) > max)
    return refuse("invalid", `${label} must be ${max.toLocaleString("en-US")} characters or fewer.`);
  return { ok: true, value: trimmed };
}

/** Only the length and character rules: the format itself is better-auth's check. */
export function checkEmail(value: unknown): RuleResult<unknown> {
  if (typeof value !== "string") return { ok: true, value };
  if (FORBIDDEN.test(value)) return refuse("invalid", EMAIL_CONTROL_MESSAGE);
  if (length(value.trim()) > EMAIL_MAX) return refuse("invalid", EMAIL_TOO_LONG_MESSAGE);
  return { ok: true, value };
}

/** An avatar is one of the presets, or none (null, undefined, "" or "none"). */
export function checkAvatar(value: unknown): RuleResult<string | null> {
  if (value === undefined || value === null || value === "" || value === "none") return { ok: true, value: null };
  if (isPresetAvatarUrl(value)) return { ok: true, value };
  return refuse("invalid", AVATAR_MESSAGE);
}
