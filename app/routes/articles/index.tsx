import { SearchBox } from "#app/components/search/search-box.tsx";
import { publicPageHeaders } from "#app/lib/http.ts";
import { useEffect } from "react";
import { data } from "react-router";
import type { HydrationHandle } from "#app/lib/hydration.ts";
import type { Route } from "./+types/index";
import { ArticleCard } from "#app/components/articles/article-card.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { listArticles } from "#app/domain/articles/articles.server.ts";
import { toArticleCard } from "#app/domain/articles/views.server.ts";
import { articleFeedLinks, pageMeta } from "#app/lib/meta.ts";
import { logger } from "#platform/logger.ts";
import { contentPage, type PageCacheHandle } from "#app/lib/page-cache-policy.ts";

/** /articles: every article, newest first, in a grid. */
export async function loader() {
  try {
    const articles = await Promise.all((await listArticles()).map(toArticleCard));
    return { articles, failed: false };
  } catch (error) {
    logger.error({ err: error }, "article list failed");
    return data({ articles: [], failed: true }, { status: 500 });
  }
}

/** A reading page; when the list failed it hydrates to show the error toast. */
export const handle: HydrationHandle<typeof loader> & PageCacheHandle = {
  hydrate: (data) => data.failed,
  pageCache: contentPage(),
};

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { articles, failed } = loaderData;

  useEffect(() => {
    if (failed) {
      showToast({
        title: "Error",
        description: "Could not fetch articles. Please try again later.",
        variant: "destructive",
      });
    }
  }, [failed]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">The Journal</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Wellness Articles</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Evidence-based reading on hormones, nutrition, sleep, stress, movement and gut health, written in plain
          language and referenced to the research.
        </p>
        <SearchBox label="Search articles" placeholder="Search articles" type="article" className="mt-6 max-w-xl" />
      </header>
      {failed ? (
        <p role="alert" className="mt-10 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-destructive">
          Could not fetch articles. Please try again later.
        </p>
      ) : articles.length === 0 ? (
        <p className="mt-10 text-muted-foreground">No articles found.</p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {articles.map((article, index) => (
            <li key={article.slug}>
              <ArticleCard article={article} priority={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const meta = () =>
  pageMeta(
    "Articles",
    "Evidence-based articles on women's health: hormones and menopause, nutrition, sleep, stress, movement and gut health.",
  );

export const headers = publicPageHeaders;

/** A page that lists articles names their feed. */
export const links = articleFeedLinks;
