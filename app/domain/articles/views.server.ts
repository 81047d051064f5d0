import type { Article } from "./articles.server.ts";
import { authorLabel, formatArticleDate } from "./format.ts";
import { resolveArticleImage } from "./images.server.ts";
import { formatReadTime } from "./read-time.ts";
import { sanitizeArticleHtml } from "./sanitize.server.ts";

/** What the article list shows for one article (spec §2.4 card). */
export async function toArticleCard(article: Article) {
  return {
    slug: article.slug,
    title: article.title,
    category: article.category,
    excerpt: article.excerpt,
    imageDescription: article.imageDescription,
    image: await resolveArticleImage(article.imageUrl),
    date: formatArticleDate(article.createdAt),
    isoDate: article.createdAt.toISOString(),
    readTime: formatReadTime(article.content),
  };
}

/** What the article page shows (spec §2.4 detail); content is sanitized again on render. */
export async function toArticlePage(article: Article) {
  const content = sanitizeArticleHtml(article.content);
  return {
    ...(await toArticleCard(article)),
    author: authorLabel(article.authorName),
    content,
    readTime: formatReadTime(content),
  };
}

/** The form's starting values when editing. */
export function toFormValues(article: Article) {
  return {
    title: article.title,
    category: article.category,
    author_name: article.authorName ?? "",
    image_url: article.imageUrl ?? "",
    image_description: article.imageDescription ?? "",
    excerpt: article.excerpt,
    content: article.content,
  };
}
