import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { db, schema } from "#platform/db.ts";
import { roomMemberCounts } from "#app/domain/chat/presence.server.ts";
import { frameText, idleSocketOf } from "#server/chat/hub.ts";
import { MAX_FRAME_BYTES, SEND_RATE_LIMIT } from "#app/domain/chat/rules.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";
import { connectChat, type TestSocket } from "#tests/helpers/ws-client.ts";
import { CHAT_ORIGIN as ORIGIN, startHubRig, type HubRig } from "#tests/helpers/chat-rig.ts";

let rig: HubRig;
let url: string;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
const open: TestSocket[] = [];

const connect = (cookie?: string) => rig.connect(cookie);

async function subscribe(socket: TestSocket, topic: string, after?: number) {
  socket.send({ type: "subscribe", topic, after });
  return socket.next("subscribed", (frame) => frame.topic === topic);
}

beforeAll(async () => {
  rig = await startHubRig();
  url = rig.url;
  [alice, bob, admin] = await Promise.all([
    createTestUser({ name: "Alice Example" }),
    createTestUser({ name: "Bob Example" }),
    createTestUser({ name: "Ada Admin", role: "admin" }),
  ]);
});

afterAll(async () => {
  await Promise.all(open.map((socket) => socket.close()));
  await rig.close();
});

describe("broadcast frames (written once per room, server/chat/hub.ts)", () => {
  it("reaches the socket under a ws connection, and its frames read back as ws.send's do (7-, 16- and 64-bit lengths)", async () => {
    const probe = http.createServer();
    const { WebSocketServer } = await import("ws");
    const wss = new WebSocketServer({ server: probe, perMessageDeflate: false });
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const serverSide = new Promise<WebSocket>((resolve) => wss.once("connection", resolve));
    const client = new WebSocket(`ws://127.0.0.1:${(probe.address() as AddressInfo).port}`, {
      perMessageDeflate: false,
    });
    const texts: string[] = [];
    const received = new Promise<void>((resolve) =>
      client.on("message", (data, isBinary) => {
        expect(isBinary).toBe(false);
        texts.push(data.toString());
        if (texts.length === 4) resolve();
      }),
    );
    const socket = await serverSide;
    // ws 8's private fields are still there: broadcasts take the framed path, not ws.send per member.
    const raw = idleSocketOf(socket);
    expect(raw).not.toBeNull();
    const short = JSON.stringify({ type: "message", text: "héllo" });
    const medium = JSON.stringify({ type: "message", text: "x".repeat(1_000) });
    const long = JSON.stringify({ type: "message", text: "x".repeat(70_000) });
    raw!.write(frameText(Buffer.from(short)));
    socket.send(Buffer.from(short), { binary: false });
    raw!.write(frameText(Buffer.from(medium)));
    raw!.write(frameText(Buffer.from(long)));
    await received;
    expect(texts).toEqual([short, short, medium, long]);
    client.close();
    wss.close();
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });
});

describe("chat socket", () => {
  it("refuses upgrades from another origin with 403 and unknown paths with 404", async () => {
    await expect(connectChat(url, { origin: "https://evil.example" })).rejects.toThrow("upgrade refused: 403");
    await expect(connectChat(url.replace("/ws/chat", "/ws/other"), { origin: ORIGIN })).rejects.toThrow(
      "upgrade refused: 404",
    );
  });

  it("identifies the session's user, and visitors as nobody", async () => {
    const visitor = await connectChat(url, { origin: ORIGIN });
    open.push(visitor);
    expect(await visitor.next("ready")).toEqual({ type: "ready", user: null });
    const member = await connectChat(url, { origin: ORIGIN, cookie: alice.cookie });
    open.push(member);
    expect(await member.next("ready")).toMatchObject({ user: { id: alice.id, name: "Alice Example", role: "user" } });
  });

  it("stores, publishes to every subscriber, then acknowledges; the sender is the session's user", async () => {
    const sender = await connect(alice.cookie);
    const reader = await connect();
    const elsewhere = await connect();
    await subscribe(sender, "mental-wellness");
    await subscribe(reader, "mental-wellness");
    await subscribe(elsewhere, "fitness-movement");

    sender.send({
      type: "send",
      topic: "mental-wellness",
      clientId: "c1",
      content: "  <b>Hello</b> circle  ",
      userId: bob.id,
    });
    const ack = await sender.next("ack", (frame) => frame.clientId === "c1");
    const received = await reader.next("message");
    expect(received.message).toEqual(ack.message);
    expect(received.message).toMatchObject({
      id: ack.id,
      topic: "mental-wellness",
      content: "<b>Hello</b> circle",
      userId: alice.id,
      sender: { name: "Alice Example", avatar: null },
    });
    const [row] = await db.select().from(schema.chatMessages).where(eq(schema.chatMessages.id, ack.id));
    expect(row.userId).toBe(alice.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(elsewhere.frames.some((frame) => frame.type === "message")).toBe(false);
  });

  it("stores the messages one socket sends in a row in the order they were sent", async () => {
    const sender = await connect(bob.cookie);
    await subscribe(sender, "nutrition-recipes");
    const contents = ["in order 1", "in order 2", "in order 3", "in order 4", "in order 5"];
    contents.forEach((content, index) =>
      sender.send({ type: "send", topic: "nutrition-recipes", clientId: `o${index}`, content }),
    );
    const acks = await Promise.all(
      contents.map((_, index) => sender.next("ack", (frame) => frame.clientId === `o${index}`)),
    );
    const ids = acks.map((ack) => ack.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(acks.map((ack) => ack.message.content)).toEqual(contents);
  });

  it("refuses posts from visitors, to unknown rooms, and empty or oversize messages, keeping the connection", async () => {
    const visitor = await connect();
    visitor.send({ type: "send", topic: "mental-wellness", clientId: "v1", content: "hi" });
    expect(await visitor.next("error", (frame) => frame.clientId === "v1")).toMatchObject({ code: "unauthenticated" });

    const member = await connect(bob.cookie);
    member.send({ type: "send", topic: "secret-room", clientId: "u1", content: "hi" });
    expect(await member.next("error", (frame) => frame.clientId === "u1")).toMatchObject({ code: "unknown_room" });
    member.send({ type: "send", topic: "mental-wellness", clientId: "e1", content: "   \n " });
    expect(await member.next("error", (frame) => frame.clientId === "e1")).toMatchObject({
      code: "invalid_message",
      message: "Message cannot be empty.",
    });
    member.send({ type: "send", topic: "mental-wellness", clientId: "l1", content: "x".repeat(2001) });
    expect(await member.next("error", (frame) => frame.clientId === "l1")).toMatchObject({ code: "invalid_message" });
    expect(member.ws.readyState).toBe(WebSocket.OPEN);
    expect(visitor.ws.readyState).toBe(WebSocket.OPEN);
  });

  it("answers malformed JSON, unknown types, binary and oversize frames with an error frame", async () => {
    const socket = await connect(bob.cookie);
    const bystander = await connect();
    await subscribe(bystander, "nutrition-recipes");
    socket.sendRaw("{not json");
    expect(await socket.next("error")).toMatchObject({ code: "bad_frame" });
    socket.send({ type: "shout", clientId: "s1" });
    expect(await socket.next("error")).toMatchObject({ code: "unknown_type", clientId: "s1" });
    socket.send([1, 2, 3]);
    expect(await socket.next("error")).toMatchObject({ code: "bad_frame" });
    socket.send({ type: "subscribe", topic: "../../etc" });
    expect(await socket.next("error")).toMatchObject({ code: "bad_frame" });
    socket.sendRaw(Buffer.from([1, 2, 3]));
    expect(await socket.next("error")).toMatchObject({ code: "bad_frame" });
    socket.sendRaw(
      JSON.stringify({ type: "send", topic: "mental-wellness", clientId: "big", content: "x".repeat(MAX_FRAME_BYTES) }),
    );
    expect(await socket.next("error")).toMatchObject({ code: "too_large" });
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    expect(bystander.ws.readyState).toBe(WebSocket.OPEN);
    // Still usable afterwards.
    await subscribe(socket, "nutrition-recipes");
  });

  it("backfills what a reconnecting client missed, from its last seen id", async () => {
    const sender = await connect(alice.cookie);
    const first = await connect();
    await subscribe(first, "nutrition-recipes");
    await subscribe(sender, "nutrition-recipes");
    sender.send({ type: "send", topic: "nutrition-recipes", clientId: "n1", content: "one" });
    const one = await first.next("message");
    await first.close();
    sender.send({ type: "send", topic: "nutrition-recipes", clientId: "n2", content: "two" });
    sender.send({ type: "send", topic: "nutrition-recipes", clientId: "n3", content: "three" });
    await sender.next("ack", (frame) => frame.clientId === "n3");

    const again = await connect();
    await subscribe(again, "nutrition-recipes", one.message.id);
    const backfill = await again.next("backfill");
    const after = backfill.messages.filter((message) => message.id > one.message.id).map((message) => message.content);
    expect(after).toEqual(["two", "three"]);
    expect(backfill.complete).toBe(true);
  });

  it("limits how fast one user can send, with a clear error", async () => {
    const user = await createTestUser({ name: "Fast Typist" });
    const socket = await connect(user.cookie);
    for (let index = 0; index < SEND_RATE_LIMIT.limit; index += 1) {
      socket.send({ type: "send", topic: "fitness-movement", clientId: `r${index}`, content: `message ${index}` });
      await socket.next("ack", (frame) => frame.clientId === `r${index}`);
    }
    socket.send({ type: "send", topic: "fitness-movement", clientId: "over", content: "one too many" });
    const error = await socket.next("error", (frame) => frame.clientId === "over");
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/^You're sending messages too quickly\. Please wait \d+ seconds? and try again\.$/);
    expect(error.retryAfterMs).toBeGreaterThan(0);
    // Refused means not stored: the count and the insert are one statement.
    const stored = await db
      .select({ content: schema.chatMessages.content })
      .from(schema.chatMessages)
      .where(eq(schema.chatMessages.userId, user.id));
    expect(stored.map((row) => row.content)).toEqual(
      Array.from({ length: SEND_RATE_LIMIT.limit }, (_, index) => `message ${index}`),
    );
  });

  it("lets only admins delete others' messages, and the deletion reaches every subscriber", async () => {
    const author = await connect(alice.cookie);
    const someoneElse = await connect(bob.cookie);
    const moderator = await connect(admin.cookie);
    const reader = await connect();
    await subscribe(reader, "menopause-hormones");
    author.send({ type: "send", topic: "menopause-hormones", clientId: "d1", content: "delete me" });
    const { id } = await author.next("ack");

    someoneElse.send({ type: "delete", id });
    expect(await someoneElse.next("error")).toMatchObject({ code: "forbidden" });
    moderator.send({ type: "delete", id });
    expect(await reader.next("deleted")).toEqual({ type: "deleted", topic: "menopause-hormones", id });
    expect(await db.select().from(schema.chatMessages).where(eq(schema.chatMessages.id, id))).toEqual([]);
  });

  it("counts the members of each room", async () => {
    const socket = await connect();
    const before = roomMemberCounts()["fitness-movement"];
    await subscribe(socket, "fitness-movement");
    expect(roomMemberCounts()["fitness-movement"]).toBe(before + 1);
    socket.send({ type: "unsubscribe", topic: "fitness-movement" });
    await expect.poll(() => roomMemberCounts()["fitness-movement"]).toBe(before);
  });

  it("counts people, not tabs: a member's two sockets once, two visitors twice", async () => {
    const topic = "nutrition-recipes";
    // Earlier tests' sockets count against the per-address limit; this one needs four of its own.
    await Promise.all(open.splice(0).map((socket) => socket.close()));
    await rig.closeSockets();
    const carol = await createTestUser({ name: "Carol Example" });
    const before = roomMemberCounts()[topic];
    const firstTab = await connect(carol.cookie);
    const secondTab = await connect(carol.cookie);
    await subscribe(firstTab, topic);
    const joined = await subscribe(secondTab, topic);
    expect(roomMemberCounts()[topic]).toBe(before + 1);
    expect(joined.members).toBe(before + 1);
    const visitorOne = await connect();
    const visitorTwo = await connect();
    await subscribe(visitorOne, topic);
    await subscribe(visitorTwo, topic);
    expect(roomMemberCounts()[topic]).toBe(before + 3);
    // One of her tabs closes: she is still there.
    await firstTab.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(roomMemberCounts()[topic]).toBe(before + 3);
    secondTab.send({ type: "unsubscribe", topic });
    await expect.poll(() => roomMemberCounts()[topic]).toBe(before + 2);
    await Promise.all([visitorOne.close(), visitorTwo.close()]);
    await expect.poll(() => roomMemberCounts()[topic]).toBe(before);
  });
});
