import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { articleState } from "./publication.ts";
import { healthSql, reviewGateState, signedOffSql } from "./review-gate.server.ts";

const { articles, articleSignoffs } = schema;

export const LIVE_UNSIGNED_REASON = "Live without a sign-off on its current text (published before the gate)";
export const DRAFT_UNSIGNED_REASON = "Draft: a reviewer's sign-off is needed before it can be published or scheduled";

/**
 * Health articles a reviewer should read, with the reason: held ones (edited after sign-off, or scheduled
 * without one), live ones whose current text no sign-off covers, and drafts. Empty while the gate is off
 * (nothing then waits on a reviewer).
 */
export async function awaitingSignoff(db: Database = defaultDb) {
  if (!(await reviewGateState(db)).on) return [];
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      category: articles.category,
      status: articles.status,
      publishedAt: articles.publishedAt,
      reviewHold: articles.reviewHold,
      reviewHoldAt: articles.reviewHoldAt,
      updatedAt: articles.updatedAt,
      version: articles.version,
    })
    .from(articles)
    .where(and(healthSql, sql`not ${signedOffSql}`))
    .orderBy(sql`${articles.reviewHoldAt} asc nulls last`, asc(articles.updatedAt));
  return rows.map((row) => ({
    ...row,
    state: articleState(row),
    reason: row.reviewHold ?? (row.status === "published" ? LIVE_UNSIGNED_REASON : DRAFT_UNSIGNED_REASON),
  }));
}

/** The latest sign-off of an article (who, which revision, when), or null. */
export async function latestSignoff(articleId: string, db: Database = defaultDb) {
  const [row] = await db
    .select()
    .from(articleSignoffs)
    .where(eq(articleSignoffs.articleId, articleId))
    .orderBy(desc(articleSignoffs.version), desc(articleSignoffs.signedAt))
    .limit(1);
  return row ?? null;
}

/** Every sign-off of an article, oldest first (the page history). */
export async function signoffsOf(articleId: string, db: Database = defaultDb) {
  return db
    .select()
    .from(articleSignoffs)
    .where(eq(articleSignoffs.articleId, articleId))
    .orderBy(asc(articleSignoffs.signedAt));
}
