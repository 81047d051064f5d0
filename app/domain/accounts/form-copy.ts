import { refuse, type Refusal } from "#app/lib/refusal.ts";

/*
 * The account forms' words and rules that need no zod, apart from their schemas (schemas.ts, which re-exports
 * them): a page that shows a message or checks a password here does not load zod with its first script (issue 62).
 */

/** Form rules of the account screens, shared by the browser and the server. */
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_HINT = "Must be at least 6 characters";
/**
 * What the auth library's own endpoint answers a sign-up or sign-in without an email and a password (the
 * spec's sentence). The forms never show it: the site has no phone option, and each empty field gets its
 * own message beside it and in the error summary (ENTER_EMAIL_MESSAGE, ENTER_PASSWORD_MESSAGE).
 */
export const MISSING_CREDENTIALS_MESSAGE = "You must provide either an email or phone number and a password";
export const ENTER_EMAIL_MESSAGE = "Enter your email address";
export const EMAIL_FORMAT_MESSAGE = "Enter an email address in the correct format, like name@example.com";
export const ENTER_PASSWORD_MESSAGE = "Enter your password";
export const CHOOSE_PASSWORD_MESSAGE = "Enter a password of at least 6 characters";
export const ACCOUNT_EXISTS_MESSAGE =
  "An account with this email address already exists. Log in, or reset your password if you have forgotten it.";

/**
 * The auth library's own sentences, as the forms say them (what it says word for word never reaches a
 * reader): the field it is about and our message; null when the sentence is not one of these.
 */
export function accountFormMessage(
  libraryMessage: string | null,
): { field: "email" | "password"; message: string } | null {
  switch (libraryMessage) {
    case "Invalid email":
    case "Email was not generated in a valid format":
      return { field: "email", message: EMAIL_FORMAT_MESSAGE };
    case "User already exists.":
    case "User already exists. Use another email.":
      return { field: "email", message: ACCOUNT_EXISTS_MESSAGE };
    case "Password too short":
      return { field: "password", message: PASSWORD_TOO_SHORT_MESSAGE };
    case "Password too long":
      return { field: "password", message: "Password must be at most 128 characters long." };
    case MISSING_CREDENTIALS_MESSAGE:
      return { field: "email", message: ENTER_EMAIL_MESSAGE };
    default:
      return null;
  }
}

/** The new password's length message, also the message of every other password field. */
export const PASSWORD_TOO_SHORT_MESSAGE = "Password must be at least 6 characters long.";

/** "New password": the match check comes first, then the length; `title` heads the toast. */
export type PasswordProblem = Refusal<"passwords-differ" | "too-short"> & {
  title: string;
  field: "confirmPassword" | "password";
};

export function checkNewPassword(password: string, confirmPassword: string): PasswordProblem | null {
  if (password !== confirmPassword) {
    return {
      ...refuse("passwords-differ", "Please ensure both passwords are the same."),
      title: "Passwords do not match",
      field: "confirmPassword",
    };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { ...refuse("too-short", PASSWORD_TOO_SHORT_MESSAGE), title: "Password too short", field: "password" };
  }
  return null;
}

export const DELETE_ACCOUNT_PASSWORD_MESSAGE = "Enter your password to delete your account.";
/**
 * The second sign-in step (/login/two-factor). The route checks the code's shape for its
 * method (six digits, or a recovery code) and answers with one message.
 */
export const TWO_FACTOR_CODE_MESSAGE =
  "Enter the 6-digit code from your authenticator app, or one of your recovery codes.";
