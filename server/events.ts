import { sendingRulesSubscriber } from "#app/domain/chat/moderation.server.ts";
import { getMessage } from "#app/domain/chat/messages.server.ts";
import { followContentChangesInSearch } from "#app/domain/search/search.server.ts";
import {
  clusterEvents,
  LEGACY_CHANNEL,
  type ClusterEvents,
  type SiteEvent,
  type Subscriber,
} from "#platform/cluster-events.ts";
import type { DatabaseHandle } from "#platform/db/client.ts";
import { invalidatePages } from "#platform/page-invalidation.ts";
import { dropSessions } from "#platform/session-cache.ts";
import { followContentChanges, pageCache } from "./page-cache.ts";

/**
 * The process's subscriptions to the site's events, wired once at start by the composition (server/main.ts,
 * server/dev.ts, the test setup) instead of on import. Each subscriber names the events it handles; the chat
 * hub (server/chat/hub.ts) and the scheduled-publication jobs (server/background-jobs.ts) subscribe when they
 * start.
 */

/** Events after which a public page may read differently: every instance empties its page caches. */
export const publicPagesSubscriber: Subscriber<
  | "article.saved"
  | "article.deleted"
  | "article.signedOff"
  | "articles.wentLive"
  | "reviewGate.changed"
  | "people.changed"
  | "reviewer.linked"
  | "siteFigures.changed"
  | "chat.messageModerated"
  | "chat.messageChanged"
  | "productReview.creditsChanged"
  | "catalogue.migrated"
  | "catalogue.changed"
  | "search.vocabularyChanged"
  | "account.deleted"
  | "bus.resync"
> = {
  name: "public pages",
  applicableEvents: [
    "article.saved",
    "article.deleted",
    "article.signedOff",
    "articles.wentLive",
    "reviewGate.changed",
    "people.changed",
    "reviewer.linked",
    "siteFigures.changed",
    "chat.messageModerated",
    "chat.messageChanged",
    "productReview.creditsChanged",
    "catalogue.migrated",
    "catalogue.changed",
    "search.vocabularyChanged",
    "account.deleted",
    "bus.resync",
  ],
  handle(event) {
    if (event.type === "article.saved" && !event.wasPublic && !event.isPublic) return;
    if (event.type === "article.deleted" && !event.wasPublic) return;
    if (event.type === "catalogue.migrated" && event.written === 0) return;
    // The page cache drops the pages whose route declared this event; a resync (events may have been
    // missed) drops them all.
    invalidatePages(event.type === "bus.resync" ? undefined : event.type);
  },
};

/** Events after which cached sessions are out of date: every instance drops them. */
export const sessionsSubscriber: Subscriber<
  | "member.roleChanged"
  | "member.profileChanged"
  | "member.sessionsRevoked"
  | "chat.moderatorChanged"
  | "account.deleted"
  | "bus.resync"
> = {
  name: "session cache",
  applicableEvents: [
    "member.roleChanged",
    "member.profileChanged",
    "member.sessionsRevoked",
    "chat.moderatorChanged",
    "account.deleted",
    "bus.resync",
  ],
  handle(event) {
    // A reconnected bus may have missed drops: nothing is answered from memory that might be stale.
    if (event.type === "bus.resync") dropSessions({ all: true });
    else if (event.type === "member.sessionsRevoked") dropSessions(event.drop);
    else dropSessions({ userId: event.userId });
  },
};

/**
 * Subscribes the process's caches to the events that change them: the page cache, the search index and the
 * session cache through the subscribers above, the chat's sending rules through its own. Returns the
 * function that stops them all.
 */
export function wireEvents(events: ClusterEvents = clusterEvents): () => void {
  const stops = [
    events.subscribe(publicPagesSubscriber),
    events.subscribe(sessionsSubscriber),
    events.subscribe(sendingRulesSubscriber),
    followContentChanges(pageCache),
    followContentChangesInSearch(),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** A long chat message travels by id and is read back by each instance (NOTIFY payloads are small). */
function chatMessagesByReference(database: DatabaseHandle) {
  return {
    shrink: (event: SiteEvent) =>
      event.type === "chat.messagePosted" ? { type: event.type, id: event.message.id } : null,
    async expand(reference: { type: string; id: number }): Promise<SiteEvent | null> {
      if (reference.type !== "chat.messagePosted") return null;
      const message = await getMessage(reference.id, database.db);
      return message ? { type: "chat.messagePosted", message } : null;
    },
  };
}

/**
 * On PostgreSQL, carries the bus over LISTEN/NOTIFY so every instance hears every other (channel
 * `site_events`), and, for the rolling upgrade from the version whose bus was named `chat_events`, tells
 * and hears instances of that version (docs/decisions/041-events-owned-by-the-domain.md). On the
 * embedded database (one instance) nothing to do. Call `events.close()` before the pool ends.
 */
export async function connectEvents(database: DatabaseHandle, events: ClusterEvents = clusterEvents): Promise<void> {
  if (database.kind === "postgres" && database.pool && !events.shared) {
    events.connect(database.pool, {
      byReference: chatMessagesByReference(database),
      legacy: { channel: LEGACY_CHANNEL, quiet: { theirs: ["presence"], ours: ["chat.presence"] } },
    });
  }
  await events.start();
}
