/**
 * Reporting a chat message: the reasons a member can give and the limits. Pure, so the room page's
 * report form and the server read the same list.
 */
export const REPORT_REASONS = [
  { value: "harassment", label: "Harassment or hate" },
  { value: "unsafe-advice", label: "Unsafe health advice" },
  { value: "at-risk", label: "Someone may be at risk of harm" },
  { value: "spam", label: "Spam or advertising" },
  { value: "other", label: "Something else" },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["value"];
export const REPORT_REASON_VALUES = REPORT_REASONS.map((reason) => reason.value) as [ReportReason, ...ReportReason[]];

export function reportReasonLabel(value: string): string {
  return REPORT_REASONS.find((reason) => reason.value === value)?.label ?? value;
}

/** Reports one member may file: enough for a bad evening in a room, not enough to flood the queue. */
export const REPORT_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

/** Messages shown on each side of a reported one in the admin queue. */
export const REPORT_CONTEXT_MESSAGES = 2;
