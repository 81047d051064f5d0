import crypto from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { config } from "#platform/config.ts";
import { db, schema } from "#platform/db.ts";
import { DEFAULT_AVATAR_URL } from "./avatars.ts";

/**
 * The one-time /setup-admin link (ARCHITECTURE "rules decided here"): while no
 * admin exists the server prints `{SITE_URL}/setup-admin?token=…` at start-up.
 * The token is random, stored only as a hash, single-use and expires.
 */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const IDENTIFIER = "setup-admin";

function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

export async function adminExists(): Promise<boolean> {
  const rows = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.role, "admin")).limit(1);
  return rows.length > 0;
}

export async function createSetupToken(now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(schema.verification).values({
    id: crypto.randomUUID(),
    identifier: IDENTIFIER,
    value: hashToken(token),
    expiresAt: new Date(now.getTime() + SETUP_TOKEN_TTL_MS),
  });
  return token;
}

export async function isValidSetupToken(token: string | null | undefined): Promise<boolean> {
  if (!token) return false;
  const rows = await db
    .select({ id: schema.verification.id })
    .from(schema.verification)
    .where(
      and(
        eq(schema.verification.identifier, IDENTIFIER),
        eq(schema.verification.value, hashToken(token)),
        gt(schema.verification.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Uses the token up: true only for the one caller that held a valid, unexpired token. */
export async function consumeSetupToken(token: string): Promise<boolean> {
  const deleted = await db
    .delete(schema.verification)
    .where(
      and(
        eq(schema.verification.identifier, IDENTIFIER),
        eq(schema.verification.value, hashToken(token)),
        gt(schema.verification.expiresAt, new Date()),
      ),
    )
    .returning({ id: schema.verification.id });
  if (deleted.length === 0) return false;
  // Every other outstanding setup link dies with it.
  await db.delete(schema.verification).where(eq(schema.verification.identifier, IDENTIFIER));
  return true;
}

/** The fixed, read-only email of the first admin (config ADMIN_EMAIL). */
export function setupAdminEmail() {
  return config.ADMIN_EMAIL;
}

export function setupUrl(token: string) {
  return `${config.SITE_URL}/setup-admin?token=${token}`;
}

/** Start-up: while no admin exists, print a fresh one-time setup link. */
export async function announceAdminSetup(log: { warn(obj: object, msg: string): void }): Promise<string | null> {
  if (await adminExists()) return null;
  const token = await createSetupToken();
  const url = setupUrl(token);
  log.warn(
    { setupAdmin: true, expiresInHours: SETUP_TOKEN_TTL_MS / 3_600_000 },
    `No admin account exists yet. Create the first admin (single-use link, expires in 24 hours): ${url}`,
  );
  return url;
}

/**
 * Creates a verified admin with a password, or makes an existing account with
 * that email a verified admin with the given name and password. Used by the
 * setup page and by `npm run admin:create`.
 */
export async function createOrPromoteAdmin(input: {
  email: string;
  name: string;
  password: string;
}): Promise<{ userId: string; created: boolean }> {
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const hash = await ctx.password.hash(input.password);
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (existing) {
    const userId = existing.user.id;
    await db
      .update(schema.user)
      .set({ role: "admin", emailVerified: true, name: input.name, updatedAt: new Date() })
      .where(eq(schema.user.id, userId));
    if (existing.accounts.some((account) => account.providerId === "credential")) {
      await ctx.internalAdapter.updatePassword(userId, hash);
    } else {
      await ctx.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
    }
    return { userId, created: false };
  }
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.name,
      emailVerified: true,
      image: DEFAULT_AVATAR_URL,
      role: "admin",
    },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  return { userId: user.id, created: true };
}
