/**
 * What a request to better-auth may carry, checked before the endpoint runs: the fields each user-writing
 * endpoint accepts, the second-factor bodies, the endpoints that do not exist here, breached passwords,
 * and the profile rules applied to any user record about to be written. auth.server.ts's hooks call these.
 */
import { APIError, type createAuthMiddleware } from "better-auth/api";
import { BREACHED_PASSWORD_MESSAGE, isBreachedPassword } from "./breached-passwords.server.ts";
import { CLIENT_IP_HEADER } from "./auth-limits.server.ts";
import { checkAvatar, checkEmail, checkFreeText, checkName } from "./profile-rules.ts";

/** The context better-auth passes its hooks. */
export type AuthCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export function clientIp(ctx: AuthCtx): string {
  return ctx.headers?.get(CLIENT_IP_HEADER) ?? ctx.request?.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** What each user-writing endpoint may carry; any other field is refused (role, banned, emailVerified…). */
export const ALLOWED_FIELDS: Record<string, ReadonlySet<string>> = {
  "/sign-up/email": new Set(["name", "email", "password", "image", "callbackURL", "rememberMe"]),
  "/update-user": new Set(["name", "image"]),
};
/**
 * The second-factor endpoints (twoFactor and passkey plugins): what each body may carry. TOTP is set up
 * with the password only (no `issuer` of the caller's choosing in the authenticator app, no `method:
 * "otp"`: no code is sent by mail or SMS here, so enabling it would lock the account).
 */
const SECOND_FACTOR_FIELDS: Record<string, ReadonlySet<string>> = {
  "/two-factor/enable": new Set(["password"]),
  "/two-factor/disable": new Set(["password"]),
  "/two-factor/get-totp-uri": new Set(["password"]),
  "/two-factor/generate-backup-codes": new Set(["password"]),
  // No "trust this device" (a 30-day cookie skipping the code): every sign-in asks for the second factor.
  "/two-factor/verify-totp": new Set(["code"]),
  "/two-factor/verify-backup-code": new Set(["code"]),
  "/passkey/verify-registration": new Set(["response", "name"]),
  "/passkey/verify-authentication": new Set(["response"]),
  "/passkey/delete-passkey": new Set(["id"]),
  "/passkey/update-passkey": new Set(["id", "name"]),
};
/**
 * Endpoints that do not exist here: codes are sent by mail or SMS nowhere on this site, and an account is
 * deleted from the profile (app/domain/accounts/account-data.server.ts: the last-admin lock, her chat and
 * inbox rows, the page caches), never through better-auth's own delete-user (disabled, and it logged an
 * error for every anonymous call).
 */
export const ABSENT_ENDPOINTS = new Set([
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/delete-user",
  "/delete-user/callback",
]);
const MAX_CODE_LENGTH = 32;
const MAX_ID_LENGTH = 200;

export function checkSecondFactorBody(path: string, body: Record<string, unknown>) {
  const allowed = SECOND_FACTOR_FIELDS[path];
  if (!allowed) return;
  refuseUnknownFields(body, allowed, "here");
  if ("code" in body && (typeof body.code !== "string" || body.code.length > MAX_CODE_LENGTH))
    refuse("The code must be text of at most 32 characters.");
  if ("password" in body && typeof body.password !== "string") refuse("The password must be text.");
  if ("id" in body && (typeof body.id !== "string" || body.id.length > MAX_ID_LENGTH)) refuse("Unknown passkey.");
  if ("name" in body) {
    const name = checkName(body.name, "Passkey name");
    if (!name.ok) refuse(name.message);
    body.name = name.value;
  }
}

/** Inside the admin endpoints' `data`: fields an admin may write about a member. */
const ADMIN_DATA_FIELDS = new Set(["name", "image", "role"]);

/** Where a new password is chosen, and the field that carries it. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};

export async function refuseBreachedPassword(path: string, body: Record<string, unknown>) {
  const field = NEW_PASSWORD_FIELDS[path];
  const password = field ? body[field] : undefined;
  if (typeof password === "string" && (await isBreachedPassword(password))) refuse(BREACHED_PASSWORD_MESSAGE);
}

export function refuse(message: string): never {
  throw new APIError("BAD_REQUEST", { message });
}

/**
 * The profile rules (app/domain/accounts/profile-rules.ts)
 * applied to a user record that is about to be written. Present fields are
 * checked and normalised in place (trimmed name, "none" avatar = null).
 */
export function enforceUserFields(
  fields: Record<string, unknown>,
  options: { noAvatar: "null" | "absent" } = { noAvatar: "null" },
) {
  // A key whose value is undefined is a field the caller left out: better-auth's update-user passes
  // `{ name, image }` from the body, so an update of the avatar alone carries `name: undefined`. Read as
  // "none", it would blank the name (and an update of the name alone would drop the avatar).
  for (const key of ["name", "image", "email"]) if (key in fields && fields[key] === undefined) delete fields[key];
  if ("email" in fields) {
    const email = checkEmail(fields.email);
    if (!email.ok) refuse(email.message);
  }
  if ("name" in fields) {
    const name = checkName(fields.name);
    if (!name.ok) refuse(name.message);
    fields.name = name.value;
  }
  if ("image" in fields) {
    const image = checkAvatar(fields.image);
    if (!image.ok) refuse(image.message);
    // Sign-up's body schema takes a string or nothing: "none" there means leaving the field out.
    if (image.value === null && options.noAvatar === "absent") delete fields.image;
    else fields.image = image.value;
  }
}

export function refuseUnknownFields(fields: Record<string, unknown>, allowed: ReadonlySet<string>, where: string) {
  const extra = Object.keys(fields).find((key) => !allowed.has(key));
  if (extra !== undefined) refuse(`The field "${extra.slice(0, 40)}" cannot be set ${where}.`);
}

export function adminData(body: Record<string, unknown>) {
  return body.data && typeof body.data === "object" ? (body.data as Record<string, unknown>) : null;
}

export function checkAdminFields(path: string, body: Record<string, unknown>) {
  const data = adminData(body);
  if (path === "/admin/create-user" || path === "/admin/update-user") {
    if (data) {
      refuseUnknownFields(data, ADMIN_DATA_FIELDS, "through the admin API");
      enforceUserFields(data);
    }
    if (path === "/admin/create-user" && "name" in body) {
      const name = checkName(body.name);
      if (!name.ok) refuse(name.message);
      body.name = name.value;
    }
  }
  if (path === "/admin/ban-user" && "banReason" in body) {
    const reason = checkFreeText(body.banReason, "Ban reason");
    if (!reason.ok) refuse(reason.message);
    body.banReason = reason.value ?? undefined;
  }
}
