import type { ChatBus } from "#app/domain/chat/bus.server.ts";
import { logger } from "#platform/logger.ts";
import { sessionCache, setSessionDropPublisher, type SessionCache, type SessionDrop } from "#platform/session-cache.ts";

/**
 * Keeps the session caches of several instances in step (platform/session-cache.ts): a session dropped on
 * one instance (sign-out, revocation, ban, role change) is published on the bus and every other instance
 * drops it too. A bus reconnection (`resync`) may have lost drops, so it empties the cache.
 * Call `stop()` before the bus closes.
 */
export function shareSessionDrops(bus: ChatBus, instanceId: string, cache: SessionCache = sessionCache) {
  const unsubscribe = bus.subscribe((event) => {
    if (event.type === "sessions-dropped" && event.instanceId !== instanceId) cache.drop(event.drop);
    else if (event.type === "resync") cache.drop({ all: true });
  });
  const publish = (drop: SessionDrop) => {
    bus.publish({ type: "sessions-dropped", instanceId, drop }).catch((error: unknown) => {
      logger.error({ err: error }, "session cache: could not tell the other instances about an ended session");
      // Without the others told, no instance may keep answering from memory what could be stale.
      cache.drop({ all: true });
    });
  };
  if (cache === sessionCache) setSessionDropPublisher(publish);
  return {
    publish,
    stop() {
      unsubscribe();
      if (cache === sessionCache) setSessionDropPublisher(null);
    },
  };
}
