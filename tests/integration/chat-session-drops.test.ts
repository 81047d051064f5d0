import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionCacheKey } from "#app/domain/accounts/session.server.ts";
import { viewerForCookie, viewerForSession, type Viewer } from "#app/domain/accounts/viewer.server.ts";
import { createClusterEvents } from "#platform/cluster-events.ts";
import { SessionCache } from "#platform/session-cache.ts";
import { createChatHub, type ChatHub } from "#server/chat/hub.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";
import { connectChat, type TestSocket } from "#tests/helpers/ws-client.ts";

/**
 * A chat send asks the database who the socket's user is only on the socket's first send, when the session
 * cache dropped her session since, or after the cache's TTL: the same trust a signed-in page gets
 * (server/chat/hub.ts).
 */
const ORIGIN = "http://localhost:3000";
const TTL_MS = 400;
let server: http.Server;
let hub: ChatHub;
let url: string;
let alice: TestUser;
let bob: TestUser;
/** Each test's sender has her own send limit (10 in 10 s): the TTL test sends as a third member. */
let carol: TestUser;
const sessions = new SessionCache({ ttlMs: TTL_MS });
const lookups: string[] = [];
const open: TestSocket[] = [];
let sent = 0;

async function connect(cookie: string) {
  const socket = await connectChat(url, { origin: ORIGIN, cookie });
  open.push(socket);
  await socket.next("ready");
  return socket;
}

async function sendOk(socket: TestSocket) {
  const clientId = `m${(sent += 1)}`;
  socket.send({ type: "send", topic: "mental-wellness", clientId, content: `hello ${clientId}` });
  await socket.next("ack", (frame) => frame.clientId === clientId);
}

beforeAll(async () => {
  server = http.createServer((_req, res) => res.writeHead(404).end());
  hub = createChatHub(server, {
    bus: createClusterEvents(),
    allowedOrigin: ORIGIN,
    authenticate: viewerForCookie,
    revalidate: (viewer: Viewer) => {
      lookups.push(viewer.id);
      return viewerForSession(viewer.sessionId);
    },
    sessions: { cache: sessions, keyOf: (headers) => sessionCacheKey(headers.get("cookie")) },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/chat`;
  [alice, bob, carol] = await Promise.all([
    createTestUser({ name: "Alice Drops" }),
    createTestUser({ name: "Bob Drops" }),
    createTestUser({ name: "Carol Drops" }),
  ]);
  // The clock the TTL is read on stands still (timers stay real, so sockets work): a busy machine cannot
  // make a send outlive the TTL, and the TTL test moves the clock instead of waiting on it.
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
});

beforeEach(() => {
  lookups.length = 0;
});

afterAll(async () => {
  vi.useRealTimers();
  await Promise.all(open.map((socket) => socket.close()));
  await hub.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("chat sends and the session cache's drops", () => {
  it("asks once on a socket's first send, then not again within the cache's TTL", async () => {
    const socket = await connect(alice.cookie);
    await sendOk(socket);
    await sendOk(socket);
    await sendOk(socket);
    expect(lookups).toEqual([alice.id]);
  });

  it("asks again after a drop of her user, of her session's key, or of everything; not for someone else's", async () => {
    const [aliceSocket, bobSocket] = [await connect(alice.cookie), await connect(bob.cookie)];
    await sendOk(aliceSocket);
    await sendOk(bobSocket);
    lookups.length = 0;
    sessions.drop({ userId: alice.id });
    await sendOk(aliceSocket);
    await sendOk(bobSocket);
    expect(lookups).toEqual([alice.id]);

    sessions.drop({ key: sessionCacheKey(bob.cookie)! });
    await sendOk(bobSocket);
    await sendOk(aliceSocket);
    expect(lookups).toEqual([alice.id, bob.id]);

    sessions.drop({ all: true });
    await sendOk(aliceSocket);
    await sendOk(aliceSocket);
    expect(lookups).toEqual([alice.id, bob.id, alice.id]);
  });

  it("asks again once the TTL has passed", async () => {
    const socket = await connect(carol.cookie);
    await sendOk(socket);
    lookups.length = 0;
    vi.setSystemTime(Date.now() + TTL_MS + 50);
    await sendOk(socket);
    await sendOk(socket);
    expect(lookups).toEqual([carol.id]);
  });
});
