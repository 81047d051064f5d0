import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { asc, eq } from "drizzle-orm";
import { db, schema, type Database } from "#platform/db.ts";
import { publishEvent } from "#platform/cluster-events.ts";
import { safeAvatarSrc } from "./avatars.ts";
import { isLastAdmin, LAST_ADMIN_MESSAGE } from "./last-admin.ts";
import { checkAvatar, checkName } from "./profile-rules.ts";
import { usersWithSecondFactor } from "./second-factor.server.ts";

/** A reviewer is a member who can also sign off health articles (the review gate), once linked to a person. */
export type Role = "user" | "reviewer" | "admin";

/** The admin user list returns id, full_name, email, role, avatar_url. */
export type UserRow = { id: string; fullName: string; email: string; role: Role; avatarUrl: string | null };
/** A row of the admin user list: the spec's fields and whether the account has a second factor. */
export type ListedUser = UserRow & { secondFactor: boolean };

export function isRole(value: unknown): value is Role {
  return value === "user" || value === "reviewer" || value === "admin";
}

const userColumns = {
  id: schema.user.id,
  fullName: schema.user.name,
  email: schema.user.email,
  role: schema.user.role,
  avatarUrl: schema.user.image,
};

function toUserRow(row: {
  id: string;
  fullName: string;
  email: string;
  role: string;
  avatarUrl: string | null;
}): UserRow {
  // A stored avatar that is not one of ours never leaves the server (the initials image is shown instead).
  return { ...row, avatarUrl: safeAvatarSrc(row.avatarUrl), role: isRole(row.role) ? row.role : "user" };
}

export async function listUsers(): Promise<ListedUser[]> {
  const rows = await db
    .select(userColumns)
    .from(schema.user)
    .orderBy(asc(schema.user.createdAt), asc(schema.user.email));
  const protectedIds = await usersWithSecondFactor(rows.map((row) => row.id));
  return rows.map((row) => ({ ...toUserRow(row), secondFactor: protectedIds.has(row.id) }));
}

export { LAST_ADMIN_MESSAGE };

export type RoleChangeResult = { ok: true; user: UserRow } | Refusal<"invalid-role" | "not-found" | "last-admin">;

/**
 * Spec remote function update_user_role {target_user_id, new_role}: the one
 * place a role changes, whichever way the request came in (the dashboard
 * action, better-auth's /admin/set-role and /admin/update-user through the
 * auth before-hook). The last admin cannot be demoted: inside one transaction
 * every admin row is locked in id order (so two demotions at once wait for
 * each other and cannot deadlock), then the target; the second demotion sees
 * the first one's result and is refused.
 */
export async function changeUserRole(
  targetUserId: string,
  newRole: unknown,
  database: Database = db,
): Promise<RoleChangeResult> {
  if (!isRole(newRole)) return refuse("invalid-role", "Roles are limited to user, reviewer and admin.");
  const result = await writeUserRole(targetUserId, newRole, database);
  // Her cached sessions carry the old role: dropped on every instance once the change is committed.
  if (result.ok) void publishEvent({ type: "member.roleChanged", userId: targetUserId });
  return result;
}

function writeUserRole(targetUserId: string, newRole: Role, database: Database): Promise<RoleChangeResult> {
  return database.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const [target] = await tx
      .select(userColumns)
      .from(schema.user)
      .where(eq(schema.user.id, targetUserId))
      .for("update");
    if (!target) return refuse("not-found", "User not found.");
    const current = toUserRow(target);
    if (current.role === newRole) return { ok: true, user: current };
    if (
      isLastAdmin(
        current,
        admins.map((admin) => admin.id),
      )
    ) {
      return refuse("last-admin", LAST_ADMIN_MESSAGE);
    }
    await tx.update(schema.user).set({ role: newRole, updatedAt: new Date() }).where(eq(schema.user.id, targetUserId));
    return { ok: true, user: { ...current, role: newRole } };
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The last-admin lock: every admin row locked in id order inside the caller's transaction, so any two
 * operations that could leave the site without an admin (two demotions, a demotion and an account
 * deletion, two deletions) wait for each other and cannot deadlock. Returns the admins' ids.
 */
export async function lockAdmins(tx: Transaction): Promise<{ id: string }[]> {
  return tx
    .select({ id: schema.user.id })
    .from(schema.user)
    .where(eq(schema.user.role, "admin"))
    .orderBy(asc(schema.user.id))
    .for("update");
}

export const ADMIN_ACCOUNT_PROTECTED_MESSAGE = "Demote this admin to user before banning or removing the account.";

/**
 * Admins are not banned or removed while they are admins (the role changes
 * first, through changeUserRole, which keeps the last admin). Returns why an
 * account cannot be banned or removed, or null.
 */
export async function adminAccountProtection(userId: string, database: Database = db): Promise<string | null> {
  if (!(await isAdmin(userId, database))) return null;
  const admins = await database
    .select({ id: schema.user.id })
    .from(schema.user)
    .where(eq(schema.user.role, "admin"))
    .limit(2);
  const adminIds = admins.map((admin) => admin.id);
  return isLastAdmin({ id: userId, role: "admin" }, adminIds) ? LAST_ADMIN_MESSAGE : ADMIN_ACCOUNT_PROTECTED_MESSAGE;
}

export async function isAdmin(userId: string, database: Database = db): Promise<boolean> {
  const [row] = await database.select({ role: schema.user.role }).from(schema.user).where(eq(schema.user.id, userId));
  return row?.role === "admin";
}

export type ProfileUpdateResult = { ok: true } | (Refusal<"invalid"> & { field: "fullName" | "avatarUrl" });

/** Spec "Profile save": set full_name, avatar_url where id = current user id, under the same rules as every other way in. */
export async function updateProfile(
  userId: string,
  profile: { fullName: unknown; avatarUrl: unknown },
): Promise<ProfileUpdateResult> {
  const name = checkName(profile.fullName, "Full name");
  if (!name.ok) return { ...name, field: "fullName" };
  const avatar = checkAvatar(profile.avatarUrl);
  if (!avatar.ok) return { ...avatar, field: "avatarUrl" };
  await db
    .update(schema.user)
    .set({ name: name.value, image: avatar.value, updatedAt: new Date() })
    .where(eq(schema.user.id, userId));
  // Her name and avatar as the session cache holds them are out of date.
  void publishEvent({ type: "member.profileChanged", userId });
  return { ok: true };
}
