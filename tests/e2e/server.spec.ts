import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { TEST_METRICS_TOKEN } from "./server.ts";

test.describe("the HTTP server", () => {
  test("GET /healthz checks the database and says the release and its schema level", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    const root = path.resolve(import.meta.dirname, "../..");
    const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
    const migrations = (
      JSON.parse(fs.readFileSync(path.join(root, "drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] }
    ).entries.length;
    expect(await response.json()).toEqual({
      status: "ok",
      database: "pglite",
      version,
      schema: { level: migrations, expected: migrations, current: true },
    });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("GET /metrics speaks Prometheus and counts requests", async ({ request }) => {
    await request.get("/");
    expect((await request.get("/metrics")).status()).toBe(401);
    const response = await request.get("/metrics", { headers: { Authorization: `Bearer ${TEST_METRICS_TOKEN}` } });
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain("# TYPE http_request_duration_seconds histogram");
    expect(body).toContain("process_resident_memory_bytes");
  });

  test("GET /metrics labels pages by their route and reports the queue, the page cache, mail and event-loop lag", async ({
    request,
  }) => {
    // A ?nocache-like unknown parameter bypasses the page cache, so the page handler (not the cache) answers.
    await request.get("/articles/better-sleep-backed-by-evidence-what-actually-helps?metrics-probe=1");
    await request.get("/articles");
    await request.get("/articles");
    const body = await (
      await request.get("/metrics", { headers: { Authorization: `Bearer ${TEST_METRICS_TOKEN}` } })
    ).text();
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/articles\/:slug",status="200"\} \d+/,
    );
    expect(body).not.toContain('route="/{*splat}"');
    expect(body).toMatch(/page_cache_lookups\{result="hit"\} \d+/);
    expect(body).toMatch(/page_cache_lookups\{result="miss"\} \d+/);
    expect(body).toMatch(/job_queue_jobs\{queue="mail",state="queued"\} \d+/);
    expect(body).toContain("mail_send_failures_total");
    expect(body).toContain("nodejs_eventloop_lag_p99_seconds");
  });

  test("security headers with a per-request nonce on every script of a page rendered per request", async ({
    request,
  }) => {
    // /login is rendered for each request (pages the cache holds allow their scripts by hash: below).
    const first = await request.get("/login");
    const second = await request.get("/login");
    const csp = first.headers()["content-security-policy"];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(/'nonce-([^']+)'/.exec(second.headers()["content-security-policy"])?.[1]).not.toBe(nonce);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers()["x-powered-by"]).toBeUndefined();
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("every response carries a request id; a valid incoming one is kept", async ({ request }) => {
    const response = await request.get("/about", { headers: { "X-Request-Id": "trace-123" } });
    expect(response.headers()["x-request-id"]).toBe("trace-123");
    const generated = await request.get("/about", { headers: { "X-Request-Id": "bad id with spaces" } });
    expect(generated.headers()["x-request-id"]).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
  });

  test("built assets are compressed and cached for a year", async ({ request }) => {
    // The home page ships no script (docs/decisions/003); the quiz page is hydrated. The build wrote a brotli
    // (quality 11) and a gzip (level 9) copy beside each script: those bytes are what goes out, unchanged.
    const html = await (await request.get("/wellness-quiz/wellness-snapshot")).text();
    const asset = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const onDisk = (extension: string) => fs.statSync(path.join("build/client", asset! + extension)).size;
    const sent = async (acceptEncoding: string) => {
      const response = await request.get(asset!, { headers: { "Accept-Encoding": acceptEncoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toContain("immutable");
      expect(response.headers()["cache-control"]).toContain("max-age=31536000");
      expect(response.headers()["vary"]).toMatch(/accept-encoding/i);
      expect(response.headers()["etag"]).toBeTruthy();
      expect(response.headers()["content-type"]).toMatch(/^text\/javascript/);
      return { encoding: response.headers()["content-encoding"], length: Number(response.headers()["content-length"]) };
    };
    expect(await sent("gzip, deflate, br, zstd")).toEqual({ encoding: "br", length: onDisk(".br") });
    expect(await sent("gzip, deflate")).toEqual({ encoding: "gzip", length: onDisk(".gz") });
    // Nothing is compressed on the fly: a browser that takes neither copy gets the file itself.
    expect(await sent("deflate")).toEqual({ encoding: undefined, length: onDisk("") });
    expect(onDisk(".br")).toBeLessThan(onDisk(".gz"));
    expect((await request.get("/assets/missing.js")).status()).toBe(404);
  });

  test("the first HTML is server-rendered with title, header and footer", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("<title>The Wellness Circle</title>");
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain(`© ${new Date().getUTCFullYear()} `);
  });
});

test.describe("the process", { tag: "@faults" }, () => {
  test("refuses to start on a bad variable, naming it", async () => {
    const { spawnSync } = await import("node:child_process");
    const result = spawnSync(process.execPath, ["server/main.ts"], {
      env: { ...process.env, PORT: "eighty", DATABASE_URL: "mysql://nope" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
  });

  test("shuts down cleanly on SIGTERM and keeps its data for the next start", async () => {
    // Two server starts: minutes when the fault suites share two cores (this runs in `npm run test:faults`).
    test.setTimeout(240_000);
    const { startServer } = await import("./server.ts");
    const first = await startServer();
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    await first.stop("SIGTERM");
    expect(first.child.exitCode).toBe(0);
    expect(first.logs.join("")).toContain("shutdown complete");
    const second = await startServer({ dataDir: first.dataDir });
    try {
      expect((await fetch(`${second.url}/`)).status).toBe(200);
      // The same version prepared this database at the first start: the restart skips the prepare step.
      expect(second.logs.join("")).toContain("prepared by this version already");
    } finally {
      await second.stop();
    }
  });
});

test.describe("page cache for anonymous visitors", () => {
  test("public pages carry an ETag, revalidate with 304 and allow their inline scripts by hash", async ({
    request,
  }) => {
    const first = await request.get("/about");
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=5, must-revalidate");
    const second = await request.get("/about");
    expect(second.headers()["x-page-cache"]).toBe("hit");
    expect(second.headers()["etag"]).toBe(etag);
    // The same bytes for everyone: no nonce; each inline script is in the policy by its SHA-256.
    const csp = second.headers()["content-security-policy"];
    expect(csp).not.toContain("nonce-");
    const scripts = [...(await second.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\ssrc=/.test(m[1]!),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, , content] of scripts) {
      expect(csp).toContain(`'sha256-${crypto.createHash("sha256").update(content!, "utf8").digest("base64")}'`);
    }
    const revalidated = await request.get("/about", { headers: { "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
  });

  test("signed-in visitors get private, uncached pages", async ({ request }) => {
    const { e2eUser } = await import("./auth-helpers.ts");
    const who = e2eUser();
    const signIn = await request.post("/api/auth/sign-in/email", {
      data: { email: who.email, password: who.password },
      headers: { Origin: process.env.APP_URL! },
    });
    expect(signIn.ok()).toBe(true);
    const page = await request.get("/about");
    expect(page.headers()["cache-control"]).toBe("private, no-cache");
    expect(page.headers()["x-page-cache"]).toBeUndefined();
    expect(await page.text()).toContain("My Profile");
  });
});
