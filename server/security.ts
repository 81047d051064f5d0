import crypto from "node:crypto";
import type { Request, RequestHandler } from "express";
import helmet from "helmet";

/** A fresh nonce for every request, used by the CSP header and every <script>. */
export const nonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
};

/**
 * Security headers. CSP is enforced (never report-only): scripts only from
 * this origin and with the request's nonce; no eval; no framing.
 */
export function securityHeaders(options: { https: boolean; dev: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
        ],
        "script-src-attr": ["'none'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": options.dev ? ["'self'", "ws:"] : ["'self'"],
        "media-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "frame-src": ["'none'"],
        "manifest-src": ["'self'"],
        "worker-src": ["'self'", "blob:"],
        ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    crossOriginEmbedderPolicy: false,
    xPoweredBy: false,
  });
}

/**
 * Refuses addresses carrying NUL (%00): no page or API takes one, and every
 * database lookup with it would fail (PostgreSQL text cannot hold NUL).
 */
export const refuseNulInUrl: RequestHandler = (req, res, next) => {
  if (!/%00/i.test(req.originalUrl)) return next();
  res.status(400).type("text/plain").send("Bad Request");
};

/**
 * True when a request comes from this site: its Origin header (or, without it,
 * Sec-Fetch-Site) is SITE_URL's origin or the origin the request was sent to
 * (an instance reached at its own address, e.g. behind a load balancer or in
 * development). The one rule for every write (and the chat socket's, in
 * server/chat/hub.ts).
 */
export function isSameSiteRequest(req: Request, siteOrigin: string): boolean {
  const origin = req.get("origin");
  if (origin) return origin === siteOrigin || origin === `${req.protocol}://${req.get("host")}`;
  const fetchSite = req.get("sec-fetch-site");
  return fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
}

/**
 * Paths any site may POST to: the newsletter's one-click unsubscribe (RFC 8058). Mail programs send
 * that POST from their own servers, with whatever Origin they like; it carries the subscription's own
 * token and can only unsubscribe, so a forged one does nothing a click on the mail's link would not.
 */
export const CROSS_SITE_WRITE_PATHS: ReadonlySet<string> = new Set(["/newsletter/unsubscribe"]);

/** Refuses state-changing requests sent from another site (CSRF), by `isSameSiteRequest`. */
export function sameOriginWrites(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (req.method === "POST" && CROSS_SITE_WRITE_PATHS.has(req.path)) return next();
    if (isSameSiteRequest(req, siteOrigin)) return next();
    req.log?.warn({ origin: req.get("origin"), fetchSite: req.get("sec-fetch-site") }, "cross-site write refused");
    res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
  };
}
