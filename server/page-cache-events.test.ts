import { afterEach, describe, expect, it } from "vitest";
import { notifyingPool, settle } from "#tests/helpers/notifying-pool.ts";
import { clusterEvents, createClusterEvents, createPostgresEvents } from "#platform/cluster-events.ts";
import { invalidatePages } from "#platform/page-invalidation.ts";
import type { PreparedPage } from "./cached-page.ts";
import { followContentChanges, PageCache, pageCache } from "./page-cache.ts";

const page = (html: string): PreparedPage => ({
  status: 200,
  etag: `W/"${html}"`,
  headers: [],
  bodies: { identity: Buffer.from(html), gzip: Buffer.alloc(0), br: Buffer.alloc(0) },
  raw: { identity: [], gzip: [], br: [] },
  rawNotModified: [],
});

const loadMessage = async () => null;

describe("page caches follow content changes on the cluster event bus", () => {
  const stops: (() => unknown)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    pageCache.invalidate();
  });

  it("invalidatePages() empties this process's cache before it returns", () => {
    pageCache.set("GET /articles", page("cached"));
    invalidatePages();
    expect(pageCache.get("GET /articles")).toBeUndefined();
  });

  it("a change on one instance empties every instance's cache, each once", async () => {
    const pool = notifyingPool();
    const a = createPostgresEvents(pool, { loadMessage });
    const b = createPostgresEvents(pool, { loadMessage });
    await Promise.all([a.start(), b.start()]);
    stops.push(a.close, b.close);
    const cacheA = new PageCache();
    const cacheB = new PageCache();
    stops.push(followContentChanges(cacheA, a), followContentChanges(cacheB, b));
    cacheA.set("GET /", page("A"));
    cacheB.set("GET /", page("B"));

    const publishing = a.publish({ type: "pages-invalidated", instanceId: a.instanceId });
    // The publishing instance's own cache is empty at once, before the notification went anywhere.
    expect(cacheA.get("GET /")).toBeUndefined();
    const versionA = cacheA.version;
    await publishing;
    await settle();
    expect(cacheB.get("GET /")).toBeUndefined();
    // Its own notification coming back does not empty it a second time.
    expect(cacheA.version).toBe(versionA);
  });

  it("a bus that reconnected (resync) empties the cache: it may have missed a change", async () => {
    const events = createClusterEvents();
    const cache = new PageCache();
    stops.push(followContentChanges(cache, events));
    cache.set("GET /", page("old"));
    await events.publish({ type: "resync" });
    expect(cache.get("GET /")).toBeUndefined();
  });

  it("the process's page cache follows the process's bus", async () => {
    pageCache.set("GET /", page("mine"));
    await clusterEvents.publish({ type: "resync" });
    expect(pageCache.get("GET /")).toBeUndefined();
  });
});
