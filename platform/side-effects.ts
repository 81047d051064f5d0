import { clusterEvents, type ClusterEvents, type DomainEvent, type SessionDrop } from "./cluster-events.ts";
import { logger } from "./logger.ts";
import { invalidatePages } from "./page-invalidation.ts";
import { dropSessions } from "./session-cache.ts";

/**
 * What each domain write causes, declared once. A domain module publishes what it changed
 * (`publishEvent({ type: "people.changed" })`) after its commit and calls nothing else; this table says
 * what follows:
 * - `pages`: public pages may show the change, so every instance's page cache empties (the
 *   "pages-invalidated" bus event, server/page-cache.ts);
 * - `sessions`: these cached sessions are out of date, dropped here and on every instance (the
 *   "sessions-dropped" bus event, platform/session-cache.ts);
 * - `chatRules`: the chat's room rules or moderation settings changed, so every instance reads them again
 *   (the "chat-rules-changed" bus event, app/domain/chat/moderation.server.ts);
 * - `publishAt`: an article goes live at this time, so a job is queued for it (server/background-jobs.ts
 *   listens with `onPublicationScheduled`; without a listener, in a test or a script, nothing is queued, and
 *   visibility never depends on it because every public query asks `published_at <= now()` itself).
 * A new event type does not compile until it has its line here.
 */
export type Effects = { pages?: boolean; sessions?: SessionDrop; chatRules?: boolean; publishAt?: Date | null };

type EventOf = { [E in DomainEvent as E["type"]]: E };
type EffectTable = { [K in keyof EventOf]: (event: EventOf[K]) => Effects };

export const SIDE_EFFECTS: EffectTable = {
  "article.saved": (event) => ({ pages: event.wasPublic || event.isPublic, publishAt: event.scheduledFor }),
  "article.deleted": (event) => ({ pages: event.wasPublic }),
  "article.signedOff": (event) => ({
    pages: true,
    publishAt:
      event.status === "published" && event.publishedAt && event.publishedAt > new Date() ? event.publishedAt : null,
  }),
  "reviewGate.changed": () => ({ pages: true }),
  "people.changed": () => ({ pages: true }),
  "reviewer.linked": () => ({ pages: true }),
  "siteFigures.changed": () => ({ pages: true }),
  // Search pages are kept by the page cache, and the search index is rebuilt on the same signal.
  "search.vocabularyChanged": () => ({ pages: true }),
  "chat.messageModerated": () => ({ pages: true }),
  "chat.messageChanged": () => ({ pages: true }),
  "chat.moderatorChanged": (event) => ({ sessions: { userId: event.userId } }),
  "chat.rulesChanged": () => ({ chatRules: true }),
  "productReview.creditsChanged": () => ({ pages: true }),
  "catalogue.migrated": (event) => ({ pages: event.written > 0 }),
  "catalogue.changed": () => ({ pages: true }),
  "member.roleChanged": (event) => ({ sessions: { userId: event.userId } }),
  "member.profileChanged": (event) => ({ sessions: { userId: event.userId } }),
  "member.sessionsRevoked": (event) => ({ sessions: event.drop }),
  "account.deleted": (event) => ({ pages: true, sessions: { userId: event.userId } }),
};

/** The table's line for one event. */
export function effectsOf<K extends keyof EventOf>(type: K, event: EventOf[K]): Effects {
  const rule: (event: EventOf[K]) => Effects = SIDE_EFFECTS[type];
  return rule(event);
}

/**
 * Publishes a committed write's event on the process's bus. Its listeners, this table's among them, run
 * before the call returns: a page saved here is never served stale here.
 */
export function publishEvent(event: DomainEvent, events: ClusterEvents = clusterEvents): void {
  events.publish({ type: "domain", event }).catch((error: unknown) => {
    logger.error({ err: error, event: event.type }, "side effects: could not publish a domain event");
  });
}

type PublicationListener = (at: Date) => void;
const publicationListeners = new Set<PublicationListener>();

/** Adds a listener for "an article goes live at this time"; returns the function that removes it. */
export function onPublicationScheduled(listener: PublicationListener): () => void {
  publicationListeners.add(listener);
  return () => void publicationListeners.delete(listener);
}

/** Applies the table to every domain event published on `events`; returns the unsubscribe. */
export function followDomainEvents(events: ClusterEvents = clusterEvents): () => void {
  return events.subscribe((published) => {
    if (published.type !== "domain") return;
    const effects = effectsOf(published.event.type, published.event);
    if (effects.pages) invalidatePages(published.event.type);
    if (effects.sessions) dropSessions(effects.sessions);
    if (effects.chatRules)
      events.publish({ type: "chat-rules-changed", instanceId: events.instanceId }).catch((error: unknown) => {
        logger.error({ err: error }, "side effects: could not announce changed chat rules");
      });
    if (effects.publishAt) for (const listener of publicationListeners) listener(effects.publishAt);
  });
}

followDomainEvents();
