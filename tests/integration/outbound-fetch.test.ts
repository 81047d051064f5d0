import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress, outboundFetch } from "#platform/outbound-fetch.ts";

/**
 * Issue 63, class 6: every outward fetch is bounded in address, time, redirects and size (robots.txt
 * included). A local stub plays the hostile site.
 */
let stub: http.Server;
let base = "";
const hits: string[] = [];

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    if (req.url === "/huge") {
      // An endless robots.txt: the reader must stop.
      res.writeHead(200, { "Content-Type": "text/plain" });
      const line = "Disallow: /x\n".repeat(1000);
      const timer = setInterval(() => res.write(line), 1);
      res.on("close", () => clearInterval(timer));
      return;
    }
    if (req.url?.startsWith("/loop")) {
      res.writeHead(302, { Location: `/loop${Number(req.url.slice(5) || 0) + 1}` });
      return res.end();
    }
    if (req.url === "/to-metadata") {
      res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/" });
      return res.end();
    }
    if (req.url === "/slow") return; // never answers
    res.end("ok");
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});

afterAll(async () => {
  stub.closeAllConnections();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

const allowLocal = (address: string) => address === "127.0.0.1" || isPublicAddress(address);

describe("outward requests are bounded", () => {
  it("refuses loopback, private, link-local and mapped addresses, by literal and by name", async () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "169.254.169.254",
      "192.168.1.1",
      "::1",
      "fd00::1",
      "::ffff:127.0.0.1",
    ])
      expect(isPublicAddress(address), address).toBe(false);
    expect(isPublicAddress("93.184.215.14")).toBe(true);
    const before = hits.length;
    await expect(outboundFetch(`${base}/ok`)).rejects.toThrow(/not an address the server requests/);
    await expect(outboundFetch(`http://localhost:${new URL(base).port}/ok`)).rejects.toThrow(/resolves to an address/);
    expect(hits.length).toBe(before);
  });

  it("a redirect to a private address is refused at that hop; redirects stop after the limit", async () => {
    await expect(outboundFetch(`${base}/to-metadata`, { addressAllowed: allowLocal })).rejects.toThrow(
      /169\.254\.169\.254/,
    );
    await expect(outboundFetch(`${base}/loop`, { addressAllowed: allowLocal, maxRedirects: 3 })).rejects.toThrow(
      /more than 3 redirects/,
    );
  });

  it("reads at most maxBytes of an endless body, and gives up after the timeout", async () => {
    const response = await outboundFetch(`${base}/huge`, { addressAllowed: allowLocal, maxBytes: 64 * 1024 });
    const body = await response.arrayBuffer();
    expect(body.byteLength).toBeLessThanOrEqual(64 * 1024);
    const started = Date.now();
    await expect(outboundFetch(`${base}/slow`, { addressAllowed: allowLocal, timeoutMs: 300 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
