import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { twoFactor } from "better-auth/plugins/two-factor";
import { passkey } from "@better-auth/passkey";
import { passwordResetMail, verificationMail } from "#app/domain/accounts/emails.ts";
import { storableJson } from "#app/lib/text.ts";
import { isTopLevelNavigation } from "#app/domain/accounts/navigation.ts";
import { checkAvatar, checkEmail, checkFreeText, checkName } from "#app/domain/accounts/profile-rules.ts";
import { MIN_PASSWORD_LENGTH, MISSING_CREDENTIALS_MESSAGE } from "#app/domain/accounts/schemas.ts";
import { adminNeedsSecondFactor, SECOND_FACTOR_REQUIRED_MESSAGE } from "#app/domain/accounts/second-factor.server.ts";
import {
  adminAccountProtection,
  changeUserRole,
  isAdmin,
  LAST_ADMIN_MESSAGE,
} from "#app/domain/accounts/users.server.ts";
import {
  authLimits,
  checkAuthLimits,
  checkInProcessLimit,
  CLIENT_IP_HEADER,
  extraLimitedPaths,
  fixedWindowAuthStorage,
  isLimitedPath,
  TOO_MANY_REQUESTS_MESSAGE,
} from "./auth-limits.server.ts";
import { authSecret } from "#platform/auth-secret.ts";
import { config } from "#platform/config.ts";
import { db, schema } from "#platform/db.ts";
import { queueMail } from "#platform/mail-queue.ts";
import { processWide } from "#platform/process-wide.ts";
import { cookieValue, dropSessions, sessionCache, sessionKey } from "#platform/session-cache.ts";
import { sessionDropAfter } from "./session-drops.server.ts";

export { MIN_PASSWORD_LENGTH, MISSING_CREDENTIALS_MESSAGE };

/** Where the links in the account mails land (spec §2.15). */
export const VERIFY_CALLBACK_PATH = "/auth/verify";
export const RESET_CALLBACK_PATH = "/update-password";

/** What each user-writing endpoint may carry; any other field is refused (role, banned, emailVerified…). */
const ALLOWED_FIELDS: Record<string, ReadonlySet<string>> = {
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
const ABSENT_ENDPOINTS = new Set(["/two-factor/send-otp", "/two-factor/verify-otp", "/delete-user", "/delete-user/callback"]);
const MAX_CODE_LENGTH = 32;
const MAX_ID_LENGTH = 200;

function checkSecondFactorBody(path: string, body: Record<string, unknown>) {
  const allowed = SECOND_FACTOR_FIELDS[path];
  if (!allowed) return;
  refuseUnknownFields(body, allowed, "here");
  if ("code" in body && (typeof body.code !== "string" || body.code.length > MAX_CODE_LENGTH)) refuse("The code must be text of at most 32 characters.");
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

function refuse(message: string): never {
  throw new APIError("BAD_REQUEST", { message });
}

/**
 * The profile rules (app/domain/accounts/profile-rules.ts)
 * applied to a user record that is about to be written. Present fields are
 * checked and normalised in place (trimmed name, "none" avatar = null).
 */
function enforceUserFields(fields: Record<string, unknown>, options: { noAvatar: "null" | "absent" } = { noAvatar: "null" }) {
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

function refuseUnknownFields(fields: Record<string, unknown>, allowed: ReadonlySet<string>, where: string) {
  const extra = Object.keys(fields).find((key) => !allowed.has(key));
  if (extra !== undefined) refuse(`The field "${extra.slice(0, 40)}" cannot be set ${where}.`);
}

/** The caller's id when the request carries an admin's session, else null (better-auth then refuses by itself). */
async function adminCaller(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (!session) return null;
  return (await isAdmin(session.user.id)) ? session.user.id : null;
}

/**
 * Runs before every auth endpoint (HTTP or in-process): missing credentials get
 * the spec's message, abuse limits are counted, user fields follow the profile
 * rules, and every role change by an admin goes through the one domain function
 * that keeps the last admin (changeUserRole).
 */
const beforeHook = createAuthMiddleware(async (ctx) => {
  const path = ctx.path;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const allowed = ALLOWED_FIELDS[path];
  // update-user without a session: the endpoint answers 401 itself.
  const anonymousUpdate = path === "/update-user" && !(await getSessionFromCtx(ctx).catch(() => null));
  if (allowed && !anonymousUpdate) {
    // A member never chooses their role (nor ban state, verification…): refused, not silently dropped.
    refuseUnknownFields(body, allowed, path === "/sign-up/email" ? "when signing up" : "on your own account");
    enforceUserFields(body, { noAvatar: path === "/sign-up/email" ? "absent" : "null" });
  }
  if (ABSENT_ENDPOINTS.has(path)) throw new APIError("NOT_FOUND", { message: "Not found." });
  if (path.startsWith("/admin/")) checkAdminFields(path, body);
  checkSecondFactorBody(path, body);
  // Emails, passwords and every other string: without NUL, which the database cannot store
  // (names were refused above when they carry one).
  storableJson(body);
  if (path === "/verify-email" && ctx.request && !isTopLevelNavigation(ctx.request.headers)) {
    // A state change on GET: the link works when opened from the mail, not as an <img> or fetch.
    throw new APIError("FORBIDDEN", { message: VERIFY_LINK_NAVIGATION_MESSAGE });
  }
  if (path === "/sign-in/email" || path === "/sign-up/email") {
    const email = typeof body.email === "string" ? body.email.trim() : "";
    const password = typeof body.password === "string" ? body.password : "";
    if (!email || !password) throw new APIError("BAD_REQUEST", { message: MISSING_CREDENTIALS_MESSAGE });
  }
  if (rateLimitEnabled && isLimitedPath(path)) {
    // Over HTTP better-auth's limiter already counted the address; in-process calls carry it in a header
    // that the HTTP layer sets from the socket (clients cannot forge it: it is overwritten on every request).
    const ip = ctx.request ? null : (ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown");
    const email = typeof body.email === "string" ? body.email : null;
    const result = await checkAuthLimits({ path, email, ip, scale: config.AUTH_RATE_LIMIT_SCALE });
    if (!result.ok) {
      throw new APIError("TOO_MANY_REQUESTS", { message: TOO_MANY_REQUESTS_MESSAGE }, {
        "X-Retry-After": String(result.retryAfterSeconds),
      });
    }
  }
  if (rateLimitEnabled && !ctx.request) {
    // Second-factor codes and passkey checks called in-process (the /login/two-factor form) are counted
    // per client address as over HTTP.
    const result = await checkInProcessLimit({ path, ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown", scale: config.AUTH_RATE_LIMIT_SCALE });
    if (!result.ok) {
      throw new APIError("TOO_MANY_REQUESTS", { message: TOO_MANY_REQUESTS_MESSAGE }, {
        "X-Retry-After": String(result.retryAfterSeconds),
      });
    }
  }
  if (path.startsWith("/admin/")) return adminHook(ctx, path, body);
});

function adminData(body: Record<string, unknown>) {
  return body.data && typeof body.data === "object" ? (body.data as Record<string, unknown>) : null;
}

function checkAdminFields(path: string, body: Record<string, unknown>) {
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

async function adminHook(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0], path: string, body: Record<string, unknown>) {
  const data = adminData(body);
  const caller = await adminCaller(ctx);
  // An admin without a second factor, while the site requires one, uses no admin endpoint.
  if (caller && (await adminNeedsSecondFactor(caller))) throw new APIError("FORBIDDEN", { message: SECOND_FACTOR_REQUIRED_MESSAGE });
  const userId = typeof body.userId === "string" ? body.userId : "";
  const changesRole = path === "/admin/set-role" || (path === "/admin/update-user" && data !== null && "role" in data);
  const takesAccount = path === "/admin/ban-user" || path === "/admin/remove-user";
  if (!userId || !(changesRole || takesAccount)) return;
  // Visitors and members fall through to the endpoint, which refuses them with its own answer.
  if (!caller) return;
  if (takesAccount) {
    const protection = await adminAccountProtection(userId);
    if (protection) refuse(protection);
    return;
  }
  const role = path === "/admin/set-role" ? body.role : data!.role;
  const result = await changeUserRole(userId, role);
  if (!result.ok) {
    throw new APIError(result.reason === "not-found" ? "NOT_FOUND" : "BAD_REQUEST", { message: result.message });
  }
  const user = await ctx.context.internalAdapter.findUserById(userId);
  if (path === "/admin/set-role") return ctx.json({ user });
  // update-user: the role is written; the endpoint writes the rest, or there is nothing left to write.
  delete data!.role;
  if (Object.keys(data!).length === 0) return ctx.json(user);
}

/** The session cookie's name (platform/session-cache.ts keys on its value). */
const SESSION_TOKEN_COOKIE = `${config.secureCookies ? "__Secure-" : ""}wc.session_token`;

/**
 * Runs after every auth endpoint: the sessions its call ended or changed leave the session cache on every
 * instance (app/domain/accounts/session-drops.server.ts says which).
 */
const afterHook = createAuthMiddleware(async (ctx) => {
  const cookie = cookieValue(ctx.headers?.get("cookie") ?? undefined, SESSION_TOKEN_COOKIE);
  const key = cookie ? sessionKey(cookie) : null;
  const contextSession = (ctx.context as { session?: { user?: { id?: string } } | null }).session;
  const userId = contextSession?.user?.id ?? (key ? sessionCache.userIdOf(key) : undefined);
  const drop = sessionDropAfter(ctx.path, ctx.body, { key, userId });
  if (drop) dropSessions(drop);
});

export { LAST_ADMIN_MESSAGE };

export const VERIFY_LINK_NAVIGATION_MESSAGE = "Open the confirmation link from your email in your browser.";

const rateLimitEnabled = config.NODE_ENV !== "test";
const scaled = (rule: { window: number; max: number }) => ({
  window: rule.window,
  max: rule.max * config.AUTH_RATE_LIMIT_SCALE,
});

function createAuth() {
  return betterAuth({
    appName: config.SITE_NAME,
    baseURL: config.SITE_URL,
    basePath: "/api/auth",
    secret: authSecret,
    trustedOrigins: [config.SITE_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
        passkey: schema.passkey,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }) {
        const link = `${config.SITE_URL}/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(RESET_CALLBACK_PATH)}`;
        const mail = await passwordResetMail({ name: user.name, link, siteName: config.SITE_NAME, siteUrl: config.SITE_URL });
        await queueMail({ to: user.email, ...mail, link });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60,
      async sendVerificationEmail({ user, url }) {
        // Whoever started the sign-up, the confirmed user lands on /auth/verify.
        const link = new URL(url);
        link.searchParams.set("callbackURL", VERIFY_CALLBACK_PATH);
        const mail = await verificationMail({ name: user.name, link: link.href, siteName: config.SITE_NAME, siteUrl: config.SITE_URL });
        await queueMail({ to: user.email, ...mail, link: link.href });
      },
    },
    rateLimit: {
      enabled: rateLimitEnabled,
      // Fixed windows in the shared rate_limits table (see fixedWindowAuthStorage).
      customStorage: fixedWindowAuthStorage,
      customRules: {
        ...Object.fromEntries(Object.entries(authLimits).map(([path, rules]) => [path, scaled(rules.perIp)])),
        ...Object.fromEntries(Object.entries(extraLimitedPaths).map(([path, rule]) => [path, scaled(rule)])),
        // Ending a session only ever takes rights away: it is never refused.
        "/sign-out": false,
      },
    },
    hooks: { before: beforeHook, after: afterHook },
    // The last line for every write of a user row, whichever endpoint (or plugin) makes it.
    databaseHooks: {
      user: {
        create: { before: async (user) => { enforceUserFields(user as Record<string, unknown>); return { data: user }; } },
        update: { before: async (user) => { enforceUserFields(user as Record<string, unknown>); return { data: user }; } },
      },
    },
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
      // TOTP (an authenticator app) with ten single-use recovery codes, stored encrypted; sign-in with a
      // password then asks for a code (/login/two-factor). Five wrong codes lock the second step for 15 minutes.
      twoFactor({
        issuer: config.SITE_NAME,
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 15 * 60 },
      }),
      // Passkeys (WebAuthn) bound to SITE_URL's host; a passkey sign-in counts as both factors.
      passkey({ rpName: config.SITE_NAME, rpID: new URL(config.SITE_URL).hostname, origin: new URL(config.SITE_URL).origin }),
    ],
    advanced: {
      // The HTTP layer writes the client address (Express req.ip, honouring TRUST_PROXY) into this header.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: "wc",
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.secureCookies },
    },
  });
}

/**
 * The process's one better-auth instance: this module is in the app bundle and in the Node
 * process (docs/decisions/001), so the instance is kept process-wide (platform/process-wide.ts).
 */
export const auth = processWide("better-auth", createAuth);

export type Auth = typeof auth;
