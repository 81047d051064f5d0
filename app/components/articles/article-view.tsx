import { ArrowLeft, Clock, History, Pencil, UserRoundCheck } from "lucide-react";
import { Link } from "react-router";
import type { ArticlePageData } from "#app/domain/articles/article-page.server.ts";
import { ArticleImage } from "#app/components/articles/article-image.tsx";
import { NextStepItem } from "#app/components/articles/next-step-item.tsx";
import { ShareLinks, ReportErrorLink } from "#app/components/articles/page-tools.tsx";
import { SourceList } from "#app/components/articles/source-list.tsx";
import { CorrectionNotice, PageHistory, ReviewStatus } from "#app/components/governance/page-history.tsx";
import { NewsletterForm } from "#app/components/newsletter-form.tsx";
import { CrisisResources } from "#app/components/safety/crisis-resources.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { CRISIS_ARTICLE_CATEGORY, CRISIS_HELP_ARTICLE_CATEGORIES } from "#app/content/crisis.ts";
import { categoryPath } from "#app/domain/articles/credits-and-sources.ts";
import { siteUrl } from "#app/lib/site-url.ts";

/** The classes of the element that holds an article page's view (the article and its table of contents). */
export const ARTICLE_PAGE_CLASS =
  "mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-12";

/**
 * An article page's article and table of contents (inside an element with ARTICLE_PAGE_CLASS).
 */
export function ArticleView({ page }: { page: ArticlePageData }) {
  const { article, canEdit, related, nextSteps, history } = page;
  const url = `${siteUrl()}/articles/${article.slug}`;
  return (
    <>
      <article className="mx-auto w-full max-w-3xl lg:mx-0">
        {article.state !== "published" ? (
          <p role="note" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            {article.state === "draft" ? (
              <>
                <strong>Draft preview.</strong> Only admins can see this article until it is published.
              </>
            ) : article.state === "held" ? (
              <>
                <strong>Awaiting review.</strong> Only admins can see this article until a reviewer signs it off.
              </>
            ) : (
              <>
                <strong>Scheduled for {article.scheduledFor}.</strong> Only admins can see this article until then.
              </>
            )}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link
            to="/articles"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to Articles
          </Link>
          {canEdit ? (
            <span className="flex flex-wrap gap-2">
              <Link
                to={`/articles/${article.slug}/revisions`}
                className={buttonVariants({ variant: "ghost", size: "sm" })}
              >
                <History aria-hidden="true" /> Revisions
              </Link>
              <Link
                to={`/articles/${article.slug}/editorial`}
                className={buttonVariants({ variant: "ghost", size: "sm" })}
              >
                <UserRoundCheck aria-hidden="true" /> Editorial Details
              </Link>
              <Link
                to={`/articles/${article.slug}/edit`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <Pencil aria-hidden="true" /> Edit Article
              </Link>
            </span>
          ) : null}
        </div>
        <CorrectionNotice notice={history?.correctionNotice ?? null} />
        <header className="mt-6">
          <Link
            to={categoryPath(article.category)}
            className="inline-block rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary hover:underline"
          >
            {article.category}
          </Link>
          <h1 className="mt-4 text-3xl font-semibold sm:text-5xl">{article.title}</h1>
          <div className="mt-5 space-y-1.5 text-sm text-muted-foreground" data-testid="byline">
            <p>
              By{" "}
              {article.byline.path ? (
                <Link
                  to={article.byline.path}
                  className="font-medium text-foreground underline-offset-2 hover:underline"
                >
                  {article.byline.name}
                </Link>
              ) : (
                <span className="font-medium text-foreground">{article.byline.name}</span>
              )}
              {article.byline.credentials ? <span>, {article.byline.credentials}</span> : null}
            </p>
            {article.reviewer ? (
              <p>
                Medically reviewed by{" "}
                <Link
                  to={article.reviewer.path}
                  className="font-medium text-foreground underline-offset-2 hover:underline"
                >
                  {article.reviewer.name}
                </Link>
                {article.reviewer.credentials ? <span>, {article.reviewer.credentials}</span> : null}
              </p>
            ) : null}
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span>
                Published <time dateTime={article.isoDate}>{article.date}</time>
              </span>
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
          </div>
        </header>
        {CRISIS_HELP_ARTICLE_CATEGORIES.test(article.category) ? (
          <CrisisResources
            compact
            className="mt-6"
            kind={CRISIS_ARTICLE_CATEGORY.test(article.category) ? "self-harm" : "distress"}
          />
        ) : null}
        <div className="mt-8 overflow-hidden rounded-xl">
          <ArticleImage
            image={article.image}
            alt={article.imageDescription ?? ""}
            sizes="(min-width: 800px) 768px, 100vw"
            className="aspect-[16/9] h-auto w-full"
            priority
          />
        </div>
        {article.keyTakeaways.length ? (
          <section
            aria-labelledby="key-takeaways"
            className="mt-8 rounded-xl border border-border bg-secondary/60 p-5 sm:p-6"
          >
            <h2 id="key-takeaways" className="text-xl font-semibold">
              Key takeaways
            </h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5">
              {article.keyTakeaways.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {article.toc.length ? (
          <details className="mt-8 rounded-xl border border-border bg-card p-4 lg:hidden print:hidden">
            <summary className="cursor-pointer font-semibold">On this page</summary>
            <TableOfContents headings={article.toc} />
          </details>
        ) : null}
        <div className="prose-wellness mt-10" dangerouslySetInnerHTML={{ __html: article.content }} />
        {CRISIS_ARTICLE_CATEGORY.test(article.category) ? <CrisisResources className="mt-10" /> : null}
        {article.sources.length ? <SourceList sources={article.sources} /> : null}
        {article.lastReviewed ? (
          <ReviewStatus lastReviewed={article.lastReviewed} nextReview={article.nextReview ?? null} />
        ) : null}
        <PageHistory entries={history?.entries ?? []} />
        <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6 print:hidden">
          <ShareLinks url={url} title={article.title} />
          <ReportErrorLink path={`/articles/${article.slug}`} />
        </div>
        {nextSteps.length ? (
          <section aria-labelledby="next-steps" className="mt-12 print:hidden">
            <h2 id="next-steps" className="text-2xl font-semibold">
              Put it into practice
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {nextSteps.map((step) => (
                <NextStepItem key={step.to} step={step} className="rounded-xl border border-border bg-card p-5" />
              ))}
            </ul>
          </section>
        ) : null}
        {related.length ? (
          <section aria-labelledby="related" className="mt-12 print:hidden">
            <h2 id="related" className="text-2xl font-semibold">
              Related articles
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-3">
              {related.map((item) => (
                <li key={item.slug} className="rounded-xl border border-border bg-card p-5">
                  <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{item.category}</p>
                  <Link
                    to={`/articles/${item.slug}`}
                    className="mt-1 block font-semibold leading-snug underline-offset-2 hover:text-primary hover:underline"
                  >
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="mt-12 rounded-xl border border-border bg-card p-6 print:hidden">
          <NewsletterForm
            form="article"
            heading="Enjoyed this article?"
            description="Get the next ones in your inbox with our newsletter."
          />
        </div>
      </article>
      {article.toc.length ? (
        <aside className="hidden lg:block print:hidden" aria-label="Table of contents">
          <div className="sticky top-22 rounded-xl border border-border bg-card p-5" data-testid="toc">
            <p className="font-semibold">On this page</p>
            <TableOfContents headings={article.toc} />
          </div>
        </aside>
      ) : null}
    </>
  );
}

function TableOfContents({ headings }: { headings: { id: string; text: string }[] }) {
  return (
    <ol className="mt-3 space-y-2 text-sm">
      {headings.map((heading) => (
        <li key={heading.id}>
          <a
            href={`#${heading.id}`}
            className="text-muted-foreground underline-offset-2 hover:text-primary hover:underline"
          >
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
}
