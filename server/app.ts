import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { refuseDeepJson } from "./json-depth.ts";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { bodyKind, limitRequestBodies } from "./body-limit.ts";
import { clientAddress, writeClientAddress } from "./client-address.ts";
import { config } from "#platform/config.ts";
import { database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { redactSecrets } from "#platform/redact.ts";
import { hasBearerToken, registry } from "#platform/metrics.ts";
import { createLoadContext } from "#platform/request-context.ts";
import { answerFromCache, createPageHandler } from "./page-handler.ts";
import { requestOrigin, toFetchRequest } from "./public-origin.ts";
import { writeReadableStreamToWritable } from "@react-router/node";
import { recordRequest, type RequestRecord } from "./request-record.ts";
import { answerSuggestions, suggestionHeaders } from "#app/domain/search/suggest-answer.server.ts";
import { newsletterUnsubscribeRoutes } from "./newsletter-unsubscribe.ts";
import { headersSetBy, nonce, refuseNulInUrl, sameOriginWrites, securityHeaders } from "./security.ts";
import { uploadRoutes } from "./upload-routes.ts";
import { routePatternOf } from "./operational-metrics.ts";
import { createDevServer } from "./vite-dev.ts";
import { schemaLevelOf, SITE_VERSION, type SchemaLevel } from "#platform/release.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const buildDir = path.join(root, "build");

const SUGGEST_PATH = "/search/suggest";

/**
 * Suggestions, asked for at every keystroke, answered before the Express chain (a plain GET or HEAD
 * without a body): the same answer as the route module's (app/domain/search/suggest-answer.server.ts:
 * validation, per-address limit, the engine), with the security headers every answer carries. The request
 * is recorded like every other (server/request-record.ts). Anything else goes through the whole chain to
 * the route module. Returns false when it did not answer.
 */
export function serveSuggestions(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  record: RequestRecord,
  security: readonly [string, string][],
): boolean {
  const method = req.method;
  if (method !== "GET" && method !== "HEAD") return false;
  const url = req.url ?? "/";
  if (!url.startsWith(SUGGEST_PATH) || (url.length > SUGGEST_PATH.length && url[SUGGEST_PATH.length] !== "?")) {
    return false;
  }
  const length = req.headers["content-length"];
  if ((length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined) return false;
  // A NUL in the URL is refused by the chain (refuseNulInUrl) for every path alike.
  if (/%00/.test(url)) return false;
  record.route = SUGGEST_PATH;
  const params = new URLSearchParams(url.slice(SUGGEST_PATH.length + 1));
  void answerSuggestions(params, clientAddress(req))
    .then((answer) => {
      const body = Buffer.from(JSON.stringify(answer.body));
      const headers: string[] = [];
      for (const [name, value] of security) headers.push(name, value);
      for (const [name, value] of Object.entries(suggestionHeaders(answer))) headers.push(name, value);
      headers.push("content-length", String(body.length), "x-request-id", record.id);
      res.writeHead(answer.status, headers);
      res.end(method === "HEAD" ? undefined : body);
    })
    .catch((error: unknown) => {
      logger.error({ err: error, req: { id: record.id, method, url: redactSecrets(url) } }, "unhandled error");
      if (!res.headersSent) res.writeHead(500, ["content-type", "text/plain", "x-request-id", record.id]);
      res.end("Internal Server Error");
    });
  return true;
}

/**
 * The HTTP application: one Express app serving health, metrics, static
 * assets, the auth handler and the React Router request handler. Later
 * capabilities attach to the returned http.Server (e.g. the chat WebSocket).
 */
export async function createApp(options: { build?: ServerBuild } = {}) {
  const server = http.createServer();
  // npm run dev: React Router's Vite dev server in this process (server/vite-dev.ts), no page cache.
  const dev = config.NODE_ENV === "development" && !options.build ? await createDevServer(server) : null;
  const build = options.build ?? dev?.build ?? ((await import(path.join(buildDir, "server/index.js"))) as ServerBuild);

  const siteOrigin = new URL(config.SITE_URL).origin;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  // The client address as Express sees it (TRUST_PROXY: hops or proxy addresses, never everything), for every
  // per-address limit including better-auth's. Overwritten on every request, so a client cannot choose it.
  app.use(writeClientAddress);

  // A logger per request (req.log) carrying the id the request's record gave it (server/request-record.ts),
  // which also logs "request completed" and times every request, whoever answers it.
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => String(req.id),
      autoLogging: false,
      serializers: {
        // Whole URLs would carry verification, reset and setup tokens: they are redacted (platform/redact.ts).
        req: (req) => ({ id: req.id, method: req.method, url: redactSecrets(String(req.url)), ip: req.remoteAddress }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  // Pages get their pattern in the route table (`/articles/:slug`); other handlers their Express path.
  const pageRoute = typeof build === "object" && "routes" in build ? routePatternOf(build) : null;
  const routeOf = (raw: http.IncomingMessage): string => {
    const req = raw as Partial<express.Request>;
    if (!req.app) return "unmatched";
    const expressRoute = req.route?.path as string | undefined;
    const path = req.path ?? "/";
    return path.startsWith("/assets/")
      ? "/assets"
      : expressRoute === "/{*splat}"
        ? (pageRoute?.(path) ?? "app")
        : (expressRoute ?? "unmatched");
  };

  // Bodies are capped per kind before any reader (auth JSON, forms, uploads) sees them: server/body-limit.ts.
  const bodyKindFor = bodyKind;
  app.use(limitRequestBodies(bodyKindFor));

  // The release and the database's schema level (platform/release.ts): read once, the schema changes only by an
  // upgrade, which restarts the site. Kept only once read, so a start with the database away reads it later.
  let schema: SchemaLevel | null = null;
  app.get("/healthz", async (_req, res) => {
    try {
      await database.ping();
      schema ??= await schemaLevelOf(database.db);
      res.set("Cache-Control", "no-store").json({
        status: "ok",
        database: database.kind,
        version: SITE_VERSION,
        schema: { level: schema.level, expected: schema.expected, current: schema.current },
      });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).set("Cache-Control", "no-store").json({ status: "error", database: "unreachable" });
    }
  });

  // Operations only: Authorization: Bearer METRICS_TOKEN; without a configured token the endpoint does not exist.
  app.get("/metrics", async (req, res) => {
    if (!config.METRICS_TOKEN) return void res.status(404).type("text/plain").send("Not Found");
    if (!hasBearerToken(req.get("authorization"), config.METRICS_TOKEN)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').set("Cache-Control", "no-store");
      return void res.type("text/plain").send("Unauthorized");
    }
    res.set("Content-Type", registry.contentType).set("Cache-Control", "no-store");
    res.send(await registry.metrics());
  });

  // Built assets are sent as the build compressed them (below; `req.path` is cut to the mount there).
  app.use(
    compression({ filter: (req, res) => !req.originalUrl.startsWith("/assets/") && compression.filter(req, res) }),
  );
  app.use(nonce);
  const security = securityHeaders({ https: config.secureCookies, dev: dev !== null });
  app.use(security);
  // A suggestions answer carries no script: the security headers of an answer without inline scripts.
  const suggestionSecurityHeaders = headersSetBy(security, { cspScriptHashes: [] });
  app.use(sameOriginWrites(config.SITE_URL));
  app.use(refuseNulInUrl);

  if (dev) {
    // Development: Vite serves the browser modules, the HMR client and public/ (no build folder).
    app.use(dev.middlewares);
  } else {
    // Fingerprinted build output: cache for a year. Each text asset has a brotli (quality 11) and a gzip
    // copy beside it, written by the build (vite.config.ts): the one the browser accepts is sent as it is,
    // with `Vary: Accept-Encoding`; a browser that accepts neither gets the file itself.
    app.use(
      "/assets",
      expressStaticGzip(path.join(buildDir, "client/assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: false },
      }),
    );
    // Other public files (favicon, images, media kit): an hour. Every one has an extension; a path without
    // one (a page, a search, a suggestion) is not looked up on disk, which would cost each a stat.
    const publicFiles = express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  }

  // better-auth's own Node adapter builds the request URL from Host and X-Forwarded-Proto; this one builds
  // it on SITE_URL's origin like every page (server/public-origin.ts), so no proxy header setting matters.
  // The body is read first (refuseDeepJson: a body nested too deeply answers 400 before any parser sees it).
  app.all("/api/auth/{*splat}", ...refuseDeepJson(), async (req, res, next) => {
    try {
      const body: unknown = req.body;
      const response = await auth.handler(
        toFetchRequest(req, res, requestOrigin(req, siteOrigin), {
          readBody: typeof body === "string" ? body : undefined,
        }),
      );
      if (res.headersSent) return;
      res.status(response.status);
      for (const [name, value] of response.headers.entries()) if (name !== "set-cookie") res.setHeader(name, value);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.headersSent && res.statusCode === 413) return;
      next(error);
    }
  });

  // Article images: POST /api/uploads (admins) and GET /uploads/… (originals 1 h, variants immutable).
  app.use(uploadRoutes());
  // The newsletter's unsubscribe POST (RFC 8058 one-click from mail programs, and the page's button).
  app.use(newsletterUnsubscribeRoutes());

  app.all(
    "/{*splat}",
    createPageHandler({
      build,
      mode: config.NODE_ENV === "development" ? "development" : "production",
      siteOrigin,
      cache: dev === null,
      getLoadContext: (req, res, audience) =>
        createLoadContext({
          nonce: res.locals.cspNonce as string,
          requestId: String(req.id),
          ip: clientAddress(req),
          audience,
        }),
      // A cached page goes out with the same security headers, its inline scripts allowed by hash.
      cachedPageSecurityHeaders: (scriptHashes) => headersSetBy(security, { cspScriptHashes: scriptHashes }),
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 ? error.status : 500;
    if (status >= 500) req.log?.error({ err: error }, "unhandled error");
    if (res.headersSent) return res.end();
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not Found" : status >= 500 ? "Internal Server Error" : "Bad Request");
  };
  app.use(onError);

  // Every request is recorded the same way (id, log line, metrics: server/request-record.ts); a page the
  // cache holds and a suggestion are answered before the Express chain, which the rest go through.
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const record = recordRequest(req, res, routeOf);
    if (!dev) {
      if (serveSuggestions(req, res, record, suggestionSecurityHeaders)) return;
      if (answerFromCache(req, res, record)) return;
    }
    res.setHeader("x-request-id", record.id);
    app(req, res);
  });
  if (dev) server.on("close", () => void dev.close());
  // `Expect: 100-continue` (curl sends it for large bodies): invite the body only when its declared size
  // fits; otherwise the app answers 413 at once and the client never sends it.
  server.on("checkContinue", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const declared = Number(req.headers["content-length"]);
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (!(Number.isFinite(declared) && declared > bodyKindFor(pathname).limit)) res.writeContinue();
    res.setHeader("x-request-id", recordRequest(req, res, routeOf).id);
    app(req, res);
  });
  server.keepAliveTimeout = 65_000;
  return { app, server };
}
