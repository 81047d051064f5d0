/**
 * Who saved a version, as every revision list and compare screen names her (articles and every kind of the
 * editorial model). A version no account saved is the starter content when it is an item's first (the seed
 * writes it with no account); a later one lost its account (accounts deleted leave their saves nameless).
 */
/** Each reads after "saved <when> by" on the screens. */
export const SAVED_BY = {
  starter: "the site's setup (starter content)",
  deletedAccount: "a deleted account",
} as const;

export function savedByLabel(name: string | null | undefined, first: boolean): string {
  if (name) return name;
  return first ? SAVED_BY.starter : SAVED_BY.deletedAccount;
}
