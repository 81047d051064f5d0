/** Words and places of the second factors, for the pages and the server alike. */

/** The site setting that makes a second factor compulsory for every admin account. */
export const ADMIN_SECOND_FACTOR_SETTING = "admins_require_second_factor";

export const SECOND_FACTOR_REQUIRED_MESSAGE =
  "Every admin account needs a second factor. Set up an authenticator app or a passkey before using the admin area.";

export const SECURITY_PAGE = "/profile/security";

export const OWN_SECOND_FACTOR_FIRST_MESSAGE =
  "Set up your own second factor (an authenticator app or a passkey) before requiring one for every admin.";

export const SECOND_FACTOR_SESSION_MESSAGE =
  "This session was opened without your second factor. Sign out and sign in again with it to use the admin area.";

/** Where an admin is sent when her account or her session lacks the second factor the site requires. */
export const SECOND_FACTOR_SESSION_PATH = `${SECURITY_PAGE}?required=admin-session`;

export const TOTP_REUSED_MESSAGE =
  "This code has already been used. Wait for the next code from your authenticator app.";
