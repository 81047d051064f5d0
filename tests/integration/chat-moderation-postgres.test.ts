import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresSkipReason } from "#tests/helpers/postgres.ts";
import { signIn, startTwoInstances, type Seeded, type TwoInstances } from "#tests/helpers/chat-rig.ts";
import type { RunningServer } from "#tests/e2e/server.ts";

/**
 * Moderation across two real app instances (production mode) on one PostgreSQL server: a held first
 * message is unseen on both until a moderator approves it on the other; three members' reports hide a
 * message on both instances before anyone moderates; an anonymous message carries no sender in frames or
 * the page's HTML; slow mode holds across instances.
 */
const skip = postgresSkipReason();
if (skip) console.warn(`[chat-moderation-postgres] skipped: ${skip}`);

const AUTH_SECRET = "two-instance-moderation-secret-0123456789";
let rig: TwoInstances;
let a: RunningServer;
let b: RunningServer;
const cookies: Record<string, string> = {};
let seeded: Seeded;

const joined = (server: RunningServer, topic: string, cookie?: string) => rig.joined(server, topic, cookie);

/** A form post to a page's action, as a browser without script sends it. */
async function formPost(server: RunningServer, pathname: string, cookie: string, values: Record<string, string>) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    headers: { Origin: server.url, cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values),
  });
}

describe.skipIf(skip !== null)(
  `chat moderation across two app instances on PostgreSQL${skip ? ` (skipped: ${skip})` : ""}`,
  () => {
    beforeAll(async () => {
      rig = await startTwoInstances({
        secret: AUTH_SECRET,
        // member1..3 report as members of standing; member4 is the newcomer whose first message is held.
        env: { CHAT_HOLD_FIRST_MESSAGES: "1", AUTH_RATE_LIMIT_SCALE: "100", SEED_MEMBERS_WITH_STANDING: "3" },
        extraMembers: 4,
      });
      ({ a, b, users: seeded } = rig);
      for (const [key, account] of Object.entries(seeded))
        cookies[key] = await signIn(key === "admin" ? b : a, account.email, account.password);
    }, 240_000);

    afterAll(async () => {
      await rig?.stop();
    }, 60_000);

    it("keeps a new member's first message from others on both instances until a moderator approves it", async () => {
      const topic = "menopause-hormones";
      const newcomer = await joined(a, topic, cookies.member4);
      const readerOnA = await joined(a, topic, cookies.user);
      const readerOnB = await joined(b, topic);
      newcomer.send({ type: "send", topic, clientId: "h1", content: "first words from a newcomer" });
      const held = await newcomer.next("ack", (frame) => frame.clientId === "h1");
      expect(held.message.status).toBe("held");
      // The admin's own message (never held) marks the moment: everything published before it has arrived.
      const adminSocket = await joined(b, topic, cookies.admin);
      adminSocket.send({ type: "send", topic, clientId: "m1", content: "welcome, everyone" });
      const mark = await adminSocket.next("ack", (frame) => frame.clientId === "m1");
      for (const reader of [readerOnA, readerOnB]) {
        await reader.next("message", (frame) => frame.message.id === mark.id);
        expect(reader.frames.some((frame) => frame.type === "message" && frame.message.id === held.id)).toBe(false);
      }
      const visitorPage = await (await fetch(`${a.url}/chat/${topic}`)).text();
      expect(visitorPage).not.toContain("first words from a newcomer");

      const approved = await formPost(b, "/admin/reports", cookies.admin!, { intent: "approve", id: String(held.id) });
      expect(approved.status).toBe(200);
      for (const reader of [readerOnA, readerOnB])
        await reader.next("message", (frame) => frame.message.id === held.id);
    });

    it("hides a message reported by three members on both instances before any moderator acts", async () => {
      const topic = "fitness-movement";
      const authorSocket = await joined(a, topic, cookies.admin);
      authorSocket.send({ type: "send", topic, clientId: "r1", content: "a message three members object to" });
      const posted = await authorSocket.next("ack", (frame) => frame.clientId === "r1");
      const readerOnA = await joined(a, topic);
      const readerOnB = await joined(b, topic, cookies.user);
      for (const [n, server] of [
        [1, a],
        [2, b],
        [3, a],
      ] as const) {
        const response = await formPost(server, `/chat/${topic}`, cookies[`member${n}`]!, {
          intent: "report",
          id: String(posted.id),
          reason: "harassment",
        });
        expect(response.status).toBe(200);
      }
      for (const reader of [readerOnA, readerOnB]) await reader.next("deleted", (frame) => frame.id === posted.id);
      await authorSocket.next("under-review", (frame) => frame.id === posted.id);
      for (const server of [a, b])
        expect(await (await fetch(`${server.url}/chat/${topic}`)).text()).not.toContain("three members object to");
    });

    it("sends an anonymous message without its sender in frames and HTML, on both instances", async () => {
      const topic = "pregnancy-loss";
      const readerOnB = await joined(b, topic);
      const poster = await joined(a, topic, cookies.admin);
      poster.send({ type: "send", topic, clientId: "an1", content: "an anonymous message", anonymous: true });
      const ack = await poster.next("ack", (frame) => frame.clientId === "an1");
      const frame = await readerOnB.next("message", (candidate) => candidate.message.id === ack.id);
      expect(frame.message.userId).toBeNull();
      expect(frame.message.sender?.name).toMatch(/^Anonymous \d{4}$/);
      const html = await (await fetch(`${b.url}/chat/${topic}`, { headers: { cookie: cookies.user! } })).text();
      expect(html).toContain("an anonymous message");
      for (const text of [JSON.stringify(frame), html]) expect(text).not.toContain(seeded.admin!.name);
    });

    it("applies slow mode set on one instance to a member posting on the other, which had read the room's rules before", async () => {
      const topic = "nutrition-recipes";
      const member = await joined(a, topic, cookies.user);
      const answerTo = async (clientId: string) => {
        const find = () =>
          member.frames.find(
            (frame) => (frame.type === "ack" || frame.type === "error") && frame.clientId === clientId,
          );
        await expect.poll(find).toBeTruthy();
        return find()!;
      };
      // Instance a reads the room's rules (and keeps them) for this send, before they change on b.
      member.send({ type: "send", topic, clientId: "s0", content: "before the change" });
      expect(await answerTo("s0")).toMatchObject({ type: "ack" });
      const saved = await formPost(b, "/admin/reports", cookies.admin!, {
        intent: "room-rules",
        topic,
        slowMode: "60",
      });
      expect(saved.status).toBe(200);
      // The change reaches a by NOTIFY a moment after b answers: the first send a takes after it starts the
      // wait, and the next is refused. Kept rules that never changed would ack all eight.
      let answer: Awaited<ReturnType<typeof answerTo>>;
      let n = 0;
      do {
        n += 1;
        member.send({ type: "send", topic, clientId: `s${n}`, content: `after the change ${n}` });
        answer = await answerTo(`s${n}`);
        if (answer.type === "ack") await new Promise((resolve) => setTimeout(resolve, 100));
      } while (answer.type === "ack" && n < 8);
      expect(answer).toMatchObject({ type: "error", code: "slow_mode" });
      expect(answer.type === "error" && answer.message).toMatch(/You can post again in (59|60) seconds\./);
    });
  },
);
