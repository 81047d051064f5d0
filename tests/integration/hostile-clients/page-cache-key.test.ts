import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";
import { seededDataDir } from "#tests/helpers/data-dir.ts";
import { PageCache, pageKey } from "#server/page-cache.ts";
import { SEARCH_PAGES_KEPT } from "#app/domain/search/query.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";
import type { PreparedPage } from "#server/cached-page.ts";

/**
 * One page-cache entry per page. Every spelling of a path the router matches (case, escapes, repeated or
 * trailing slashes) is redirected to the one spelling, keeping the query; parameters a page does not read,
 * values it does not know and React Router's own bypass the cache; so no sequence of anonymous requests
 * for spellings of one page can push another page out, and a render the cache would refuse is not
 * compressed for it.
 */
let server: RunningServer;

beforeAll(async () => {
  const { dataDir } = seededDataDir("wellness-page-cache-key-");
  // A small cache (a few dozen pages), so that spellings stored as pages of their own would push others out.
  server = await startServer({ dataDir, env: { PGLITE_DIR: "", LOG_LEVEL: "warn", PAGE_CACHE_MAX_BYTES: "4000000" } });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { Accept: "text/html", ...headers }, redirect: "manual" });

/** Asks twice; the second answer's x-page-cache header (hit when the first was stored). */
async function cacheState(path: string) {
  await (await get(path)).arrayBuffer();
  const second = await get(path);
  await second.arrayBuffer();
  return second.headers.get("x-page-cache");
}

describe("spellings of a page", () => {
  it("are redirected permanently to the one spelling, keeping the query string", async () => {
    const cases: [string, string][] = [
      ["/Articles", "/articles"],
      ["/articles/", "/articles"],
      ["/%61rticles", "/articles"],
      ["/articles//", "/articles"],
      ["//articles", "/articles"],
      ["/ABOUT?utm_source=x", "/about?utm_source=x"],
      ["/Product-Reviews?category=&sort=rating", "/product-reviews?category=&sort=rating"],
      ["/wellness-quiz/", "/wellness-quiz"],
    ];
    for (const [spelling, canonical] of cases) {
      const answer = await get(spelling);
      expect(answer.status, spelling).toBe(301);
      expect(answer.headers.get("location"), spelling).toBe(canonical);
    }
  });

  it("are never stored: the page's one entry is, and data requests in another spelling are not", async () => {
    expect(await cacheState("/articles")).toBe("hit");
    for (const spelling of ["/Articles.data", "/%61rticles.data"]) {
      const first = await get(spelling);
      expect(first.status, spelling).toBe(200);
      expect(await cacheState(spelling), spelling).toBeNull();
    }
  });

  it("with parameters the page does not read, or values it does not know, bypass or leave the cache", async () => {
    expect(await cacheState("/articles?tab=1")).toBeNull();
    expect(await cacheState("/articles.data?_routes=root")).toBeNull();
    const bogus = await get("/affiliates?category=zq-made-up");
    expect(bogus.status).toBe(301);
    expect(bogus.headers.get("location")).toBe("/affiliates");
    const sort = await get("/product-reviews?sort=zq&category=");
    expect(sort.status).toBe(301);
    expect(sort.headers.get("location")).toBe("/product-reviews?category=");
    const tab = await get("/wellness-toolkit?tab=zq");
    expect(tab.status).toBe(301);
    expect(tab.headers.get("location")).toBe("/wellness-toolkit");
  });

  it("cannot push another page out, whatever their number", async () => {
    expect(await cacheState("/about")).toBe("hit");
    const spellings: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      spellings.push(
        `/${"articles".replace(/./g, (c, at: number) => ((i >> at) & 1 ? c.toUpperCase() : c))}`,
        `/articles${"/".repeat((i % 5) + 1)}`,
        `/articles?tab=${i}`,
        `/articles.data?_routes=${i}`,
      );
    }
    for (const spelling of spellings) await (await get(spelling)).arrayBuffer();
    const about = await get("/about");
    await about.arrayBuffer();
    expect(about.headers.get("x-page-cache")).toBe("hit");
  }, 180_000);

  it("beyond a path's stored variants are answered without being prepared for the cache", async () => {
    const sorts = ["editorial", "rating", "name"];
    const html = await (await get("/product-reviews")).text();
    const categories = [...html.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]!);
    const variants = categories.flatMap((category) =>
      sorts.map((sort) => `/product-reviews?category=${category}&sort=${sort}`),
    );
    expect(variants.length).toBeGreaterThan(8);
    const states: (string | null)[] = [];
    for (const variant of variants) {
      const answer = await get(variant);
      await answer.arrayBuffer();
      states.push(answer.headers.get("x-page-cache"));
    }
    // The first eight are stored (answered as a stored page: "miss"); the rest are rendered and answered as such.
    expect(states.slice(0, 8).every((state) => state === "miss")).toBe(true);
    expect(states.slice(8).every((state) => state === null)).toBe(true);
  }, 120_000);
});

describe("the search page's type", () => {
  it("redirects an unknown type to the search without it, keeping the query", async () => {
    const answer = await get("/search?q=sleep&type=zq-made-up");
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/search?q=sleep");
    const known = await get("/search?q=sleep&type=article");
    expect(known.status).toBe(200);
  });

  it("cannot push another search out of the cache, whatever the number of unknown types", async () => {
    // A search is kept from its second ask (decision 048): asked three times, the third is a hit.
    await (await get("/search?q=sleep")).arrayBuffer();
    expect(await cacheState("/search?q=sleep")).toBe("hit");
    // More made-up types than the search keeps pages: each would be a stored variant if it were rendered.
    for (let i = 0; i < SEARCH_PAGES_KEPT + 10; i += 1) {
      await (await get(`/search?q=sleep&type=zq${i}`)).arrayBuffer();
    }
    const again = await get("/search?q=sleep");
    await again.arrayBuffer();
    expect(again.headers.get("x-page-cache")).toBe("hit");
  }, 180_000);
});

describe("the cache itself", () => {
  const page = (text: string): PreparedPage => {
    const body = Buffer.from(text);
    return {
      status: 200,
      headers: [],
      bodies: { identity: body, gzip: body, br: body },
      etag: `W/"${text}"`,
      contentType: "text/html",
    } as unknown as PreparedPage;
  };

  it("keeps pages without a query however many query variants arrive", () => {
    const cache = new PageCache({ maxEntries: 4 });
    const variants = contentPage({ query: ["sort"], variants: 100 });
    cache.set("en visitor /about", page("about"), contentPage());
    cache.set("en visitor /articles", page("articles"), contentPage());
    for (let i = 0; i < 50; i += 1) cache.set(`en visitor /product-reviews?sort=${i}`, page(`v${i}`), variants);
    expect(cache.has("en visitor /about")).toBe(true);
    expect(cache.has("en visitor /articles")).toBe(true);
    expect(cache.size).toBeLessThanOrEqual(4);
  });

  it("keys no path that is not written the one way, and keeps no parameter a page does not read", () => {
    for (const spelling of ["/articles/", "/articles//x", "/%61rticles", "/articles/caf%c3%a9", "/a%2Db"]) {
      expect(pageKey(spelling, "en", "visitor"), spelling).toBeNull();
    }
    expect(pageKey("/articles/caf%C3%A9", "en", "visitor")).toBe("en visitor /articles/caf%C3%A9");
    const cache = new PageCache();
    for (const url of ["/articles?_routes=root", "/articles?tab=1"]) {
      expect(cache.wouldStore(pageKey(url, "en", "visitor")!, contentPage()), url).toBe(false);
    }
  });
});
