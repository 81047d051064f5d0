import { adminSessionOf, type SessionUser } from "#app/domain/accounts/session.server.ts";
import { adminRefusalRedirect, requireUser } from "#app/routes/guards.server.ts";
import { UNAUTHORIZED_TOAST } from "#app/routes/admin/migration-toasts.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

export const MIGRATION_PATH = "/admin/data-migration";

/**
 * The data migration's own answer to who may use it (not a route: the admin
 * layout and the migration page call it): visitors sign in first; signed-in non-admins go to /
 * with the 'Unauthorized Access' toast; an admin goes through the one admin guard (adminSessionOf:
 * while the site requires it, a session opened with a second factor).
 */
export async function requireMigrationAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw await redirectWithToast("/", UNAUTHORIZED_TOAST);
  const { access } = await adminSessionOf(request);
  if (access.ok) return user;
  throw adminRefusalRedirect(access.reason);
}
