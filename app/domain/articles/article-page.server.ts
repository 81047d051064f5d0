import { nextStepsFor } from "#app/content/next-steps.ts";
import type { Article } from "./articles.server.ts";
import { articleHistory } from "./history.server.ts";
import { relatedArticles } from "./related.server.ts";
import { toArticlePage } from "./views.server.ts";

/** What an article's page shows: the article, what to read and do next, its public history. */
export async function articlePageData(row: Article, canEdit: boolean) {
  const [article, related, history] = await Promise.all([
    toArticlePage(row),
    relatedArticles(row),
    articleHistory(row),
  ]);
  return { article, canEdit, related, nextSteps: nextStepsFor(row.category), history };
}

export type ArticlePageData = Awaited<ReturnType<typeof articlePageData>>;
