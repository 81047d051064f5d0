import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createClusterEvents } from "#platform/cluster-events.ts";
import { createChatHub, type ChatHub } from "#server/chat/hub.ts";

const ORIGIN = "http://localhost:3000";
let server: http.Server;
let hub: ChatHub;
let url: string;

beforeAll(async () => {
  server = http.createServer();
  hub = createChatHub(server, {
    bus: createClusterEvents(),
    allowedOrigin: ORIGIN,
    authenticate: async () => null,
    heartbeatMs: 100,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/chat`;
});

afterAll(async () => {
  await hub.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function open(options: { autoPong: boolean }) {
  const ws = new WebSocket(url, { headers: { Origin: ORIGIN }, autoPong: options.autoPong });
  const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
  return new Promise<{ ws: WebSocket; closed: Promise<number> }>((resolve, reject) => {
    ws.once("open", () => resolve({ ws, closed }));
    ws.once("error", reject);
  });
}

it("pings every heartbeat and terminates sockets that stop answering, keeping live ones", async () => {
  const live = await open({ autoPong: true });
  const dead = await open({ autoPong: false });
  let pings = 0;
  let heartbeats = 0;
  live.ws.on("ping", () => (pings += 1));
  live.ws.on("message", (data) => {
    if ((JSON.parse(String(data)) as { type: string }).type === "heartbeat") heartbeats += 1;
  });
  // A terminated socket closes without a close frame: code 1006.
  expect(await dead.closed).toBe(1006);
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(pings).toBeGreaterThanOrEqual(2);
  // The heartbeat frame the page watches for silence comes with each ping.
  expect(heartbeats).toBeGreaterThanOrEqual(2);
  expect(live.ws.readyState).toBe(WebSocket.OPEN);
  live.ws.close();
  await live.closed;
});

it("spreads the heartbeats of many sockets over the interval, each socket once per interval", async () => {
  const spreadServer = http.createServer();
  // Long enough that a busy machine's timer delays (tens to hundreds of ms) stay small beside it.
  const intervalMs = 2_000;
  const spreadHub = createChatHub(spreadServer, {
    bus: createClusterEvents(),
    allowedOrigin: ORIGIN,
    authenticate: async () => null,
    heartbeatMs: intervalMs,
    maxSocketsPerAddress: 100,
  });
  await new Promise<void>((resolve) => spreadServer.listen(0, "127.0.0.1", resolve));
  const spreadUrl = `ws://127.0.0.1:${(spreadServer.address() as AddressInfo).port}/ws/chat`;
  const sockets = await Promise.all(
    Array.from({ length: 30 }, () => {
      const ws = new WebSocket(spreadUrl, { headers: { Origin: ORIGIN } });
      return new Promise<WebSocket>((resolve, reject) => {
        ws.once("open", () => resolve(ws));
        ws.once("error", reject);
      });
    }),
  );
  const pingTimes = sockets.map(() => [] as number[]);
  sockets.forEach((ws, index) => ws.on("ping", () => pingTimes[index]!.push(performance.now())));
  await new Promise((resolve) => setTimeout(resolve, intervalMs * 2.5));
  // Every socket got its ping in each interval (two or three in two and a half intervals)…
  for (const times of pingTimes) expect(times.length).toBeGreaterThanOrEqual(2);
  for (const times of pingTimes) expect(times.length).toBeLessThanOrEqual(3);
  // …but not all at the same moment: the first pings are spread over most of an interval.
  const firsts = pingTimes.map((times) => times[0]!);
  expect(Math.max(...firsts) - Math.min(...firsts)).toBeGreaterThan(intervalMs / 2);
  for (const ws of sockets) ws.terminate();
  await spreadHub.close();
  await new Promise<void>((resolve) => spreadServer.close(() => resolve()));
});

it("closes sockets with 1012 (service restart) when the hub closes", async () => {
  const socket = await open({ autoPong: true });
  await hub.close();
  expect(await socket.closed).toBe(1012);
});
