import type { ChatBus } from "#app/domain/chat/bus.server.ts";
import { logger } from "#platform/logger.ts";
import { contentChangedElsewhere } from "#platform/page-invalidation.ts";
import { pageCache, setPageInvalidationPublisher, type PageCache } from "./page-cache.ts";

/**
 * Keeps the anonymous page caches of several instances in step: when content
 * changes on one instance (`invalidatePages()`), it publishes
 * `pages-invalidated` on the bus (LISTEN/NOTIFY on PostgreSQL) and every other
 * instance empties its cache, so no instance serves a page older than the
 * change for the rest of the cache's TTL. A bus reconnection (`resync`) may
 * have lost invalidations, so it empties the cache too.
 *
 * For the process's own cache, `invalidatePages()` publishes through it until
 * `stop()`. Call `stop()` before the bus closes.
 */
export function sharePageCacheInvalidations(bus: ChatBus, instanceId: string, cache: PageCache = pageCache) {
  const unsubscribe = bus.subscribe((event) => {
    if ((event.type === "pages-invalidated" && event.instanceId !== instanceId) || event.type === "resync") {
      cache.invalidate();
      contentChangedElsewhere();
    }
  });
  const publish = () => {
    bus.publish({ type: "pages-invalidated", instanceId }).catch((error: unknown) => {
      logger.error({ err: error }, "page cache: could not tell the other instances about a content change");
    });
  };
  if (cache === pageCache) setPageInvalidationPublisher(publish);
  return {
    publish,
    stop() {
      unsubscribe();
      if (cache === pageCache) setPageInvalidationPublisher(null);
    },
  };
}
