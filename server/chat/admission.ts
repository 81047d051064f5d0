import type http from "node:http";
import type { Duplex } from "node:stream";
import type { Viewer } from "#app/domain/accounts/viewer.server.ts";
import { isSameSite } from "#app/lib/same-site.ts";
import { clientKey } from "#platform/client-key.ts";
import { logger } from "#platform/logger.ts";

/**
 * Who may open a chat socket: the right path, a page of the site's origin, within the caps per client
 * address and per instance, and (asynchronously) the session cookie read into a viewer. A refused upgrade
 * gets a plain HTTP answer; an admitted one is handed on with its viewer (null for a visitor).
 */

/** Defaults of CHAT_MAX_SOCKETS_PER_ADDRESS and CHAT_MAX_SOCKETS (platform/config.ts). */
export const DEFAULT_MAX_SOCKETS_PER_ADDRESS = 20;
export const DEFAULT_MAX_SOCKETS = 10_000;

export type AdmissionOptions = {
  path: string;
  /** Only pages of this origin may open a socket (e.g. https://example.com). */
  allowedOrigin: string;
  /** The signed-in user of these request headers (the session cookie), or null. */
  authenticate(headers: Headers): Promise<Viewer | null>;
  /** The client's address as the HTTP app sees it (Express `req.ip`, honouring TRUST_PROXY). */
  clientAddress?: (request: http.IncomingMessage) => string;
  maxSocketsPerAddress?: number;
  maxSockets?: number;
  /** Upgrades to other paths: refused (404), or left to another listener (development: Vite's HMR socket). */
  otherPaths?: "refuse" | "leave";
};

export type Admitted = (
  request: http.IncomingMessage,
  socket: Duplex,
  head: Buffer,
  viewer: Viewer | null,
  headers: Headers,
) => void;

export type Admission = {
  /** The HTTP server's `upgrade` listener. */
  onUpgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  /** From now on every upgrade is refused with 503 (the instance is shutting down). */
  stop(): void;
};

export function refuse(socket: Duplex, status: number, reason: string, body = reason) {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The one same-origin rule (app/lib/same-site.ts), with an Origin required: the site's (SITE_URL)
 * or the host the socket was opened on (the scheme the page used, as seen in its Origin).
 */
export function isSocketFromSite(request: http.IncomingMessage, allowedOrigin: string): boolean {
  const origin = request.headers.origin ?? null;
  let ownOrigin: string | null = null;
  try {
    if (origin && request.headers.host) ownOrigin = `${new URL(origin).protocol}//${request.headers.host}`;
  } catch {
    return false;
  }
  return isSameSite({ origin, fetchSite: null, ownOrigin }, allowedOrigin, { originRequired: true });
}

export function createAdmission(options: AdmissionOptions, admitted: Admitted): Admission {
  const clientAddress =
    options.clientAddress ?? ((request: http.IncomingMessage) => request.socket.remoteAddress ?? "unknown");
  const maxPerAddress = options.maxSocketsPerAddress ?? DEFAULT_MAX_SOCKETS_PER_ADDRESS;
  const maxSockets = options.maxSockets ?? DEFAULT_MAX_SOCKETS;
  /** Connections held (or being opened) per client address, and in all. */
  const perAddress = new Map<string, number>();
  let held = 0;
  let stopped = false;

  function onUpgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer) {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    socket.on("error", () => socket.destroy());
    if (pathname !== options.path) return options.otherPaths === "leave" ? undefined : refuse(socket, 404, "Not Found");
    if (stopped) return refuse(socket, 503, "Service Unavailable");
    if (!isSocketFromSite(request, options.allowedOrigin)) return refuse(socket, 403, "Forbidden");
    // One client: an IPv4 address or an IPv6 network (platform/client-key.ts), as every limit counts.
    const address = clientKey(clientAddress(request));
    if (held >= maxSockets) {
      return refuse(socket, 503, "Service Unavailable", "The chat is full right now. Please try again in a minute.");
    }
    if ((perAddress.get(address) ?? 0) >= maxPerAddress) {
      return refuse(
        socket,
        429,
        "Too Many Requests",
        `Too many chat connections from your address (at most ${maxPerAddress}).`,
      );
    }
    // The slot is held from now (authentication is asynchronous, so a burst cannot slip past the caps)
    // until the connection closes, however it ends.
    held += 1;
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    socket.once("close", () => {
      held -= 1;
      const count = (perAddress.get(address) ?? 1) - 1;
      if (count > 0) perAddress.set(address, count);
      else perAddress.delete(address);
    });
    const headers = new Headers();
    if (request.headers.cookie) headers.set("cookie", request.headers.cookie);
    options
      .authenticate(headers)
      .then((viewer) => {
        if (!socket.destroyed) admitted(request, socket, head, viewer, headers);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, "chat socket authentication failed");
        refuse(socket, 500, "Internal Server Error");
      });
  }

  return {
    onUpgrade,
    stop: () => {
      stopped = true;
    },
  };
}
