import { publicPageHeaders } from "#app/lib/http.ts";
import { NewsletterForm } from "#app/components/newsletter-form.tsx";
import { ArrowLeft, Clock, History, Pencil } from "lucide-react";
import { useEffect } from "react";
import { data, Link } from "react-router";
import type { HydrationHandle } from "#app/lib/hydration.ts";
import type { Route } from "./+types/detail";
import { ArticleImage } from "#app/components/articles/article-image.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { getSessionUser } from "#app/domain/accounts/session.server.ts";
import { getArticleBySlug } from "#app/domain/articles/articles.server.ts";
import { articleState } from "#app/domain/articles/publication.ts";
import { toArticlePage } from "#app/domain/articles/views.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { CrisisResources } from "#app/components/safety/crisis-resources.tsx";
import { CRISIS_ARTICLE_CATEGORY } from "#app/content/crisis.ts";
import { JsonLd } from "#app/components/json-ld.tsx";
import { articleJsonLd, breadcrumbList } from "#app/domain/seo/structured-data.ts";
import { siteUrl } from "#app/lib/site-url.ts";

/**
 * Spec §2.4 /articles/:slug. A draft or a scheduled article is a not-found page for everyone
 * but admins, who get a preview of it (never kept by the page cache: a signed-in request's
 * answer is private, and this one says no-store as well).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const [row, user] = await Promise.all([getArticleBySlug(params.slug), getSessionUser(request)]);
  const admin = user?.role === "admin";
  if (!row || (!admin && articleState(row) !== "published")) return data({ article: null, canEdit: false }, { status: 404 });
  const article = await toArticlePage(row);
  if (article.state !== "published") return data({ article, canEdit: admin }, { headers: { "Cache-Control": "private, no-store" } });
  return { article, canEdit: admin };
}

/** A reading page; without an article it hydrates to show the spec's not-found toast. */
export const handle: HydrationHandle<typeof loader> = { hydrate: (data) => !data.article };

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, canEdit } = loaderData;

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
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {article.state !== "published" ? (
        <p role="note" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {article.state === "draft" ? (
            <>
              <strong>Draft preview.</strong> Only admins can see this article until it is published.
            </>
          ) : (
            <>
              <strong>Scheduled for {article.scheduledFor}.</strong> Only admins can see this article until then.
            </>
          )}
        </p>
      ) : null}
      {article.state === "published" ? <JsonLd
        data={[
          articleJsonLd(siteUrl(), { ...article, imageSrc: article.image?.src ?? null }),
          breadcrumbList(siteUrl(), [
            { name: "Home", path: "/" },
            { name: "Articles", path: "/articles" },
            { name: article.title, path: `/articles/${article.slug}` },
          ]),
        ]}
      /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/articles" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to Articles
        </Link>
        {canEdit ? (
          <span className="flex flex-wrap gap-2">
            <Link to={`/articles/${article.slug}/revisions`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <History aria-hidden="true" /> Revisions
            </Link>
            <Link to={`/articles/${article.slug}/edit`} className={buttonVariants({ variant: "outline", size: "sm" })}>
              <Pencil aria-hidden="true" /> Edit Article
            </Link>
          </span>
        ) : null}
      </div>
      <header className="mt-6">
        <span className="inline-block rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
          {article.category}
        </span>
        <h1 className="mt-4 text-3xl font-semibold sm:text-5xl">{article.title}</h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>
            By <span className="font-medium text-foreground">{article.author}</span>
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.isoDate}>{article.date}</time>
          {article.updated ? (
            <>
              <span aria-hidden="true">·</span>
              <span>
                Updated <time dateTime={article.updated.isoDate}>{article.updated.date}</time>
              </span>
            </>
          ) : null}
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {article.readTime}
          </span>
        </p>
      </header>
      <div className="mt-8 overflow-hidden rounded-xl">
        <ArticleImage
          image={article.image}
          alt={article.imageDescription ?? ""}
          sizes="(min-width: 800px) 768px, 100vw"
          className="aspect-[16/9] h-auto w-full"
          priority
        />
      </div>
      <div className="prose-wellness mt-10" dangerouslySetInnerHTML={{ __html: article.content }} />
      {CRISIS_ARTICLE_CATEGORY.test(article.category) ? <CrisisResources className="mt-10" /> : null}
      <div className="mt-12 rounded-xl border border-border bg-card p-6">
        <NewsletterForm form="article" heading="Enjoyed this article?" description="Get the next ones in your inbox with our newsletter." />
      </div>
    </article>
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
