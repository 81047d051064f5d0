import crypto from "node:crypto";
import type pg from "pg";
import { logger } from "./logger.ts";

/**
 * The site's one event bus: what a committed write changed, said once by the domain that owns it, heard by
 * every subscriber that declared it, on every instance. In process on the embedded database, where there is
 * one instance; PostgreSQL's LISTEN/NOTIFY (channel `site_events`) once the composition connects it
 * (server/events.ts), so an event published on one instance reaches the subscribers of all of them.
 *
 * Each domain declares its own events next to its code (`app/domain/<area>/events.ts`), by adding them to
 * `SiteEvents` (declaration merging, so this module imports nothing of the app); one `publish` carries them
 * all, chat messages and article saves alike. A subscriber names the events it handles (`applicableEvents`,
 * as Outline's processors do) and receives only those.
 */
// oxlint-disable-next-line typescript/no-empty-interface -- filled by each domain's events.ts
export interface SiteEvents {
  /** The bus's own (never crosses instances): it reconnected and may have missed events; catch up from the database. */
  "bus.resync": Record<never, never>;
}

export type EventName = keyof SiteEvents & string;
/** One event: its type and the fields its domain declared for it. */
export type SiteEvent<K extends EventName = EventName> = { [N in K]: { type: N } & SiteEvents[N] }[K];

export type Subscriber<K extends EventName = EventName> = {
  /** For the logs when it fails. */
  name: string;
  /** The events it handles; it receives no other. */
  applicableEvents: readonly K[];
  /**
   * "every-instance" (the default): events published on any instance (a cache every instance holds);
   * "origin": only those published on this one (work done once, such as queueing a job).
   */
  scope?: "every-instance" | "origin";
  handle(event: SiteEvent<K>): void;
};

export type ClusterEvents = {
  /** This bus's own id: what it sends carries it, so it skips its own notifications. */
  readonly instanceId: string;
  /** True once events cross instances (PostgreSQL). */
  readonly shared: boolean;
  /**
   * Sends an event to every instance's subscribers: this instance's run before the call returns (a page
   * saved here is never served stale here), the others' when the notification arrives. "bus.resync" stays
   * here. Rejects when the notification could not be sent (this instance's subscribers have run).
   */
  publish(event: SiteEvent): Promise<void>;
  subscribe<K extends EventName>(subscriber: Subscriber<K>): () => void;
  /** Carries the events over PostgreSQL LISTEN/NOTIFY from now on (call start() to listen). */
  connect(pool: pg.Pool, options?: PostgresOptions): void;
  /** Starts listening (PostgreSQL); idempotent, nothing to do in process. */
  start(): Promise<void>;
  /** Stops listening and releases the LISTEN connection (before the pool closes). */
  close(): Promise<void>;
};

/** An event too big for a notification travels as a reference its owner reads back (a long chat message). */
export type ByReference = {
  /** The reference to send instead, or null to send the event itself. */
  shrink(event: SiteEvent): { type: string; id: number } | null;
  /** The event again from its reference, or null when it is gone. */
  expand(reference: { type: string; id: number }): Promise<SiteEvent | null>;
};

export type PostgresOptions = {
  byReference?: ByReference;
  channel?: string;
  /** Also hear and tell instances of the previous version on its channel (docs/decisions/041-events-owned-by-the-domain.md). */
  legacy?: Legacy | null;
};

/**
 * The previous version's channel during a rolling upgrade. `quiet`: what is not a change on either side (the
 * rooms' live counts, sent every few seconds), so it asks nobody to catch up.
 */
export type Legacy = { channel: string; quiet: { theirs: readonly string[]; ours: readonly EventName[] } };

/** What the channel carries: every event of the site. */
export const CLUSTER_CHANNEL = "site_events";
/**
 * The channel of the version before (one bus named for chat): instances of both versions share a PostgreSQL
 * during a rolling upgrade, and neither can read the other's events, so each tells the other "catch up".
 */
export const LEGACY_CHANNEL = "chat_events";
/** PostgreSQL's NOTIFY payload must stay under 8000 bytes; bigger events travel by reference. */
const MAX_NOTIFY_BYTES = 7_500;

type Wire = { origin: string; event: SiteEvent } | { origin: string; reference: { type: string; id: number } };

export function createClusterEvents(options: { instanceId?: string } = {}): ClusterEvents {
  const instanceId = options.instanceId ?? crypto.randomUUID();
  const subscribers = new Map<string, Set<Subscriber>>();
  let transport: ReturnType<typeof postgresTransport> | null = null;

  function emit(event: SiteEvent, local: boolean) {
    const interested = subscribers.get(event.type);
    if (!interested) return;
    for (const subscriber of [...interested]) {
      if (!local && subscriber.scope === "origin") continue;
      try {
        subscriber.handle(event);
      } catch (error) {
        logger.error({ err: error, subscriber: subscriber.name, event: event.type }, "event subscriber failed");
      }
    }
  }

  return {
    instanceId,
    get shared() {
      return transport !== null;
    },
    async publish(event) {
      emit(event, true);
      if (transport && event.type !== "bus.resync") await transport.notify(event);
    },
    subscribe(subscriber) {
      const added = subscriber as unknown as Subscriber;
      for (const type of subscriber.applicableEvents) {
        let set = subscribers.get(type);
        if (!set) subscribers.set(type, (set = new Set()));
        set.add(added);
      }
      return () => {
        for (const type of subscriber.applicableEvents) subscribers.get(type)?.delete(added);
      };
    },
    connect(pool, postgres = {}) {
      transport = postgresTransport(pool, postgres, instanceId, (event) => emit(event, false));
    },
    start: () => transport?.start() ?? Promise.resolve(),
    close: async () => transport?.close(),
  };
}

/** The process's one bus (connected to PostgreSQL by the composition, server/events.ts). */
export const clusterEvents = createClusterEvents();

/**
 * LISTEN/NOTIFY on a dedicated connection taken from the pool. If that connection dies (a killed backend, a
 * database restart), it is dropped and the bus reconnects with a growing delay (0.5, 1, 2, 4, 8, then every
 * 10 s), LISTENs again and emits "bus.resync" so subscribers fetch whatever was stored meanwhile.
 *
 * With `legacyChannel`, it also listens there: a notification from an instance of the previous version (whose
 * events this one cannot read) is heard as "bus.resync", and each event this one publishes also tells those
 * instances `{"type":"resync"}`, the previous version's own "catch up from the database".
 */
function postgresTransport(
  pool: pg.Pool,
  options: PostgresOptions,
  instanceId: string,
  emit: (event: SiteEvent) => void,
) {
  const channel = options.channel ?? CLUSTER_CHANNEL;
  const legacy = options.legacy ?? null;
  let listening: { client: pg.PoolClient; drop(error?: Error): void } | null = null;
  let starting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let attempts = 0;

  async function deliver(payload: string) {
    let wire: Wire;
    try {
      wire = JSON.parse(payload) as Wire;
    } catch {
      logger.warn({ channel }, "cluster events: ignoring a malformed notification");
      return;
    }
    if (wire.origin === instanceId) return; // this instance's subscribers heard it when it was published
    if ("event" in wire) return emit(wire.event);
    let event: SiteEvent | null;
    try {
      event = (await options.byReference?.expand(wire.reference)) ?? null;
    } catch (error) {
      // The database is away: sockets catch up on the next resync or reconnect (they backfill by id).
      logger.error({ err: error, reference: wire.reference }, "cluster events: could not read a notified event");
      return;
    }
    if (event) emit(event);
  }

  /** The previous version's notification: anything but this version's own "catch up" line means "catch up". */
  function deliverLegacy(payload: string) {
    let theirs: { type?: string; from?: string };
    try {
      theirs = JSON.parse(payload) as { type?: string; from?: string };
    } catch {
      return;
    }
    if (theirs.from === channel || legacy!.quiet.theirs.includes(theirs.type ?? "")) return;
    emit({ type: "bus.resync" });
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
      if (!notification.payload) return;
      if (notification.channel === channel) void deliver(notification.payload);
      else if (notification.channel === legacy?.channel) deliverLegacy(notification.payload);
    });
    next.on("error", (error) => {
      if (released) return;
      logger.error({ err: error }, "cluster events: LISTEN connection lost; reconnecting");
      drop(error);
      scheduleReconnect();
    });
    try {
      await next.query(`LISTEN ${channel}`);
      if (legacy) await next.query(`LISTEN ${legacy.channel}`);
    } catch (error) {
      drop(error as Error);
      throw error;
    }
    if (released) return;
    if (closed) return drop();
    listening = { client: next, drop };
    if (attempts > 0) {
      logger.info({ attempts }, "cluster events: listening again");
      emit({ type: "bus.resync" });
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
    async notify(event: SiteEvent) {
      let payload = JSON.stringify({ origin: instanceId, event } satisfies Wire);
      if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) {
        const reference = options.byReference?.shrink(event);
        if (!reference) throw new Error(`event ${event.type} is too big for a notification`);
        payload = JSON.stringify({ origin: instanceId, reference } satisfies Wire);
      }
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
      if (legacy && !legacy.quiet.ours.includes(event.type)) {
        const resync = JSON.stringify({ type: "resync", from: channel });
        await pool.query("select pg_notify($1, $2)", [legacy.channel, resync]);
      }
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
export function createPostgresEvents(
  pool: pg.Pool,
  options: PostgresOptions & { instanceId?: string } = {},
): ClusterEvents {
  const events = createClusterEvents({ instanceId: options.instanceId });
  events.connect(pool, options);
  return events;
}

/**
 * The one way to publish: a domain write says what it changed once it is committed, and calls nothing else.
 * This instance's subscribers have run when the call returns (synchronously, before its first await); the
 * promise settles once the other instances were told, and never rejects: a failure is logged (the others
 * catch up on their next resync, and their caches expire).
 */
export function publishEvent(event: SiteEvent, events: ClusterEvents = clusterEvents): Promise<void> {
  return events.publish(event).catch((error: unknown) => {
    logger.error({ err: error, event: event.type }, "could not tell the other instances about an event");
  });
}
