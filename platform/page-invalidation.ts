import { clusterEvents } from "./cluster-events.ts";
import { logger } from "./logger.ts";

/**
 * The signal "content that public pages show has changed". The domain raises it after a commit (articles,
 * products…); it travels on the cluster event bus, so this instance's page cache empties at once
 * (server/page-cache.ts listens) and every other instance's as soon as the notification arrives.
 */
export function invalidatePages(): void {
  clusterEvents.publish({ type: "pages-invalidated", instanceId: clusterEvents.instanceId }).catch((error: unknown) => {
    logger.error({ err: error }, "page cache: could not tell the other instances about a content change");
  });
}
