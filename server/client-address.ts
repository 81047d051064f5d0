import type http from "node:http";
import express, { type RequestHandler } from "express";
import { CLIENT_IP_HEADER } from "#app/domain/accounts/auth-limits.server.ts";
import { config } from "#platform/config.ts";

/**
 * Who the client is: the one answer every rule that counts per address uses (the page views, the sign-in
 * and form limits, the suggestions' limit, the chat's socket cap), for a request Express handles or not.
 *
 * Express's own `req.ip` rule, with TRUST_PROXY as its `trust proxy` setting: a hop count or a list of
 * proxy addresses (platform/config.ts refuses "trust everything"), so a forged left-most X-Forwarded-For
 * entry is never taken, and without TRUST_PROXY the header is not read at all.
 */
export type ClientAddressOf = (req: Pick<http.IncomingMessage, "headers" | "socket">) => string;

const expressIp = Object.getOwnPropertyDescriptor(express.request, "ip")!.get!;

/** The rule for one `trust proxy` setting (TRUST_PROXY's values); `clientAddress` is the site's. */
export function clientAddressRule(trustProxy: false | number | readonly string[]): ClientAddressOf {
  const settings = express();
  settings.set("trust proxy", trustProxy === false ? false : Array.isArray(trustProxy) ? [...trustProxy] : trustProxy);
  return (req) =>
    (expressIp.call({ app: settings, headers: req.headers, socket: req.socket, connection: req.socket }) as
      string | undefined) ??
    req.socket.remoteAddress ??
    "unknown";
}

let siteRule: ClientAddressOf | null = null;

/** The client's address under the site's TRUST_PROXY. */
export const clientAddress: ClientAddressOf = (req) => (siteRule ??= clientAddressRule(config.TRUST_PROXY))(req);

/**
 * Writes the client address into CLIENT_IP_HEADER, replacing whatever the client sent under that name (Node
 * joins repeats into one): better-auth reads only that header (`advanced.ipAddress.ipAddressHeaders` in
 * app/domain/accounts/auth.server.ts) for its limiter, and our form actions get the same value through the
 * request context.
 */
export const writeClientAddress: RequestHandler = (req, _res, next) => {
  // Every reader (better-auth's node adapter, fromNodeHeaders, the page handler) builds its headers from this object.
  req.headers[CLIENT_IP_HEADER] = clientAddress(req);
  next();
};
