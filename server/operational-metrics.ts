import client from "prom-client";
import { matchRoutes, type ServerBuild } from "react-router";
import type { DatabaseHandle } from "#platform/db/client.ts";
import type { Jobs } from "#platform/jobs.ts";
import { logger } from "#platform/logger.ts";
import { registry } from "#platform/metrics.ts";
import { sessionCache } from "#platform/session-cache.ts";
import { pageCache } from "./page-cache.ts";

/**
 * The metrics an operator alerts on besides request durations (docs/operations.md "Metrics"): the page
 * cache (visitors' hits and members' filled pages alike), the session cache, the database pool, the job queues. Each is read when /metrics is scraped, not kept up to date.
 * Event-loop lag comes with prom-client's default metrics (nodejs_eventloop_lag_*).
 */
export function registerOperationalMetrics(options: {
  database: Pick<DatabaseHandle, "pool">;
  jobs: () => Jobs | null;
}) {
  new client.Gauge({
    name: "page_cache_lookups",
    help: "Anonymous page cache lookups since start, by result (hit, miss); a counter's value, read at scrape",
    labelNames: ["result"] as const,
    registers: [registry],
    collect() {
      this.set({ result: "hit" }, pageCache.hits);
      this.set({ result: "miss" }, pageCache.misses);
    },
  });
  new client.Gauge({
    name: "session_cache_lookups",
    help: "Session cache lookups since start, by result (hit, miss; a miss asks the database); a counter's value, read at scrape",
    labelNames: ["result"] as const,
    registers: [registry],
    collect() {
      this.set({ result: "hit" }, sessionCache.hits);
      this.set({ result: "miss" }, sessionCache.misses);
    },
  });
  new client.Gauge({
    name: "page_cache_bytes",
    help: "Bytes the anonymous page cache holds",
    registers: [registry],
    collect() {
      this.set(pageCache.bytes);
    },
  });
  const pool = options.database.pool;
  if (pool) {
    new client.Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting = requests queued for a connection)",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }
  new client.Gauge({
    name: "job_queue_jobs",
    help: "Jobs per queue and state (queued, active, failed = failed jobs still retained) as pg-boss last counted them",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      const jobs = options.jobs();
      if (!jobs) return;
      try {
        for (const queue of await jobs.boss.getQueues()) {
          this.set({ queue: queue.name, state: "queued" }, queue.queuedCount);
          this.set({ queue: queue.name, state: "active" }, queue.activeCount);
          this.set({ queue: queue.name, state: "failed" }, queue.failedCount);
        }
      } catch (error) {
        logger.warn({ err: error }, "job queue metrics unavailable");
      }
    },
  });
}

type RouteNode = { id: string; path?: string; index?: boolean; children: RouteNode[] };

/**
 * The route table's pattern for a path (`/articles/:slug`), for metric labels: a label per route of the
 * table, never per URL (unbounded), and no longer one label for every page.
 */
export function routePatternOf(build: Pick<ServerBuild, "routes">): (pathname: string) => string {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(build.routes)) {
    if (route) nodes.set(route.id, { id: route.id, path: route.path, index: route.index, children: [] });
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  // matchRoutes flattens and ranks the whole table on every call: a path's pattern is kept instead
  // (a bounded map, emptied when full, since paths come from outside).
  const known = new Map<string, string>();
  return (pathname) => {
    let pattern = known.get(pathname);
    if (pattern === undefined) {
      if (known.size >= 2000) known.clear();
      pattern = patternOf(pathname);
      known.set(pathname, pattern);
    }
    return pattern;
  };

  function patternOf(pathname: string): string {
    const matches = matchRoutes(roots as never, pathname) as { route: RouteNode }[] | null;
    if (!matches || matches.length === 0) return "unmatched";
    const pattern = matches
      .map((match) => match.route.path)
      .filter((segment): segment is string => Boolean(segment))
      .join("/")
      .replace(/\/+/g, "/");
    const route = `/${pattern}`.replace(/\/+/g, "/");
    // The splat route answers unknown paths (404 page): one label for them all.
    return route.endsWith("*") && route.length <= 2 ? "not-found" : route;
  }
}
