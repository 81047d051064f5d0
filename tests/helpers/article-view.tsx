import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ArticleView } from "#app/components/articles/article-view.tsx";
import type { ArticlePageData } from "#app/domain/articles/article-page.server.ts";

/** The markup the article page renders for this data (its article and table of contents), for tests of a loader. */
export function articleViewHtml(data: unknown): string {
  const { page } = data as { page: ArticlePageData };
  return renderToString(
    <MemoryRouter initialEntries={[`/articles/${page.article.slug}`]}>
      <ArticleView page={page} />
    </MemoryRouter>,
  );
}
