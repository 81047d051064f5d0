import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createInProcessBus } from "#app/domain/chat/bus.server.ts";
import { createChatHub, type ChatHub } from "#server/chat/hub.ts";

const ORIGIN = "http://localhost:3000";
let server: http.Server;
let hub: ChatHub;
let url: string;

beforeAll(async () => {
  server = http.createServer();
  hub = createChatHub(server, { bus: createInProcessBus(), allowedOrigin: ORIGIN, authenticate: async () => null, heartbeatMs: 100 });
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
  live.ws.on("ping", () => (pings += 1));
  // A terminated socket closes without a close frame: code 1006.
  expect(await dead.closed).toBe(1006);
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(pings).toBeGreaterThanOrEqual(2);
  expect(live.ws.readyState).toBe(WebSocket.OPEN);
  live.ws.close();
  await live.closed;
});

it("closes sockets with 1012 (service restart) when the hub closes", async () => {
  const socket = await open({ autoPong: true });
  await hub.close();
  expect(await socket.closed).toBe(1012);
});
