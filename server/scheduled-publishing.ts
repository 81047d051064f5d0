import client from "prom-client";
import { publishDueArticles } from "#app/domain/articles/publishing.server.ts";
import { publishDueProducts } from "#app/domain/catalogue/editing.server.ts";
import { logger } from "#platform/logger.ts";
import { registry } from "#platform/metrics.ts";

/** Articles this instance marked as gone live: across instances, their sum is the number of publications. */
export const articlesWentLive = new client.Counter({
  name: "articles_went_live_total",
  help: "Scheduled articles this instance marked as gone live (each publication is marked by one instance only)",
  registers: [registry],
});

/**
 * One round of scheduled publishing: marks every due article as gone live (exactly once across
 * instances: publishDueArticles is one UPDATE … WHERE went_live_at IS NULL … RETURNING), empties every
 * instance's page cache, counts and logs what went live. Run by the background jobs
 * (server/background-jobs.ts): at start (a restart that spanned a publish time), at each article's own
 * time (a job queued when it was scheduled) and every minute as a safety net.
 */
export async function publishScheduledArticles(): Promise<number> {
  const live = await publishDueArticles();
  articlesWentLive.inc(live.length);
  for (const article of live) {
    logger.info(
      { articleId: article.id, slug: article.slug, publishedAt: article.publishedAt },
      "scheduled article went live",
    );
  }
  return live.length;
}

/**
 * Scheduled products whose time has come: marked gone live exactly once across instances, and their pages
 * leave every instance's page cache (publishDueProducts). Run with the articles' publishing: at start, at each
 * product's own time and every minute.
 */
export async function publishScheduledProducts(): Promise<number> {
  const live = await publishDueProducts();
  for (const slug of live) logger.info({ slug }, "scheduled product went live");
  return live.length;
}

/** Articles and products whose scheduled time has come (server/background-jobs.ts). */
export async function publishScheduledContent(): Promise<number> {
  return (await publishScheduledArticles()) + (await publishScheduledProducts());
}
