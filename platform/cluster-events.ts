import crypto from "node:crypto";
import { EventEmitter } from "node:events";
import type pg from "pg";
import { logger } from "./logger.ts";

/**
 * The events every instance of the site must hear: chat messages and deletions, the rooms' member counts,
 * "public pages changed", sessions to forget, a closed account, and (this instance only) "you may have missed some". One bus per
 * process (`clusterEvents`): in process on the embedded database, where there is one instance; PostgreSQL's
 * LISTEN/NOTIFY once the composition connects it (server/chat/index.ts), so an event published on one
 * instance reaches the listeners of all of them. It lives in platform/, which is never bundled, so route
 * actions (in the app bundle) and the server (native) publish and listen on the same one.
 */

/** A stored chat message as it travels between instances (app/domain/chat/rules.ts names it ChatMessage). */
export type ChatMessageRecord = {
  id: number;
  topic: string;
  content: string;
  userId: string | null;
  /** ISO time. */
  createdAt: string;
  /** Null when the sender's profile cannot be read. "Anonymous N" with no avatar for an anonymous message. */
  sender: { name: string; avatar: string | null } | null;
  /** Posted anonymously: no user id, name or avatar of the sender travels with it. */
  anonymous?: true;
  /** Its links are shown as links (the sender was trusted when she posted it). */
  links?: true;
  /** Only in its sender's own view: it waits for a moderator (held) or was hidden after reports. */
  status?: "held" | "hidden";
  /** ISO time of its sender's last edit; absent when never edited. */
  editedAt?: string;
};

/** Which cached sessions to forget (platform/session-cache.ts): one member's, one session's, or all. */
export type SessionDrop = { userId: string } | { key: string } | { all: true };

/**
 * What a domain write changed, once it is committed (the domain publishes it with `publishEvent`,
 * platform/side-effects.ts). Facts only: which pages go stale, which sessions end and which job is queued
 * follows from the table in platform/side-effects.ts, never from the write itself.
 */
export type DomainEvent =
  /** An article was created or saved: public before and/or after, and its publication time if scheduled. */
  | { type: "article.saved"; slug: string; wasPublic: boolean; isPublic: boolean; scheduledFor: Date | null }
  /** An article was deleted. */
  | { type: "article.deleted"; wasPublic: boolean }
  /** A reviewer signed an article off (its review line on the public page changed). */
  | { type: "article.signedOff"; slug: string; status: string; publishedAt: Date | null }
  /** The review gate was turned on or off (held articles were held or released). */
  | { type: "reviewGate.changed"; on: boolean }
  /** A person record (author, reviewer, editor) changed, was added or removed, or people were merged. */
  | { type: "people.changed" }
  /** A person record was linked to a member account (the reviewer's sign-in). */
  | { type: "reviewer.linked"; personId: string }
  /** An editor added a phrase to search's lay vocabulary or removed one (search results may change). */
  | { type: "search.vocabularyChanged" }
  /** An operator-set figure shown on public pages was set or cleared. */
  | { type: "siteFigures.changed"; key: string }
  /** A moderator restored, approved, removed or hid a chat message (room pages show the messages). */
  | { type: "chat.messageModerated"; id: number; action: "restored" | "removed" | "hidden" }
  /** A member deleted or edited her own chat message (visitors' room pages show it). */
  | { type: "chat.messageChanged"; id: number; change: "deleted" | "edited" }
  /** A member became or stopped being a chat moderator (her session carries the flag). */
  | { type: "chat.moderatorChanged"; userId: string }
  /** An admin or moderator changed a room's rules or the moderation settings. */
  | { type: "chat.rulesChanged" }
  /** A product review's credits (author, reviewer, dates) changed. */
  | { type: "productReview.creditsChanged"; productSlug: string }
  /** The catalogue migration wrote products (`written` of them). */
  | { type: "catalogue.migrated"; written: number }
  /** An editor saved catalogue content: a product, its full review, a shop link, a roundup or a state. */
  | { type: "catalogue.changed"; slug: string; what: "product" | "review" | "retailer" | "roundup" | "status" }
  /** An admin changed a member's role. */
  | { type: "member.roleChanged"; userId: string }
  /** A member changed her name or avatar (the session cache holds both). */
  | { type: "member.profileChanged"; userId: string }
  /** An auth call (sign-out, revocation, ban, password change…) ended or changed these sessions. */
  | { type: "member.sessionsRevoked"; drop: SessionDrop }
  /** A member deleted her account (her name and messages may be in rendered pages). */
  | { type: "account.deleted"; userId: string };

export type ClusterEvent =
  /** A domain write committed; this instance's only (its effects reach the others, platform/side-effects.ts). */
  | { type: "domain"; event: DomainEvent }
  | { type: "message"; message: ChatMessageRecord }
  | { type: "deleted"; topic: string; id: number }
  /** A message hidden pending review: it leaves every room; its sender's sockets are told it is under review. */
  | { type: "hidden"; topic: string; id: number; senderId: string | null }
  /** How many sockets an instance has per room (the live member counts). */
  | { type: "presence"; instanceId: string; counts: Record<string, number> }
  /**
   * Content public pages show changed: every instance drops the pages its `cause` (a domain event type) makes
   * stale, or every page without one (server/page-cache.ts).
   */
  | { type: "pages-invalidated"; instanceId: string; cause?: string }
  /** The chat's room rules or moderation settings changed: each instance reads them again (app/domain/chat/moderation.server.ts). */
  | { type: "chat-rules-changed"; instanceId: string }
  /** Sessions ended or their member changed on one instance: every other instance drops them from its session cache. */
  | { type: "sessions-dropped"; instanceId: string; drop: SessionDrop }
  /** A member deleted her account: every instance closes her open chat sockets. */
  | { type: "account-closed"; userId: string }
  /** Local only: the bus reconnected and may have missed events; listeners catch up from the database. */
  | { type: "resync" };

export type ClusterListener = (event: ClusterEvent) => void;

export type ClusterEvents = {
  /** This bus's own id: its "pages-invalidated" and "chat-rules-changed" events carry it. */
  readonly instanceId: string;
  /** True once events cross instances (PostgreSQL). */
  readonly shared: boolean;
  /**
   * Sends an event to every instance's listeners. "pages-invalidated" and "chat-rules-changed" reach this
   * instance's listeners before the call returns (a page saved here is never served stale here); "resync" and "domain" stay
   * local and reach this instance's listeners before the call returns.
   */
  publish(event: ClusterEvent): Promise<void>;
  subscribe(listener: ClusterListener): () => void;
  /** Carries the events over PostgreSQL LISTEN/NOTIFY from now on (call start() to listen). */
  connect(pool: pg.Pool, options: PostgresOptions): void;
  /** Starts listening (PostgreSQL); idempotent, nothing to do in process. */
  start(): Promise<void>;
  /** Stops listening and releases the LISTEN connection (before the pool closes). */
  close(): Promise<void>;
};

export type PostgresOptions = {
  /** Reads a message too big for a notification back by id. */
  loadMessage: (id: number) => Promise<ChatMessageRecord | null>;
  channel?: string;
};

export const CLUSTER_CHANNEL = "chat_events";
/** PostgreSQL's NOTIFY payload must stay under 8000 bytes; bigger messages travel by id. */
const MAX_NOTIFY_BYTES = 7_500;

type WireEvent = ClusterEvent | { type: "message-ref"; id: number };

/** Invalidations: heard here before `publish` returns, so this instance never serves what it just changed stale. */
function isLocalFirst(
  event: ClusterEvent,
): event is Extract<ClusterEvent, { type: "pages-invalidated" | "chat-rules-changed" }> {
  return event.type === "pages-invalidated" || event.type === "chat-rules-changed";
}

export function createClusterEvents(options: { instanceId?: string } = {}): ClusterEvents {
  const instanceId = options.instanceId ?? crypto.randomUUID();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let transport: ReturnType<typeof postgresTransport> | null = null;

  function emit(event: ClusterEvent) {
    for (const listener of emitter.listeners("event") as ClusterListener[]) {
      try {
        listener(event);
      } catch (error) {
        logger.error({ err: error }, "cluster event listener failed");
      }
    }
  }

  return {
    instanceId,
    get shared() {
      return transport !== null;
    },
    async publish(event) {
      if (!transport || event.type === "resync" || event.type === "domain") return emit(event);
      if (isLocalFirst(event)) emit(event);
      await transport.notify(event);
    },
    subscribe(listener) {
      emitter.on("event", listener);
      return () => void emitter.off("event", listener);
    },
    connect(pool, postgres) {
      transport = postgresTransport(pool, postgres, {
        emit: (event) => {
          // This instance's own invalidations were emitted when published.
          if (isLocalFirst(event) && event.instanceId === instanceId) return;
          emit(event);
        },
      });
    },
    start: () => transport?.start() ?? Promise.resolve(),
    close: async () => transport?.close(),
  };
}

/** The process's one bus. */
export const clusterEvents = createClusterEvents();

/**
 * LISTEN/NOTIFY on a dedicated connection taken from the pool. If that connection dies (a killed backend, a
 * database restart), it is dropped and the bus reconnects with a growing delay (0.5, 1, 2, 4, 8, then every
 * 10 s), LISTENs again and emits `resync` so listeners fetch whatever was stored meanwhile.
 */
function postgresTransport(pool: pg.Pool, options: PostgresOptions, local: { emit(event: ClusterEvent): void }) {
  const channel = options.channel ?? CLUSTER_CHANNEL;
  let listening: { client: pg.PoolClient; drop(error?: Error): void } | null = null;
  let starting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let attempts = 0;

  async function deliver(payload: string) {
    let wire: WireEvent;
    try {
      wire = JSON.parse(payload) as WireEvent;
    } catch {
      logger.warn({ channel }, "cluster events: ignoring a malformed notification");
      return;
    }
    if (wire.type !== "message-ref") return local.emit(wire);
    let message: ChatMessageRecord | null;
    try {
      message = await options.loadMessage(wire.id);
    } catch (error) {
      // The database is away: sockets catch up on the next resync or reconnect (they backfill by id).
      logger.error({ err: error, id: wire.id }, "cluster events: could not load a notified message");
      return;
    }
    if (message) local.emit({ type: "message", message });
  }

  async function connect(): Promise<void> {
    const next = await pool.connect();
    if (closed) {
      next.release();
      return;
    }
    // A dead connection reports 'error' more than once (the server's FATAL, then the socket's end):
    // it goes back to the pool, to be discarded, exactly once.
    let released = false;
    const drop = (error?: Error) => {
      if (released) return;
      released = true;
      if (listening?.client === next) listening = null;
      next.release(error ?? true);
    };
    next.on("notification", (notification) => {
      if (notification.channel === channel && notification.payload) void deliver(notification.payload);
    });
    next.on("error", (error) => {
      if (released) return;
      logger.error({ err: error }, "cluster events: LISTEN connection lost; reconnecting");
      drop(error);
      scheduleReconnect();
    });
    try {
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      drop(error as Error);
      throw error;
    }
    if (released) return;
    if (closed) return drop();
    listening = { client: next, drop };
    if (attempts > 0) {
      logger.info({ attempts }, "cluster events: listening again");
      local.emit({ type: "resync" });
    }
    attempts = 0;
  }

  function scheduleReconnect() {
    if (closed || retry) return;
    const delay = Math.min(10_000, 500 * 2 ** attempts);
    attempts += 1;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        logger.warn({ err: error, attempts }, "cluster events: reconnect failed; trying again");
        scheduleReconnect();
      });
    }, delay);
    retry.unref();
  }

  return {
    async notify(event: ClusterEvent) {
      let payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES && event.type === "message") {
        payload = JSON.stringify({ type: "message-ref", id: event.message.id } satisfies WireEvent);
      }
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    start() {
      starting ??= connect();
      return starting;
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      // Closing the connection ends its LISTEN; no UNLISTEN round trip that a dead server would leave hanging.
      listening?.drop();
      listening = null;
    },
  };
}

/** A bus carried over PostgreSQL from the start (tests that run several instances in one process). */
export function createPostgresEvents(pool: pg.Pool, options: PostgresOptions & { instanceId?: string }): ClusterEvents {
  const events = createClusterEvents({ instanceId: options.instanceId });
  events.connect(pool, options);
  return events;
}
