import { EventEmitter } from "node:events";
import type pg from "pg";
import { getMessage } from "#app/domain/chat/messages.server.ts";
import type { ChatMessage } from "#app/domain/chat/rules.ts";
import { database as defaultDatabase } from "#platform/db.ts";
import type { DatabaseHandle } from "#platform/db/client.ts";
import { logger } from "#platform/logger.ts";
import { processWide } from "#platform/process-wide.ts";
import type { SessionDrop } from "#platform/session-cache.ts";

/**
 * The chat bus: every stored message and deletion is published here and every
 * app instance's WebSocket hub delivers what it receives. On the embedded
 * database there is one instance, so the bus is an in-process EventEmitter; on
 * a PostgreSQL server it is LISTEN/NOTIFY, so a message sent to one instance
 * reaches the clients of all of them. It also carries the page cache's
 * invalidations between instances.
 */
export type ChatEvent =
  | { type: "message"; message: ChatMessage }
  | { type: "deleted"; topic: string; id: number }
  /** How many sockets an instance has per room (for the live member counts). */
  | { type: "presence"; instanceId: string; counts: Record<string, number> }
  /** Content changed on one instance: the others drop their cached pages (server/page-cache-sync.ts). */
  | { type: "pages-invalidated"; instanceId: string }
  /** Sessions ended or their member changed on one instance: the others drop them from their session cache. */
  | { type: "sessions-dropped"; instanceId: string; drop: SessionDrop }
  /** A member deleted her account: every instance closes her open chat sockets. */
  | { type: "account-closed"; userId: string }
  /** Local only: the bus reconnected and may have missed events; hubs catch up from the database. */
  | { type: "resync" };

export type ChatBus = {
  /** True when events cross instances (PostgreSQL). */
  readonly shared: boolean;
  publish(event: ChatEvent): Promise<void>;
  subscribe(listener: (event: ChatEvent) => void): () => void;
  /** Starts listening (PostgreSQL); idempotent. */
  start(): Promise<void>;
  /** Stops listening and releases the LISTEN connection (before the pool closes). */
  close(): Promise<void>;
};

export const CHAT_CHANNEL = "chat_events";
/** PostgreSQL's NOTIFY payload must stay under 8000 bytes; bigger messages travel by id. */
const MAX_NOTIFY_BYTES = 7_500;

function createEmitter() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit(event: ChatEvent) {
      for (const listener of emitter.listeners("event") as ((event: ChatEvent) => void)[]) {
        try {
          listener(event);
        } catch (error) {
          logger.error({ err: error }, "chat bus listener failed");
        }
      }
    },
    subscribe(listener: (event: ChatEvent) => void) {
      emitter.on("event", listener);
      return () => void emitter.off("event", listener);
    },
  };
}

export function createInProcessBus(): ChatBus {
  const emitter = createEmitter();
  return {
    shared: false,
    async publish(event) {
      emitter.emit(event);
    },
    subscribe: emitter.subscribe,
    async start() {},
    async close() {},
  };
}

type WireEvent = ChatEvent | { type: "message-ref"; id: number };

/**
 * LISTEN/NOTIFY on a dedicated connection taken from the pool. If that
 * connection dies (a killed backend, a database restart), it is dropped and
 * the bus reconnects with a growing delay (0.5, 1, 2, 4, 8, then every 10 s),
 * LISTENs again and emits `resync` so hubs fetch whatever was stored meanwhile
 * and page caches empty themselves.
 */
export function createPostgresBus(
  pool: pg.Pool,
  options: { loadMessage: (id: number) => Promise<ChatMessage | null>; channel?: string },
): ChatBus {
  const channel = options.channel ?? CHAT_CHANNEL;
  const emitter = createEmitter();
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
      logger.warn({ channel }, "chat bus: ignoring a malformed notification");
      return;
    }
    if (wire.type === "message-ref") {
      let message: ChatMessage | null;
      try {
        message = await options.loadMessage(wire.id);
      } catch (error) {
        // The database is away: sockets catch up on the next resync or reconnect (they backfill by id).
        logger.error({ err: error, id: wire.id }, "chat bus: could not load a notified message");
        return;
      }
      if (message) emitter.emit({ type: "message", message });
      return;
    }
    emitter.emit(wire);
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
      logger.error({ err: error }, "chat bus: LISTEN connection lost; reconnecting");
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
      logger.info({ attempts }, "chat bus: listening again");
      emitter.emit({ type: "resync" });
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
        logger.warn({ err: error, attempts }, "chat bus: reconnect failed; trying again");
        scheduleReconnect();
      });
    }, delay);
    retry.unref();
  }

  return {
    shared: true,
    async publish(event) {
      if (event.type === "resync") return emitter.emit(event);
      let payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES && event.type === "message") {
        payload = JSON.stringify({ type: "message-ref", id: event.message.id } satisfies WireEvent);
      }
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    subscribe: emitter.subscribe,
    start() {
      starting ??= connect();
      return starting;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      // Closing the connection ends its LISTEN; no UNLISTEN round trip that a dead server would leave hanging.
      listening?.drop();
      listening = null;
    },
  };
}

/**
 * The process's bus, chosen by the database kind. Kept process-wide (platform/process-wide.ts):
 * route actions (in the app bundle) and the chat hub (in the Node process) publish on one bus.
 */
export function getChatBus(database: DatabaseHandle = defaultDatabase): ChatBus {
  return processWide("chat-bus", () =>
    database.kind === "postgres" && database.pool
      ? createPostgresBus(database.pool, { loadMessage: (id) => getMessage(id, database.db) })
      : createInProcessBus(),
  );
}
