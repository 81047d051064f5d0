/**
 * Passwords that leaked lists show most often (zxcvbn-ts's common list, ~49,000 entries, bundled: no
 * network call). The spec's minimum of 6 characters stays; a new password on this list is refused, since
 * it is among the first an attacker tries against every account.
 */
export const BREACHED_PASSWORD_MESSAGE =
  "This password is on lists of leaked passwords that attackers try first. Please choose another one.";

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * Loaded and built on first use: zxcvbn-ts's dictionaries (the module holds every list it ships, not only the
 * passwords) cost a process a few megabytes that one which never sets a password does not need (decision 009).
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase())),
  );
  return common;
}

/** Whether a new password is one of the common breached ones (case does not make it less common). */
export async function isBreachedPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
