import { redirect } from "react-router";
import { adminSessionOf, requireUser, SECOND_FACTOR_SETUP_PATH, type SessionUser } from "#app/domain/accounts/session.server.ts";
import { SECOND_FACTOR_SESSION_PATH } from "#app/domain/accounts/second-factor.ts";
import { UNAUTHORIZED_TOAST } from "#app/domain/catalogue/messages.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

export const MIGRATION_PATH = "/admin/data-migration";

/**
 * The data migration's own answer to who may use it (spec §2.16, §6; not a route: the admin
 * layout and the migration page call it): visitors sign in first; signed-in non-admins go to /
 * with the 'Unauthorized Access' toast; an admin goes through the one admin guard (adminSessionOf:
 * while the site requires it, a session opened with a second factor).
 */
export async function requireMigrationAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw await redirectWithToast("/", UNAUTHORIZED_TOAST);
  const { access } = await adminSessionOf(request);
  if (access.ok) return user;
  throw redirect(access.reason === "needs-second-factor" ? SECOND_FACTOR_SETUP_PATH : SECOND_FACTOR_SESSION_PATH);
}
