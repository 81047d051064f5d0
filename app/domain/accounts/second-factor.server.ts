import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import { db, schema, type Database } from "#platform/db.ts";
import { ADMIN_SECOND_FACTOR_SETTING, OWN_SECOND_FACTOR_FIRST_MESSAGE } from "./second-factor.ts";

export {
  ADMIN_SECOND_FACTOR_SETTING,
  OWN_SECOND_FACTOR_FIRST_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  SECOND_FACTOR_SESSION_MESSAGE,
  SECOND_FACTOR_SESSION_PATH,
  SECURITY_PAGE,
} from "./second-factor.ts";

/**
 * Second factors: a TOTP app with recovery codes (better-auth's twoFactor plugin,
 * user.two_factor_enabled once confirmed) or a passkey (@better-auth/passkey, one row per credential).
 * Either counts as "has a second factor".
 */

export type SecondFactors = { totp: boolean; passkeys: number };

export async function secondFactorsOf(userId: string, database: Database = db): Promise<SecondFactors> {
  const [user] = await database
    .select({ totp: schema.user.twoFactorEnabled })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  const [keys] = await database.select({ n: count() }).from(schema.passkey).where(eq(schema.passkey.userId, userId));
  return { totp: user?.totp === true, passkeys: Number(keys?.n ?? 0) };
}

/**
 * Whether she has a second factor that counts for the admin area: a TOTP app or passkey confirmed (an
 * admin's from her mailbox, second-factor-confirmation.server.ts; a member's when added).
 */
export async function hasConfirmedSecondFactor(userId: string, database: Database = db): Promise<boolean> {
  const [totp] = await database
    .select({ id: schema.twoFactor.id })
    .from(schema.twoFactor)
    .innerJoin(schema.user, eq(schema.user.id, schema.twoFactor.userId))
    .where(
      and(
        eq(schema.twoFactor.userId, userId),
        eq(schema.user.twoFactorEnabled, true),
        isNotNull(schema.twoFactor.confirmedAt),
      ),
    )
    .limit(1);
  if (totp) return true;
  const [key] = await database
    .select({ id: schema.passkey.id })
    .from(schema.passkey)
    .where(and(eq(schema.passkey.userId, userId), isNotNull(schema.passkey.confirmedAt)))
    .limit(1);
  return Boolean(key);
}

/** Whether the factor a sign-in used counts (confirmed): her TOTP row, or the passkey with this credential id. */
export async function signInFactorConfirmed(
  userId: string,
  factor: { kind: "totp" } | { kind: "passkey"; credentialId: string },
  database: Database = db,
): Promise<boolean> {
  if (factor.kind === "totp") {
    const [row] = await database
      .select({ id: schema.twoFactor.id })
      .from(schema.twoFactor)
      .where(and(eq(schema.twoFactor.userId, userId), isNotNull(schema.twoFactor.confirmedAt)))
      .limit(1);
    return Boolean(row);
  }
  const [row] = await database
    .select({ id: schema.passkey.id })
    .from(schema.passkey)
    .where(
      and(
        eq(schema.passkey.userId, userId),
        eq(schema.passkey.credentialID, factor.credentialId),
        isNotNull(schema.passkey.confirmedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function hasSecondFactor(userId: string, database: Database = db): Promise<boolean> {
  const factors = await secondFactorsOf(userId, database);
  return factors.totp || factors.passkeys > 0;
}

/** Which of these users have a second factor (for the admin user list). */
export async function usersWithSecondFactor(userIds: string[], database: Database = db): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const enabled = await database
    .select({ id: schema.user.id })
    .from(schema.user)
    .where(and(inArray(schema.user.id, userIds), eq(schema.user.twoFactorEnabled, true)));
  const keys = await database
    .selectDistinct({ id: schema.passkey.userId })
    .from(schema.passkey)
    .where(inArray(schema.passkey.userId, userIds));
  return new Set([...enabled.map((row) => row.id), ...keys.map((row) => row.id)]);
}

export async function adminsRequireSecondFactor(database: Database = db): Promise<boolean> {
  const [row] = await database
    .select({ value: schema.siteSettings.value })
    .from(schema.siteSettings)
    .where(eq(schema.siteSettings.key, ADMIN_SECOND_FACTOR_SETTING));
  return row?.value === true;
}

export type SettingResult = { ok: true; required: boolean } | Refusal<"no-own-second-factor">;

/**
 * Turns the requirement on or off. An admin turns it on only once she has a second factor herself,
 * so the setting never locks its own author out of the admin area.
 */
export async function setAdminsRequireSecondFactor(
  actorId: string,
  required: boolean,
  database: Database = db,
): Promise<SettingResult> {
  if (required && !(await hasConfirmedSecondFactor(actorId, database)))
    return refuse("no-own-second-factor", OWN_SECOND_FACTOR_FIRST_MESSAGE);
  await database
    .insert(schema.siteSettings)
    .values({ key: ADMIN_SECOND_FACTOR_SETTING, value: required, updatedAt: new Date(), updatedBy: actorId })
    .onConflictDoUpdate({
      target: schema.siteSettings.key,
      set: { value: required, updatedAt: new Date(), updatedBy: actorId },
    });
  return { ok: true, required };
}

/** Whether this admin must set up a second factor before using the admin area. */
export async function adminNeedsSecondFactor(userId: string, database: Database = db): Promise<boolean> {
  if (!(await adminsRequireSecondFactor(database))) return false;
  return !(await hasConfirmedSecondFactor(userId, database));
}

/**
 * The one guard of every admin action, page, endpoint, socket command and upload. While the site requires
 * a second factor for admins, an admin counts only in a session opened with one: a session opened with the
 * password alone (before she enrolled, or stolen) stays a member's, whatever the account has since.
 */
export type AdminAccess =
  { ok: true } | { ok: false; reason: "not-admin" | "needs-second-factor" | "needs-verified-session" };

export async function adminAccess(
  input: { userId: string; sessionId: string },
  database: Database = db,
): Promise<AdminAccess> {
  const [row] = await database
    .select({ role: schema.user.role })
    .from(schema.user)
    .where(eq(schema.user.id, input.userId));
  if (row?.role !== "admin") return { ok: false, reason: "not-admin" };
  if (!(await adminsRequireSecondFactor(database))) return { ok: true };
  if (!(await hasConfirmedSecondFactor(input.userId, database))) return { ok: false, reason: "needs-second-factor" };
  const [session] = await database
    .select({ verified: schema.session.secondFactorVerified })
    .from(schema.session)
    .where(and(eq(schema.session.id, input.sessionId), eq(schema.session.userId, input.userId)));
  return session?.verified === true ? { ok: true } : { ok: false, reason: "needs-verified-session" };
}

/** Records that this session was opened with a second factor (set by the auth after-hook, never by a client). */
export async function markSessionSecondFactor(sessionToken: string, database: Database = db): Promise<void> {
  await database
    .update(schema.session)
    .set({ secondFactorVerified: true })
    .where(eq(schema.session.token, sessionToken));
}
