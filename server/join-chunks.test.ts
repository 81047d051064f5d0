import { describe, expect, it } from "vitest";
import { joinChunks } from "./join-chunks.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunk: Uint8Array) => new TextDecoder().decode(chunk);

async function readAll(stream: ReadableStream<Uint8Array>) {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(text(chunk));
  return chunks;
}

describe("joinChunks", () => {
  it("joins the pieces written in one turn into one chunk", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of ["<html>", "<body>", "<p>hi</p>", "</body>", "</html>"]) controller.enqueue(bytes(piece));
        controller.close();
      },
    });
    expect(await readAll(joinChunks(body))).toEqual(["<html><body><p>hi</p></body></html>"]);
  });

  it("still streams: a part written later goes out after the earlier part, not with it", async () => {
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes("<head>"));
        controller.enqueue(bytes("<body>"));
        await later;
        controller.enqueue(bytes("<p>late</p>"));
        controller.close();
      },
    });
    const reader = joinChunks(body).getReader();
    const first = await reader.read();
    expect(text(first.value!)).toBe("<head><body>");
    release();
    expect(text((await reader.read()).value!)).toBe("<p>late</p>");
    expect((await reader.read()).done).toBe(true);
  });

  it("caps a joined chunk and passes a cancel on", async () => {
    let cancelled: unknown = null;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1) controller.enqueue(new Uint8Array(100).fill(65));
      },
      cancel(reason) {
        cancelled = reason;
      },
    });
    const reader = joinChunks(body, 250).getReader();
    expect((await reader.read()).value!.byteLength).toBe(300);
    await reader.cancel("gone");
    expect(cancelled).toBe("gone");
  });
});
