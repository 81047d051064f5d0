import { describe, expect, it } from "vitest";
import type { PreparedPage } from "./cached-page.ts";
import { cacheKey, PageCache } from "./page-cache.ts";

/** A stored page as server/cached-page.ts prepares it (its encoded bodies left empty here). */
const page = (html: string): PreparedPage => ({
  status: 200,
  etag: `W/"${html.length}"`,
  headers: [["content-type", "text/html"]],
  bodies: { identity: Buffer.from(html), gzip: Buffer.alloc(0), br: Buffer.alloc(0) },
  raw: { identity: [], gzip: [], br: [] },
  rawNotModified: [],
});
/** What one page of 1,000 bytes counts for: its bodies, its headers (four lists) and 256 bytes. */
const PAGE_1000 = 1000 + 4 * 21 + 256;

describe("page cache", () => {
  it("returns a stored page until content changes", () => {
    const cache = new PageCache();
    cache.set("GET /", page("<p>hi</p>"));
    expect(cache.get("GET /")?.bodies.identity.toString()).toBe("<p>hi</p>");
    cache.invalidate();
    expect(cache.get("GET /")).toBeUndefined();
  });

  it("expires entries after the TTL", () => {
    const cache = new PageCache({ ttlMs: 1000 });
    cache.set("GET /", page("x"), 0);
    expect(cache.get("GET /", 999)).toBeDefined();
    expect(cache.get("GET /", 1001)).toBeUndefined();
  });

  it("evicts the least recently used entry beyond its size", () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.set("a", page("a"));
    cache.set("b", page("b"));
    cache.get("a");
    cache.set("c", page("c"));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.size).toBe(2);
  });
});

describe("pages a visitor's render could not keep", () => {
  it("are remembered for the TTL, so a member's request renders once, and forgotten on a content change", () => {
    const cache = new PageCache({ ttlMs: 1_000 });
    expect(cache.wasNotStored("GET /profile", 0)).toBe(false);
    cache.markNotStored("GET /profile", 0);
    expect(cache.wasNotStored("GET /profile", 999)).toBe(true);
    expect(cache.wasNotStored("GET /profile", 1_001)).toBe(false);
    cache.markNotStored("GET /search?q=zzzz", 2_000);
    cache.invalidate();
    expect(cache.wasNotStored("GET /search?q=zzzz", 2_001)).toBe(false);
  });
});

describe("invalidation while a page renders", () => {
  it("does not keep a page rendered from data read before an invalidation", () => {
    const cache = new PageCache();
    const version = cache.version;
    cache.invalidate();
    const served = cache.set("GET /", { ...page("old"), version });
    expect(served.bodies.identity.toString()).toBe("old");
    expect(cache.get("GET /")).toBeUndefined();
    cache.set("GET /", { ...page("new"), version: cache.version });
    expect(cache.get("GET /")?.bodies.identity.toString()).toBe("new");
  });
});

describe("bounds", () => {
  it("holds at most maxBytes, evicting the least recently used", () => {
    const cache = new PageCache({ maxBytes: 3 * PAGE_1000 });
    for (const key of ["a", "b", "c"]) cache.set(key, page("x".repeat(1000)));
    cache.get("a");
    cache.set("d", page("x".repeat(1000)));
    expect(cache.bytes).toBeLessThanOrEqual(3 * PAGE_1000);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("d")).toBeDefined();
  });

  it("makes a member's copy left for later once, when the first member asks, and counts its bytes then", () => {
    const cache = new PageCache({ maxBytes: 3 * PAGE_1000 + 1500 });
    let prepared = 0;
    const personal = () => {
      prepared += 1;
      return {
        pieces: [Buffer.alloc(600)],
        slots: ["account"],
        deflated: [Buffer.alloc(400)],
        rawIdentity: [],
        rawGzip: [],
      };
    };
    cache.set("GET /a", page("a".repeat(1000)));
    cache.set("GET /search?q=b", { ...page("b".repeat(1000)), preparePersonal: personal });
    cache.set("GET /search?q=c", { ...page("c".repeat(1000)), preparePersonal: () => null });
    expect(prepared).toBe(0);
    expect(cache.bytes).toBe(3 * PAGE_1000);
    expect(cache.get("GET /search?q=b")?.personal).toBeNull();

    expect(cache.personalOf("GET /search?q=b")?.pieces[0]?.length).toBe(600);
    expect(cache.personalOf("GET /search?q=b")?.slots).toEqual(["account"]);
    expect(prepared).toBe(1);
    expect(cache.bytes).toBe(3 * PAGE_1000 + 1000);
    // A page without personal slots: null, asked once; a page not held: undefined.
    expect(cache.personalOf("GET /search?q=c")).toBeNull();
    expect(cache.personalOf("GET /nothing")).toBeUndefined();

    // Over the budget once a copy is made: the least recently used query variant goes, never a page without a query.
    cache.set("GET /search?q=d", { ...page("d".repeat(1000)), preparePersonal: personal });
    expect(cache.personalOf("GET /search?q=d")).not.toBeNull();
    expect(cache.bytes).toBeLessThanOrEqual(3 * PAGE_1000 + 1500);
    expect(cache.peek("GET /a")).toBeDefined();
    expect(cache.peek("GET /search?q=b")).toBeUndefined();
  });

  it("does not keep a page larger than the whole budget", () => {
    const cache = new PageCache({ maxBytes: 100 });
    cache.set("a", page("x".repeat(1000)));
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("keeps a few query variants per path; more do not push pages out", () => {
    const cache = new PageCache({ maxVariantsPerPath: 2, maxEntries: 4 });
    cache.set("GET /", page("home"));
    cache.set("GET /affiliates", page("all"));
    for (let i = 0; i < 50; i += 1) cache.set(`GET /affiliates?category=${i}`, page(`c${i}`));
    expect(cache.size).toBe(4);
    expect(cache.get("GET /")?.bodies.identity.toString()).toBe("home");
    expect(cache.get("GET /affiliates")?.bodies.identity.toString()).toBe("all");
    expect(cache.get("GET /affiliates?category=49")).toBeUndefined();
  });

  it("keeps a search's own share of queries, replacing its least recently used, never other pages", () => {
    const cache = new PageCache({ maxVariantsPerPath: 2, maxEntries: 10, openVariants: { "GET /search": 3 } });
    cache.set("GET /", page("home"));
    cache.set("GET /search?q=iron", page("iron"));
    cache.set("GET /search?q=sleep", page("sleep"));
    cache.set("GET /search?q=yoga", page("yoga"));
    cache.get("GET /search?q=iron");
    // Full: the least recently used query ("sleep") makes room.
    cache.set("GET /search?q=pcos", page("pcos"));
    expect(cache.get("GET /search?q=sleep")).toBeUndefined();
    for (const query of ["iron", "yoga", "pcos"]) {
      expect(cache.get(`GET /search?q=${query}`)?.bodies.identity.toString()).toBe(query);
    }
    for (let i = 0; i < 50; i += 1) cache.set(`GET /search?q=x${i}`, page(`x${i}`));
    expect(cache.size).toBe(4);
    expect(cache.get("GET /")?.bodies.identity.toString()).toBe("home");
    expect(cache.get("GET /search?q=x49")?.bodies.identity.toString()).toBe("x49");
    expect(cache.isOpenVariant("GET /search?q=x49")).toBe(true);
    expect(cache.isOpenVariant("GET /search")).toBe(false);
    expect(cache.isOpenVariant("GET /affiliates?category=a")).toBe(false);
  });
});

describe("cacheKey", () => {
  it("keys on the path and the parameters pages read, in a fixed order", () => {
    expect(cacheKey("/")).toBe("GET /");
    expect(cacheKey("/articles?")).toBe("GET /articles");
    expect(cacheKey("/affiliates?category=health")).toBe("GET /affiliates?category=health");
    expect(cacheKey("/product-reviews?sort=a&category=b")).toBe(cacheKey("/product-reviews?category=b&sort=a"));
  });

  it("keys a search by its text as the page reads it: white space trimmed and collapsed, NUL dropped", () => {
    const key = cacheKey("/search?q=kettle+bell");
    expect(key).toBe("GET /search?q=kettle+bell");
    for (const given of ["/search?q=%20kettle%20%20bell%20", "/search?q=kettle%09bell", "/search?q=kettle%00+bell"]) {
      expect(cacheKey(given), given).toBe(key);
    }
    expect(cacheKey("/search?q=Kettle+bell")).not.toBe(key);
    expect(cacheKey("/search?type=article&q=iron")).toBe("GET /search?q=iron&type=article");
  });

  it("leaves tracking parameters out: a tagged link is the same page", () => {
    expect(cacheKey("/articles/x?utm_source=newsletter&utm_medium=email&utm_campaign=march")).toBe("GET /articles/x");
    expect(cacheKey("/affiliates?utm_source=b&category=a&fbclid=c")).toBe("GET /affiliates?category=a");
    expect(cacheKey("/?utm_source=a&utm_source=b")).toBe("GET /");
    expect(cacheKey("/?gclid=1&x=2")).toBeNull();
  });

  it("bypasses the cache for unknown or repeated parameters", () => {
    expect(cacheKey("/?x=123")).toBeNull();
    expect(cacheKey("/affiliates?category=a&nocache=b")).toBeNull();
    expect(cacheKey("/affiliates?category=a&category=b")).toBeNull();
  });
});

describe("page cache, an expired page under load", () => {
  it("is rendered again by one request while the others still get it", () => {
    const cache = new PageCache({ ttlMs: 1000, refreshGraceMs: 500 });
    cache.set("GET /", page("old"), 0);
    // The first request past the TTL renders it…
    expect(cache.get("GET /", 1001)).toBeUndefined();
    // …the others, meanwhile, get the expired copy instead of rendering too.
    for (const at of [1002, 1200, 1500]) expect(cache.get("GET /", at)?.bodies.identity.toString()).toBe("old");
    cache.set("GET /", page("new"), 1300);
    expect(cache.get("GET /", 1400)?.bodies.identity.toString()).toBe("new");
  });

  it("lets another request render it when the first did not store it within the grace", () => {
    const cache = new PageCache({ ttlMs: 1000, refreshGraceMs: 500 });
    cache.set("GET /", page("old"), 0);
    expect(cache.get("GET /", 1001)).toBeUndefined();
    expect(cache.get("GET /", 1502)).toBeUndefined();
    expect(cache.get("GET /", 1503)).toBeDefined();
    // Long past the TTL and the grace, nothing old is served any more.
    expect(cache.get("GET /", 5000)).toBeUndefined();
    expect(cache.get("GET /", 5001)).toBeUndefined();
  });

  it("is not marked for rendering by a request that cannot store it (a member's)", () => {
    const cache = new PageCache({ ttlMs: 1000, refreshGraceMs: 500 });
    cache.set("GET /", page("old"), 0);
    expect(cache.get("GET /", 1001, false)).toBeUndefined();
    expect(cache.get("GET /", 1002)).toBeUndefined();
    expect(cache.get("GET /", 1003)).toBeDefined();
  });
});
