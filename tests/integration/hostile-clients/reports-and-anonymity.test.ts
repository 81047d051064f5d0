import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as chatLoader, action as chatAction } from "#app/routes/chat.tsx";
import { action as queueAction, loader as queueLoader } from "#app/routes/admin/reports.tsx";
import { loader as moderationLoader } from "#app/routes/admin/moderation.tsx";
import { exportAccountData } from "#app/domain/accounts/account-data.server.ts";
import { postMessage } from "#app/domain/chat/chat.server.ts";
import { setModerator } from "#app/domain/chat/moderation.server.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";
import { giveStanding } from "#tests/helpers/standing.ts";
import { CHAT_ORIGIN as ORIGIN, startHubRig, type HubRig } from "#tests/helpers/chat-rig.ts";

/**
 * Issue 63, classes 1 and 2, on a fresh install's defaults (3 reports hide, no held first messages): the
 * protections cannot be turned against the members they protect. Accounts made a minute ago cannot
 * silence a member by reporting her; a hold is a moderator's decision; she is told, may appeal, and sees
 * her message restored when a moderator rejects the reports; coordinated reports are shown as such. And
 * an anonymous message's sender is in no audit entry, staff screen or frame, reveal included.
 */
let rig: HubRig;
let admin: TestUser;
let moderator: TestUser;

const post = (path: string, values: Record<string, string>, cookie: string, params: Record<string, string> = {}) =>
  routeArgs(path, {
    method: "POST",
    body: new URLSearchParams(values),
    params,
    headers: { Origin: ORIGIN, cookie, "Content-Type": "application/x-www-form-urlencoded" },
  });
const dataOf = <T>(result: unknown) =>
  (result as { type?: string })?.type === "DataWithResponseInit" ? (result as { data: T }).data : (result as T);
const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } })?.init?.status ?? 200);

const report = (who: TestUser, topic: string, id: number) =>
  settle(() =>
    chatAction(
      post(`/chat/${topic}`, { intent: "report", id: String(id), reason: "harassment" }, who.cookie, {
        topicId: topic,
      }) as never,
    ),
  );
const queueItems = async () =>
  (await queueLoader(routeArgs("/admin/reports", { headers: { cookie: moderator.cookie } }) as never)).items;

beforeAll(async () => {
  rig = await startHubRig();
  [admin, moderator] = await Promise.all([
    createTestUser({ role: "admin", name: "Ada Admin" }),
    createTestUser({ name: "Mona Moderator" }),
  ]);
  await setModerator({ id: admin.id, name: admin.name }, moderator.id, true);
});

afterAll(async () => {
  await rig.close();
});

describe("reports weigh by the reporter's standing", () => {
  it("three accounts made a minute ago report all her messages: nothing hides, she still posts, the queue shows them as coordinated", async () => {
    const topic = "mental-wellness";
    const her = await createTestUser({ name: "Hana Target" });
    const readersSocket = await rig.joined(undefined, topic);
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const posted = await postMessage({ userId: her.id, topic, content: `I am struggling this week ${n}` });
      if (!posted.ok) throw new Error(posted.message);
      ids.push(posted.message.id);
    }
    const fresh = await Promise.all([1, 2, 3].map((n) => createTestUser({ name: `Fresh ${n}` })));
    for (const id of ids)
      for (const who of fresh) expect(dataOf(await report(who, topic, id))).toEqual({ ok: true, reported: id });

    const page = await chatLoader(routeArgs(`/chat/${topic}`, { params: { topicId: topic } }) as never);
    for (const id of ids) expect(page.data.messages.some((message) => message.id === id)).toBe(true);
    expect(readersSocket.frames.some((frame) => frame.type === "deleted")).toBe(false);
    expect(await postMessage({ userId: her.id, topic, content: "still here" })).toMatchObject({ ok: true });
    const holds = await db.select().from(schema.chatPostingHolds).where(eq(schema.chatPostingHolds.userId, her.id));
    expect(holds).toHaveLength(0);

    const items = (await queueItems()).filter((item) => ids.includes(item.messageId));
    expect(items).toHaveLength(3);
    for (const item of items)
      expect(item).toMatchObject({ status: "visible", reports: 3, newAccountReports: 3, weight: 0, coordinated: true });
  });

  it("reporters of standing hide it; she is told, appeals, and a moderator's rejection restores it for everyone", async () => {
    const topic = "fitness-movement";
    const her = await createTestUser({ name: "Faye Hidden" });
    const hersSocket = await rig.joined(her.cookie, topic);
    const readersSocket = await rig.joined(undefined, topic);
    const posted = await postMessage({ userId: her.id, topic, content: "my honest opinion" });
    if (!posted.ok) throw new Error(posted.message);
    const id = posted.message.id;
    const members = await Promise.all([1, 2, 3].map((n) => createTestUser({ name: `Member ${n}` })));
    await Promise.all(members.map((member) => giveStanding(member.id)));
    for (const member of members.slice(0, 2)) await report(member, topic, id);
    expect(dataOf(await report(members[2]!, topic, id))).toEqual({ ok: true, reported: id, hidden: true });
    await readersSocket.next("deleted", (frame) => frame.id === id);
    await hersSocket.next("under-review", (frame) => frame.id === id);
    // Hidden is not a hold: she may still post.
    expect(await postMessage({ userId: her.id, topic, content: "anyone there?" })).toMatchObject({ ok: true });

    // Someone else cannot appeal it; she can, once.
    const appeal = (who: TestUser) =>
      settle(() =>
        chatAction(
          post(
            `/chat/${topic}`,
            { intent: "appeal", id: String(id), appeal: "It was not aimed at anyone" },
            who.cookie,
            {
              topicId: topic,
            },
          ) as never,
        ),
      );
    expect(statusOf(await appeal(members[0]!))).toBe(404);
    expect(dataOf(await appeal(her))).toEqual({ ok: true, appealed: id });
    expect(statusOf(await appeal(her))).toBe(409);
    const item = (await queueItems()).find((candidate) => candidate.messageId === id);
    expect(item).toMatchObject({ status: "hidden", weight: 3, coordinated: false });
    expect(item?.appeal?.text).toBe("It was not aimed at anyone");

    const dismissed = await settle(() =>
      queueAction(
        post("/admin/reports", { intent: "dismiss", id: String(id), reason: "not harassment" }, moderator.cookie),
      ),
    );
    expect(statusOf(dismissed)).toBe(200);
    await readersSocket.next("message", (frame) => frame.message.id === id);
    const page = await chatLoader(routeArgs(`/chat/${topic}`, { params: { topicId: topic } }) as never);
    expect(page.data.messages.some((message) => message.id === id)).toBe(true);
    // The reporters' rejected reports are part of their standing from now on.
    const outcomes = await db
      .select()
      .from(schema.chatReportOutcomes)
      .where(eq(schema.chatReportOutcomes.messageId, id));
    expect(outcomes.map((outcome) => outcome.upheld)).toEqual([false, false, false]);
  });
});

describe("anonymous means anonymous everywhere", () => {
  it("removing, hiding and revealing an anonymous message leaves no sender id in the audit log or its page", async () => {
    const topic = "mental-wellness";
    const poster = await createTestUser({ name: "Quinn Quiet" });
    const posted = await postMessage({ userId: poster.id, topic, content: "I need to say this", anonymous: true });
    if (!posted.ok) throw new Error(posted.message);
    const id = String(posted.message.id);
    const revealed = await settle(() =>
      queueAction(post("/admin/reports", { intent: "reveal", id, reason: "threat to others" }, moderator.cookie)),
    );
    expect(JSON.stringify(revealed)).not.toContain(poster.id);
    const removed = await settle(() =>
      queueAction(post("/admin/reports", { intent: "delete", id, reason: "rule 2" }, admin.cookie)),
    );
    expect(statusOf(removed)).toBe(200);

    const log = await db.select().from(schema.moderationAuditLog);
    const raw = JSON.stringify(log.filter((entry) => String(entry.messageId) === id));
    expect(raw).toContain("author.reveal");
    expect(raw).toContain("message.remove");
    for (const secret of [poster.id, poster.name, poster.email]) expect(raw).not.toContain(secret);

    const screen = JSON.stringify(
      await settle(() =>
        moderationLoader(routeArgs("/admin/moderation", { headers: { cookie: admin.cookie } }) as never),
      ),
    );
    for (const secret of [poster.id, moderator.id, admin.id]) expect(screen).not.toContain(secret);
    expect(screen).toContain("Anonymous member");

    // Her own data download still lists what was done about her message.
    const download = JSON.stringify(
      await exportAccountData({ id: poster.id, email: poster.email }, "The Wellness Circle"),
    );
    expect(download).toContain("message.remove");
    expect(download).toContain("author.reveal");
  });
});
