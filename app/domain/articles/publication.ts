import { formatArticleDate } from "./format.ts";

/**
 * Where an article stands for readers: a draft (admins only), scheduled (published with a
 * publish date still ahead: admins only until then) or published (public). The database
 * decides the public lists with the same rule (`status = 'published' AND published_at <= now()`).
 */
export type ArticleState = "draft" | "scheduled" | "published" | "held";

/** `held`: published or scheduled, but kept off the site until a reviewer signs it off (the review gate). */
export function articleState(
  article: { status: string; publishedAt: Date | null; reviewHold?: string | null },
  now: Date = new Date(),
): ArticleState {
  if (article.status !== "published" || !article.publishedAt) return "draft";
  if (article.reviewHold) return "held";
  return article.publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** 'November 24, 2026 at 3:30 PM UTC': a schedule is to the minute. */
export function formatScheduleTime(date: Date): string {
  return `${formatArticleDate(date)} at ${time.format(date)} UTC`;
}

/** Content Management's status column: 'Published', 'Draft' or 'Scheduled for {date}'. */
export function statusLabel(state: ArticleState, publishedAt: Date | null): string {
  if (state === "scheduled" && publishedAt) return `Scheduled for ${formatScheduleTime(publishedAt)}`;
  if (state === "held") return "Awaiting review";
  return state === "draft" ? "Draft" : "Published";
}
