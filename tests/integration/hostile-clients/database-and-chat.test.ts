import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { BACKFILL_RATE_LIMIT } from "#app/domain/chat/rules.ts";
import { createApp } from "#server/app.ts";
import { createClusterEvents, createPostgresEvents, type SiteEvent } from "#platform/cluster-events.ts";
import {
  createChatHub,
  DEFAULT_MAX_SOCKETS,
  DEFAULT_MAX_SOCKETS_PER_ADDRESS,
  SESSION_ENDED_MESSAGE,
  type ChatHub,
} from "#server/chat/hub.ts";
import { viewerForCookie as authenticate } from "#app/domain/accounts/viewer.server.ts";
import { attachChat } from "#server/chat/index.ts";
import { config, parseConfig } from "#platform/config.ts";
import { db, schema } from "#platform/db.ts";
import { openDatabase, PING_TIMEOUT_MS, type DatabaseHandle } from "#platform/db/client.ts";
import { mailer } from "#platform/mail.ts";
import { postgresSkipReason, startPostgres, type PostgresServer } from "#tests/helpers/postgres.ts";
import { createTestUser } from "#tests/helpers/users.ts";
import { connectChat, type TestSocket } from "#tests/helpers/ws-client.ts";

/**
 * Hostile clients: chat sockets that follow the
 * session, socket caps, backfill floods (raw WebSocket frames to the real
 * Express app with the chat attached), and a PostgreSQL server that blips
 * (killed backends, a server that does not answer, a statement that runs too
 * long). Unhandled rejections fail these tests (tests/setup/vitest.setup.ts).
 */
const ORIGIN = new URL(config.SITE_URL).origin;

describe("settings", () => {
  it("has documented defaults for the database timeouts and the socket caps, and refuses bad values", () => {
    const defaults = parseConfig({});
    expect(defaults.DATABASE_CONNECT_TIMEOUT_MS).toBe(5_000);
    expect(defaults.DATABASE_STATEMENT_TIMEOUT_MS).toBe(15_000);
    expect(defaults.CHAT_MAX_SOCKETS_PER_ADDRESS).toBe(DEFAULT_MAX_SOCKETS_PER_ADDRESS);
    expect(defaults.CHAT_MAX_SOCKETS).toBe(DEFAULT_MAX_SOCKETS);
    expect(() => parseConfig({ DATABASE_CONNECT_TIMEOUT_MS: "soon" })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
    expect(() => parseConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "0" })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(() => parseConfig({ CHAT_MAX_SOCKETS_PER_ADDRESS: "0" })).toThrow(/CHAT_MAX_SOCKETS_PER_ADDRESS/);
    expect(() => parseConfig({ CHAT_MAX_SOCKETS: "-1" })).toThrow(/CHAT_MAX_SOCKETS/);
  });
});

describe("chat sockets follow the session", () => {
  let server: http.Server;
  let chat: ChatHub;
  let base = "";
  let wsUrl = "";
  const sockets: TestSocket[] = [];

  async function open(cookie?: string) {
    const socket = await connectChat(wsUrl, { origin: ORIGIN, cookie });
    sockets.push(socket);
    await socket.next("ready");
    return socket;
  }

  async function closeAll() {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  }

  async function api(path: string, body: unknown, cookie?: string) {
    const response = await fetch(`${base}/api/auth${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, `${path}: ${text}`).toBe(200);
    return text;
  }

  /** Sends a message and expects it stored and acknowledged. */
  async function sendOk(socket: TestSocket, content: string) {
    socket.send({ type: "send", topic: "mental-wellness", clientId: content, content });
    return socket.next("ack", (frame) => frame.clientId === content);
  }

  /** Sends a message and expects it refused because the session ended, with nothing stored. */
  async function expectRefused(socket: TestSocket, content: string) {
    socket.send({ type: "send", topic: "mental-wellness", clientId: content, content });
    const error = await socket.next("error", (frame) => frame.clientId === content);
    expect(error).toMatchObject({ code: "unauthenticated", message: SESSION_ENDED_MESSAGE });
    expect(await db.select().from(schema.chatMessages).where(eq(schema.chatMessages.content, content))).toEqual([]);
  }

  beforeAll(async () => {
    // The real Express app (auth API, origin checks, trust proxy) with the chat attached, as server/main.ts does.
    const created = await createApp({ build: {} as ServerBuild });
    server = created.server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    wsUrl = `ws://127.0.0.1:${port}/ws/chat`;
    chat = await attachChat(server);
  });

  afterAll(async () => {
    await closeAll();
    await chat?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  it("refuses the next send after the user signs out through the API", async () => {
    const user = await createTestUser({ name: "Sofia Signout" });
    const socket = await open(user.cookie);
    await sendOk(socket, "before sign-out");
    await api("/sign-out", {}, user.cookie);
    await expectRefused(socket, "after sign-out");
    // The socket stays open as a visitor's: it may still read, and its next sends get the visitor's answer.
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    socket.send({ type: "send", topic: "mental-wellness", clientId: "again", content: "after sign-out, again" });
    expect(await socket.next("error", (frame) => frame.clientId === "again")).toMatchObject({
      code: "unauthenticated",
      message: "Log in to join the chat.",
    });
  });

  it("refuses the next send after a password reset (which ends every session)", async () => {
    const user = await createTestUser({ name: "Rita Reset" });
    const socket = await open(user.cookie);
    await sendOk(socket, "before reset");
    const send = vi.spyOn(mailer, "send");
    await api("/request-password-reset", { email: user.email, redirectTo: "/update-password" });
    const link = send.mock.calls
      .map(([mail]) => mail.link)
      .find((candidate) => candidate?.includes("/reset-password/"));
    send.mockRestore();
    const token = decodeURIComponent(new URL(link!).pathname.split("/").pop()!);
    await api("/reset-password", { newPassword: "a-brand-new-password", token });
    await expectRefused(socket, "after reset");
  });

  it("refuses the next send after an admin bans the user, and a demoted admin can no longer delete", async () => {
    const [owner, deputy, member] = await Promise.all([
      createTestUser({ role: "admin", name: "Olga Owner" }),
      createTestUser({ role: "admin", name: "Dana Deputy" }),
      createTestUser({ name: "Bianca Banned" }),
    ]);
    const memberSocket = await open(member.cookie);
    const deputySocket = await open(deputy.cookie);
    const { id } = await sendOk(memberSocket, "a message to moderate");

    await api("/admin/ban-user", { userId: member.id }, owner.cookie);
    await expectRefused(memberSocket, "after ban");

    await api("/admin/set-role", { userId: deputy.id, role: "user" }, owner.cookie);
    deputySocket.send({ type: "delete", id });
    expect(await deputySocket.next("error")).toMatchObject({ code: "forbidden" });
    expect(await db.select().from(schema.chatMessages).where(eq(schema.chatMessages.id, id))).toHaveLength(1);
  });

  it("caps sockets per client address (429), which a forged X-Forwarded-For does not escape", async () => {
    await closeAll();
    const cap = config.CHAT_MAX_SOCKETS_PER_ADDRESS;
    for (let index = 0; index < cap; index += 1) await open();
    const refused = await rawUpgrade(wsUrl, { "X-Forwarded-For": "203.0.113.9" });
    expect(refused.status).toBe(429);
    expect(refused.body).toBe(`Too many chat connections from your address (at most ${cap}).`);
    await expect(connectChat(wsUrl, { origin: ORIGIN })).rejects.toThrow("upgrade refused: 429");
    // A closed socket frees its slot.
    await sockets.pop()!.close();
    await expect.poll(async () => (await rawUpgrade(wsUrl)).status, { timeout: 5_000 }).toBe(101);
    await closeAll();
  });

  it("limits backfills per socket, visitors included", async () => {
    const socket = await open();
    const flood = BACKFILL_RATE_LIMIT.limit + 15;
    for (let index = 0; index < flood; index += 1)
      socket.send({ type: "backfill", topic: "mental-wellness", after: 0 });
    await expect
      .poll(() => socket.frames.filter((frame) => frame.type === "backfill" || frame.type === "error").length)
      .toBe(flood);
    expect(socket.frames.filter((frame) => frame.type === "backfill")).toHaveLength(BACKFILL_RATE_LIMIT.limit);
    const refusals = socket.frames.filter((frame) => frame.type === "error");
    expect(refusals).toHaveLength(15);
    expect(refusals[0]).toMatchObject({ code: "rate_limited", topic: "mental-wellness" });
    expect((refusals[0] as { retryAfterMs?: number }).retryAfterMs).toBeGreaterThan(0);
    expect((refusals[0] as { message: string }).message).toMatch(
      /^You're asking for earlier messages too quickly\. Please wait \d+ seconds? and try again\.$/,
    );
    // Subscribing with `after` is a backfill too.
    socket.send({ type: "subscribe", topic: "fitness-movement", after: 0 });
    expect(await socket.next("error", (frame) => frame.topic === "fitness-movement")).toMatchObject({
      code: "rate_limited",
    });
  });
});

describe("chat socket cap in total", () => {
  it("refuses the upgrade beyond the instance's cap with 503", async () => {
    const server = http.createServer((_req, res) => res.writeHead(404).end());
    const hub = createChatHub(server, {
      bus: createClusterEvents(),
      allowedOrigin: ORIGIN,
      authenticate,
      maxSockets: 2,
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/chat`;
    const open = [await connectChat(url, { origin: ORIGIN }), await connectChat(url, { origin: ORIGIN })];
    const refused = await rawUpgrade(url);
    expect(refused.status).toBe(503);
    expect(refused.body).toBe("The chat is full right now. Please try again in a minute.");
    await Promise.all(open.map((socket) => socket.close()));
    await hub.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

/** A WebSocket upgrade written by hand; returns the status and body of the answer. */
async function rawUpgrade(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]);
      if (status === 101) {
        socket.destroy();
        resolve({ status, body: "" });
      }
    });
    socket.on("end", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]);
      resolve({ status, body: received.split("\r\n\r\n").slice(1).join("\r\n\r\n") });
    });
    socket.on("error", reject);
    const lines = [
      `GET ${pathname} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      "Upgrade: websocket",
      "Connection: Upgrade",
      "Sec-WebSocket-Version: 13",
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
      `Origin: ${ORIGIN}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  });
}

const skip = postgresSkipReason();
if (skip) console.warn(`[database-and-chat] PostgreSQL cases skipped: ${skip}`);

describe.skipIf(skip !== null)(`a PostgreSQL server that blips${skip ? ` (skipped: ${skip})` : ""}`, () => {
  let postgres: PostgresServer;
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
  }, 120_000);

  afterAll(async () => {
    for (const handle of handles) await handle.close().catch(() => undefined);
    await postgres?.stop();
  }, 60_000);

  function open(options: { databaseUrl?: string; statementTimeoutMs?: number; connectTimeoutMs?: number } = {}) {
    const onConnectionError = vi.fn();
    const handle = openDatabase({ databaseUrl: postgres.url, pgliteDir: "memory://", onConnectionError, ...options });
    handles.push(handle);
    return { handle, onConnectionError };
  }

  /** Kills every other backend connected to the test database, as an operator or a failover would. */
  async function terminateBackends() {
    const { handle } = open();
    const result = await handle.pool!.query(
      "select count(pg_terminate_backend(pid))::int as killed from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await handle.close();
    handles.splice(handles.indexOf(handle), 1);
    return (result.rows[0] as { killed: number }).killed;
  }

  it("survives killed idle connections: reported, dropped, and the next query opens a new one", async () => {
    const { handle, onConnectionError } = open();
    await Promise.all([handle.ping(), handle.ping(), handle.ping()]);
    const idle = handle.pool!.idleCount;
    expect(idle).toBeGreaterThan(0);
    expect(await terminateBackends()).toBeGreaterThanOrEqual(idle);
    // Each dead idle connection is reported and dropped from the pool…
    await expect.poll(() => onConnectionError.mock.calls.length).toBe(idle);
    expect(handle.pool!.totalCount).toBe(0);
    // …and the next query simply opens a new one.
    await handle.ping();
  });

  it("the chat bus LISTENs again after its connection is killed, resyncs, and delivers", async () => {
    const { handle } = open();
    const bus = createPostgresEvents(handle.pool!, { channel: "site_events_blip" });
    const other = createPostgresEvents(handle.pool!, { channel: "site_events_blip" });
    const events: SiteEvent[] = [];
    bus.subscribe({ name: "test", applicableEvents: ["bus.resync"], handle: (event) => void events.push(event) });
    other.subscribe({
      name: "test",
      applicableEvents: ["chat.messageDeleted"],
      handle: (event) => void events.push(event),
    });
    await Promise.all([bus.start(), other.start()]);
    await terminateBackends();
    await expect.poll(() => events.some((event) => event.type === "bus.resync"), { timeout: 15_000 }).toBe(true);
    await bus.publish({ type: "chat.messageDeleted", topic: "mental-wellness", id: 7 });
    await expect.poll(() => events.some((event) => event.type === "chat.messageDeleted" && event.id === 7)).toBe(true);
    await Promise.all([bus.close(), other.close()]);
  });

  it("a notified message whose lookup fails is logged, not an unhandled rejection", async () => {
    const { handle } = open();
    const expand = vi.fn(async (): Promise<SiteEvent | null> => {
      throw new Error("database unreachable");
    });
    const byReference = {
      shrink: (event: SiteEvent) =>
        event.type === "chat.messagePosted" ? { type: event.type, id: event.message.id } : null,
      expand,
    };
    const bus = createPostgresEvents(handle.pool!, { byReference, channel: "site_events_lookup" });
    const other = createPostgresEvents(handle.pool!, { byReference, channel: "site_events_lookup" });
    const events: SiteEvent[] = [];
    other.subscribe({
      name: "test",
      applicableEvents: ["chat.messagePosted"],
      handle: (event) => void events.push(event),
    });
    await Promise.all([bus.start(), other.start()]);
    // Too big for a NOTIFY payload: it travels by id and is looked up on arrival.
    const message = {
      id: 42,
      topic: "mental-wellness",
      content: "x".repeat(8_000),
      userId: null,
      createdAt: new Date().toISOString(),
      sender: null,
    };
    await bus.publish({ type: "chat.messagePosted", message });
    // Read back by the other instance only (the publishing one heard it when it was published).
    await expect.poll(() => expand.mock.calls.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]);
    await Promise.all([bus.close(), other.close()]);
  });

  it("a statement that runs too long is cancelled by the statement timeout", async () => {
    const { handle } = open({ statementTimeoutMs: 300 });
    const started = Date.now();
    await expect(handle.pool!.query("select pg_sleep(3)")).rejects.toMatchObject({ code: "57014" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("a server that accepts connections but never answers: the ping fails within its time box", async () => {
    // A TCP listener that never speaks: the PostgreSQL handshake gets no answer.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const { handle } = open({
        databaseUrl: `postgres://postgres@127.0.0.1:${port}/nothing`,
        connectTimeoutMs: 1_000,
      });
      const started = Date.now();
      await expect(handle.ping()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(PING_TIMEOUT_MS + 500);
      // The pool gives up on the connection too (connectionTimeoutMillis), so nothing waits forever.
      await expect(handle.pool!.query("select 1")).rejects.toThrow(/timeout/i);
    } finally {
      silent.close();
    }
  });
});
