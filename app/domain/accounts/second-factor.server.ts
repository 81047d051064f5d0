import { and, count, eq, inArray } from "drizzle-orm";
import { db, schema, type Database } from "#platform/db.ts";
import { ADMIN_SECOND_FACTOR_SETTING, OWN_SECOND_FACTOR_FIRST_MESSAGE } from "./second-factor.ts";

export { ADMIN_SECOND_FACTOR_SETTING, OWN_SECOND_FACTOR_FIRST_MESSAGE, SECOND_FACTOR_REQUIRED_MESSAGE, SECURITY_PAGE } from "./second-factor.ts";

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

export type SettingResult = { ok: true; required: boolean } | { ok: false; message: string };

/**
 * Turns the requirement on or off. An admin turns it on only once she has a second factor herself,
 * so the setting never locks its own author out of the admin area.
 */
export async function setAdminsRequireSecondFactor(actorId: string, required: boolean, database: Database = db): Promise<SettingResult> {
  if (required && !(await hasSecondFactor(actorId, database))) return { ok: false, message: OWN_SECOND_FACTOR_FIRST_MESSAGE };
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
  return !(await hasSecondFactor(userId, database));
}
