import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLUSTER_CHANNEL } from "#platform/cluster-events.ts";
import { ACCOUNT_CLOSED_CODE, SESSION_ENDED_MESSAGE } from "#server/chat/hub.ts";
import { postgresSkipReason, type PostgresServer } from "#tests/helpers/postgres.ts";
import type { TestSocket } from "#tests/helpers/ws-client.ts";
import { signIn, startTwoInstances, type TwoInstances } from "#tests/helpers/chat-rig.ts";
import type { RunningServer } from "#tests/e2e/server.ts";

/**
 * Two real app instances (`node server/main.ts`, production mode) share one
 * PostgreSQL server: a message sent to one instance reaches sockets of the
 * other through LISTEN/NOTIFY, and so do deletions and room member counts.
 */
const skip = postgresSkipReason();
if (skip) console.warn(`[chat-postgres] skipped: ${skip}`);

const AUTH_SECRET = "two-instance-test-secret-0123456789abcdef";
let rig: TwoInstances;
let postgres: PostgresServer;
let a: RunningServer;
let b: RunningServer;
let userCookie = "";
let adminCookie = "";
let member: { email: string; password: string };

const open = (server: RunningServer, cookie?: string) => rig.open(server, cookie);

async function subscribe(socket: TestSocket, topic: string) {
  socket.send({ type: "subscribe", topic });
  await socket.next("subscribed", (frame) => frame.topic === topic);
}

describe.skipIf(skip !== null)(
  `chat across two app instances on PostgreSQL${skip ? ` (skipped: ${skip})` : ""}`,
  () => {
    beforeAll(async () => {
      rig = await startTwoInstances({ secret: AUTH_SECRET });
      ({ postgres, a, b } = rig);
      member = rig.users.user!;
      userCookie = await signIn(a, rig.users.user!.email, rig.users.user!.password);
      adminCookie = await signIn(b, rig.users.admin!.email, rig.users.admin!.password);
    }, 180_000);

    afterAll(async () => {
      await rig?.stop();
    }, 60_000);

    it("delivers a message sent to instance A to a reader on instance B, and the reverse", async () => {
      const senderOnA = await open(a, userCookie);
      const readerOnB = await open(b);
      const readerOnA = await open(a);
      await subscribe(readerOnB, "mental-wellness");
      await subscribe(readerOnA, "mental-wellness");

      senderOnA.send({ type: "send", topic: "mental-wellness", clientId: "x1", content: "hello from A" });
      const ack = await senderOnA.next("ack", (frame) => frame.clientId === "x1");
      const onB = await readerOnB.next("message", (frame) => frame.message.id === ack.id);
      expect(onB.message).toMatchObject({
        content: "hello from A",
        topic: "mental-wellness",
        sender: { name: "Uma User" },
      });

      // The session cookie issued by A also works on B (shared database and secret).
      const senderOnB = await open(b, userCookie);
      senderOnB.send({ type: "send", topic: "mental-wellness", clientId: "x2", content: "hello from B" });
      const ack2 = await senderOnB.next("ack", (frame) => frame.clientId === "x2");
      const onA = await readerOnA.next("message", (frame) => frame.message.id === ack2.id);
      expect(onA.message.content).toBe("hello from B");
      expect(ack2.id).toBeGreaterThan(ack.id);
    });

    it("carries messages too large for one NOTIFY by reference", async () => {
      const sender = await open(a, userCookie);
      const reader = await open(b);
      await subscribe(reader, "nutrition-recipes");
      const content = "🥑".repeat(2000);
      sender.send({ type: "send", topic: "nutrition-recipes", clientId: "big", content });
      const ack = await sender.next("ack", (frame) => frame.clientId === "big");
      const received = await reader.next("message", (frame) => frame.message.id === ack.id);
      expect(received.message.content).toBe(content);
    });

    it("deletes live on every instance", async () => {
      const author = await open(a, userCookie);
      const moderatorOnB = await open(b, adminCookie);
      const readerOnA = await open(a);
      await subscribe(readerOnA, "fitness-movement");
      author.send({ type: "send", topic: "fitness-movement", clientId: "d", content: "to be removed" });
      const { id } = await author.next("ack", (frame) => frame.clientId === "d");
      moderatorOnB.send({ type: "delete", id });
      expect(await readerOnA.next("deleted", (frame) => frame.id === id)).toEqual({
        type: "deleted",
        topic: "fitness-movement",
        id,
      });
    });

    it("a sign-out on instance B ends her socket's sends on instance A at once, not after the session cache's TTL", async () => {
      const cookie = await signIn(a, member.email, member.password);
      const socketOnA = await open(a, cookie);
      socketOnA.send({ type: "send", topic: "mental-wellness", clientId: "before", content: "still signed in" });
      await socketOnA.next("ack", (frame) => frame.clientId === "before");

      const signOut = await fetch(`${b.url}/api/auth/sign-out`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: b.url, cookie },
        body: "{}",
      });
      expect(signOut.status).toBe(200);
      // B's drop reaches A through NOTIFY within moments; the TTL A would otherwise wait is 30 s.
      const started = Date.now();
      let refused: { code: string; message?: string } | null = null;
      for (let attempt = 0; !refused && Date.now() - started < 5_000; attempt += 1) {
        const clientId = `after-${attempt}`;
        socketOnA.send({ type: "send", topic: "mental-wellness", clientId, content: "after sign-out" });
        const answerTo = () =>
          socketOnA.frames.find(
            (frame) =>
              (frame.type === "ack" || frame.type === "error") && "clientId" in frame && frame.clientId === clientId,
          );
        await expect.poll(answerTo, { timeout: 5_000, interval: 20 }).toBeDefined();
        const answer = answerTo()!;
        if (answer.type === "error") refused = answer;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(refused).toMatchObject({ code: "unauthenticated", message: SESSION_ENDED_MESSAGE });
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it("counts room members across instances on the community page", async () => {
      const reader = await open(b);
      await subscribe(reader, "menopause-hormones");
      await expect
        .poll(
          async () => {
            const html = await (await fetch(`${a.url}/community`)).text();
            return /data-room-members="menopause-hormones"[^>]*>.*?(\d+) (?:person|people) in the room now/s.exec(
              html,
            )?.[1];
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe("1");
    });

    it("says once that an instance holds nobody, then stays quiet on the bus", async () => {
      await rig.closeSockets();
      const membersOn = async (server: RunningServer) =>
        [
          ...(await (await fetch(`${server.url}/community`)).text()).matchAll(
            /(\d+) (?:person|people) in the room now/g,
          ),
        ]
          .map((match) => Number(match[1]))
          .reduce((sum, n) => sum + n, 0);
      await expect.poll(() => membersOn(a), { timeout: 15_000, interval: 500 }).toBe(0);
      await expect.poll(() => membersOn(b), { timeout: 15_000, interval: 500 }).toBe(0);
      const listener = new pg.Client({ connectionString: postgres.url });
      await listener.connect();
      const reports: { instanceId: string; counts: Record<string, number> }[] = [];
      listener.on("notification", ({ payload }) => {
        const { event } = JSON.parse(payload ?? "{}") as {
          event?: { type?: string; instanceId: string; counts: Record<string, number> };
        };
        if (event?.type === "chat.presence") reports.push(event);
      });
      try {
        await listener.query(`listen ${CLUSTER_CHANNEL}`);
        await new Promise((resolve) => setTimeout(resolve, 11_000)); // past one report interval (10 s)
        // Someone joins on b: b reports at once (so the bus is heard, and the silence before was quiet).
        await rig.joined(b, "menopause-hormones");
        await expect.poll(() => reports.length, { timeout: 5_000 }).toBeGreaterThan(0);
      } finally {
        await listener.end();
      }
      expect(reports).toEqual([
        expect.objectContaining({ counts: expect.objectContaining({ "menopause-hormones": 1 }) }),
      ]);
    }, 60_000);

    it("a member who deletes her account on instance A is gone from instance B's rooms: her messages and her sockets", async () => {
      const email = `leaver-${Date.now()}@example.com`;
      const password = "leaver-pass-1";
      const signUp = await fetch(`${a.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: a.url },
        body: JSON.stringify({ email, password, name: "Lena Leaver" }),
      });
      expect(signUp.ok).toBe(true);
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        await client.query('update "user" set email_verified = true where email = $1', [email]);
      } finally {
        await client.end();
      }
      const cookie = await signIn(a, email, password);
      const herSocketOnB = await open(b, cookie);
      const readerOnB = await open(b);
      await subscribe(readerOnB, "nutrition-recipes");
      herSocketOnB.send({ type: "send", topic: "nutrition-recipes", clientId: "leaving", content: "soon gone" });
      const { id } = await herSocketOnB.next("ack", (frame) => frame.clientId === "leaving");
      const closed = new Promise<number>((resolve) => herSocketOnB.ws.once("close", (code) => resolve(code)));

      const deleted = await fetch(`${a.url}/profile`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: a.url, cookie },
        body: new URLSearchParams({ intent: "delete-account", password }).toString(),
      });
      expect(deleted.status).toBe(302);
      expect(deleted.headers.get("Location")).toBe("/");
      expect(await readerOnB.next("deleted", (frame) => frame.id === id)).toEqual({
        type: "deleted",
        topic: "nutrition-recipes",
        id,
      });
      expect(await closed).toBe(ACCOUNT_CLOSED_CODE);
    });

    it("closes sockets with 'service restart' and exits cleanly on SIGTERM", async () => {
      const socket = await open(a);
      const closed = new Promise<number>((resolve) => socket.ws.once("close", (code) => resolve(code)));
      const exit = new Promise<number | null>((resolve) => a.child.once("exit", (code) => resolve(code)));
      a.child.kill("SIGTERM");
      expect(await closed).toBe(1012);
      expect(await exit).toBe(0);
    });
  },
);
