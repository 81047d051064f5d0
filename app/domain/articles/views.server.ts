import type { Article } from "./articles.server.ts";
import { authorLabel, formatArticleDate, isTeamAuthor } from "./format.ts";
import { resolveArticleImage } from "./images.server.ts";
import { articleState, formatScheduleTime } from "./publication.ts";
import { formatReadTime } from "./read-time.ts";
import { sanitizeArticleHtml } from "./sanitize.server.ts";
import { toPublishAtField } from "./schema.ts";
import { editorialTeam, enrichArticleHtml, TOC_MIN_SECTIONS, type Heading } from "./credits-and-sources.ts";
import { credit, getPersonById } from "./people.server.ts";
import { currentSignoff, reviewGateState } from "./review-gate.server.ts";

export type { Credit } from "./people.server.ts";

/** Article bodies as pages show them, by stored body and source count: the same body is prepared once. */
const shownBodies = new Map<string, { content: string; headings: Heading[]; readTime: string }>();
const SHOWN_BODIES_MAX = 256;

/**
 * An article body as pages show it: sanitized, then its headings anchored and its citations linked. That is
 * most of an article page's own work and its result depends on the stored body and the number of sources
 * alone, so it is kept per both (a bounded map; the oldest leaves first).
 */
function shownBody(raw: string, sourceCount: number): { content: string; headings: Heading[]; readTime: string } {
  const key = `${sourceCount}:${raw}`;
  const kept = shownBodies.get(key);
  if (kept) return kept;
  const { html: content, headings } = enrichArticleHtml(sanitizeArticleHtml(raw), sourceCount);
  const body = { content, headings, readTime: formatReadTime(content) };
  shownBodies.set(key, body);
  if (shownBodies.size > SHOWN_BODIES_MAX) shownBodies.delete(shownBodies.keys().next().value!);
  return body;
}

/** The date an article shows: its publication (for one published at once, its creation), else its creation. */
function shownDate(article: Article): Date {
  return article.publishedAt ?? article.createdAt;
}

/** What the article list shows for one article (its card). */
export function toArticleCard(article: Article) {
  return articleCard(article, formatReadTime(article.content));
}

/** The card's fields with a reading time the caller has (the article page has the sanitised body's). */
async function articleCard(article: Article, readTime: string) {
  return {
    slug: article.slug,
    title: article.title,
    category: article.category,
    excerpt: article.excerpt,
    imageDescription: article.imageDescription,
    image: await resolveArticleImage(article.imageUrl),
    date: formatArticleDate(shownDate(article)),
    isoDate: shownDate(article).toISOString(),
    readTime,
  };
}

/**
 * What the article page shows; content is sanitized again on render.
 * `updated` is set when the article was saved after it was published ('Updated {date}'),
 * `modifiedIso` is the JSON-LD dateModified, and `state` tells an admin's preview apart.
 */
export async function toArticlePage(article: Article, now: Date = new Date()) {
  const { content, headings, readTime } = shownBody(article.content, article.sources.length);
  const published = shownDate(article);
  // While the review gate is on, a claim of review comes only from the sign-off of the current text: the
  // reviewer and date it recorded, never what the editorial details form holds.
  const gateOn = (await reviewGateState()).on;
  const signoff = gateOn ? await currentSignoff(article.id, article.contentVersion) : null;
  const reviewerId = gateOn ? (signoff?.reviewerId ?? null) : article.reviewerId;
  const lastReviewedAt = gateOn ? (signoff?.signedAt ?? null) : article.lastReviewedAt;
  const [author, reviewer] = await Promise.all([
    article.authorId ? getPersonById(article.authorId) : null,
    reviewerId ? getPersonById(reviewerId) : null,
  ]);
  // No person: a name an admin typed (unlinked), else the editorial team, whose page says who that is.
  const typedName = article.authorName && !isTeamAuthor(article.authorName) ? article.authorName : null;
  const editedAfter = article.publishedAt !== null && article.updatedAt.getTime() > article.publishedAt.getTime();
  const state = articleState(article, now);
  return {
    ...(await articleCard(article, readTime)),
    author: author ? author.name : (typedName ?? authorLabel(article.authorName)),
    byline: author
      ? credit(author)
      : typedName
        ? { name: typedName, credentials: "", role: "", path: null }
        : { ...editorialTeam(), credentials: "", role: "" },
    authorIsPerson: Boolean(author),
    reviewer: reviewer ? credit(reviewer) : null,
    sources: article.sources,
    keyTakeaways: article.keyTakeaways,
    toc: headings.length >= TOC_MIN_SECTIONS ? headings : [],
    lastReviewed: lastReviewedAt
      ? { date: formatArticleDate(lastReviewedAt), isoDate: lastReviewedAt.toISOString() }
      : null,
    nextReview: article.nextReviewAt
      ? {
          date: formatArticleDate(article.nextReviewAt),
          isoDate: article.nextReviewAt.toISOString(),
          overdue: article.nextReviewAt.getTime() <= now.getTime(),
        }
      : null,
    content,
    readTime,
    updated: editedAfter
      ? { date: formatArticleDate(article.updatedAt), isoDate: article.updatedAt.toISOString() }
      : null,
    modifiedIso: (editedAfter ? article.updatedAt : published).toISOString(),
    state,
    scheduledFor: state === "scheduled" && article.publishedAt ? formatScheduleTime(article.publishedAt) : null,
  };
}

/** The form's starting values when editing (a scheduled article's publish time in UTC). */
export function toFormValues(article: Article, now: Date = new Date()) {
  return {
    title: article.title,
    category: article.category,
    author_name: article.authorName ?? "",
    image_url: article.imageUrl ?? "",
    image_description: article.imageDescription ?? "",
    excerpt: article.excerpt,
    content: article.content,
    publish_at:
      articleState(article, now) === "scheduled" && article.publishedAt ? toPublishAtField(article.publishedAt) : "",
  };
}
