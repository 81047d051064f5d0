import type { RequestHandler } from "express";
import { CLIENT_IP_HEADER } from "#app/domain/accounts/auth-limits.server.ts";

/**
 * The client address, one value for every rule that counts per address.
 *
 * Express computes `req.ip` from the socket and X-Forwarded-For according to `trust proxy`, which is
 * TRUST_PROXY: a hop count or a list of proxy addresses (platform/config.ts refuses "trust everything"),
 * so a forged left-most X-Forwarded-For entry is never taken. This middleware then writes that address
 * into CLIENT_IP_HEADER, replacing whatever the client sent under that name (Node joins repeats into one):
 * better-auth reads only that header (`advanced.ipAddress.ipAddressHeaders` in app/domain/accounts/auth.server.ts) for its
 * limiter, and our form actions get the same value through the request context.
 */
export function clientAddress(req: {
  ip?: string | undefined;
  socket: { remoteAddress?: string | undefined };
}): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

export const writeClientAddress: RequestHandler = (req, _res, next) => {
  const address = clientAddress(req);
  // Every reader (better-auth's node adapter, fromNodeHeaders, the page handler) builds its headers from this object.
  req.headers[CLIENT_IP_HEADER] = address;
  next();
};
