import crypto from "node:crypto";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startAppServer, type AppServer } from "#tests/helpers/app-server.ts";
import { rawRequest, servedFromCache } from "#tests/helpers/raw-http.ts";

/**
 * Pages the page cache holds are answered before the Express chain (server/page-handler.ts
 * `answerFromCache`, inside the one request record) at near-static cost, against the production app and
 * build: one body per encoding, 304 on lists of ETags, the same security headers as every other answer,
 * inline scripts allowed by hash, and never a visitor's page for a member, nor a cached page for a pending
 * flash toast, a POST or an unknown query parameter. The chat room page is cached for visitors only.
 */
let server: AppServer;
let memberCookie = "";

async function signIn(who: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

beforeAll(async () => {
  server = await startAppServer();
  memberCookie = await signIn(server.users.user);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

const raw = (pathname: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(`${server.url}${pathname}`, headers, method);

/** Requests a page until the cache holds it; returns the hit. */
const hit = (pathname: string, headers: Record<string, string> = {}) =>
  servedFromCache(`${server.url}${pathname}`, "hit", headers);

const PAGES = ["/", "/about", "/articles", "/product-reviews", "/chat/menopause-hormones"];

describe("cached pages", () => {
  it("are kept once per encoding and negotiated by Accept-Encoding, with Vary", async () => {
    for (const page of PAGES) {
      const identity = await hit(page, { "Accept-Encoding": "identity" });
      const gzip = await hit(page, { "Accept-Encoding": "gzip" });
      const br = await hit(page, { "Accept-Encoding": "gzip, deflate, br" });
      const brRefused = await hit(page, { "Accept-Encoding": "br;q=0, gzip" });
      expect(identity.headers.get("content-encoding"), page).toBeNull();
      expect(gzip.headers.get("content-encoding"), page).toBe("gzip");
      expect(br.headers.get("content-encoding"), page).toBe("br");
      expect(brRefused.headers.get("content-encoding"), page).toBe("gzip");
      for (const answer of [identity, gzip, br]) {
        expect(answer.headers.get("vary"), page).toBe("Accept-Encoding");
        expect(Number(answer.headers.get("content-length")), page).toBe(answer.body.length);
      }
      expect(zlib.gunzipSync(gzip.body).equals(identity.body), page).toBe(true);
      expect(zlib.brotliDecompressSync(br.body).equals(identity.body), page).toBe(true);
      // Not rewritten per request: the next hit is the very same bytes.
      expect((await hit(page, { "Accept-Encoding": "br" })).body.equals(br.body), page).toBe(true);
    }
  });

  it("answer 304 to If-None-Match with a list of ETags, compared weakly", async () => {
    const first = await hit("/about");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    const strong = etag.slice(2);
    for (const header of [etag, `"nope", ${etag}`, `W/"a", ${strong} , "b"`, "*"]) {
      const answer = await raw("/about", { "If-None-Match": header });
      expect(answer.status, header).toBe(304);
      expect(answer.body.length, header).toBe(0);
      expect(answer.headers.get("etag"), header).toBe(etag);
      expect(answer.headers.get("content-security-policy"), header).toBe(first.headers.get("content-security-policy"));
    }
    expect((await raw("/about", { "If-None-Match": `"nope", W/"other"` })).status).toBe(200);
  });

  it("serve a tagged link (utm_*, click ids) the untagged page, whichever request stored it", async () => {
    // The first request carries a campaign tag: what it stores must not keep the tag anywhere.
    const tagged = await hit("/product-roundups?utm_source=letter&utm_medium=email&fbclid=x1", {
      "Accept-Encoding": "identity",
    });
    const plain = await hit("/product-roundups", { "Accept-Encoding": "identity" });
    expect(plain.body.equals(tagged.body)).toBe(true);
    expect(plain.body.toString()).not.toContain("utm_source");
    expect(plain.body.toString()).toContain('name="back" value="/product-roundups"');
    const again = await raw("/product-roundups?utm_campaign=march", { "Accept-Encoding": "identity" });
    expect(again.headers.get("x-page-cache")).toBe("hit");
  });

  it("carry the same headers as an answer rendered through the whole chain", async () => {
    const cached = await hit("/about", { "Accept-Encoding": "gzip" });
    // An unknown query parameter bypasses the cache: the same page through every middleware.
    const rendered = await raw(`/about?nocache=${crypto.randomUUID()}`, { "Accept-Encoding": "gzip" });
    expect(rendered.headers.get("x-page-cache")).toBeNull();
    const perAnswer = new Set([
      "date",
      "x-request-id",
      "content-length",
      "transfer-encoding",
      "etag",
      "x-page-cache",
      "content-security-policy",
    ]);
    const names = (headers: Headers) => [...headers.keys()].filter((name) => !perAnswer.has(name)).sort();
    expect(names(cached.headers)).toEqual(names(rendered.headers));
    for (const name of names(rendered.headers)) expect(cached.headers.get(name), name).toBe(rendered.headers.get(name));
    expect(cached.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    expect((await raw("/about", { "X-Request-Id": "trace-123" })).headers.get("x-request-id")).toBe("trace-123");
    // The policy is the same but for how inline scripts are allowed: a nonce per render, hashes when cached.
    const withoutScripts = (csp: string | null) =>
      (csp ?? "")
        .split(";")
        .filter((directive) => !directive.startsWith("script-src "))
        .join(";");
    expect(withoutScripts(cached.headers.get("content-security-policy"))).toBe(
      withoutScripts(rendered.headers.get("content-security-policy")),
    );
    expect(rendered.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
  });

  it("allow their inline scripts by hash, with no nonce left in the page", async () => {
    for (const page of ["/about", "/chat/menopause-hormones"]) {
      const answer = await hit(page);
      const csp = answer.headers.get("content-security-policy")!;
      expect(csp, page).not.toContain("nonce-");
      const html = answer.body.toString("utf8");
      expect(html, page).not.toMatch(/\snonce="/);
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (match) => !/\ssrc=/.test(match[1]!),
      );
      expect(inline.length, page).toBeGreaterThan(0);
      for (const [, , content] of inline) {
        expect(csp, page).toContain(
          `'sha256-${crypto.createHash("sha256").update(content!, "utf8").digest("base64")}'`,
        );
      }
    }
  });
});

describe("a reader who picked a theme", () => {
  it("gets the cached page: the theme changes no markup (a script in the page applies it)", async () => {
    const visitor = await hit("/about", { "Accept-Encoding": "identity" });
    const themed = await raw("/about", { Cookie: "wc_theme=dark", "Accept-Encoding": "identity" });
    expect(themed.headers.get("x-page-cache")).toBe("hit");
    expect(themed.body.equals(visitor.body)).toBe(true);
  });
});

describe("never a cached page", () => {
  it("for a member, a pending flash toast, a POST or an unknown query parameter", async () => {
    await hit("/about");
    // A member gets the page kept for members (tests/integration/member-pages.test.ts), never the visitor's.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const member = await raw("/about", { Cookie: memberCookie });
      expect(member.headers.get("x-page-cache")).not.toBe("hit");
      expect(member.headers.get("cache-control")).toBe("private, no-cache");
    }
    const toast = await raw("/about", { Cookie: "wc_toast=anything" });
    expect(toast.headers.get("x-page-cache")).toBeNull();
    // The page has no action: React Router answers 405 and reports it with console.error (in this process).
    const reported = vi.mocked(console.error);
    const failOnError = reported.getMockImplementation()!;
    reported.mockImplementation(() => {});
    const post = await raw(
      "/about",
      { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      "POST",
    ).finally(() => reported.mockImplementation(failOnError));
    expect(post.status).toBe(405);
    expect(post.headers.get("x-page-cache")).toBeNull();
    const unknown = await raw("/about?x=1");
    expect(unknown.headers.get("x-page-cache")).toBeNull();
  });

  it("of a product's preview: an admin's alone, private; for others ?preview is the public page, not kept", async () => {
    const { eq } = await import("drizzle-orm");
    const { db, schema } = await import("#platform/db.ts");
    const [product] = await db.select({ slug: schema.products.slug }).from(schema.products).limit(1);
    await db.update(schema.products).set({ status: "draft" }).where(eq(schema.products.slug, product!.slug));
    const adminCookie = await signIn(server.users.admin);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const preview = await raw(`/product-reviews/${product!.slug}?preview`, { Cookie: adminCookie });
      expect(preview.status).toBe(200);
      expect(preview.headers.get("x-page-cache")).toBeNull();
      expect(preview.headers.get("cache-control")).toBe("private, no-cache");
      expect(preview.body.toString("utf8")).toContain("Preview: this is how the public page will look.");
    }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const visitor = await raw(`/product-reviews/${product!.slug}?preview`);
      expect(visitor.status).toBe(404);
      expect(visitor.headers.get("x-page-cache")).toBeNull();
    }
    await db.update(schema.products).set({ status: "published" }).where(eq(schema.products.slug, product!.slug));
  });

  it("of a chat room for a member: the room page is cached for visitors only", async () => {
    const visitor = await hit("/chat/menopause-hormones");
    expect(visitor.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5, must-revalidate");
    // Twice: the second finds her session in the session cache, and the room (hydrated) is still rendered for her.
    await raw("/chat/menopause-hormones", { Cookie: memberCookie });
    const member = await raw("/chat/menopause-hormones", { Cookie: memberCookie });
    expect(member.status).toBe(200);
    expect(member.headers.get("x-page-cache")).toBeNull();
    expect(member.headers.get("cache-control")).toBe("private, no-cache");
    // An unknown room is not kept (it would only push real pages out).
    await raw("/chat/no-such-room");
    expect((await raw("/chat/no-such-room")).headers.get("x-page-cache")).toBeNull();
  });
});

describe("a page rendered for one request (not kept)", () => {
  it("is compressed as one stream, not flushed after every piece React writes", async () => {
    const answer = await raw("/articles?nocache=flush-test", { "Accept-Encoding": "gzip" });
    expect(answer.headers.get("x-page-cache")).toBeNull();
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    const html = zlib.gunzipSync(answer.body).toString("utf8");
    expect(html).toContain("</html>");
    // Each flush ends a deflate block with an empty stored block: the bytes 00 00 FF FF.
    let flushes = 0;
    for (let at = answer.body.indexOf(FLUSH_MARK); at !== -1; at = answer.body.indexOf(FLUSH_MARK, at + 1))
      flushes += 1;
    expect(flushes).toBeLessThanOrEqual(3);
  });
});

const FLUSH_MARK = Buffer.from([0x00, 0x00, 0xff, 0xff]);
