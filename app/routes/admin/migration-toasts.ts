/** The data migration's toasts, shown by its page and its route guard. */
export const MIGRATION_SUCCESS_TOAST = {
  title: "Migration Successful!",
  description: "All local product data has been migrated to the database.",
} as const;

/** Signed-in members who are not admins, at the data migration. */
export const UNAUTHORIZED_TOAST = {
  title: "Unauthorized Access",
  description: "You must be an admin to perform data migration.",
  variant: "destructive",
} as const;
