import { asc, eq } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import type { Article } from "./articles.server.ts";
import { pageHistory } from "./history.ts";
import { signoffsOf } from "./review-queue.server.ts";

/** An article's public history from its revisions (each save's kind and summary) and its sign-offs. */
export async function articleHistory(article: Article, now: Date = new Date(), db: Database = defaultDb) {
  const { articleRevisions } = schema;
  const [revisions, signoffs] = await Promise.all([
    db
      .select({
        savedAt: articleRevisions.savedAt,
        kind: articleRevisions.changeKind,
        summary: articleRevisions.changeSummary,
      })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, article.id))
      .orderBy(asc(articleRevisions.savedAt)),
    signoffsOf(article.id, db),
  ]);
  return pageHistory(
    {
      publishedAt: article.publishedAt,
      versions: [
        ...revisions,
        { savedAt: article.updatedAt, kind: article.changeKind, summary: article.changeSummary },
      ],
      signoffs: signoffs.map((row) => ({
        signedAt: row.signedAt,
        name: row.reviewerName,
        credentials: row.reviewerCredentials,
      })),
    },
    now,
  );
}

export type ArticleHistory = Awaited<ReturnType<typeof articleHistory>>;
