import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { config } from "./config.ts";
import { db, schema } from "./db.ts";

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

export const MIN_PASSWORD_LENGTH = 6;

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
  },
  rateLimit: {
    enabled: config.NODE_ENV !== "test",
    storage: "database",
    modelName: "rateLimit",
  },
  plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
  advanced: {
    cookiePrefix: "wc",
    useSecureCookies: config.secureCookies,
    defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.secureCookies },
  },
});

export type Auth = typeof auth;
