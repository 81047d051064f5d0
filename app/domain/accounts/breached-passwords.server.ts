import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * Passwords that leaked lists show most often (zxcvbn-ts's common list, ~49,000 entries, bundled: no
 * network call). The spec's minimum of 6 characters stays; a new password on this list is refused, since
 * it is among the first an attacker tries against every account.
 */
export const BREACHED_PASSWORD_MESSAGE =
  "This password is on lists of leaked passwords that attackers try first. Please choose another one.";

let common: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  // Built on first use: the list costs a few megabytes that a process which never sets a password does not need.
  common ??= new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase()));
  return common;
}

/** Whether a new password is one of the common breached ones (case does not make it less common). */
export function isBreachedPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
