// Before anything else: the Node version the site is written for.
import "#platform/node-version.ts";
// The composition root: importing the modules below does nothing (server/no-work-on-import.test.ts); the
// settings, the umask, the database, the events, the jobs and the monitors are started here, in order.
import { makeFilesPrivate, repairPrivateModes } from "#platform/private-files.ts";
import { spawn } from "node:child_process";
import fs from "node:fs";
import net, { type Socket } from "node:net";
import path from "node:path";
import client from "prom-client";
import { config, loadConfig } from "#platform/config.ts";
import { DataDirInUseError, LOCK_HELD_BY_PARENT, lockDataDir } from "#platform/data-dir-lock.ts";
import { logger, prettyLogs } from "#platform/logger.ts";
import { framed } from "./banner.ts";
import { collectProcessMetrics, registry } from "#platform/metrics.ts";
import { DISK_FULL_EXIT_CODE, isDiskFullError, isPreparedBy, prepareFingerprint } from "./prepared-database.ts";
import { EXPECTED_SCHEMA, SITE_VERSION } from "#platform/release.ts";

/** The line the server logs for each; tests/e2e/server.ts fails a test whose server logged one (same text there). */
const UNHANDLED_REJECTION_MESSAGE = "unhandled promise rejection";

// First: files this process creates are private to its user (platform/private-files.ts); a bad setting
// stops the process here, with the variable's name.
makeFilesPrivate();
loadConfig();

const unhandledRejections = new client.Counter({
  name: "process_unhandled_rejections_total",
  help: "Promise rejections nothing handled (each one is a bug; the process logs it and goes on)",
  registers: [registry],
});

/**
 * A rejection nothing handled is a bug, but not a reason to drop every request in flight: it is logged
 * (with its stack) and counted, and the process goes on. Node's default would end the process.
 */
process.on("unhandledRejection", (reason) => {
  unhandledRejections.inc();
  logger.error({ err: reason }, UNHANDLED_REJECTION_MESSAGE);
});

/**
 * On the embedded database, migrations and the seed run in a short-lived child process
 * (server/cli/prepare-database.ts, the same Node options) before this process opens the database: their
 * peak (creating the database, every migration, the built-in content) leaves with the child instead of
 * staying with the server for its whole life (docs/decisions/009-memory.md). PGlite allows one
 * process per data folder, so the child has ended before the server opens it. On PostgreSQL (several
 * instances, a pool) they run in-process as before.
 */
async function prepareEmbeddedDatabase(): Promise<boolean> {
  if (config.DATABASE_URL || config.PGLITE_DIR.startsWith("memory://")) return false;
  // A database this version prepared already (a restart) has nothing to add: server/prepared-database.ts.
  if (isPreparedBy(config.PGLITE_DIR, prepareFingerprint(config))) {
    logger.info("database: prepared by this version already (migrations and built-in content), nothing to add");
    return true;
  }
  // The longest silent wait of a first start: say what it is.
  const fresh = !fs.existsSync(path.join(config.PGLITE_DIR, "PG_VERSION"));
  logger.info(
    fresh
      ? `database: first start on ${config.DATA_DIR}, creating the tables and the starter content (10–30 s)…`
      : "database: a new version of the site, applying its migrations and built-in content…",
  );
  const script = path.join(import.meta.dirname, "cli/prepare-database.ts");
  const child = spawn(
    process.execPath,
    [...process.execArgv.filter((option) => !option.startsWith("--watch")), script],
    {
      stdio: ["ignore", "inherit", "inherit"],
      // The child opens the data folder this process holds (platform/data-dir-lock.ts).
      env: { ...process.env, [LOCK_HELD_BY_PARENT]: String(process.pid) },
    },
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) {
    // The child says a full disk with its exit code (server/cli/prepare-database.ts); a disk with almost nothing
    // left is read the same way. Measured before the half-made database is removed, which frees the space.
    const stats = fs.statfsSync(config.DATA_DIR);
    const full = code === DISK_FULL_EXIT_CODE || stats.bavail * stats.bsize < 1024 * 1024;
    // A first start that failed half-way leaves no half-made database for the next start to trip on.
    if (fresh) fs.rmSync(config.PGLITE_DIR, { recursive: true, force: true });
    if (full) throw diskFull(config.DATA_DIR);
    throw new Error(`preparing the database failed (exit code ${code}); see the lines above`);
  }
  return true;
}

/** Files an older version, a copy or a restore left readable to others are made private, with one line. */
function repairDataFolder() {
  const repaired = repairPrivateModes(config.DATA_DIR);
  if (repaired > 0)
    logger.warn({ dataDir: config.DATA_DIR, repaired }, "data folder: made files and folders private to this user");
}

/** A start refused for a reason the operator can fix: logged as its one sentence, no stack. */
class PortTakenError extends Error {}

/** What a first start writes into the data folder (the embedded database with its starter content: ~41 MB). */
const FIRST_START_BYTES = 80 * 1024 * 1024;
/** Below this much free space, a later start warns (the database grows with every write). */
const LOW_SPACE_BYTES = 100 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;

/**
 * The data folder can be created and written, and has room: checked before anything is written, so a bad folder
 * gets one sentence instead of a database error half-way through a first start (which would leave a broken
 * database behind).
 */
function checkDataFolder(dataDir: string, firstStart: boolean): void {
  const reasons: Record<string, string> = {
    EROFS: "the file system is read-only",
    EACCES: "permission denied",
    EPERM: "permission denied",
    ENOENT: "a folder on its path cannot be created",
    ENOTDIR: "a file is in the way",
  };
  const unwritable = (error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    return new PortTakenError(
      `The data folder ${dataDir} cannot be written (${reasons[code] ?? code}): ` +
        "choose a folder this user can write with DATA_DIR, or fix its permissions.",
    );
  };
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, "ok");
    fs.rmSync(probe);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOSPC") throw diskFull(dataDir);
    throw unwritable(error);
  }
  const stats = fs.statfsSync(dataDir);
  const free = stats.bavail * stats.bsize;
  if (firstStart && free < FIRST_START_BYTES)
    throw new PortTakenError(
      `Not enough disk space for a first start: ${megabytes(free)} free where ${dataDir} is, and the database ` +
        `with its starter content needs about ${megabytes(FIRST_START_BYTES)}. Free some space or choose another DATA_DIR.`,
    );
  if (!firstStart && free < LOW_SPACE_BYTES)
    logger.warn(
      `Only ${megabytes(free)} of disk space left where ${dataDir} is: free some before the database fills it.`,
    );
}

function diskFull(dataDir: string) {
  return new PortTakenError(
    `The disk holding ${dataDir} is full: free some space and start the site again (nothing written so far is lost).`,
  );
}

/** A port another program holds is found before anything else happens (a bind and close: milliseconds). */
async function probePort(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        reject(
          new PortTakenError(
            `Port ${port} is already in use on ${host}: stop what listens there, or set PORT to a free port.`,
          ),
        );
      } else if (error.code === "EACCES") {
        reject(
          new PortTakenError(
            `Port ${port} on ${host} needs privileges this process does not have: set PORT above 1023.`,
          ),
        );
      } else reject(error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** On a terminal, what a person starting the site needs to know, in a few lines instead of log fields. */
function startupSummary(url: string, databaseKind: string, startupMs: number): string {
  const bold = (text: string) => (process.stdout.isTTY ? `\u001b[1m${text}\u001b[22m` : text);
  const rows: [string, string][] = [
    ["Open", url],
    [
      "Data",
      databaseKind === "pglite"
        ? `${config.DATA_DIR} (the embedded database, uploads, the mail outbox)`
        : `PostgreSQL (DATABASE_URL); uploads and the outbox in ${config.DATA_DIR}`,
    ],
    [
      "Backups",
      config.BACKUP_SCHEDULE === "off"
        ? `${config.BACKUP_DIR}, none scheduled (BACKUP_SCHEDULE=off); npm run backup makes one`
        : `${config.BACKUP_DIR}, on the schedule "${config.BACKUP_SCHEDULE}", the newest ${config.BACKUP_KEEP} kept; npm run backup makes one now`,
    ],
    [
      "Mail",
      config.SMTP_URL
        ? "sent through SMTP_URL"
        : `no SMTP_URL: written to ${path.join(config.DATA_DIR, "outbox")}, links printed here`,
    ],
    ["Version", `${SITE_VERSION} (database schema level ${EXPECTED_SCHEMA.level})`],
  ];
  const lines = rows.map(([label, value]) => `  ${label.padEnd(8)} ${value}`);
  return [
    "",
    bold(`${config.SITE_NAME} is running (started in ${(startupMs / 1000).toFixed(1)} s). Stop it with Ctrl+C.`),
    ...lines,
    "",
    "",
  ].join("\n");
}

/** Process entry: migrate, seed, serve, and shut down gracefully on SIGTERM/SIGINT. */
async function main() {
  const started = performance.now();
  // Nothing the site does needs root; files it writes would belong to root and a later start as a user fails.
  if (process.getuid?.() === 0)
    logger.warn(
      "Running as root: the site needs no privileges; run it as an ordinary user (files it writes in the data folder belong to root).",
    );
  await probePort(config.PORT, config.HOST);
  const firstStart = !config.DATABASE_URL && !fs.existsSync(path.join(config.PGLITE_DIR, "PG_VERSION"));
  checkDataFolder(config.DATA_DIR, firstStart && !config.PGLITE_DIR.startsWith("memory://"));
  lockDataDir(config.DATA_DIR);
  // Only once the folder is this process's: another instance's files are not touched.
  repairDataFolder();
  const prepared = await prepareEmbeddedDatabase();
  // The app is loaded only once the start's checks passed (a port taken or a folder in use is said at once).
  // Importing it opens nothing: the database opens here, after the child that prepared it has ended.
  const { database, openProcessDatabase } = await import("#platform/db.ts");
  openProcessDatabase();
  const { seed } = await import("./seed.ts");
  const { announceAdminSetup } = await import("#app/domain/accounts/setup-admin.server.ts");
  const { createApp } = await import("./app.ts");
  const { attachChat } = await import("./chat/index.ts");
  const { startBackgroundJobs } = await import("./background-jobs.ts");
  const { connectEvents, wireEvents } = await import("./events.ts");
  const { clusterEvents } = await import("#platform/cluster-events.ts");
  const { analytics } = await import("#platform/analytics.ts");
  const { countryOf } = await import("#platform/geoip.ts");
  // A GeoIP file that cannot be read stops the start here; the process's own figures are sampled from now.
  countryOf();
  collectProcessMetrics();
  if (!prepared) {
    // Under PostgreSQL's advisory lock: instances started together take turns.
    await database.migrate(() => seed(database.db));
  }
  // The caches follow the events that change them; on PostgreSQL the bus crosses instances, so a content
  // change on one instance empties every instance's page cache (server/events.ts).
  const stopEvents = wireEvents();
  await connectEvents(database);
  const { server } = await createApp();
  const chat = await attachChat(server);

  // Background work (inbox mail retries, newsletter sends, scheduled publishing, housekeeping) on one job
  // mechanism: pg-boss (server/background-jobs.ts). Started before the server listens, so the shutdown
  // below (registered before the first request can arrive) always has it to stop.
  const backgroundJobs = await startBackgroundJobs();
  // Visit statistics counted in memory, added into the database once a minute (ANALYTICS=off: nothing).
  await analytics.start();
  const { registerOperationalMetrics } = await import("./operational-metrics.ts");
  registerOperationalMetrics({ database, jobs: () => backgroundJobs });
  // `npm run backup` while the site serves asks this process over a socket in the data folder.
  const { startControlSocket } = await import("./control-socket.ts");
  const { backupNow } = await import("./backup-now.ts");
  const control = startControlSocket({ backup: () => backupNow("manual") });

  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

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
    await chat.close();
    await control.close();
    await closed;
    server.emit("shutdown");
    // What was counted since the last minute's flush.
    await analytics.stop();
    // Workers stop taking jobs; running ones see their signal and stop between mails (the rest is resumed later).
    await backgroundJobs.stop(Math.max(1_000, config.SHUTDOWN_TIMEOUT_MS - 1_000));
    // The bus's LISTEN connection goes back before the pool ends.
    await clusterEvents.close();
    stopEvents();
    await database.close();
    logger.info("shutdown complete");
    process.exit(0);
  }
  const stop = (signal: string) =>
    shutdown(signal).catch((error: unknown) => {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    });
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const startupMs = Math.round(performance.now() - started);
  const url = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`;
  if (prettyLogs()) process.stdout.write(startupSummary(url, database.kind, startupMs));
  else
    logger.info(
      { port, host: config.HOST, database: database.kind, startupMs, version: SITE_VERSION },
      `${config.SITE_NAME} is listening on ${url}`,
    );
  // While no admin exists, the one-time /setup-admin link (ARCHITECTURE "rules decided here"), last of all;
  // on a terminal in a frame, as JSON for a log collector.
  if (prettyLogs()) {
    const url = await announceAdminSetup({ warn: () => undefined });
    if (url) {
      process.stdout.write(
        framed(
          [`${config.SITE_NAME} has no admin yet. Create the first one (single use, expires in 24 hours):`, "", url],
          process.stdout.isTTY === true,
        ),
      );
    }
  } else await announceAdminSetup(logger);
  process.send?.({ type: "listening", port });
}

main().catch((error) => {
  // The two refusals an operator meets most get one plain line, not a stack.
  if (error instanceof PortTakenError || error instanceof DataDirInUseError) logger.fatal(error.message);
  else if (isDiskFullError(error)) logger.fatal(diskFull(config.DATA_DIR).message);
  else logger.fatal({ err: error }, "failed to start");
  process.exit(1);
});
