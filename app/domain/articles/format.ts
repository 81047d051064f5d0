import { SITE_NAME_DEFAULT, siteName } from "#app/lib/site.ts";

/** The site team's name, shown when an article has no author_name: "<SITE_NAME> Team". */
export function teamAuthor(): string {
  return `${siteName()} Team`;
}

/**
 * An author_name that means the team, not a person: the team's name as the site is called now, or as the
 * built-in articles store it (written with the default site name when the database was first filled).
 */
export function isTeamAuthor(authorName: string | null | undefined): boolean {
  const name = authorName?.trim();
  return name === teamAuthor() || name === `${SITE_NAME_DEFAULT} Team`;
}

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
  return authorName?.trim() && !isTeamAuthor(authorName) ? authorName.trim() : teamAuthor();
}
