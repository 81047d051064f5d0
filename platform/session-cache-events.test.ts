import type pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { notifyingPool, settle } from "#tests/helpers/notifying-pool.ts";
import { clusterEvents, createClusterEvents, createPostgresEvents } from "./cluster-events.ts";
import { dropSessions, followSessionDrops, SessionCache, sessionCache } from "./session-cache.ts";

const loadMessage = async () => null;
const later = () => Date.now() + 60_000;

describe("session caches follow ended sessions on the cluster event bus", () => {
  const stops: (() => unknown)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    sessionCache.drop({ all: true });
  });

  it("a session ended on one instance is dropped here at once and on every other instance", async () => {
    const pool = notifyingPool();
    const a = createPostgresEvents(pool, { loadMessage });
    const b = createPostgresEvents(pool, { loadMessage });
    await Promise.all([a.start(), b.start()]);
    stops.push(a.close, b.close);
    const cacheA = new SessionCache<string>();
    const cacheB = new SessionCache<string>();
    stops.push(followSessionDrops(cacheA, a), followSessionDrops(cacheB, b));
    for (const cache of [cacheA, cacheB]) {
      cache.set("uma-1", "uma", "Uma", later());
      cache.set("bea-1", "bea", "Bea", later());
    }

    dropSessions({ userId: "uma" }, a, cacheA);
    // Here before anything went over the bus.
    expect(cacheA.get("uma-1")).toBeUndefined();
    expect(cacheB.get("uma-1")).toBe("Uma");
    await settle();
    expect(cacheB.get("uma-1")).toBeUndefined();
    expect(cacheB.get("bea-1")).toBe("Bea");
    expect(cacheA.get("bea-1")).toBe("Bea");
  });

  it("a bus that reconnected (resync) empties the cache: it may have missed a drop", async () => {
    const events = createClusterEvents();
    const cache = new SessionCache<string>();
    stops.push(followSessionDrops(cache, events));
    cache.set("uma-1", "uma", "Uma", later());
    await events.publish({ type: "resync" });
    expect(cache.size).toBe(0);
  });

  it("when the others cannot be told, this instance keeps nothing that may be stale elsewhere", async () => {
    const events = createClusterEvents();
    events.connect({ query: () => Promise.reject(new Error("database away")) } as unknown as pg.Pool, { loadMessage });
    const cache = new SessionCache<string>();
    cache.set("uma-1", "uma", "Uma", later());
    cache.set("bea-1", "bea", "Bea", later());
    dropSessions({ key: "uma-1" }, events, cache);
    await settle();
    expect(cache.size).toBe(0);
  });

  it("the process's session cache follows the process's bus", async () => {
    sessionCache.set("uma-1", "uma", "Uma", later());
    await clusterEvents.publish({ type: "sessions-dropped", instanceId: "another-instance", drop: { userId: "uma" } });
    expect(sessionCache.get("uma-1")).toBeUndefined();
  });
});
