import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { isSameSite } from "#app/lib/same-site.ts";

/** A fresh nonce for every request, used by the CSP header and every <script>. */
export const nonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
};

/**
 * Security headers. CSP is enforced (never report-only): scripts only from
 * this origin and with the request's nonce; no eval; no framing. A page served
 * from the anonymous page cache is the same bytes for everyone, so it carries
 * no nonce: its inline scripts are allowed by their hashes instead
 * (`res.locals.cspScriptHashes`, server/cached-page.ts).
 */
export function securityHeaders(options: { https: boolean; dev: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          (_req, res) => {
            const locals = (res as unknown as { locals: { cspNonce?: string; cspScriptHashes?: string[] } }).locals;
            if (locals.cspScriptHashes) return locals.cspScriptHashes.map((hash) => `'${hash}'`).join(" ");
            return `'nonce-${locals.cspNonce}'`;
          },
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

/** The one same-origin rule (app/lib/same-site.ts) applied to an Express request. */
export function isSameSiteRequest(req: Request, siteOrigin: string): boolean {
  const host = req.get("host");
  return isSameSite(
    {
      origin: req.get("origin") ?? null,
      fetchSite: req.get("sec-fetch-site") ?? null,
      ownOrigin: host ? `${req.protocol}://${host}` : null,
    },
    siteOrigin,
  );
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

/**
 * The headers a middleware sets, collected without a request: runs `handler` (synchronous, such as helmet's)
 * against a stand-in response whose `locals` are given. The page cache computes its entries' security
 * headers once this way, with the very middleware every other response goes through.
 */
export function headersSetBy(handler: RequestHandler, locals: Record<string, unknown>): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const res = {
    locals,
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(", ") : String(value)]);
      return res;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase())?.[1];
    },
  };
  let failure: unknown;
  let finished = false;
  handler({ headers: {}, method: "GET", url: "/" } as Request, res as unknown as Response, (error?: unknown) => {
    failure = error;
    finished = true;
  });
  if (!finished) throw new Error("headersSetBy: the middleware did not finish synchronously");
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...headers.values()].map(([name, value]) => [name.toLowerCase(), value]);
}
