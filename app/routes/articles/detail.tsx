import { publicPageHeaders } from "#app/lib/http.ts";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { data, Link } from "react-router";
import type { HydrationHandle } from "#app/lib/hydration.ts";
import { contentPage, type PageCacheHandle } from "#app/lib/page-cache-policy.ts";
import type { Route } from "./+types/detail";
import { ARTICLE_PAGE_CLASS, ArticleView } from "#app/components/articles/article-view.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { adminSessionOf } from "#app/domain/accounts/session.server.ts";
import { articlePageData } from "#app/domain/articles/article-page.server.ts";
import { getArticleBySlug } from "#app/domain/articles/articles.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { JsonLd } from "#app/components/json-ld.tsx";
import { articleJsonLd, breadcrumbList } from "#app/domain/seo/structured-data.ts";
import { siteUrl } from "#app/lib/site-url.ts";
import { languageOf } from "#app/lib/language.ts";
import { publishedArticlePage } from "./published-article.server.ts";

const NOT_FOUND = { article: null, page: null } as const;

/**
 * /articles/:slug. Readers get a published article's page (kept by the page cache, see `handle`; its data
 * kept per content version, ./published-article.server.ts, for the renders the page cache cannot spare). Admins
 * get the page with its editing links, and a draft or a scheduled article as a preview (never kept by the
 * page cache: a signed-in request's answer is private, and this one says no-store as well); for everyone
 * else such an article is a not-found page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Drafts are for admins in an admin session (the one guard: adminSessionOf), like the rest of the admin area.
  const session = await adminSessionOf(request);
  if (!session.access.ok) {
    const page = await publishedArticlePage(params.slug, languageOf(request));
    if (!page) return data(NOT_FOUND, { status: 404 });
    return { article: page.article, page };
  }
  const row = await getArticleBySlug(params.slug);
  if (!row) return data(NOT_FOUND, { status: 404 });
  const page = await articlePageData(row, true);
  const loaded = { article: page.article, page };
  if (page.article.state !== "published") return data(loaded, { headers: { "Cache-Control": "private, no-store" } });
  return loaded;
}

/** A reading page; without an article it hydrates to show the spec's not-found toast. */
export const handle: HydrationHandle<typeof loader> & PageCacheHandle = {
  hydrate: (data) => !data.article,
  pageCache: contentPage(),
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, page } = loaderData;

  useEffect(() => {
    if (!article) {
      showToast({
        title: "Article Not Found",
        description: "We couldn't find the article you're looking for.",
        variant: "destructive",
      });
    }
  }, [article]);

  if (!article) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">Article not found</h1>
        <p className="mt-4 text-lg text-muted-foreground">We couldn't find the article you're looking for.</p>
        <Link to="/articles" className={buttonVariants({ size: "lg", className: "mt-8" })}>
          <ArrowLeft aria-hidden="true" /> Back to Articles
        </Link>
      </section>
    );
  }

  return (
    <>
      {article.state === "published" ? (
        <JsonLd
          data={[
            articleJsonLd(siteUrl(), { ...article, imageSrc: article.image?.src ?? null }),
            breadcrumbList(siteUrl(), [
              { name: "Home", path: "/" },
              { name: "Articles", path: "/articles" },
              { name: article.title, path: `/articles/${article.slug}` },
            ]),
          ]}
        />
      ) : null}
      {page ? (
        <div className={ARTICLE_PAGE_CLASS}>
          <ArticleView page={page} />
        </div>
      ) : null}
    </>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData?.article
    ? pageMeta(loaderData.article.title, loaderData.article.excerpt, {
        image: loaderData.article.image?.src,
        imageAlt: loaderData.article.imageDescription,
        type: "article",
      })
    : pageMeta("Article not found", "We couldn't find the article you're looking for.");

/** Public for readers; a preview's own Cache-Control (private, no-store) wins. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const own = loaderHeaders.get("Cache-Control");
  return own ? { "Cache-Control": own } : publicPageHeaders();
}
