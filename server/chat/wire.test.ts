import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { parseClientFrame } from "#app/domain/chat/frames.ts";
import { refuse } from "#app/lib/refusal.ts";
import { flushFrames, idleSocketOf, refusalFrame, sendFrame } from "./wire.ts";

/** A real server socket and the client at its other end, which records the frames it receives. */
async function socketPair() {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await once(server, "listening");
  const accepted = once(server, "connection") as Promise<[WebSocket]>;
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const received: unknown[] = [];
  client.on("message", (data) => received.push(JSON.parse(data.toString())));
  const [ws] = await accepted;
  await once(client, "open");
  opened.push(async () => {
    client.terminate();
    await new Promise((resolve) => server.close(resolve));
  });
  return { ws, client, received };
}
const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

describe("sendFrame: what one socket is sent", () => {
  it("writes the frames of one turn of the event loop in one write, in the order they were sent", async () => {
    const { ws, received } = await socketPair();
    const write = vi.spyOn(idleSocketOf(ws)!, "write");
    for (const n of [1, 2, 3]) sendFrame(ws, { type: "heartbeat", n } as never);
    expect(write).not.toHaveBeenCalled();
    await expect.poll(() => received).toHaveLength(3);
    expect(received).toEqual([1, 2, 3].map((n) => ({ type: "heartbeat", n })));
    expect(write).toHaveBeenCalledTimes(1);
    sendFrame(ws, { type: "heartbeat", n: 4 } as never);
    await expect.poll(() => received).toHaveLength(4);
    expect(write).toHaveBeenCalledTimes(2);
  });

  it("writes a socket's waiting frames at once when asked, so a socket about to close loses none", async () => {
    const { ws, client, received } = await socketPair();
    sendFrame(ws, { type: "heartbeat", last: true } as never);
    flushFrames(ws);
    ws.close(1012, "Server restarting");
    const [code] = (await once(client, "close")) as [number];
    expect(code).toBe(1012);
    expect(received).toEqual([{ type: "heartbeat", last: true }]);
  });
});

describe("refusalFrame: a refusal as the chat client reads it", () => {
  it("names each reason by the wire code the browser branches on", () => {
    const codes = {
      "unknown-room": "unknown_room",
      "invalid-message": "invalid_message",
      "not-sensitive-room": "forbidden",
      "posting-hold": "posting_hold",
      "slow-mode": "slow_mode",
      "rate-limited": "rate_limited",
      "not-allowed": "forbidden",
      "not-found": "not_found",
    } as const;
    for (const [reason, code] of Object.entries(codes))
      expect(refusalFrame(refuse(reason as keyof typeof codes, "words"))).toEqual({
        type: "error",
        code,
        message: "words",
      });
  });

  it("carries the client's id and the wait in milliseconds (the client times its retry with it)", () => {
    const slow = refuse("slow-mode", "This room is in slow mode. You can post again in 30 seconds.", {
      retryAfterSeconds: 30,
    });
    expect(refusalFrame(slow, "c1")).toEqual({
      type: "error",
      code: "slow_mode",
      clientId: "c1",
      message: "This room is in slow mode. You can post again in 30 seconds.",
      retryAfterMs: 30_000,
    });
  });

  it("answers a refused frame with the id it carried", () => {
    const parsed = parseClientFrame('{"type":"explode","clientId":"z"}');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(refusalFrame(parsed)).toEqual({
      type: "error",
      code: "unknown_type",
      clientId: "z",
      message: 'Unknown frame type "explode".',
    });
    const unreadable = parseClientFrame("nope");
    if (unreadable.ok) return;
    expect(refusalFrame(unreadable)).toEqual({ type: "error", code: "bad_frame", message: "Frames must be JSON." });
  });
});
