import { Clock } from "lucide-react";
import { Link } from "react-router";
import { categoryPath } from "#app/domain/articles/credits-and-sources.ts";
import { ArticleImage, type ResponsiveImageData } from "./article-image.tsx";

export type ArticleCardData = {
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  imageDescription: string | null;
  image: ResponsiveImageData | null;
  date: string;
  isoDate: string;
  readTime: string;
};

/**
 * An article card: image, category chip, title, 3-line excerpt, long date, read time. `heading` is the
 * title's level where the card sits under a section heading of its own (the home page's rows).
 */
export function ArticleCard({
  article,
  priority,
  heading: Heading = "h2",
  sizes = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw",
}: {
  article: ArticleCardData;
  priority?: boolean;
  heading?: "h2" | "h3";
  sizes?: string;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden bg-muted">
        <ArticleImage
          image={article.image}
          alt={article.imageDescription ?? ""}
          sizes={sizes}
          className="h-full w-full transition duration-300 group-hover:scale-[1.02]"
          priority={priority}
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        {/* Above the card's stretched link, so the chip opens the category page. */}
        <Link
          to={categoryPath(article.category)}
          className="relative z-10 w-fit rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary hover:underline"
        >
          {article.category}
        </Link>
        <Heading className="mt-3 text-xl font-semibold leading-snug">
          <Link to={`/articles/${article.slug}`} className="after:absolute after:inset-0 group-hover:text-primary">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-muted-foreground">{article.excerpt}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-sm text-muted-foreground">
          <time dateTime={article.isoDate}>{article.date}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {article.readTime}
          </span>
        </p>
      </div>
    </article>
  );
}
