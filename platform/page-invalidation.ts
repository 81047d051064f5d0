import { clusterEvents } from "./cluster-events.ts";
import { logger } from "./logger.ts";

/**
 * The signal "content that public pages show has changed". The domain raises it after a commit (articles,
 * products…); it travels on the cluster event bus, so this instance's page cache empties at once
 * (server/page-cache.ts listens) and every other instance's as soon as the notification arrives. `cause`, the
 * domain event type, lets each cache drop only the pages whose route declared it (app/lib/page-cache-policy.ts).
 */
export function invalidatePages(cause?: string): void {
  const event = { type: "pages-invalidated" as const, instanceId: clusterEvents.instanceId };
  clusterEvents.publish(cause === undefined ? event : { ...event, cause }).catch((error: unknown) => {
    logger.error({ err: error }, "page cache: could not tell the other instances about a content change");
  });
}
