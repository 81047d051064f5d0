import { asc, eq, sql } from "drizzle-orm";
import { LAST_ADMIN_MESSAGE } from "#server/auth.ts";
import { db, schema } from "#server/db.ts";
import type { Role } from "./session.server.ts";

/** Spec §3: the admin user list returns id, full_name, email, role, avatar_url. */
export type UserRow = { id: string; fullName: string; email: string; role: Role; avatarUrl: string | null };

export const ROLES: readonly Role[] = ["user", "admin"];

export function isRole(value: unknown): value is Role {
  return value === "user" || value === "admin";
}

export async function listUsers(): Promise<UserRow[]> {
  const rows = await db
    .select({
      id: schema.user.id,
      fullName: schema.user.name,
      email: schema.user.email,
      role: schema.user.role,
      avatarUrl: schema.user.image,
    })
    .from(schema.user)
    .orderBy(asc(schema.user.createdAt), asc(schema.user.email));
  return rows.map((row) => ({ ...row, role: row.role === "admin" ? "admin" : "user" }));
}

export async function countAdmins(): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(schema.user)
    .where(eq(schema.user.role, "admin"));
  return Number(row?.count ?? 0);
}

export type RoleChangeResult = { ok: true } | { ok: false; message: string };

/**
 * Spec remote function update_user_role {target_user_id, new_role}. The last
 * admin cannot be demoted: the admin rows are locked while counting, so two
 * admins demoting each other at once cannot both succeed.
 */
export async function changeUserRole(targetUserId: string, newRole: Role): Promise<RoleChangeResult> {
  if (!isRole(newRole)) return { ok: false, message: "Roles are limited to user and admin." };
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: schema.user.id, role: schema.user.role })
      .from(schema.user)
      .where(eq(schema.user.id, targetUserId))
      .for("update");
    if (!target) return { ok: false, message: "User not found." };
    if (target.role === newRole) return { ok: true };
    if (target.role === "admin" && newRole !== "admin") {
      const admins = await tx
        .select({ id: schema.user.id })
        .from(schema.user)
        .where(eq(schema.user.role, "admin"))
        .for("update");
      if (admins.length <= 1) return { ok: false, message: LAST_ADMIN_MESSAGE };
    }
    await tx.update(schema.user).set({ role: newRole, updatedAt: new Date() }).where(eq(schema.user.id, targetUserId));
    return { ok: true };
  });
}

/** Spec "Profile save": set full_name, avatar_url where id = current user id. */
export async function updateProfile(userId: string, profile: { fullName: string; avatarUrl: string | null }) {
  await db
    .update(schema.user)
    .set({ name: profile.fullName, image: profile.avatarUrl, updatedAt: new Date() })
    .where(eq(schema.user.id, userId));
}
