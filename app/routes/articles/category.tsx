import { data, Link } from "react-router";
import type { Route } from "./+types/category";
import { ArticleCard } from "#app/components/articles/article-card.tsx";
import { listArticles } from "#app/domain/articles/articles.server.ts";
import { publicCategories } from "#app/domain/articles/related.server.ts";
import { toArticleCard } from "#app/domain/articles/views.server.ts";
import { nextStepsFor } from "#app/content/next-steps.ts";
import { NextStepItem } from "#app/components/articles/next-step-item.tsx";
import { publicPageHeaders } from "#app/lib/http.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { articleFeedLinks, pageMeta } from "#app/lib/meta.ts";
import { siteName } from "#app/lib/site.ts";

/** A topic page: every public article of one category, and the site's tools for it. */
export async function loader({ params }: Route.LoaderArgs) {
  const categories = await publicCategories();
  const category = categories.find((c) => c.slug === params.category);
  if (!category) throw data("We couldn't find that topic.", { status: 404 });
  const rows = (await listArticles()).filter((row) => row.category === category.name);
  return {
    category: category.name,
    categories,
    articles: await Promise.all(rows.map((row) => toArticleCard(row))),
    nextSteps: nextStepsFor(category.name),
  };
}

export const handle = readingPageHandle;

export default function CategoryPage({ loaderData, params }: Route.ComponentProps) {
  const { category, categories, articles, nextSteps } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <Link to="/articles" className="text-sm font-medium text-primary hover:underline">
        All articles
      </Link>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{category}</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        {articles.length} {articles.length === 1 ? "article" : "articles"} on {category.toLowerCase()}, newest first.
      </p>
      <nav aria-label="Topics" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c.slug}>
              <Link
                to={`/articles/category/${c.slug}`}
                aria-current={c.slug === params.category ? "page" : undefined}
                className="inline-block rounded-full border border-border px-3 py-1 text-sm aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {articles.map((article, index) => (
          <li key={article.slug}>
            <ArticleCard article={article} priority={index === 0} />
          </li>
        ))}
      </ul>
      <aside aria-labelledby="tools" className="mt-12 rounded-xl border border-border bg-card p-6">
        <h2 id="tools" className="text-2xl font-semibold">
          Tools for this topic
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {nextSteps.map((step) => (
            <NextStepItem key={step.to} step={step} />
          ))}
        </ul>
      </aside>
    </section>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(`${loaderData.category} articles`, `Articles on ${loaderData.category} from ${siteName()}.`)
    : pageMeta("Topic not found", "");

export const headers = () => publicPageHeaders();

/** A page that lists articles names their feed. */
export const links = articleFeedLinks;
