import crypto from "node:crypto";
import type http from "node:http";
import { logger } from "#platform/logger.ts";
import { httpRequestDuration } from "#platform/metrics.ts";
import { redactSecrets } from "#platform/redact.ts";
import { clientAddress } from "./client-address.ts";

/**
 * The one record every request gets, whoever answers it (the page cache, the suggestions, the Express
 * chain): a request id (the client's X-Request-Id when well formed, else this process's next), the
 * "request completed" log line (info, warn for 4xx, error for 5xx; not for /healthz and /metrics) and the
 * `http_request_duration_seconds` observation by method, route and status.
 */
export type RequestRecord = {
  id: string;
  /** The route label, when the answer knows it (a cached page: "page-cache"); else `routeOf` is asked. */
  route?: string;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** This process's request ids: a random prefix and a counter (unique enough to find a request's log lines, and cheap). */
const REQUEST_ID_PREFIX = crypto.randomBytes(6).toString("base64url");
let requestCounter = 0;

export function requestIdOf(req: http.IncomingMessage): string {
  const given = req.headers["x-request-id"];
  if (typeof given === "string" && REQUEST_ID.test(given)) return given;
  requestCounter += 1;
  return `${REQUEST_ID_PREFIX}-${requestCounter.toString(36)}`;
}

const UNLOGGED = new Set(["/healthz", "/metrics"]);

/** Pre-bound metric children (a label lookup per request is most of a histogram's cost); routes are a bounded set. */
const timers = new Map<string, ReturnType<typeof httpRequestDuration.labels>>();
function timerOf(method: string, route: string, status: number) {
  const key = `${method} ${route} ${status}`;
  let timer = timers.get(key);
  if (!timer) {
    if (timers.size >= 5_000) timers.clear();
    timer = httpRequestDuration.labels({ method, route, status: String(status) });
    timers.set(key, timer);
  }
  return timer;
}

/** Starts the record of a request; `routeOf` names its route once answered, unless the answer did. */
export function recordRequest(
  req: http.IncomingMessage & { id?: unknown },
  res: http.ServerResponse,
  routeOf: (req: http.IncomingMessage) => string,
): RequestRecord {
  const started = performance.now();
  const record: RequestRecord = { id: requestIdOf(req) };
  req.id = record.id;
  res.once("finish", () => {
    const seconds = (performance.now() - started) / 1000;
    const method = req.method ?? "GET";
    const status = res.statusCode;
    timerOf(method, record.route ?? routeOf(req), status).observe(seconds);
    const url = req.url ?? "/";
    if (UNLOGGED.has(url)) return;
    const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        req: { id: record.id, method, url: redactSecrets(url), ip: clientAddress(req) },
        res: { statusCode: status },
        responseTime: Math.round(seconds * 1000),
      },
      "request completed",
    );
  });
  return record;
}
