import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { clusterEvents, publishEvent, type ClusterEvents } from "#platform/cluster-events.ts";
import { holdUnsignedScheduled } from "./review-gate.server.ts";

const { articles } = schema;

export type WentLive = { id: string; slug: string; title: string; publishedAt: Date; wentLiveAt: Date };

/**
 * Scheduled publishing. A scheduled article is hidden by the public
 * queries' own rule until its publish time (`isPublic()`), so readers never wait on this
 * function to be correct; it marks the articles whose time has come as gone live and then
 * says so ("articles.wentLive"), which empties every instance's page caches, so
 * lists, the sitemap and the feed stop serving a copy rendered before that time.
 *
 * Idempotent and exactly once across instances: one UPDATE takes only rows whose
 * `went_live_at` is still null. A second instance running it at the same moment waits on
 * the row lock, then finds `went_live_at` set and takes nothing (PostgreSQL re-checks the
 * WHERE clause on the updated row), so each publication is marked, and announced, once.
 * Run by the background jobs: at start, at each scheduled article's time and every minute.
 *
 * While the review gate is on, an unsigned health article is held first (it stays unpublished at its time
 * and waits in the review queue), and a held article is never marked.
 */
export async function publishDueArticles(
  db: Database = defaultDb,
  events: ClusterEvents = clusterEvents,
): Promise<WentLive[]> {
  await holdUnsignedScheduled(db);
  const rows = await db
    .update(articles)
    .set({ wentLiveAt: sql`now()` })
    .where(
      and(
        eq(articles.status, "published"),
        isNull(articles.wentLiveAt),
        isNull(articles.reviewHold),
        lte(articles.publishedAt, sql`now()`),
      ),
    )
    .returning({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      publishedAt: articles.publishedAt,
      wentLiveAt: articles.wentLiveAt,
    });
  if (rows.length > 0) void publishEvent({ type: "articles.wentLive", slugs: rows.map((row) => row.slug) }, events);
  return rows as WentLive[];
}
