import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.ts";

const page = (html: string, nonce = "N1") => ({
  status: 200,
  headers: [["content-type", "text/html"]] as [string, string][],
  body: Buffer.from(html),
  nonce,
});

describe("page cache", () => {
  it("returns a stored page until content changes", () => {
    const cache = new PageCache();
    cache.set("GET /", page("<p>hi</p>"));
    expect(cache.get("GET /")?.body.toString()).toBe("<p>hi</p>");
    cache.invalidate();
    expect(cache.get("GET /")).toBeUndefined();
  });

  it("expires entries after the TTL", () => {
    const cache = new PageCache({ ttlMs: 1000 });
    cache.set("GET /", page("x"), 0);
    expect(cache.get("GET /", 999)).toBeDefined();
    expect(cache.get("GET /", 1001)).toBeUndefined();
  });

  it("gives the same ETag to the same page rendered with different nonces", () => {
    const cache = new PageCache();
    const a = cache.set("a", page('<script nonce="N1"></script>', "N1"));
    const b = cache.set("b", page('<script nonce="N2"></script>', "N2"));
    const c = cache.set("c", page('<script nonce="N3">changed</script>', "N3"));
    expect(a.etag).toBe(b.etag);
    expect(c.etag).not.toBe(a.etag);
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

describe("invalidation while a page renders", () => {
  it("does not keep a page rendered from data read before an invalidation", () => {
    const cache = new PageCache();
    const version = cache.version;
    cache.invalidate();
    const served = cache.set("GET /", { ...page("old"), version });
    expect(served.body.toString()).toBe("old");
    expect(cache.get("GET /")).toBeUndefined();
    cache.set("GET /", { ...page("new"), version: cache.version });
    expect(cache.get("GET /")?.body.toString()).toBe("new");
  });
});
