import crypto from "node:crypto";
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
import { hasBearerToken, httpRequestDuration, registry } from "#platform/metrics.ts";
import { createLoadContext } from "#platform/request-context.ts";
import { createPageHandler, isAnonymous } from "./page-handler.ts";
import { requestOrigin, toFetchRequest } from "./public-origin.ts";
import { writeReadableStreamToWritable } from "@react-router/node";
import { writePage } from "./cached-page.ts";
import { memberSlots, writePersonalPage, type SlotRenderer } from "./personal-page.ts";
import { cacheKey, pageCache } from "./page-cache.ts";
import { answerSuggestions, suggestionHeaders } from "#app/domain/search/suggest-answer.server.ts";
import { newsletterUnsubscribeRoutes } from "./newsletter-unsubscribe.ts";
import { countPageView } from "./page-views.ts";
import { headersSetBy, nonce, refuseNulInUrl, sameOriginWrites, securityHeaders } from "./security.ts";
import { uploadRoutes } from "./upload-routes.ts";
import { routePatternOf } from "./operational-metrics.ts";
import { createDevServer } from "./vite-dev.ts";
import { schemaLevelOf, SITE_VERSION, type SchemaLevel } from "#platform/release.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const buildDir = path.join(root, "build");

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** This process's request ids: a random prefix and a counter (unique enough to find a request's log lines, and cheap). */
const REQUEST_ID_PREFIX = crypto.randomBytes(6).toString("base64url");
let requestCounter = 0;

function requestId(req: http.IncomingMessage): string {
  const given = req.headers["x-request-id"];
  if (typeof given === "string" && REQUEST_ID.test(given)) return given;
  requestCounter += 1;
  return `${REQUEST_ID_PREFIX}-${requestCounter.toString(36)}`;
}

/** Pre-bound metric children of the cached answers (a label lookup per request is most of a histogram's cost). */
const cachedAnswerTimers = new Map<string, ReturnType<typeof httpRequestDuration.labels>>();
function cachedAnswerTimer(method: string, status: number) {
  const key = `${method} ${status}`;
  let timer = cachedAnswerTimers.get(key);
  if (!timer) {
    timer = httpRequestDuration.labels({ method, route: "page-cache", status: String(status) });
    cachedAnswerTimers.set(key, timer);
  }
  return timer;
}

/** The app's personal slot renderer (app/entry.server.tsx), set by createApp from the server build. */
let personalSlots: SlotRenderer | null = null;

/**
 * The early handler: answers a request for a page the anonymous page cache holds before the Express
 * chain (decision 002). Only a GET or HEAD without a body, whose query names only parameters pages read
 * (server/page-cache.ts `cacheKey`), is looked up: a visitor's (no session or flash-toast cookie) gets the
 * stored page; a member's whose session the session cache holds gets the stored page with her personal
 * slots filled in (server/personal-page.ts), when the page has them and her slots can be filled.
 * Everything else, and every page not held, goes through the whole chain. The answer carries the same
 * headers as any other (security headers computed when the page was stored, a request id), is logged
 * like the others ("request completed", at info) and counted in http_request_duration_seconds (route
 * page-cache). Returns false when it did not answer.
 */
export function serveCachedPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  addressOf: (req: http.IncomingMessage) => string | undefined = (request) => request.socket.remoteAddress,
): boolean {
  const method = req.method;
  if (method !== "GET" && method !== "HEAD") return false;
  const length = req.headers["content-length"];
  if ((length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined) return false;
  let markup = null;
  if (!isAnonymous(req)) {
    markup = personalSlots ? memberSlots(req, personalSlots) : null;
    if (!markup) return false;
  }
  const url = req.url ?? "/";
  const key = cacheKey(url);
  if (key === null) return false;
  // A stored page without personal slots is rendered whole for a member: not a lookup answered here.
  if (markup && pageCache.personalOf(key) === null) return false;
  // A member's render is never stored, so only a visitor's request renders an expired page again.
  const page = pageCache.get(key, Date.now(), markup === null);
  if (!page || (markup && !page.personal)) return false;
  const started = performance.now();
  const id = requestId(req);
  const status = markup
    ? writePersonalPage(req, res, page, markup, ["x-request-id", id, "x-page-cache", "member"])
    : writePage(req, res, page, ["x-request-id", id, "x-page-cache", "hit"]);
  const seconds = (performance.now() - started) / 1000;
  cachedAnswerTimer(method, status).observe(seconds);
  // Counted in memory (a few map updates and one hash); written to the database once a minute.
  countPageView(req, status, addressOf(req), page.contentType ?? null);
  if (logger.isLevelEnabled("info")) {
    logger.info(
      {
        req: { id, method, url: redactSecrets(url), ip: req.socket.remoteAddress },
        res: { statusCode: status },
        responseTime: Math.round(seconds * 1000),
      },
      "request completed",
    );
  }
  return true;
}

const SUGGEST_PATH = "/search/suggest";

/**
 * Suggestions, asked for at every keystroke, answered before the Express chain (a plain GET or HEAD
 * without a body, as serveCachedPage takes): the same answer as the route module's
 * (app/domain/search/suggest-answer.server.ts: validation, per-address limit, the engine), with the
 * security headers every answer carries, a request id, the "request completed" log line and the request
 * histogram (route /search/suggest). Anything else goes through the whole chain to the route module.
 * Returns false when it did not answer.
 */
export function serveSuggestions(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  addressOf: (req: http.IncomingMessage) => string | undefined,
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
  const started = performance.now();
  const id = requestId(req);
  const params = new URLSearchParams(url.slice(SUGGEST_PATH.length + 1));
  void answerSuggestions(params, addressOf(req) ?? "")
    .then((answer) => {
      const body = Buffer.from(JSON.stringify(answer.body));
      const headers: string[] = [];
      for (const [name, value] of security) headers.push(name, value);
      for (const [name, value] of Object.entries(suggestionHeaders(answer))) headers.push(name, value);
      headers.push("content-length", String(body.length), "x-request-id", id);
      res.writeHead(answer.status, headers);
      res.end(method === "HEAD" ? undefined : body);
      return answer.status;
    })
    .catch((error: unknown) => {
      logger.error({ err: error, req: { id, method, url: redactSecrets(url) } }, "unhandled error");
      if (!res.headersSent) res.writeHead(500, ["content-type", "text/plain", "x-request-id", id]);
      res.end("Internal Server Error");
      return 500;
    })
    .then((status) => {
      const seconds = (performance.now() - started) / 1000;
      httpRequestDuration.observe({ method, route: SUGGEST_PATH, status: String(status) }, seconds);
      const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
      if (logger.isLevelEnabled(level)) {
        logger[level](
          {
            req: { id, method, url: redactSecrets(url), ip: req.socket.remoteAddress },
            res: { statusCode: status },
            responseTime: Math.round(seconds * 1000),
          },
          "request completed",
        );
      }
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

  // A built server only (development renders every request): the app renders the personal slots.
  if (!dev && typeof build !== "function") {
    personalSlots =
      (build.entry?.module as { renderPersonalSlots?: SlotRenderer } | undefined)?.renderPersonalSlots ?? null;
  }

  const siteOrigin = new URL(config.SITE_URL).origin;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  // The client address of an answer given before Express (a cached page): Express's own req.ip getter, run
  // on the raw request with this app's TRUST_PROXY, so both ways in count the same address.
  const expressIp = Object.getOwnPropertyDescriptor(express.request, "ip")!.get!;
  const addressOf = (req: http.IncomingMessage): string | undefined =>
    config.TRUST_PROXY === false
      ? req.socket.remoteAddress
      : (expressIp.call({ app, headers: req.headers, socket: req.socket, connection: req.socket }) as
          string | undefined);

  // The client address as Express sees it (TRUST_PROXY: hops or proxy addresses, never everything), for every
  // per-address limit including better-auth's. Overwritten on every request, so a client cannot choose it.
  app.use(writeClientAddress);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestId(req);
        res.setHeader("X-Request-Id", id);
        return id;
      },
      serializers: {
        // Whole URLs would carry verification, reset and setup tokens: they are redacted (platform/redact.ts).
        req: (req) => ({ id: req.id, method: req.method, url: redactSecrets(String(req.url)), ip: req.remoteAddress }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/metrics" },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    }),
  );

  // Pages get their pattern in the route table (`/articles/:slug`); other handlers their Express path.
  const pageRoute = typeof build === "object" && "routes" in build ? routePatternOf(build) : null;
  app.use((req, res, next) => {
    const end = httpRequestDuration.startTimer({ method: req.method });
    res.on("finish", () => {
      const expressRoute = req.route?.path as string | undefined;
      const route = req.path.startsWith("/assets/")
        ? "/assets"
        : expressRoute === "/{*splat}"
          ? (pageRoute?.(req.path) ?? "app")
          : (expressRoute ?? "unmatched");
      end({ route: String(route), status: String(res.statusCode) });
    });
    next();
  });

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
      getLoadContext: (req, res) =>
        createLoadContext({
          nonce: res.locals.cspNonce as string,
          requestId: String(req.id),
          ip: clientAddress(req),
        }),
      // A cached page goes out with the same security headers, its inline scripts allowed by hash.
      cachedPageSecurityHeaders: (scriptHashes) => headersSetBy(security, { cspScriptHashes: scriptHashes }),
      personalSlots: personalSlots ?? undefined,
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

  // A page the cache holds is answered before Express (serveCachedPage); no page cache in development.
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (
      dev ||
      !(serveSuggestions(req, res, addressOf, suggestionSecurityHeaders) || serveCachedPage(req, res, addressOf))
    )
      app(req, res);
  });
  if (dev) server.on("close", () => void dev.close());
  // `Expect: 100-continue` (curl sends it for large bodies): invite the body only when its declared size
  // fits; otherwise the app answers 413 at once and the client never sends it.
  server.on("checkContinue", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const declared = Number(req.headers["content-length"]);
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (!(Number.isFinite(declared) && declared > bodyKindFor(pathname).limit)) res.writeContinue();
    app(req, res);
  });
  server.keepAliveTimeout = 65_000;
  return { app, server };
}
