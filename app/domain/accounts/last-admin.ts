/**
 * The last admin cannot be demoted (nor banned or removed while an admin). The one
 * statement of the rule; changeUserRole applies it under a lock, adminAccountProtection before a
 * ban or removal, and the user list marks the one account whose role select is disabled.
 */
export const LAST_ADMIN_MESSAGE = "The last admin cannot be demoted.";

/** True when `user` is an admin and no other admin is among `adminIds` (every admin's id). */
export function isLastAdmin(user: { id: string; role: string }, adminIds: readonly string[]): boolean {
  return user.role === "admin" && adminIds.every((id) => id === user.id);
}

/** The id of the admin who may not be demoted (the only admin), or null when there are several (or none). */
export function lastAdminId(users: readonly { id: string; role: string }[]): string | null {
  const adminIds = users.filter((user) => user.role === "admin").map((user) => user.id);
  const only = users.find((user) => user.role === "admin");
  return only && isLastAdmin(only, adminIds) ? only.id : null;
}
