import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";

/**
 * Search over HTTP against the production server on its own embedded database: a search with results is
 * kept by the page cache for visitors from its second ask, keyed by the query as the page reads it; one with no results never
 * is; suggestions are answered at once with the headers every answer carries, by the route's rules.
 */
let server: RunningServer;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-search-http-"));
  server = await startServer({ dataDir, env: { PGLITE_DIR: "", LOG_LEVEL: "warn", TRUST_PROXY: "1" } });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${server.url}${pathname}`, { method, headers });

describe("the search page", () => {
  it("is kept for visitors from its second ask when it has results, one page for every spelling of the same query", async () => {
    // The first ask: the route's render as it is, nothing prepared for the cache (decision 049).
    const first = await get("/search?q=magnesium+sleep");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toMatch(/\bpublic\b/);
    expect(first.headers.get("x-page-cache")).toBeNull();
    // The engine's and the risk check's time for this render; a kept page does not repeat one render's timing.
    expect(first.headers.get("server-timing")).toMatch(/^engine;dur=\d+\.\d\d, risk;dur=\d+\.\d\d$/);
    const html = await first.text();
    expect(html).toContain("data-search-result");
    // Asked again, in another spelling of the same query: kept, and answered for every spelling.
    const second = await get("/search?q=%20magnesium%20%20sleep%20");
    expect(second.headers.get("x-page-cache")).toBe("miss");
    const kept = await second.text();
    expect(kept).toContain("data-search-result");
    const again = await get("/search?q=magnesium%20sleep");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("server-timing")).toBeNull();
    expect(await again.text()).toBe(kept);
  });

  it("is not kept for asks of other searches: each of many searches asked once is answered as rendered", async () => {
    for (const q of ["iron+walking", "yoga+protein", "sleep+vitamin", "stress+iron"]) {
      const answer = await get(`/search?q=${q}`);
      expect(answer.status, q).toBe(200);
      expect(answer.headers.get("x-page-cache"), q).toBeNull();
      expect(answer.headers.get("content-security-policy"), q).toMatch(/'nonce-/);
      expect(await answer.text(), q).toContain("data-search-result");
    }
  });

  it("is rendered every time when nothing matched (each such search is counted)", async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await get("/search?q=zqxwvkjhq");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-page-cache")).toBeNull();
      expect(answer.headers.get("cache-control") ?? "").not.toMatch(/\bpublic\b/);
      expect(await answer.text()).toContain("No results for");
    }
  });
});

describe("a search the page cache does not hold", () => {
  /** The route's whole render of the same search (a parameter no page reads), its nonce and that parameter out. */
  const routeRender = async (query: string) => {
    const html = await (await get(`/search?${query}&render=whole`)).text();
    return html.replace(/ nonce="[^"]*"/g, "").replaceAll("&amp;render=whole", "");
  };

  it("is the route's own page, whatever the query (no shell, no markup spliced in)", async () => {
    const queries = [
      "q=iron+fatigue",
      "q=sleep&type=article",
      "q=%22%3Cb%3Eyoga%27+%26+pilates",
      "q=zqxwvkjhq+sleep",
      "q=_R_1_+menopause",
      "q=x",
      "q=I+want+to+kill+myself",
      "q=pelvic+floor&utm_source=newsletter",
    ];
    for (const query of queries) {
      const answer = await get(`/search?${query}`);
      expect(answer.status, query).toBe(200);
      const html = (await answer.text()).replace(/ nonce="[^"]*"/g, "");
      expect(html, query).toBe(await routeRender(query));
    }
  });

  it("is kept compressed once, gzip answered to a client that also takes brotli", async () => {
    await (await get("/search?q=protein+running", { "Accept-Encoding": "gzip, br" })).arrayBuffer();
    const first = await get("/search?q=protein+running", { "Accept-Encoding": "gzip, br" });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const again = await get("/search?q=protein+running", { "Accept-Encoding": "gzip, br" });
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("content-encoding")).toBe("gzip");
    expect(await again.text()).toBe(await routeRender("q=protein+running"));
  });
});

describe("suggestions", () => {
  it("are answered at once, with the security headers of every answer and a request id", async () => {
    const page = await get("/about");
    const answer = await get("/search/suggest?q=menopa", { "x-forwarded-for": "10.9.0.1" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
    expect(answer.headers.get("x-page-cache")).toBeNull();
    expect(answer.headers.get("x-request-id")).toBeTruthy();
    expect(answer.headers.get("set-cookie")).toBeNull();
    for (const name of ["x-content-type-options", "x-frame-options", "referrer-policy", "cross-origin-opener-policy"]) {
      expect(answer.headers.get(name), name).toBe(page.headers.get(name));
    }
    expect(answer.headers.get("content-security-policy")).toMatch(/default-src 'self'/);
    const body = (await answer.json()) as { suggestions: { url: string; label: string; title: string }[] };
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.some((s) => /menopause/i.test(s.title))).toBe(true);
    expect(Object.keys(body.suggestions[0]!).sort()).toEqual(["label", "title", "url"]);

    const head = await get("/search/suggest?q=menopa", { "x-forwarded-for": "10.9.0.2" }, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("refuse a bad query and a client over its limit", async () => {
    for (const query of ["", "?q=a", "?q=sleep&q=iron", `?q=${"x".repeat(101)}`]) {
      const answer = await get(`/search/suggest${query}`, { "x-forwarded-for": "10.9.1.1" });
      expect(answer.status, query).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toBeTruthy();
    }
    let last: Response | undefined;
    for (let i = 0; i < 61; i += 1) last = await get("/search/suggest?q=iron", { "x-forwarded-for": "10.9.2.1" });
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toBe("10");
    expect((await get("/search/suggest?q=iron", { "x-forwarded-for": "10.9.2.2" })).status).toBe(200);
  });
});
