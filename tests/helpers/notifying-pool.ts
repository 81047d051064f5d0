import { EventEmitter } from "node:events";
import type pg from "pg";

/**
 * PostgreSQL's LISTEN/NOTIFY as the cluster event bus uses it, in memory: a notification reaches every
 * connection that listens on its channel, the sender's own included, after the call that sent it.
 */
export function notifyingPool(): pg.Pool {
  const listening = new Set<EventEmitter>();
  const pool = {
    async connect() {
      const connection = Object.assign(new EventEmitter(), {
        async query(sql: string) {
          if (sql.startsWith("LISTEN ")) listening.add(connection);
          return { rows: [] };
        },
        release: () => void listening.delete(connection),
      });
      return connection;
    },
    async query(_sql: string, [channel, payload]: [string, string]) {
      for (const connection of listening) setImmediate(() => connection.emit("notification", { channel, payload }));
      return { rows: [] };
    },
  };
  return pool as unknown as pg.Pool;
}

/** Long enough for a notification sent with setImmediate to reach every listener. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
