import type { Socket } from "node:net";
import { config } from "./config.ts";
import { database } from "./db.ts";
import { logger } from "./logger.ts";
import { seed } from "./seed.ts";
import { announceAdminSetup } from "#app/domain/accounts/setup-admin.server.ts";
import { createApp } from "./app.ts";
import { startInboxMailRetry } from "#app/domain/inbox/inbox.server.ts";
import { attachChat } from "./chat/index.ts";
import { getChatBus } from "./chat/bus.ts";
import { sharePageCacheInvalidations } from "./page-cache-sync.ts";

/** Process entry: migrate, seed, serve, and shut down gracefully on SIGTERM/SIGINT. */
async function main() {
  const started = performance.now();
  await database.migrate();
  await seed(database.db);
  // While no admin exists, print the one-time /setup-admin link (ARCHITECTURE "rules decided here").
  await announceAdminSetup(logger);
  const { server } = await createApp();
  const chat = await attachChat(server);
  // Several instances on one PostgreSQL: a content change on one empties every instance's page cache.
  const bus = getChatBus();
  const pageCacheSync = bus.shared ? sharePageCacheInvalidations(bus, chat.instanceId) : null;

  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info(
    { port, host: config.HOST, database: database.kind, startupMs: Math.round(performance.now() - started) },
    `The Wellness Circle is listening on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`,
  );
  process.send?.({ type: "listening", port });

  // Contact and proposal mails that could not be sent are retried in the background.
  const inboxMailRetry = startInboxMailRetry();

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("shutdown timeout: closing remaining connections");
      for (const socket of sockets) socket.destroy();
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.closeIdleConnections();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Chat sockets are upgraded connections that server.close() waits for: close them (clients reconnect elsewhere).
    pageCacheSync?.stop();
    await chat.close();
    await closed;
    server.emit("shutdown");
    await inboxMailRetry.stop();
    await database.close();
    logger.info("shutdown complete");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  logger.fatal({ err: error }, "failed to start");
  process.exit(1);
});
