/**
 * How a page states its review dates, at its foot in secondary text (as the NHS website does): a reader who
 * wants them finds them; a page past its date says so once, calmly, with what happens next.
 */
export const reviewStatusCopy = {
  label: "Review dates",
  lastReviewed: "Page last reviewed:",
  nextReview: "Next review due:",
  overdue:
    "This page is past its review date. It is in our editors' review queue; until then it stands as checked on its last review.",
  policyLink: "Our review policy",
} as const;

/** The page history's heading and, on a page over many items, its paging links (they work without script). */
export const pageHistoryCopy = {
  heading: "Page history",
  policy: "How we review and correct pages:",
  policyLink: "editorial policy",
  paging: "Older and newer changes",
  newer: "Newer changes",
  older: "Older changes",
  page: (page: number, pages: number) => `Changes, page ${page} of ${pages}`,
} as const;
