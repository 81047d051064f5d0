import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { ArticleCard, type ArticleCardData } from "#app/components/articles/article-card.tsx";
import { ArticleImage } from "#app/components/articles/article-image.tsx";
import { articleCount, homeCopy } from "#app/content/home.ts";
import { categoryPath } from "#app/domain/articles/credits-and-sources.ts";

export type HomeTopic = { name: string; slug: string; count: number };

/**
 * The home page's content row: the editors' featured article large, the newest others beside it, then the
 * topics a reader can enter by. Nothing is shown for what the site does not have.
 */
export function ReadingRow({
  featured,
  latest,
  topics,
}: {
  featured: ArticleCardData | null;
  latest: ArticleCardData[];
  topics: HomeTopic[];
}) {
  return (
    <>
      <section aria-labelledby="reading-heading" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6" data-home-reading>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="reading-heading" className="text-3xl font-semibold sm:text-4xl">
              {homeCopy.readingHeading}
            </h2>
            <p className="mt-2 max-w-2xl text-muted-foreground">{homeCopy.readingIntro}</p>
          </div>
          <Link
            to="/articles"
            className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-2 hover:underline"
          >
            {homeCopy.allArticles} <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        {featured ? (
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <FeaturedArticle article={featured} />
            {latest.length ? (
              <div>
                <h3 className="font-sans text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                  {homeCopy.latestHeading}
                </h3>
                <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-1" data-home-latest>
                  {latest.map((article) => (
                    <li key={article.slug}>
                      <LatestItem article={article} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : (
          <p className="mt-6 text-muted-foreground">{homeCopy.noArticles}</p>
        )}
      </section>
      {topics.length ? (
        <section aria-labelledby="topics-heading" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6" data-home-topics>
          <h2 id="topics-heading" className="text-2xl font-semibold sm:text-3xl">
            {homeCopy.topicsHeading}
          </h2>
          <p className="mt-2 text-muted-foreground">{homeCopy.topicsIntro}</p>
          <ul className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-3">
            {topics.map((topic) => (
              <li key={topic.slug}>
                <Link
                  to={`/articles/category/${topic.slug}`}
                  className="group flex h-full flex-col justify-between gap-1 rounded-xl border border-border bg-card px-4 py-3 shadow-sm transition hover:border-primary sm:flex-row sm:items-center sm:gap-3 sm:px-5 sm:py-4"
                >
                  <span className="font-semibold group-hover:text-primary">{topic.name}</span>
                  <span className="text-sm text-muted-foreground">{articleCount(topic.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The featured article: the card at full width of its column, its image large. */
function FeaturedArticle({ article }: { article: ArticleCardData }) {
  return (
    <div className="flex flex-col" data-home-featured>
      <p className="mb-3 font-sans text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {homeCopy.featuredLabel}
      </p>
      <div className="flex-1">
        <ArticleCard
          article={article}
          heading="h3"
          priority
          sizes="(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw"
        />
      </div>
    </div>
  );
}

/** One of the newest articles: a small image, its topic, its title and when it was published. */
function LatestItem({ article }: { article: ArticleCardData }) {
  return (
    <article className="group relative flex gap-4 rounded-xl border border-border bg-card p-3 shadow-sm">
      <div className="aspect-square w-24 shrink-0 overflow-hidden rounded-lg bg-muted sm:w-28">
        <ArticleImage image={article.image} alt="" sizes="112px" className="h-full w-full" />
      </div>
      <div className="flex min-w-0 flex-col">
        <Link
          to={categoryPath(article.category)}
          className="relative z-10 w-fit text-xs font-semibold uppercase tracking-wide text-primary hover:underline"
        >
          {article.category}
        </Link>
        <h4 className="mt-1 font-serif text-base font-semibold leading-snug">
          <Link to={`/articles/${article.slug}`} className="after:absolute after:inset-0 group-hover:text-primary">
            {article.title}
          </Link>
        </h4>
        <p className="mt-auto flex flex-wrap items-center gap-x-2 pt-2 text-xs text-muted-foreground">
          <time dateTime={article.isoDate}>{article.date}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3" aria-hidden="true" />
            {article.readTime}
          </span>
        </p>
      </div>
    </article>
  );
}
