/**
 * A reporter's standing: trust levels in Discourse's sense (https://blog.discourse.org/2018/06/understanding-discourse-trust-levels/),
 * earned by time and by taking part, lost by reports moderators keep rejecting. A report's weight toward
 * hiding a message comes from its reporter's level, so accounts made a minute ago can ask a moderator to
 * look (their reports queue) but cannot hide anything by themselves. Pure: the numbers are read on the
 * server (standing.server.ts) and shown in the queue.
 */
export type TrustLevel = 0 | 1 | 2 | 3;

export const TRUST_LEVELS: Record<TrustLevel, { name: string; weight: "none" | number | "threshold" }> = {
  0: { name: "New", weight: "none" },
  1: { name: "Member", weight: 1 },
  2: { name: "Regular", weight: 2 },
  3: { name: "Moderator", weight: "threshold" },
};

/** Level 1: an account this old, with this many of her own messages visible, none removed lately. */
export const MEMBER_AFTER_DAYS = 3;
export const MEMBER_AFTER_MESSAGES = 3;
/** Level 2: older, more messages, and reports moderators upheld. */
export const REGULAR_AFTER_DAYS = 30;
export const REGULAR_AFTER_MESSAGES = 20;
export const REGULAR_AFTER_UPHELD = 3;
/** Reports rejected by moderators that, outnumbering her upheld ones, bring a reporter back to level 0. */
export const REJECTED_REPORTS_THAT_COUNT = 3;
/** A reporter counts as new for the queue's "coordinated" warning while her account is younger than this. */
export const NEW_ACCOUNT_DAYS = MEMBER_AFTER_DAYS;
/** New-account reports on one message that the queue shows as possibly coordinated. */
export const COORDINATED_NEW_REPORTS = 2;

export type ReporterFacts = {
  moderates: boolean;
  accountAgeDays: number;
  visibleMessages: number;
  /** Her messages hidden after reports or removed by a moderator in the last 30 days, not restored. */
  removedLately: number;
  upheld: number;
  rejected: number;
};

export function trustLevel(facts: ReporterFacts): TrustLevel {
  if (facts.moderates) return 3;
  if (facts.rejected >= REJECTED_REPORTS_THAT_COUNT && facts.rejected > facts.upheld) return 0;
  if (facts.removedLately > 0) return 0;
  if (facts.accountAgeDays < MEMBER_AFTER_DAYS || facts.visibleMessages < MEMBER_AFTER_MESSAGES) return 0;
  if (
    facts.accountAgeDays >= REGULAR_AFTER_DAYS &&
    facts.visibleMessages >= REGULAR_AFTER_MESSAGES &&
    facts.upheld >= REGULAR_AFTER_UPHELD
  )
    return 2;
  return 1;
}

/** How much a report of this level counts toward the site's "reports that hide a message". */
export function reportWeight(level: TrustLevel, reportsToHide: number): number {
  const weight = TRUST_LEVELS[level].weight;
  if (weight === "none") return 0;
  if (weight === "threshold") return reportsToHide;
  return weight;
}

/** Many new accounts' reports on one message: shown to moderators as possibly coordinated. */
export function looksCoordinated(reports: { newAccount: boolean }[]): boolean {
  const fresh = reports.filter((report) => report.newAccount).length;
  return fresh >= COORDINATED_NEW_REPORTS && fresh * 2 >= reports.length;
}
