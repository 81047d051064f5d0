import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-scripts.server.ts";

async function run(chunks: Buffer[]): Promise<string> {
  const stream = lowPriorityModulePreloads();
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(Buffer.from(chunk)));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

const html =
  '<p>Grüße — ünïcödé</p><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/x.css"/><p>rel="modulepreload"</p>';
const expected =
  '<p>Grüße — ünïcödé</p><link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="n"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/><link rel="stylesheet" href="/x.css"/><p>rel="modulepreload"</p>';

describe("low-priority module preloads", () => {
  it("marks every module preload and leaves everything else alone", async () => {
    expect(await run([Buffer.from(html)])).toBe(expected);
  });

  it("gives the same result wherever the stream is cut, even inside a preload or a multi-byte character", async () => {
    const bytes = Buffer.from(html);
    for (let at = 1; at < bytes.length; at++) {
      expect(await run([bytes.subarray(0, at), bytes.subarray(at)]), `cut at byte ${at}`).toBe(expected);
    }
    const oneByteAtATime = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await run(oneByteAtATime)).toBe(expected);
  });

  it("passes a page without preloads through unchanged, including a trailing partial match", async () => {
    expect(await run([Buffer.from("<p>hello</p><link rel=")])).toBe("<p>hello</p><link rel=");
  });

  it("lets what is written in one go out as one chunk, and a later write as soon as it is written", async () => {
    const stream = lowPriorityModulePreloads();
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString("utf8")));
    for (const piece of ["<html><body>", "<p>one</p>", "<p>two</p>", "<p>three</p>"]) stream.write(Buffer.from(piece));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual(["<html><body><p>one</p><p>two</p><p>three</p>"]);
    stream.write(Buffer.from("<p>later</p>"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual(["<html><body><p>one</p><p>two</p><p>three</p>", "<p>later</p>"]);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.end(Buffer.from("</body></html>"));
    await ended;
    expect(out.join("")).toBe("<html><body><p>one</p><p>two</p><p>three</p><p>later</p></body></html>");
  });
});
