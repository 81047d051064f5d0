import { describe, expect, it } from "vitest";
import { contentPage, pageCachePolicyOf } from "#app/lib/page-cache-policy.ts";
import type { PreparedPage } from "./cached-page.ts";
import { PageCache, pageKey } from "./page-cache.ts";

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
const plain = contentPage();

describe("page cache", () => {
  it("returns a stored page until content changes", () => {
    const cache = new PageCache();
    cache.set("en visitor /", page("<p>hi</p>"), plain);
    expect(cache.get("en visitor /")?.bodies.identity.toString()).toBe("<p>hi</p>");
    cache.invalidate();
    expect(cache.get("en visitor /")).toBeUndefined();
  });

  it("expires entries after the TTL", () => {
    const cache = new PageCache({ ttlMs: 1000 });
    cache.set("a", page("x"), plain, 0);
    expect(cache.get("a", 999)).toBeDefined();
    expect(cache.get("a", 1001)).toBeUndefined();
  });

  it("evicts the least recently used entry beyond its size", () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.set("a", page("a"), plain);
    cache.set("b", page("b"), plain);
    cache.get("a");
    cache.set("c", page("c"), plain);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.size).toBe(2);
  });
});

describe("invalidation by declared events", () => {
  it("drops the pages whose route declared the event or any content change, and keeps the others", () => {
    const cache = new PageCache();
    cache.set("en visitor /chat/sleep", page("room"), contentPage({ invalidatedBy: ["chat.messageModerated"] }));
    cache.set("en visitor /about", page("about"), plain);
    cache.set("en visitor /toolkit", page("toolkit"), contentPage({ invalidatedBy: ["people.changed"] }));
    cache.invalidate("chat.messageModerated");
    expect(cache.get("en visitor /chat/sleep")).toBeUndefined();
    expect(cache.get("en visitor /about")).toBeUndefined();
    expect(cache.get("en visitor /toolkit")).toBeDefined();
    // Without a cause (a resync), everything goes.
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it("does not keep a page rendered from data read before any invalidation", () => {
    const cache = new PageCache();
    const version = cache.version;
    cache.invalidate("people.changed");
    cache.set("en visitor /", { ...page("stale"), version }, plain);
    expect(cache.get("en visitor /")).toBeUndefined();
  });
});

describe("the route's policy", () => {
  it("is read from a handle, and a handle without one (or a malformed one) declares none", () => {
    expect(pageCachePolicyOf({ hydrate: false, pageCache: contentPage({ query: ["tab"] }) })).toEqual({
      query: ["tab"],
      variants: 8,
      invalidatedBy: "any content change",
      keptWhenAskedAgain: false,
    });
    expect(
      pageCachePolicyOf({ pageCache: contentPage({ query: ["q"], variants: 100, keptWhenAskedAgain: true }) }),
    ).toMatchObject({ keptWhenAskedAgain: true });
    expect(
      pageCachePolicyOf({
        pageCache: { query: [], variants: 8, invalidatedBy: "any content change", keptWhenAskedAgain: "yes" },
      }),
    ).toBeNull();
    expect(pageCachePolicyOf({ hydrate: false })).toBeNull();
    expect(pageCachePolicyOf(undefined)).toBeNull();
    expect(
      pageCachePolicyOf({ pageCache: { query: "tab", variants: 8, invalidatedBy: "any content change" } }),
    ).toBeNull();
  });

  it("knows a page asked for again within the TTL, by anyone, and forgets the oldest asks past its bound", () => {
    const cache = new PageCache({ maxEntries: 2, ttlMs: 1000 });
    expect(cache.askedBefore("en visitor /search?q=iron", 0)).toBe(false);
    expect(cache.askedBefore("en visitor /search?q=iron", 500)).toBe(true);
    // Past the TTL since the last ask: a first ask again.
    expect(cache.askedBefore("en visitor /search?q=iron", 2000)).toBe(false);
    // A content change does not forget what readers asked for.
    cache.invalidate();
    expect(cache.askedBefore("en visitor /search?q=iron", 2100)).toBe(true);
    // Eight asks remembered at most (four times the entries): the oldest goes first.
    for (let i = 0; i < 8; i += 1) cache.askedBefore(`en visitor /search?q=w${i}`, 2200);
    expect(cache.askedBefore("en visitor /search?q=w7", 2300)).toBe(true);
    expect(cache.askedBefore("en visitor /search?q=w0", 2300)).toBe(true);
    expect(cache.askedBefore("en visitor /search?q=iron", 2300)).toBe(false);
  });

  it("keeps only the query parameters it names", () => {
    const cache = new PageCache();
    const policy = contentPage({ query: ["category"] });
    cache.set("en visitor /affiliates?category=sleep", page("sleep"), policy);
    cache.set("en visitor /affiliates?x=1", page("made up"), policy);
    cache.set("en visitor /about?category=sleep", page("not read there"), plain);
    expect(cache.get("en visitor /affiliates?category=sleep")).toBeDefined();
    expect(cache.get("en visitor /affiliates?x=1")).toBeUndefined();
    expect(cache.get("en visitor /about?category=sleep")).toBeUndefined();
  });

  it("keeps a few query variants per path; more do not push pages out", () => {
    const cache = new PageCache();
    const policy = contentPage({ query: ["category"], variants: 2 });
    cache.set("en visitor /a", page("a"), plain);
    for (const value of ["1", "2", "3", "4"]) cache.set(`en visitor /b?category=${value}`, page(value), policy);
    expect(cache.get("en visitor /b?category=1")).toBeDefined();
    expect(cache.get("en visitor /b?category=2")).toBeDefined();
    expect(cache.get("en visitor /b?category=3")).toBeUndefined();
    expect(cache.get("en visitor /a")).toBeDefined();
  });

  it("a page with many variants by nature (a search) replaces its least recently used one, never other pages", () => {
    const cache = new PageCache({ maxEntries: 50 });
    const search = contentPage({ query: ["q"], variants: 10 });
    cache.set("en visitor /a", page("a"), plain);
    for (let index = 0; index < 30; index += 1) cache.set(`en visitor /search?q=w${index}`, page(`${index}`), search);
    expect(cache.size).toBe(11);
    expect(cache.get("en visitor /search?q=w29")).toBeDefined();
    expect(cache.get("en visitor /search?q=w0")).toBeUndefined();
    expect(cache.get("en visitor /a")).toBeDefined();
  });
});

describe("bounds", () => {
  it("holds at most maxBytes, evicting the least recently used", () => {
    const cache = new PageCache({ maxBytes: PAGE_1000 * 2 });
    cache.set("a", page("a".repeat(1000)), plain);
    cache.set("b", page("b".repeat(1000)), plain);
    expect(cache.bytes).toBe(PAGE_1000 * 2);
    cache.set("c", page("c".repeat(1000)), plain);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(PAGE_1000 * 2);
  });

  it("does not keep a page larger than the whole budget", () => {
    const cache = new PageCache({ maxBytes: 100 });
    cache.set("a", page("a".repeat(1000)), plain);
    expect(cache.size).toBe(0);
  });
});

describe("pageKey", () => {
  it("keys on the language, the audience, the path and the parameters, in a fixed order", () => {
    expect(pageKey("/product-reviews?sort=rating&category=sleep", "en", "visitor")).toBe(
      "en visitor /product-reviews?category=sleep&sort=rating",
    );
    expect(pageKey("/about", "en", "member")).toBe("en member /about");
    expect(pageKey("/about", "fr", "visitor")).not.toBe(pageKey("/about", "en", "visitor"));
  });

  it("keys a search by its text as the page reads it, and leaves tracking parameters out", () => {
    expect(pageKey("/search?q=%20kettle%20%20bell%20", "en", "visitor")).toBe("en visitor /search?q=kettle+bell");
    expect(pageKey("/about?utm_source=letter&fbclid=x", "en", "visitor")).toBe("en visitor /about");
  });

  it("keys no repeated parameter, and no path not written the one way", () => {
    expect(pageKey("/affiliates?category=a&category=b", "en", "visitor")).toBeNull();
    expect(pageKey("/articles/", "en", "visitor")).toBeNull();
    expect(pageKey("//articles", "en", "visitor")).toBeNull();
    expect(pageKey("/%61rticles", "en", "visitor")).toBeNull();
  });
});

describe("pages a render could not keep", () => {
  it("are remembered for the TTL, and forgotten on a content change", () => {
    const cache = new PageCache({ ttlMs: 1_000 });
    cache.markNotStored("en member /chat/x", 0);
    expect(cache.wasNotStored("en member /chat/x", 999)).toBe(true);
    expect(cache.wasNotStored("en member /chat/x", 1_001)).toBe(false);
    cache.markNotStored("en member /chat/x", 2_000);
    cache.invalidate("people.changed");
    expect(cache.wasNotStored("en member /chat/x", 2_001)).toBe(false);
  });
});

describe("an expired page under load", () => {
  it("is rendered again by one request while the others still get it, within the grace", () => {
    const cache = new PageCache({ ttlMs: 1_000, refreshGraceMs: 100 });
    cache.set("a", page("a"), plain, 0);
    expect(cache.get("a", 1_001)).toBeUndefined();
    expect(cache.get("a", 1_002)).toBeDefined();
    expect(cache.get("a", 1_200)).toBeUndefined();
  });
});
