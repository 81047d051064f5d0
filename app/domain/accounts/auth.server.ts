import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { twoFactor } from "better-auth/plugins/two-factor";
import { passkey } from "@better-auth/passkey";
import { BREACHED_PASSWORD_MESSAGE, isBreachedPassword } from "#app/domain/accounts/breached-passwords.server.ts";
import {
  createConfirmationToken,
  markFactorConfirmed,
  unconfirmedFactorsOf,
} from "#app/domain/accounts/second-factor-confirmation.server.ts";
import {
  secondFactorConfirmationMail,
  existingAccountMail,
  passwordResetMail,
  verificationMail,
} from "#app/domain/accounts/emails.ts";
import { storableJson } from "#app/lib/text.ts";
import { eraseAccount } from "#app/domain/accounts/account-data.server.ts";
import { isTopLevelNavigation } from "#app/domain/accounts/navigation.ts";
import { checkAvatar, checkEmail, checkFreeText, checkName } from "#app/domain/accounts/profile-rules.ts";
import { MIN_PASSWORD_LENGTH, MISSING_CREDENTIALS_MESSAGE } from "#app/domain/accounts/schemas.ts";
import {
  adminAccess,
  markSessionSecondFactor,
  signInFactorConfirmed,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  SECOND_FACTOR_SESSION_MESSAGE,
  type AdminAccess,
} from "#app/domain/accounts/second-factor.server.ts";
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
  countSignInFailure,
  isLimitedPath,
  mayMailRecipient,
  signInAllowed,
  TOO_MANY_REQUESTS_MESSAGE,
} from "./auth-limits.server.ts";
import { claimTotpStep, encryptedTotpSecretOf, stepOfCode, TOTP_REUSED_MESSAGE } from "./totp-steps.server.ts";
import { symmetricDecrypt } from "better-auth/crypto";
import { authSecret } from "#platform/auth-secret.ts";
import { config } from "#platform/config.ts";
import { db, schema } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { queueMail } from "#platform/mail-queue.ts";
import { maskEmail, maskEmails, redactSecrets } from "#platform/redact.ts";
import { processWide } from "#platform/process-wide.ts";
import { cookieValue, dropSessions, sessionCache, sessionKey } from "#platform/session-cache.ts";
import { sessionDropAfter } from "./session-drops.server.ts";

export { MIN_PASSWORD_LENGTH, MISSING_CREDENTIALS_MESSAGE };

/** Where the links in the account mails land (spec §2.15). */
export const VERIFY_CALLBACK_PATH = "/auth/verify";
export const RESET_CALLBACK_PATH = "/update-password";
/** Where the link of a new admin factor's confirmation mail lands. */
export const FACTOR_CONFIRM_PATH = "/profile/security/confirm";

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
const ABSENT_ENDPOINTS = new Set([
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/delete-user",
  "/delete-user/callback",
]);
const MAX_CODE_LENGTH = 32;
const MAX_ID_LENGTH = 200;

function checkSecondFactorBody(path: string, body: Record<string, unknown>) {
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

function refuseBreachedPassword(path: string, body: Record<string, unknown>) {
  const field = NEW_PASSWORD_FIELDS[path];
  const password = field ? body[field] : undefined;
  if (typeof password === "string" && isBreachedPassword(password)) refuse(BREACHED_PASSWORD_MESSAGE);
}

function refuse(message: string): never {
  throw new APIError("BAD_REQUEST", { message });
}

/**
 * The profile rules (app/domain/accounts/profile-rules.ts)
 * applied to a user record that is about to be written. Present fields are
 * checked and normalised in place (trimmed name, "none" avatar = null).
 */
function enforceUserFields(
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

function refuseUnknownFields(fields: Record<string, unknown>, allowed: ReadonlySet<string>, where: string) {
  const extra = Object.keys(fields).find((key) => !allowed.has(key));
  if (extra !== undefined) refuse(`The field "${extra.slice(0, 40)}" cannot be set ${where}.`);
}

/** The caller's id when the request carries an admin's session, else null (better-auth then refuses by itself). */
async function adminCaller(
  ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
): Promise<{ id: string; access: AdminAccess } | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (!session) return null;
  if (!(await isAdmin(session.user.id))) return null;
  return { id: session.user.id, access: await adminAccess({ userId: session.user.id, sessionId: session.session.id }) };
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
  refuseBreachedPassword(path, body);
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
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { message: TOO_MANY_REQUESTS_MESSAGE },
        {
          "X-Retry-After": String(result.retryAfterSeconds),
        },
      );
    }
  }
  if (rateLimitEnabled && path === "/sign-in/email") await refuseThrottledSignIn(ctx, body);
  if (path === "/two-factor/verify-totp") await claimTotpCode(ctx, body);
  if (rateLimitEnabled && !ctx.request) {
    // Second-factor codes and passkey checks called in-process (the /login/two-factor form) are counted
    // per client address as over HTTP.
    const result = await checkInProcessLimit({
      path,
      ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown",
      scale: config.AUTH_RATE_LIMIT_SCALE,
    });
    if (!result.ok) {
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { message: TOO_MANY_REQUESTS_MESSAGE },
        {
          "X-Retry-After": String(result.retryAfterSeconds),
        },
      );
    }
  }
  if (path.startsWith("/admin/")) return adminHook(ctx, path, body);
});

type AuthCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function clientIp(ctx: AuthCtx): string {
  return ctx.headers?.get(CLIENT_IP_HEADER) ?? ctx.request?.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** Wrong passwords slow down guesses per (account, address), with a loose per-account ceiling (auth-limits). */
async function refuseThrottledSignIn(ctx: AuthCtx, body: Record<string, unknown>) {
  const email = typeof body.email === "string" ? body.email : "";
  if (!email) return;
  const result = await signInAllowed(email, clientIp(ctx), config.AUTH_RATE_LIMIT_SCALE);
  if (!result.ok) {
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { message: TOO_MANY_REQUESTS_MESSAGE },
      { "X-Retry-After": String(result.retryAfterSeconds) },
    );
  }
}

/** Whose TOTP code this is: the signed-in member's (setting it up), or the one half-way through signing in. */
async function totpUserOf(ctx: AuthCtx): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}

/** A TOTP code counts once (totp-steps.server.ts); a wrong code goes on to the plugin, which counts it. */
async function claimTotpCode(ctx: AuthCtx, body: Record<string, unknown>) {
  const code = typeof body.code === "string" ? body.code.trim() : "";
  if (!/^\d{6}$/.test(code)) return;
  const userId = await totpUserOf(ctx);
  const encrypted = userId ? await encryptedTotpSecretOf(userId) : null;
  if (!userId || !encrypted) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: encrypted });
  const step = stepOfCode(secret, code);
  if (step === null) return;
  if (!(await claimTotpStep(userId, step))) throw new APIError("UNAUTHORIZED", { message: TOTP_REUSED_MESSAGE });
}

/** The endpoints that finish adding a second factor while signed in. */
const FACTOR_ENROLMENT = new Set(["/two-factor/verify-totp", "/passkey/verify-registration"]);

function signInFactorOf(ctx: AuthCtx): { kind: "totp" } | { kind: "passkey"; credentialId: string } {
  if (ctx.path !== "/passkey/verify-authentication") return { kind: "totp" };
  const response = (ctx.body as { response?: { id?: unknown } } | undefined)?.response;
  return { kind: "passkey", credentialId: typeof response?.id === "string" ? response.id : "" };
}

/**
 * A factor just added counts at once for a member; an admin's counts once she confirms it from her mailbox
 * (second-factor-confirmation.server.ts), so her password alone cannot add one that opens the admin area.
 */
async function settleNewFactors(user: { id: string; email: string; name: string }) {
  const admin = await isAdmin(user.id);
  for (const factor of await unconfirmedFactorsOf(user.id)) {
    if (!admin) {
      await markFactorConfirmed(factor);
      continue;
    }
    const token = await createConfirmationToken(user.id, factor);
    const link = `${config.SITE_URL}${FACTOR_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
    const mail = await secondFactorConfirmationMail({
      name: user.name,
      link,
      factor: factor.name,
      siteName: config.SITE_NAME,
      siteUrl: config.SITE_URL,
    });
    await queueMail({ to: user.email, ...mail, link });
  }
}

/** The endpoints that open a session with a second factor. */
const SECOND_FACTOR_SIGN_IN = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/passkey/verify-authentication",
]);

/**
 * After every auth endpoint: cached sessions the call ended or changed are dropped, a session opened with a
 * second factor is marked so (the admin guard reads it), and a wrong password counts against the account
 * from that address.
 */
const afterHook = createAuthMiddleware(async (ctx) => {
  dropCachedSessionsAfter(ctx);
  // Only a sign-in (no session before the request): confirming an enrolment in a password-only session
  // replaces that session, and the new one is no more verified than the old.
  const newSession = ctx.context.newSession;
  const succeeded = !(ctx.context.returned instanceof APIError);
  if (newSession && SECOND_FACTOR_SIGN_IN.has(ctx.path) && !(await hadSession(ctx))) {
    if (await signInFactorConfirmed(newSession.user.id, signInFactorOf(ctx)))
      await markSessionSecondFactor(newSession.session.token);
  } else if (succeeded && FACTOR_ENROLMENT.has(ctx.path)) {
    const session = newSession ?? (await getSessionFromCtx(ctx).catch(() => null));
    if (session) await settleNewFactors(session.user);
  }
  if (rateLimitEnabled && ctx.path === "/sign-in/email" && isFailedPassword(ctx.context.returned)) {
    const email = typeof ctx.body?.email === "string" ? (ctx.body.email as string) : "";
    if (email) await countSignInFailure(email, clientIp(ctx), config.AUTH_RATE_LIMIT_SCALE);
  }
});

async function hadSession(ctx: AuthCtx): Promise<boolean> {
  const cookie = ctx.context.authCookies.sessionToken.name;
  return Boolean(await ctx.getSignedCookie(cookie, ctx.context.secret));
}

function isFailedPassword(returned: unknown): boolean {
  return returned instanceof APIError && returned.statusCode === 401;
}

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

async function adminHook(
  ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
  path: string,
  body: Record<string, unknown>,
) {
  const data = adminData(body);
  const caller = await adminCaller(ctx);
  // The one admin guard: while the site requires a second factor, only a session opened with one acts as admin.
  if (caller && !caller.access.ok) {
    throw new APIError("FORBIDDEN", {
      message:
        caller.access.reason === "needs-second-factor" ? SECOND_FACTOR_REQUIRED_MESSAGE : SECOND_FACTOR_SESSION_MESSAGE,
    });
  }
  const userId = typeof body.userId === "string" ? body.userId : "";
  const changesRole = path === "/admin/set-role" || (path === "/admin/update-user" && data !== null && "role" in data);
  const takesAccount = path === "/admin/ban-user" || path === "/admin/remove-user";
  if (!userId || !(changesRole || takesAccount)) return;
  // Visitors and members fall through to the endpoint, which refuses them with its own answer.
  if (!caller) return;
  if (takesAccount) {
    const protection = await adminAccountProtection(userId);
    if (protection) refuse(protection);
    if (path === "/admin/remove-user") return removeThroughErasure(ctx, userId);
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

/** An admin's removal of a member is the member's own erasure (account-data.server.ts eraseAccount), not a bare row delete. */
async function removeThroughErasure(ctx: AuthCtx, userId: string) {
  const result = await eraseAccount(userId);
  if (!result.ok)
    throw new APIError(result.reason === "not-found" ? "NOT_FOUND" : "BAD_REQUEST", { message: result.message });
  return ctx.json({ success: true });
}
/** The session cookie's name (platform/session-cache.ts keys on its value). */
const SESSION_TOKEN_COOKIE = `${config.secureCookies ? "__Secure-" : ""}wc.session_token`;

/**
 * After every auth endpoint: the sessions its call ended or changed leave the session cache on every
 * instance (app/domain/accounts/session-drops.server.ts says which).
 */
function dropCachedSessionsAfter(ctx: AuthCtx) {
  const cookie = cookieValue(ctx.headers?.get("cookie") ?? undefined, SESSION_TOKEN_COOKIE);
  const key = cookie ? sessionKey(cookie) : null;
  const contextSession = (ctx.context as { session?: { user?: { id?: string } } | null }).session;
  const userId = contextSession?.user?.id ?? (key ? sessionCache.userIdOf(key) : undefined);
  const drop = sessionDropAfter(ctx.path, ctx.body, { key, userId });
  if (drop) dropSessions(drop);
}

export { LAST_ADMIN_MESSAGE };

export const VERIFY_LINK_NAVIGATION_MESSAGE = "Open the confirmation link from your email in your browser.";

const rateLimitEnabled = config.NODE_ENV !== "test";

/**
 * Sends an account mail unless its recipient had her share of this kind (auth-limits.server.ts): the
 * caller's answer is the same either way.
 */
async function sendAccountMail(
  kind: Parameters<typeof mayMailRecipient>[0],
  to: string,
  mail: Awaited<ReturnType<typeof verificationMail>>,
  link: string,
) {
  if (rateLimitEnabled && !(await mayMailRecipient(kind, to, config.AUTH_RATE_LIMIT_SCALE))) {
    logger.info({ to: maskEmail(to), kind }, "account mail not sent: this address had its share");
    return;
  }
  // Counted before it is queued: a queued mail is as good as sent for the recipient's share.
  await queueMail({ to, ...mail, link });
}

/**
 * What sign-up answers for an address that already has an account: the same fields a new account's
 * answer carries (better-auth's own stand-in lacks the admin and two-factor plugins' fields, so `role`
 * null told the two apart).
 */
function syntheticSignUpUser({
  coreFields,
  additionalFields,
  id,
}: {
  coreFields: Record<string, unknown>;
  additionalFields: Record<string, unknown>;
  id: string;
}) {
  return {
    ...coreFields,
    ...additionalFields,
    id,
    role: "user",
    banned: false,
    banReason: null,
    banExpires: null,
    twoFactorEnabled: false,
  };
}

function sendInBackground(task: Promise<unknown>) {
  task.catch((error: unknown) => logger.error({ err: error }, "auth: a mail could not be sent"));
}

/** better-auth's own log lines go through the site's logger, addresses masked and tokens redacted. */
// No `level` here: with one set, better-auth also prints every refused request's message to the console.
const authLogger = {
  log(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) {
    const detail = args.map((arg) =>
      arg instanceof Error
        ? { name: arg.name, message: maskEmails(arg.message) }
        : maskEmails(redactSecrets(String(arg))),
    );
    logger[level]({ detail }, `auth: ${maskEmails(redactSecrets(message))}`);
  },
};
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
    logger: authLogger,
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
        const mail = await passwordResetMail({
          name: user.name,
          link,
          siteName: config.SITE_NAME,
          siteUrl: config.SITE_URL,
        });
        await sendAccountMail("password-reset", user.email, mail, link);
      },
      // The same answer as for a new address; the owner is told by mail instead.
      customSyntheticUser: syntheticSignUpUser,
      async onExistingUserSignUp({ user }) {
        const link = `${config.SITE_URL}/login`;
        const mail = await existingAccountMail({
          name: user.name,
          link,
          siteName: config.SITE_NAME,
          siteUrl: config.SITE_URL,
        });
        await sendAccountMail("existing-account", user.email, mail, link);
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
        const mail = await verificationMail({
          name: user.name,
          link: link.href,
          siteName: config.SITE_NAME,
          siteUrl: config.SITE_URL,
        });
        await sendAccountMail("verification", user.email, mail, link.href);
      },
    },
    rateLimit: {
      enabled: rateLimitEnabled,
      // Fixed windows in the shared rate_limits table (see fixedWindowAuthStorage).
      customStorage: fixedWindowAuthStorage,
      customRules: {
        ...Object.fromEntries(Object.entries(authLimits).map(([path, rules]) => [path, scaled(rules.perIp)])),
        ...Object.fromEntries(Object.entries(extraLimitedPaths).map(([path, rule]) => [path, scaled(rule)])),
      },
    },
    hooks: { before: beforeHook, after: afterHook },
    // The last line for every write of a user row, whichever endpoint (or plugin) makes it.
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            enforceUserFields(user as Record<string, unknown>);
            return { data: user };
          },
        },
        update: {
          before: async (user) => {
            enforceUserFields(user as Record<string, unknown>);
            return { data: user };
          },
        },
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
      passkey({
        rpName: config.SITE_NAME,
        rpID: new URL(config.SITE_URL).hostname,
        origin: new URL(config.SITE_URL).origin,
      }),
    ],
    advanced: {
      // Account mails go out after the answer: an address with an account (a mail to write) and one without
      // answer in the same time. In tests they are awaited, so a test reads the outbox right after a call.
      ...(config.NODE_ENV === "test" ? {} : { backgroundTasks: { handler: sendInBackground } }),
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
