/** The new password's hint under the field (no zod here: the sign-up page's first script reads it). */
export const PASSWORD_HINT = "Must be at least 6 characters";
