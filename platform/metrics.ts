import crypto from "node:crypto";
import client from "prom-client";
import { config } from "./config.ts";

export const registry = new client.Registry();

/**
 * The process's own figures (memory, event loop, handles), collected only where /metrics is served
 * (METRICS_TOKEN set); server/main.ts starts them. The event loop's delay is sampled every 100 ms:
 * prom-client's default, 10 ms, woke an idle server 100 times a second (about 1 CPU-second a minute at
 * rest); a stall worth an alert (p99 over 0.1 s) is still seen.
 */
export function collectProcessMetrics(): void {
  if (config.METRICS_TOKEN) client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });
}

export const httpRequestDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Duration of HTTP requests in seconds",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/**
 * True when an Authorization header is `Bearer <expected>`. Compared in constant time (both sides hashed
 * to the same length first), so the answer's timing says nothing about how much of a guess was right.
 */
export function hasBearerToken(header: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  if (!match) return false;
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  return crypto.timingSafeEqual(digest(match[1]!), digest(expected));
}

export const mailsSent = new client.Counter({
  name: "mail_sent_total",
  help: "Mails the SMTP server accepted",
  registers: [registry],
});

export const mailsFailed = new client.Counter({
  name: "mail_send_failures_total",
  help: "SMTP sends that failed (a queued mail is tried again; mail-failed.log lists those that gave up)",
  registers: [registry],
});
