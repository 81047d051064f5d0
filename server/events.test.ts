import type { EventEmitter } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { notifyingPool, settle } from "#tests/helpers/notifying-pool.ts";
import {
  CLUSTER_CHANNEL,
  createPostgresEvents,
  createClusterEvents,
  LEGACY_CHANNEL,
  type ClusterEvents,
  type SiteEvent,
} from "#platform/cluster-events.ts";
import { onPagesChanged } from "#platform/page-invalidation.ts";
import { sessionCache } from "#platform/session-cache.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";
import { publicationTimes } from "./background-jobs.ts";
import type { PreparedPage } from "./cached-page.ts";
import { publicPagesSubscriber, sessionsSubscriber } from "./events.ts";
import { followContentChanges, PageCache } from "./page-cache.ts";

const later = () => Date.now() + 60_000;
const LEGACY = { channel: LEGACY_CHANNEL, quiet: { theirs: ["presence"], ours: ["chat.presence" as const] } };
const saved = (isPublic: boolean, scheduledFor: string | null = null): SiteEvent => ({
  type: "article.saved",
  slug: "a",
  wasPublic: false,
  isPublic,
  scheduledFor,
});

describe("the site's events: one bus, subscribers that name their events", () => {
  const stops: (() => unknown)[] = [];
  const track = (stop: () => unknown) => void stops.push(stop);
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    sessionCache.drop({ all: true });
  });
  /** Two instances on one (in-memory) PostgreSQL. */
  async function twoInstances(options: { legacy?: typeof LEGACY } = {}) {
    const pool = notifyingPool();
    const a = createPostgresEvents(pool, options);
    const b = createPostgresEvents(pool, options);
    await Promise.all([a.start(), b.start()]);
    track(a.close);
    track(b.close);
    return { pool, a, b };
  }
  const pagesChanged = () => {
    const counter = { count: 0 };
    track(onPagesChanged(() => (counter.count += 1)));
    return counter;
  };
  const heard = (events: ClusterEvents, applicableEvents: SiteEvent["type"][]) => {
    const got: SiteEvent[] = [];
    track(events.subscribe({ name: "test", applicableEvents, handle: (event) => void got.push(event) }));
    return got;
  };

  it("a subscriber receives the events it names and no other", async () => {
    const events = createClusterEvents();
    const got = heard(events, ["people.changed"]);
    await events.publish({ type: "siteFigures.changed", key: "readers" });
    await events.publish({ type: "people.changed" });
    expect(got).toEqual([{ type: "people.changed" }]);
  });

  it("a public article saved on one instance empties this one's pages before publish returns, then every other's, each once", async () => {
    const { a, b } = await twoInstances();
    track(a.subscribe(publicPagesSubscriber));
    track(b.subscribe(publicPagesSubscriber));
    const signal = pagesChanged(); // one process here: both instances raise the same signal
    const publishing = a.publish(saved(true));
    expect(signal.count).toBe(1);
    await publishing;
    await settle();
    // The other instance heard it; this one's own notification coming back is skipped.
    expect(signal.count).toBe(2);
  });

  it("an event drops, on every instance, only the cached pages whose route declared it (or any content change)", async () => {
    const { a, b } = await twoInstances();
    track(a.subscribe(publicPagesSubscriber));
    track(b.subscribe(publicPagesSubscriber));
    const cache = new PageCache();
    track(followContentChanges(cache));
    const page = (html: string): PreparedPage => ({
      status: 200,
      etag: `W/"${html}"`,
      headers: [],
      bodies: { identity: Buffer.from(html), gzip: Buffer.alloc(0), br: Buffer.alloc(0) },
      raw: { identity: [], gzip: [], br: [] },
      rawNotModified: [],
    });
    const fill = () => {
      cache.set("en visitor /chat/sleep", page("room"), contentPage({ invalidatedBy: ["chat.messageModerated"] }));
      cache.set("en member /articles", page("list"), contentPage());
      cache.set("en visitor /team", page("team"), contentPage({ invalidatedBy: ["people.changed"] }));
    };
    fill();
    const publishing = a.publish({ type: "chat.messageModerated", id: 1, action: "removed" });
    // This instance drops them before publish returns.
    expect(cache.get("en visitor /chat/sleep")).toBeUndefined();
    expect(cache.get("en member /articles")).toBeUndefined();
    expect(cache.get("en visitor /team")).toBeDefined();
    await publishing;
    fill();
    await settle();
    // The other instance (same process here) heard it too, and dropped the same pages only.
    expect(cache.get("en visitor /chat/sleep")).toBeUndefined();
    expect(cache.get("en visitor /team")).toBeDefined();
    // A resync drops everything.
    await a.publish({ type: "bus.resync" });
    expect(cache.get("en visitor /team")).toBeUndefined();
  });

  it("a draft saved, or a migration that wrote nothing, changes no public page", async () => {
    const events = createClusterEvents();
    track(events.subscribe(publicPagesSubscriber));
    const signal = pagesChanged();
    await events.publish(saved(false));
    await events.publish({ type: "catalogue.migrated", written: 0 });
    expect(signal.count).toBe(0);
    await events.publish({ type: "catalogue.migrated", written: 2 });
    expect(signal.count).toBe(1);
  });

  it("a role changed on one instance drops that member's cached sessions on another", async () => {
    const { a, b } = await twoInstances();
    track(b.subscribe(sessionsSubscriber));
    sessionCache.set("uma-1", "uma", "Uma", later());
    sessionCache.set("bea-1", "bea", "Bea", later());
    await a.publish({ type: "member.roleChanged", userId: "uma" });
    expect(sessionCache.get("uma-1")).toBe("Uma");
    await settle();
    expect(sessionCache.get("uma-1")).toBeUndefined();
    expect(sessionCache.get("bea-1")).toBe("Bea");
  });

  it("a bus that reconnected (resync) empties the pages and the sessions: it may have missed a change", async () => {
    const events = createClusterEvents();
    track(events.subscribe(publicPagesSubscriber));
    track(events.subscribe(sessionsSubscriber));
    const signal = pagesChanged();
    sessionCache.set("uma-1", "uma", "Uma", later());
    await events.publish({ type: "bus.resync" });
    expect(signal.count).toBe(1);
    expect(sessionCache.size).toBe(0);
  });

  it("a scheduled publication is queued once, by the instance that saved it", async () => {
    const { a, b } = await twoInstances();
    const queued: { on: string; at: Date }[] = [];
    track(a.subscribe(publicationTimes((at) => queued.push({ on: "a", at }))));
    track(b.subscribe(publicationTimes((at) => queued.push({ on: "b", at }))));
    const at = new Date(Date.now() + 3_600_000);
    await a.publish(saved(false, at.toISOString()));
    await a.publish(saved(false, null));
    await a.publish({ type: "article.signedOff", slug: "a", status: "draft", publishedAt: at.toISOString() });
    await settle();
    expect(queued).toEqual([{ on: "a", at }]);
  });

  it("an event too big for a notification travels by reference and is read back on the other instance", async () => {
    const pool = notifyingPool();
    const message = {
      id: 42,
      topic: "mental-wellness",
      content: "x".repeat(8_000),
      userId: null,
      createdAt: new Date(0).toISOString(),
      sender: null,
    };
    const byReference = {
      shrink: (event: SiteEvent) => (event.type === "chat.messagePosted" ? { type: event.type, id: 42 } : null),
      expand: async () => ({ type: "chat.messagePosted" as const, message }),
    };
    const a = createPostgresEvents(pool, { byReference });
    const b = createPostgresEvents(pool, { byReference });
    await Promise.all([a.start(), b.start()]);
    track(a.close);
    track(b.close);
    const got = heard(b, ["chat.messagePosted"]);
    await a.publish({ type: "chat.messagePosted", message });
    await settle();
    expect(got).toEqual([{ type: "chat.messagePosted", message }]);
  });

  it("during a rolling upgrade, instances of the previous version and this one tell each other to catch up", async () => {
    const { pool, a, b } = await twoInstances({ legacy: LEGACY });
    const resyncs = heard(a, ["bus.resync"]);
    // An instance of the previous version, listening on its channel.
    const previous = (await pool.connect()) as unknown as EventEmitter & { query(sql: string): Promise<unknown> };
    await previous.query(`LISTEN ${LEGACY_CHANNEL}`);
    const toPrevious: unknown[] = [];
    previous.on("notification", (n: { channel: string; payload: string }) => {
      if (n.channel === LEGACY_CHANNEL) toPrevious.push(JSON.parse(n.payload));
    });

    // Its events, which this version cannot read, are heard as "catch up"; its live counts are not.
    await pool.query("select pg_notify($1, $2)", [LEGACY_CHANNEL, JSON.stringify({ type: "pages-invalidated" })]);
    await pool.query("select pg_notify($1, $2)", [LEGACY_CHANNEL, JSON.stringify({ type: "presence", counts: {} })]);
    await settle();
    expect(resyncs).toEqual([{ type: "bus.resync" }]);

    // This version's events reach it as its own "resync"; the other new instance does not take that for a change.
    resyncs.length = 0;
    toPrevious.length = 0;
    await b.publish({ type: "people.changed" });
    await b.publish({ type: "chat.presence", instanceId: b.instanceId, counts: {} });
    await settle();
    expect(toPrevious).toEqual([{ type: "resync", from: CLUSTER_CHANNEL }]);
    expect(resyncs).toEqual([]);
  });
});
