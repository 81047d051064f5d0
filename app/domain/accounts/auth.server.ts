import { betterAuth } from "better-auth";
import { publishEvent } from "#platform/cluster-events.ts";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { admin } from "better-auth/plugins/admin";
import { twoFactor } from "better-auth/plugins/two-factor";
import { passkey } from "@better-auth/passkey";
import { existingAccountMail, passwordResetMail, verificationMail } from "#app/domain/accounts/emails.ts";
import type { Refusal } from "#app/lib/refusal.ts";
import { storableJson } from "#app/lib/text.ts";
import { isTopLevelNavigation } from "#app/domain/accounts/navigation.ts";
import { MIN_PASSWORD_LENGTH, MISSING_CREDENTIALS_MESSAGE } from "#app/domain/accounts/schemas.ts";
import { markSessionSecondFactor, signInFactorConfirmed } from "#app/domain/accounts/second-factor.server.ts";
import { LAST_ADMIN_MESSAGE } from "#app/domain/accounts/users.server.ts";
import {
  authLimitsOn,
  authLimits,
  checkAuthLimits,
  checkInProcessLimit,
  CLIENT_IP_HEADER,
  extraLimitedPaths,
  fixedWindowAuthStorage,
  countSignInFailure,
  isLimitedPath,
  signInAllowed,
} from "./auth-limits.server.ts";
import { adminHook } from "./auth-admin-hook.server.ts";
import {
  claimTotpCode,
  FACTOR_CONFIRM_PATH,
  FACTOR_ENROLMENT,
  SECOND_FACTOR_SIGN_IN,
  settleNewFactors,
  signInFactorOf,
} from "./auth-factor-hooks.server.ts";
import { authLogger, sendAccountMail, sendInBackground, syntheticSignUpUser } from "./auth-mail.server.ts";
import {
  ABSENT_ENDPOINTS,
  ALLOWED_FIELDS,
  checkAdminFields,
  checkSecondFactorBody,
  clientIp,
  enforceUserFields,
  refuseBreachedPassword,
  refuseUnknownFields,
  type AuthCtx,
} from "./auth-request-rules.server.ts";
import { authSecret } from "#platform/auth-secret.ts";
import { once, standIn } from "#platform/stand-in.ts";
import { config } from "#platform/config.ts";
import { db, schema } from "#platform/db.ts";
import { cookieValue, sessionCache, sessionKey } from "#platform/session-cache.ts";
import { sessionDropAfter } from "./session-drops.server.ts";
import { passwordHasher } from "./password-hash.server.ts";
import {
  isPendingSignupFor,
  PENDING_SIGNUP_COOKIE,
  pendingSignupCookieOptions,
  VERIFICATION_LINK_SECONDS,
} from "./pending-signup.server.ts";
import { siteName } from "#app/lib/site.ts";

export { FACTOR_CONFIRM_PATH, LAST_ADMIN_MESSAGE, MIN_PASSWORD_LENGTH, MISSING_CREDENTIALS_MESSAGE };

/** Where the links in the account mails land. */
export const VERIFY_CALLBACK_PATH = "/auth/verify";
export const RESET_CALLBACK_PATH = "/update-password";

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
  await refuseBreachedPassword(path, body);
  if (path === "/sign-in/email" || path === "/sign-up/email") {
    const email = typeof body.email === "string" ? body.email.trim() : "";
    const password = typeof body.password === "string" ? body.password : "";
    if (!email || !password) throw new APIError("BAD_REQUEST", { message: MISSING_CREDENTIALS_MESSAGE });
  }
  if (authLimitsOn() && isLimitedPath(path)) {
    // Over HTTP better-auth's limiter already counted the address; in-process calls carry it in a header
    // that the HTTP layer sets from the socket (clients cannot forge it: it is overwritten on every request).
    const ip = ctx.request ? null : (ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown");
    const email = typeof body.email === "string" ? body.email : null;
    const result = await checkAuthLimits({ path, email, ip, scale: config.AUTH_RATE_LIMIT_SCALE });
    if (!result.ok) throw limitedError(result);
  }
  if (authLimitsOn() && path === "/sign-in/email") await refuseThrottledSignIn(ctx, body);
  if (path === "/two-factor/verify-totp") await claimTotpCode(ctx, body);
  if (authLimitsOn() && !ctx.request) {
    // Second-factor codes and passkey checks called in-process (the /login/two-factor form) are counted
    // per client address as over HTTP.
    const result = await checkInProcessLimit({
      path,
      ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown",
      scale: config.AUTH_RATE_LIMIT_SCALE,
    });
    if (!result.ok) throw limitedError(result);
  }
  if (path.startsWith("/admin/")) return adminHook(ctx, path, body);
});

/** A limit's refusal as better-auth answers it: 429 with the wait in its own header. */
function limitedError(refusal: Refusal<"rate-limited">): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { message: refusal.message },
    { "X-Retry-After": String(refusal.retryAfterSeconds) },
  );
}

/** Wrong passwords slow down guesses per (account, address), with a loose per-account ceiling (auth-limits). */
async function refuseThrottledSignIn(ctx: AuthCtx, body: Record<string, unknown>) {
  const email = typeof body.email === "string" ? body.email : "";
  if (!email) return;
  const result = await signInAllowed(email, clientIp(ctx), config.AUTH_RATE_LIMIT_SCALE);
  if (!result.ok) throw limitedError(result);
}

/**
 * After every auth endpoint: cached sessions the call ended or changed are dropped, a session opened with a
 * second factor is marked so (the admin guard reads it), and a wrong password counts against the account
 * from that address.
 */
/** The address a verification token was issued for (its payload; better-auth checked its signature). */
function tokenEmail(token: unknown): string | null {
  if (typeof token !== "string") return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      email?: unknown;
    };
    return typeof payload.email === "string" ? payload.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * A confirmation link opened in the browser that signed up (its pending-signup cookie names the address)
 * signs her in there; opened anywhere else it only confirms the address (pending-signup.server.ts). Also
 * when another device opened the link first: the address is confirmed, and this browser still asked.
 */
async function signInAfterVerification(ctx: AuthCtx) {
  const request = ctx.request;
  if (!request) return;
  // The endpoint answers a good link with a redirect to the callback, a bad one with `?error=`.
  const returned = ctx.context.returned;
  // (The redirect is better-call's own APIError, not the class better-auth re-exports: read it by shape.)
  const redirect = returned as { statusCode?: unknown; headers?: { get?: (name: string) => string | null } } | null;
  const location =
    redirect?.statusCode === 302 && typeof redirect.headers?.get === "function"
      ? redirect.headers.get("location")
      : null;
  if (!location || location.includes("error=")) return;
  const email = tokenEmail(ctx.query?.token);
  if (!email || !isPendingSignupFor(request.headers.get("cookie"), email)) return;
  const found = await ctx.context.internalAdapter.findUserByEmail(email);
  const user = found?.user;
  if (!user || !user.emailVerified || (user as { banned?: boolean | null }).banned) return;
  const session = await ctx.context.internalAdapter.createSession(user.id);
  if (!session) return;
  await setSessionCookie(ctx, { session, user });
  // Used once: the cookie goes (appended beside the session cookie, not replacing it).
  ctx.setCookie(PENDING_SIGNUP_COOKIE, "", { ...pendingSignupCookieOptions(), maxAge: 0 });
}

const afterHook = createAuthMiddleware(async (ctx) => {
  if (ctx.path === "/verify-email") await signInAfterVerification(ctx);
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
  if (authLimitsOn() && ctx.path === "/sign-in/email" && isFailedPassword(ctx.context.returned)) {
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

/** The session cookie's name (platform/session-cache.ts keys on its value). */
const sessionTokenCookie = () => `${config.secureCookies ? "__Secure-" : ""}wc.session_token`;

/**
 * After every auth endpoint: the sessions its call ended or changed leave the session cache on every
 * instance (app/domain/accounts/session-drops.server.ts says which).
 */
function dropCachedSessionsAfter(ctx: AuthCtx) {
  const cookie = cookieValue(ctx.headers?.get("cookie") ?? undefined, sessionTokenCookie());
  const key = cookie ? sessionKey(cookie) : null;
  const contextSession = (ctx.context as { session?: { user?: { id?: string } } | null }).session;
  const userId = contextSession?.user?.id ?? (key ? sessionCache.userIdOf(key) : undefined);
  const drop = sessionDropAfter(ctx.path, ctx.body, { key, userId });
  if (drop) void publishEvent({ type: "member.sessionsRevoked", drop });
}

export const VERIFY_LINK_NAVIGATION_MESSAGE = "Open the confirmation link from your email in your browser.";

const scaled = (rule: { window: number; max: number }) => ({
  window: rule.window,
  max: rule.max * config.AUTH_RATE_LIMIT_SCALE,
});

function createAuth() {
  return betterAuth({
    appName: siteName(),
    baseURL: config.SITE_URL,
    basePath: "/api/auth",
    secret: authSecret(),
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
      password: passwordHasher(),
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }) {
        const link = `${config.SITE_URL}/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(RESET_CALLBACK_PATH)}`;
        const mail = await passwordResetMail({
          name: user.name,
          link,
          siteName: siteName(),
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
          siteName: siteName(),
          siteUrl: config.SITE_URL,
        });
        await sendAccountMail("existing-account", user.email, mail, link);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Signed in only in the browser that asked for the link (signInAfterVerification), not wherever it is opened.
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      async sendVerificationEmail({ user, url }) {
        // Whoever started the sign-up, the confirmed user lands on /auth/verify.
        const link = new URL(url);
        link.searchParams.set("callbackURL", VERIFY_CALLBACK_PATH);
        const mail = await verificationMail({
          name: user.name,
          link: link.href,
          siteName: siteName(),
          siteUrl: config.SITE_URL,
        });
        await sendAccountMail("verification", user.email, mail, link.href);
      },
    },
    rateLimit: {
      enabled: authLimitsOn(),
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
        issuer: siteName(),
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 15 * 60 },
      }),
      // Passkeys (WebAuthn) bound to SITE_URL's host; a passkey sign-in counts as both factors.
      passkey({
        rpName: siteName(),
        rpID: new URL(config.SITE_URL).hostname,
        origin: new URL(config.SITE_URL).origin,
      }),
    ],
    advanced: {
      // Account mails go out after the answer: an address with an account (a mail to write) and one without
      // answer in the same time. In tests they are awaited, so a test reads the outbox right after a call.
      ...(config.NODE_ENV === "test" ? {} : { backgroundTasks: { handler: sendInBackground } }),
      // The HTTP layer writes the client address (Express req.ip, honouring TRUST_PROXY) into this header.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: config.RATE_LIMIT_IPV6_PREFIX },
      cookiePrefix: "wc",
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.secureCookies },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The process's one better-auth instance (the app bundle imports this module from the process itself), made at
 * its first use: it reads the settings and the secret.
 */
export const auth: Auth = standIn(once(createAuth), { bindMethods: true });
