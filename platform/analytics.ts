import { AnalyticsCollector } from "./analytics-collector.ts";
import { config } from "./config.ts";
import { db } from "./db.ts";
import { logger } from "./logger.ts";
import { once, standIn } from "./stand-in.ts";

export {
  ANALYTICS_KINDS,
  MAX_KEY_LENGTH,
  pruneAnalytics,
  utcDay,
  type AnalyticsKind,
  type Visit,
} from "./analytics-collector.ts";

/**
 * The process's one collector of visit statistics (ANALYTICS=off: it counts nothing). The page handlers
 * (server/page-views.ts) count page views; the domain counts quiz, newsletter and search events
 * (app/domain/analytics/events.server.ts); server/main.ts starts its per-minute flush and flushes at shutdown.
 */
export const analytics: AnalyticsCollector = standIn(
  once(
    () =>
      new AnalyticsCollector({
        db,
        site: config.SITE_URL,
        enabled: config.ANALYTICS === "on",
        onError: (error, where) => logger.error({ err: error }, `${where} failed`),
      }),
  ),
  { bindMethods: true },
);
