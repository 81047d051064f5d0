import { afterEach, describe, expect, it } from "vitest";
import type { PreparedPage } from "./cached-page.ts";
import { createInProcessBus } from "#app/domain/chat/bus.server.ts";
import { invalidatePages } from "#platform/page-invalidation.ts";
import { PageCache, pageCache } from "./page-cache.ts";
import { sharePageCacheInvalidations } from "./page-cache-sync.ts";

const page = (html: string): PreparedPage => ({
  status: 200,
  etag: `W/"${html}"`,
  headers: [],
  bodies: { identity: Buffer.from(html), gzip: Buffer.alloc(0), br: Buffer.alloc(0) },
  raw: { identity: [], gzip: [], br: [] },
  rawNotModified: [],
});
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Two instances' caches on one bus; across processes on PostgreSQL, tests/e2e-multi checks it end to end. */
describe("page cache invalidations across instances", () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    pageCache.invalidate();
  });

  it("a content change on one instance empties the other instances' caches and ignores its own echo", async () => {
    const bus = createInProcessBus();
    const a = new PageCache();
    const b = new PageCache();
    const syncA = sharePageCacheInvalidations(bus, "a", a);
    const syncB = sharePageCacheInvalidations(bus, "b", b);
    stops.push(syncA.stop, syncB.stop);
    a.set("GET /articles", page("A"));
    b.set("GET /articles", page("B"));

    a.invalidate();
    const versionA = a.version;
    syncA.publish();
    await tick();
    expect(b.get("GET /articles")).toBeUndefined();
    // Instance A ignores its own notification (its cache is already empty and stays at the same version).
    expect(a.version).toBe(versionA);

    b.set("GET /articles", page("B2"));
    a.set("GET /articles", page("A2"));
    syncB.publish();
    await tick();
    expect(a.get("GET /articles")).toBeUndefined();
    expect(b.get("GET /articles")?.bodies.identity.toString()).toBe("B2");
  });

  it("invalidatePages() publishes for the process's cache, and a bus reconnection empties it", async () => {
    const bus = createInProcessBus();
    const other = new PageCache();
    const own = sharePageCacheInvalidations(bus, "own");
    const remote = sharePageCacheInvalidations(bus, "remote", other);
    stops.push(own.stop, remote.stop);
    other.set("GET /", page("other"));
    invalidatePages();
    await tick();
    expect(other.get("GET /")).toBeUndefined();

    pageCache.set("GET /", page("mine"));
    await bus.publish({ type: "resync" });
    expect(pageCache.get("GET /")).toBeUndefined();

    own.stop();
    other.set("GET /", page("other again"));
    invalidatePages();
    await tick();
    expect(other.get("GET /")?.bodies.identity.toString()).toBe("other again");
  });
});
