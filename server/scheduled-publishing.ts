import client from "prom-client";
import { publishDueArticles } from "#app/domain/articles/publishing.server.ts";
import { logger } from "#platform/logger.ts";
import { registry } from "#platform/metrics.ts";

/** Articles this instance marked as gone live: across instances, their sum is the number of publications. */
export const articlesWentLive = new client.Counter({
  name: "articles_went_live_total",
  help: "Scheduled articles this instance marked as gone live (each publication is marked by one instance only)",
  registers: [registry],
});

/** How often due articles are looked for: a scheduled article goes live within this of its time. */
export const SCHEDULED_PUBLISHING_INTERVAL_MS = 3_000;

/**
 * Runs `publishDueArticles()` now (a restart that spanned a publish time) and every few
 * seconds. One line in main.ts starts it; the background-job mechanism (issue 16 point 9)
 * replaces this loop by a recurring job calling the same function.
 */
export function startScheduledPublishing(intervalMs = SCHEDULED_PUBLISHING_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = publishDueArticles()
      .then((live) => {
        articlesWentLive.inc(live.length);
        for (const article of live) {
          logger.info({ articleId: article.id, slug: article.slug, publishedAt: article.publishedAt }, "scheduled article went live");
        }
      })
      .catch((error: unknown) => logger.error({ err: error }, "scheduled publishing round failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  round();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
