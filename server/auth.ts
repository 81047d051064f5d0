import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { passwordResetMail, verificationMail } from "#app/domain/accounts/emails.ts";
import { storableJson } from "#app/lib/text.ts";
import { MIN_PASSWORD_LENGTH, MISSING_CREDENTIALS_MESSAGE } from "#app/domain/accounts/schemas.ts";
import {
  authLimits,
  checkAuthLimits,
  CLIENT_IP_HEADER,
  fixedWindowAuthStorage,
  isLimitedPath,
  TOO_MANY_REQUESTS_MESSAGE,
} from "./auth-limits.ts";
import { config } from "./config.ts";
import { db, schema } from "./db.ts";
import { mailer } from "./mail.ts";

/**
 * The secret signs session cookies. Several instances must share AUTH_SECRET;
 * a single embedded instance keeps a generated one in DATA_DIR.
 */
function resolveAuthSecret(): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === "test") return "test-secret-that-is-long-enough-0123456789";
  const file = path.join(config.DATA_DIR, ".auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export { MIN_PASSWORD_LENGTH, MISSING_CREDENTIALS_MESSAGE };

/** Where the links in the account mails land (spec §2.15). */
export const VERIFY_CALLBACK_PATH = "/auth/verify";
export const RESET_CALLBACK_PATH = "/update-password";

/** Admin-plugin endpoints that could take away the last admin. */
const LAST_ADMIN_GUARDED = new Set(["/admin/set-role", "/admin/remove-user", "/admin/ban-user"]);

/**
 * Runs before every auth endpoint (HTTP or in-process): missing credentials get
 * the spec's message, abuse limits are counted, and the last admin cannot be
 * demoted, removed or banned through the admin plugin's own endpoints.
 */
const beforeHook = createAuthMiddleware(async (ctx) => {
  const path = ctx.path;
  // Names, emails and every other string: without NUL, which the database cannot store.
  const body = storableJson((ctx.body ?? {}) as Record<string, unknown>);
  if (path === "/sign-up/email") {
    // Only an admin changes roles: whatever the browser sends, a new account starts as a plain user.
    for (const field of ["role", "banned", "banReason", "banExpires"]) delete body[field];
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
  if (LAST_ADMIN_GUARDED.has(path)) {
    const userId = typeof body.userId === "string" ? body.userId : "";
    const demotes = path !== "/admin/set-role" || body.role !== "admin";
    if (userId && demotes && (await isLastAdmin(userId))) {
      throw new APIError("BAD_REQUEST", { message: LAST_ADMIN_MESSAGE });
    }
  }
});

export const LAST_ADMIN_MESSAGE = "The last admin cannot be demoted.";

async function isLastAdmin(userId: string): Promise<boolean> {
  const admins = await db
    .select({ id: schema.user.id })
    .from(schema.user)
    .where(eq(schema.user.role, "admin"))
    .limit(2);
  return admins.length === 1 && admins[0]!.id === userId;
}

const rateLimitEnabled = config.NODE_ENV !== "test";
const scaled = (rule: { window: number; max: number }) => ({
  window: rule.window,
  max: rule.max * config.AUTH_RATE_LIMIT_SCALE,
});

/** Secret shared with other signed cookies (flash toasts). */
export const authSecret = resolveAuthSecret();

export const auth = betterAuth({
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
      const mail = passwordResetMail({ name: user.name, link, siteName: config.SITE_NAME, siteUrl: config.SITE_URL });
      await mailer.send({ to: user.email, ...mail, link });
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
      const mail = verificationMail({ name: user.name, link: link.href, siteName: config.SITE_NAME, siteUrl: config.SITE_URL });
      await mailer.send({ to: user.email, ...mail, link: link.href });
    },
  },
  rateLimit: {
    enabled: rateLimitEnabled,
    // Fixed windows in the shared rate_limits table (see fixedWindowAuthStorage).
    customStorage: fixedWindowAuthStorage,
    customRules: {
      ...Object.fromEntries(Object.entries(authLimits).map(([path, rules]) => [path, scaled(rules.perIp)])),
      // Ending a session only ever takes rights away: it is never refused.
      "/sign-out": false,
    },
  },
  hooks: { before: beforeHook },
  plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
  advanced: {
    // The HTTP layer writes the client address (Express req.ip, honouring TRUST_PROXY) into this header.
    ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    cookiePrefix: "wc",
    useSecureCookies: config.secureCookies,
    defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.secureCookies },
  },
});

export type Auth = typeof auth;
