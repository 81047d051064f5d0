/** The spec's date note under a full review (catalogue copy that depends on the review). */
const reviewMonth = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" });
/**
 * The spec's note under a review, "Review current as of August 2025", dated by when the review was last
 * reviewed: the built-in reviews' August 2025, an editor's review its own month (the spec's fixed month would be
 * untrue of it).
 */
export const reviewDateNote = (lastReviewedIso: string) =>
  `Review current as of ${reviewMonth.format(new Date(lastReviewedIso))}`;
