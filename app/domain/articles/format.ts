/** The site team's name, shown when an article has no author_name. */
export const TEAM_AUTHOR = "The Wellness Circle Team";

const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/**
 * Long-form US English date, e.g. 'November 21, 2026'. Fixed to UTC so the
 * server's and the browser's renderings agree.
 */
export function formatArticleDate(date: Date | string): string {
  return longDate.format(typeof date === "string" ? new Date(date) : date);
}

export function authorLabel(authorName: string | null | undefined): string {
  return authorName?.trim() ? authorName.trim() : TEAM_AUTHOR;
}
