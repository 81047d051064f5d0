import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { config } from "#platform/config.ts";
import { logger } from "#platform/logger.ts";
import type { BackupResult } from "./backup.ts";

/**
 * The running server's door for the command-line tools of the same machine and user: a Unix socket in the data
 * folder (`DATA_DIR/control.sock`, readable and writable by the site's user only, like everything there). Today
 * it takes one command, `backup`, so `npm run backup` works while the site serves (the embedded database allows
 * one process; this one makes the snapshot). One JSON line in, one JSON line out.
 */
export const CONTROL_SOCKET = "control.sock";

/** Unix socket paths are limited to 107 bytes on Linux (sun_path). */
const MAX_SOCKET_PATH = 107;

export type ControlRequest = { command: "backup" };
export type ControlAnswer = { ok: true; backup: BackupResult } | { ok: false; error: string };

export function controlSocketPath(dataDir: string = config.DATA_DIR): string {
  return path.join(dataDir, CONTROL_SOCKET);
}

export function startControlSocket(handlers: { backup(): Promise<BackupResult> }): { close(): Promise<void> } {
  const file = controlSocketPath();
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    logger.warn(
      { file },
      "control socket: the data folder's path is too long for a Unix socket; npm run backup needs the site stopped",
    );
    return { close: async () => undefined };
  }
  // A socket file left by a process that died (this process holds the data folder's lock).
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("error", () => undefined);
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.length > 1_024)
        return void socket.end(`${JSON.stringify({ ok: false, error: "request too long" })}\n`);
      const end = received.indexOf("\n");
      if (end < 0) return;
      socket.setTimeout(0);
      void answer(received.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  async function answer(line: string): Promise<ControlAnswer> {
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      return { ok: false, error: "not a JSON line" };
    }
    if ((request as ControlRequest | null)?.command !== "backup") return { ok: false, error: "unknown command" };
    try {
      return { ok: true, backup: await handlers.backup() };
    } catch (error) {
      logger.error({ err: error }, "backup failed");
      return { ok: false, error: (error as Error).message };
    }
  }
  server.on("error", (error) => logger.warn({ err: error }, "control socket error"));
  // rw for the owner only, like every file in the data folder (connecting needs write permission, nothing else).
  const previous = process.umask(0o177);
  try {
    server.listen(file);
  } finally {
    process.umask(previous);
  }
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

/** For the command-line tools: asks the server running on `dataDir` for `request`; null when none answers. */
export function askRunningServer(
  dataDir: string,
  request: ControlRequest,
  timeoutMs = 600_000,
): Promise<ControlAnswer | null> {
  const file = controlSocketPath(dataDir);
  return new Promise((resolve) => {
    if (!fs.existsSync(file)) return resolve(null);
    const socket = net.createConnection(file);
    let received = "";
    socket.setEncoding("utf8");
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      resolve({ ok: false, error: `the server did not answer within ${timeoutMs / 1000} s` });
    });
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", () => resolve(null));
    socket.on("close", () => {
      try {
        resolve(JSON.parse(received.trim()) as ControlAnswer);
      } catch {
        resolve(null);
      }
    });
  });
}
