import { afterEach, describe, expect, it } from "vitest";
import { notifyingPool, settle } from "#tests/helpers/notifying-pool.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";
import { clusterEvents, createClusterEvents, createPostgresEvents } from "#platform/cluster-events.ts";
import { invalidatePages } from "#platform/page-invalidation.ts";
import { publishEvent } from "#platform/side-effects.ts";
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
const plain = contentPage();
const room = contentPage({ invalidatedBy: ["chat.messageModerated"] });

const loadMessage = async () => null;

describe("page caches follow content changes on the cluster event bus", () => {
  const stops: (() => unknown)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    pageCache.invalidate();
  });

  it("invalidatePages() empties this process's cache before it returns", () => {
    pageCache.set("en visitor /articles", page("cached"), plain);
    invalidatePages();
    expect(pageCache.get("en visitor /articles")).toBeUndefined();
  });

  it("a domain event drops, before its publication returns, the pages whose route declared it", () => {
    pageCache.set("en visitor /chat/sleep", page("room"), room);
    pageCache.set("en member /articles", page("list"), plain);
    pageCache.set("en visitor /elsewhere", page("other"), contentPage({ invalidatedBy: ["people.changed"] }));
    publishEvent({ type: "chat.messageModerated", id: 1, action: "removed" });
    expect(pageCache.get("en visitor /chat/sleep")).toBeUndefined();
    expect(pageCache.get("en member /articles")).toBeUndefined();
    expect(pageCache.get("en visitor /elsewhere")).toBeDefined();
  });

  it("a change on one instance drops the same pages on every instance, each once", async () => {
    const pool = notifyingPool();
    const a = createPostgresEvents(pool, { loadMessage });
    const b = createPostgresEvents(pool, { loadMessage });
    await Promise.all([a.start(), b.start()]);
    stops.push(a.close, b.close);
    const cacheA = new PageCache();
    const cacheB = new PageCache();
    stops.push(followContentChanges(cacheA, a), followContentChanges(cacheB, b));
    for (const cache of [cacheA, cacheB]) {
      cache.set("en visitor /chat/sleep", page("room"), room);
      cache.set("en visitor /toolkit", page("toolkit"), contentPage({ invalidatedBy: ["people.changed"] }));
    }

    const publishing = a.publish({
      type: "pages-invalidated",
      instanceId: a.instanceId,
      cause: "chat.messageModerated",
    });
    // The publishing instance's own cache drops it at once, before the notification went anywhere.
    expect(cacheA.get("en visitor /chat/sleep")).toBeUndefined();
    const versionA = cacheA.version;
    await publishing;
    await settle();
    expect(cacheB.get("en visitor /chat/sleep")).toBeUndefined();
    expect(cacheB.get("en visitor /toolkit")).toBeDefined();
    // Its own notification coming back does not drop anything a second time.
    expect(cacheA.version).toBe(versionA);
  });

  it("a bus that reconnected (resync) empties the cache: it may have missed a change", async () => {
    const events = createClusterEvents();
    const cache = new PageCache();
    stops.push(followContentChanges(cache, events));
    cache.set("en visitor /", page("old"), contentPage({ invalidatedBy: [] }));
    await events.publish({ type: "resync" });
    expect(cache.get("en visitor /")).toBeUndefined();
  });

  it("the process's page cache follows the process's bus", async () => {
    pageCache.set("en visitor /", page("mine"), plain);
    await clusterEvents.publish({ type: "resync" });
    expect(pageCache.get("en visitor /")).toBeUndefined();
  });
});
