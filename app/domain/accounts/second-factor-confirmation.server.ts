import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";

/**
 * A second factor an admin adds counts for the admin area only once she confirms it from her mailbox: with
 * her password alone (guessed, leaked) someone could add their own authenticator app or passkey and sign in
 * "with a second factor". A member's factor counts at once; it guards only her own account.
 *
 * Each TOTP row and passkey row carries `confirmed_at`; the mail holds a one-time token (stored hashed in
 * better-auth's verification table, one hour) naming the factor it confirms.
 */
export type FactorRef = { kind: "totp" | "passkey"; id: string };

export const CONFIRMATION_PREFIX = "second-factor-confirm:";
const CONFIRMATION_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");

export async function markFactorConfirmed(factor: FactorRef, database: Database = defaultDb): Promise<void> {
  const now = new Date();
  if (factor.kind === "totp")
    await database.update(schema.twoFactor).set({ confirmedAt: now }).where(eq(schema.twoFactor.id, factor.id));
  else await database.update(schema.passkey).set({ confirmedAt: now }).where(eq(schema.passkey.id, factor.id));
}

/** The factors of a user that nobody confirmed yet (just added). */
export async function unconfirmedFactorsOf(
  userId: string,
  database: Database = defaultDb,
): Promise<(FactorRef & { name: string })[]> {
  const totp = await database
    .select({ id: schema.twoFactor.id })
    .from(schema.twoFactor)
    .where(
      and(
        eq(schema.twoFactor.userId, userId),
        eq(schema.twoFactor.verified, true),
        isNull(schema.twoFactor.confirmedAt),
      ),
    );
  const keys = await database
    .select({ id: schema.passkey.id, name: schema.passkey.name })
    .from(schema.passkey)
    .where(and(eq(schema.passkey.userId, userId), isNull(schema.passkey.confirmedAt)));
  return [
    ...totp.map((row) => ({ kind: "totp" as const, id: row.id, name: "Authenticator app" })),
    ...keys.map((row) => ({
      kind: "passkey" as const,
      id: row.id,
      name: row.name ? `Passkey "${row.name}"` : "Passkey",
    })),
  ];
}

/** A one-time token for the confirmation mail of one factor. */
export async function createConfirmationToken(
  userId: string,
  factor: FactorRef,
  database: Database = defaultDb,
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await database.insert(schema.verification).values({
    id: crypto.randomUUID(),
    identifier: `${CONFIRMATION_PREFIX}${hashToken(token)}`,
    value: JSON.stringify({ userId, ...factor }),
    expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
  });
  return token;
}

/** Uses a confirmation token once: the factor it names counts from now on. Null when unknown or expired. */
export async function confirmFactorByToken(token: string, database: Database = defaultDb): Promise<FactorRef | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await database
    .delete(schema.verification)
    .where(
      and(
        eq(schema.verification.identifier, `${CONFIRMATION_PREFIX}${hashToken(token)}`),
        gt(schema.verification.expiresAt, new Date()),
      ),
    )
    .returning({ value: schema.verification.value });
  if (!row) return null;
  const parsed = JSON.parse(row.value) as { userId: string; kind: "totp" | "passkey"; id: string };
  const table = parsed.kind === "totp" ? schema.twoFactor : schema.passkey;
  const updated = await database
    .update(table)
    .set({ confirmedAt: new Date() })
    .where(and(eq(table.id, parsed.id), eq(table.userId, parsed.userId)))
    .returning({ id: table.id });
  return updated.length > 0 ? { kind: parsed.kind, id: parsed.id } : null;
}
