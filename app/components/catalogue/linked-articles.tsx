import { Link } from "react-router";
import { PRODUCT_RETIREMENT as R } from "#app/domain/catalogue/retirement-messages.ts";

/**
 * The articles linking to a product's review or affiliate page, on its admin page (issue 60): a warning before
 * she retires it, the ones to correct after (drafts and held ones marked not public).
 */
export function LinkedArticles({
  articles,
  retired,
}: {
  articles: { slug: string; title: string; public: boolean }[];
  retired: boolean;
}) {
  if (articles.length === 0) return null;
  return (
    <div
      role={retired ? "status" : undefined}
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p>{retired ? R.linkedArticles : R.linkedBeforeRetire}</p>
      <ul className="mt-1 list-disc pl-5">
        {articles.map((article) => (
          <li key={article.slug}>
            <Link className="underline" to={`/articles/${article.slug}/edit`}>
              {article.title}
            </Link>
            {article.public ? null : <span> ({R.notPublicArticle})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
