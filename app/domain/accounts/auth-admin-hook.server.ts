/**
 * The admin endpoints (better-auth's admin plugin), after their bodies passed auth-request-rules: only an
 * admin whose session meets the second-factor rule acts as one, role changes keep the last admin, and a
 * member's removal is her own erasure.
 */
import { APIError, getSessionFromCtx } from "better-auth/api";
import { eraseAccount } from "./account-data.server.ts";
import { adminData, refuse, type AuthCtx } from "./auth-request-rules.server.ts";
import {
  adminAccess,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  SECOND_FACTOR_SESSION_MESSAGE,
  type AdminAccess,
} from "./second-factor.server.ts";
import { adminAccountProtection, changeUserRole, isAdmin } from "./users.server.ts";

/** The caller's id when the request carries an admin's session, else null (better-auth then refuses by itself). */
async function adminCaller(ctx: AuthCtx): Promise<{ id: string; access: AdminAccess } | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (!session) return null;
  if (!(await isAdmin(session.user.id))) return null;
  return { id: session.user.id, access: await adminAccess({ userId: session.user.id, sessionId: session.session.id }) };
}

export async function adminHook(ctx: AuthCtx, path: string, body: Record<string, unknown>) {
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
