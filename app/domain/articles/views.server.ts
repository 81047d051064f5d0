import type { Article } from "./articles.server.ts";
import { authorLabel, formatArticleDate } from "./format.ts";
import { resolveArticleImage } from "./images.server.ts";
import { articleState, formatScheduleTime } from "./publication.ts";
import { formatReadTime } from "./read-time.ts";
import { sanitizeArticleHtml } from "./sanitize.server.ts";
import { toPublishAtField } from "./schema.ts";

/** Sanitized article bodies and their reading time, by stored body: the same body is sanitized once. */
const sanitizedBodies = new Map<string, { content: string; readTime: string }>();
const SANITIZED_BODIES_MAX = 256;

/**
 * An article body as pages show it. Sanitizing is most of an article page's own work and its result
 * depends on the stored body alone, so it is kept per body (a bounded map; the oldest leaves first).
 */
function shownBody(raw: string): { content: string; readTime: string } {
  const kept = sanitizedBodies.get(raw);
  if (kept) return kept;
  const content = sanitizeArticleHtml(raw);
  const body = { content, readTime: formatReadTime(content) };
  sanitizedBodies.set(raw, body);
  if (sanitizedBodies.size > SANITIZED_BODIES_MAX) sanitizedBodies.delete(sanitizedBodies.keys().next().value!);
  return body;
}

/** The date an article shows: its publication (for one published at once, its creation), else its creation. */
function shownDate(article: Article): Date {
  return article.publishedAt ?? article.createdAt;
}

/** What the article list shows for one article (spec §2.4 card). */
export async function toArticleCard(article: Article) {
  return {
    slug: article.slug,
    title: article.title,
    category: article.category,
    excerpt: article.excerpt,
    imageDescription: article.imageDescription,
    image: await resolveArticleImage(article.imageUrl),
    date: formatArticleDate(shownDate(article)),
    isoDate: shownDate(article).toISOString(),
    readTime: formatReadTime(article.content),
  };
}

/**
 * What the article page shows (spec §2.4 detail); content is sanitized again on render.
 * `updated` is set when the article was saved after it was published ('Updated {date}'),
 * `modifiedIso` is the JSON-LD dateModified, and `state` tells an admin's preview apart.
 */
export async function toArticlePage(article: Article, now: Date = new Date()) {
  const { content, readTime } = shownBody(article.content);
  const published = shownDate(article);
  const editedAfter = article.publishedAt !== null && article.updatedAt.getTime() > article.publishedAt.getTime();
  const state = articleState(article, now);
  return {
    ...(await toArticleCard(article)),
    author: authorLabel(article.authorName),
    content,
    readTime,
    updated: editedAfter ? { date: formatArticleDate(article.updatedAt), isoDate: article.updatedAt.toISOString() } : null,
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
    publish_at: articleState(article, now) === "scheduled" && article.publishedAt ? toPublishAtField(article.publishedAt) : "",
  };
}
