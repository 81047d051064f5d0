import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ArticleView } from "#app/components/articles/article-view.tsx";
import { articlePageData, type ArticlePageData } from "#app/domain/articles/article-page.server.ts";
import { getArticleBySlug } from "#app/domain/articles/articles.server.ts";
import { articleState } from "#app/domain/articles/publication.ts";
import { ContentMemo } from "#platform/content-memo.ts";

/**
 * A published article's page as readers get it, made once per content version: its data (five queries) and
 * the markup of its article and table of contents, which are the same for every reader (an admin's page,
 * with its editing links, is rendered whole). The page cache keeps whole pages for repeat requests; this
 * keeps what a request it cannot answer (a query parameter no page reads, a member's page rendered whole)
 * would otherwise make again.
 */
export type PublishedArticle = {
  /** The article view's markup (app/components/articles/article-view.tsx). */
  html: string;
  /** What the page's head and structured data read (the text is in the markup only). */
  article: Omit<ArticlePageData["article"], "content">;
};

const published = new ContentMemo<PublishedArticle | null>({ maxEntries: 100 });

export function publishedArticle(slug: string): Promise<PublishedArticle | null> {
  return published.get(
    slug,
    async () => {
      const row = await getArticleBySlug(slug);
      if (!row || articleState(row) !== "published") return null;
      const page = await articlePageData(row, false);
      const html = renderToString(
        <MemoryRouter initialEntries={[`/articles/${row.slug}`]}>
          <ArticleView page={page} />
        </MemoryRouter>,
      );
      const { content: _inMarkup, ...article } = page.article;
      return { html, article };
    },
    (value) => value !== null,
  );
}
