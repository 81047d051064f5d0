import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, etagMatches, hashNoncedScripts, preparePage } from "./cached-page.ts";
import { headersSetBy, securityHeaders } from "./security.ts";

const sha256 = (text: string) => `sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("If-None-Match", () => {
  const etag = 'W/"abc"';
  it("matches a list of entity tags, compared weakly, and *", () => {
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"y" ,  W/"abc"', etag)).toBe(true);
    expect(etagMatches('"x","abc"', etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
  });
  it("does not match other tags or nothing", () => {
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches("", etag)).toBe(false);
    expect(etagMatches('"x", W/"y"', etag)).toBe(false);
    expect(etagMatches('W/"abcd"', etag)).toBe(false);
  });
});

describe("Accept-Encoding", () => {
  it("prefers brotli, then gzip, then identity", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("")).toBe("identity");
  });
  it("honours q=0 and *", () => {
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0.5, br;q=0")).toBe("gzip");
    expect(chooseEncoding("x-gzip")).toBe("gzip");
  });
});

describe("inline scripts by hash", () => {
  it("hashes the scripts that carry the render's nonce and takes the nonce out", () => {
    const html =
      '<head><script nonce="N1">one()</script><script type="application/ld+json" nonce="N1">{"a":1}</script>' +
      '<script nonce="N1" src="/assets/x.js"></script></head><body><script>injected()</script><script nonce="N2">other()</script></body>';
    const { html: out, hashes } = hashNoncedScripts(html, "N1");
    expect(hashes.sort()).toEqual([sha256("one()"), sha256('{"a":1}')].sort());
    expect(out).not.toContain('nonce="N1"');
    // A script the page did not render with the nonce (injected) gets no hash.
    expect(hashes).not.toContain(sha256("injected()"));
    expect(hashes).not.toContain(sha256("other()"));
  });
});

describe("preparePage", () => {
  const security = securityHeaders({ https: false, dev: false });
  const prepare = (nonce: string) =>
    preparePage({
      status: 200,
      headers: [
        ["content-type", "text/html; charset=utf-8"],
        ["cache-control", "public, max-age=0, must-revalidate"],
        ["content-length", "999"],
      ],
      body: Buffer.from(
        `<html><head><script nonce="${nonce}">boot("é")</script></head><body>${"text ".repeat(500)}</body></html>`,
      ),
      nonce,
      securityHeaders: (hashes) => headersSetBy(security, { cspScriptHashes: hashes }),
    });

  it("keeps one body per encoding, each the same page", async () => {
    const page = await prepare("N1");
    expect(zlib.gunzipSync(page.bodies.gzip).equals(page.bodies.identity)).toBe(true);
    expect(zlib.brotliDecompressSync(page.bodies.br).equals(page.bodies.identity)).toBe(true);
    expect(page.bodies.br.length).toBeLessThan(page.bodies.identity.length);
    const raw = (encoding: "br" | "gzip" | "identity") =>
      Object.fromEntries(
        Array.from({ length: page.raw[encoding].length / 2 }, (_, i) => [
          page.raw[encoding][2 * i],
          page.raw[encoding][2 * i + 1],
        ]),
      );
    expect(raw("br")["content-encoding"]).toBe("br");
    expect(raw("gzip")["content-encoding"]).toBe("gzip");
    expect(raw("identity")["content-encoding"]).toBeUndefined();
    expect(raw("identity")["content-length"]).toBe(String(page.bodies.identity.length));
    for (const encoding of ["br", "gzip", "identity"] as const) expect(raw(encoding).vary).toBe("Accept-Encoding");
  });

  it("keeps every byte of the page but the nonce, whatever its characters", async () => {
    const page = await prepare("N1");
    expect(page.bodies.identity.toString("utf8")).toBe(
      `<html><head><script>boot("é")</script></head><body>${"text ".repeat(500)}</body></html>`,
    );
  });

  it("gives the same ETag to the same page rendered with different nonces, and a CSP by hash", async () => {
    const [a, b] = await Promise.all([prepare("N1"), prepare("N2")]);
    expect(a.etag).toBe(b.etag);
    expect(a.bodies.identity.equals(b.bodies.identity)).toBe(true);
    const csp = new Map(a.headers).get("content-security-policy");
    expect(csp).toContain(`'${sha256('boot("é")')}'`);
    expect(csp).not.toContain("nonce-");
    expect(new Map(a.headers).get("x-frame-options")).toBe("DENY");
  });
});
