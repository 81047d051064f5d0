import { articlePageData, type ArticlePageData } from "#app/domain/articles/article-page.server.ts";
import { getArticleBySlug } from "#app/domain/articles/articles.server.ts";
import { articleState } from "#app/domain/articles/publication.ts";
import { ContentMemo } from "#platform/content-memo.ts";

/**
 * A published article's page data as readers get it (five queries), kept per language and slug until content
 * changes (docs/decisions/040-one-page-cache.md has the figure that keeps it): the page cache answers repeat requests for the
 * page; this spares a render it cannot answer the queries. Admins' data (editing links, previews) is never
 * kept. Null for a slug that names no published article (never kept: made-up slugs cannot push real ones out).
 */
const published = new ContentMemo<ArticlePageData | null>({ maxEntries: 100 });

export function publishedArticlePage(slug: string, language: string): Promise<ArticlePageData | null> {
  return published.get(
    `${language} ${slug}`,
    async () => {
      const row = await getArticleBySlug(slug);
      if (!row || articleState(row) !== "published") return null;
      return articlePageData(row, false);
    },
    (page) => page !== null,
  );
}
