import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader as chatLoader, action as chatAction } from "#app/routes/chat.tsx";
import { action as queueAction, loader as queueLoader } from "#app/routes/admin/reports.tsx";
import { action as settingsAction } from "#app/routes/admin/moderation.tsx";
import { eraseAccount, exportAccountData } from "#app/domain/accounts/account-data.server.ts";
import { postMessage } from "#app/domain/chat/chat.server.ts";
import { anonymousNumber, setModerator } from "#app/domain/chat/moderation.server.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";
import { giveStanding } from "#tests/helpers/standing.ts";
import { CHAT_ORIGIN as ORIGIN, startHubRig, type HubRig } from "#tests/helpers/chat-rig.ts";

/**
 * Community moderation against the real hub and database: held first messages, members' reports that
 * hide a message (members of standing), holds only by a moderator, anonymous posting, reveals in the audit log, slow mode,
 * crisis routing, and the audit log's own rules.
 */
let rig: HubRig;
let admin: TestUser;
let moderator: TestUser;
let reader: TestUser;

const connect = (cookie?: string) => rig.connect(cookie);
const joined = (cookie: string | undefined, topic: string) => rig.joined(cookie, topic);

const form = (values: Record<string, string>) => new URLSearchParams(values);
const post = (path: string, values: Record<string, string>, cookie: string, params: Record<string, string> = {}) =>
  routeArgs(path, {
    method: "POST",
    body: form(values),
    params,
    headers: { Origin: ORIGIN, cookie, "Content-Type": "application/x-www-form-urlencoded" },
  });
const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } })?.init?.status ?? 200);
const dataOf = <T>(result: unknown) =>
  (result as { type?: string })?.type === "DataWithResponseInit" ? (result as { data: T }).data : (result as T);

async function queue(cookie: string, values: Record<string, string>) {
  return settle(() => queueAction(post("/admin/reports", values, cookie)));
}

async function settings(holdFirstMessages: number, reportsToHide: number) {
  const result = await settle(() =>
    settingsAction(
      post(
        "/admin/moderation",
        { intent: "settings", holdFirstMessages: String(holdFirstMessages), reportsToHide: String(reportsToHide) },
        admin.cookie,
      ),
    ),
  );
  expect(statusOf(result)).toBe(200);
}

/** A visible message from `from` in `topic`: frames on one socket arrive in order, so it marks "everything before has arrived". */
async function marker(from: TestUser, topic: string) {
  const posted = await postMessage({ userId: from.id, topic, content: `marker ${Math.random()}` });
  if (!posted.ok) throw new Error(posted.message);
  return posted.message.id;
}

async function audit(action: string, messageId?: number) {
  return db
    .select()
    .from(schema.moderationAuditLog)
    .where(
      messageId === undefined
        ? eq(schema.moderationAuditLog.action, action)
        : and(eq(schema.moderationAuditLog.action, action), eq(schema.moderationAuditLog.messageId, messageId)),
    );
}

beforeAll(async () => {
  rig = await startHubRig();
  [admin, moderator, reader] = await Promise.all([
    createTestUser({ role: "admin", name: "Ada Admin" }),
    createTestUser({ name: "Mona Moderator" }),
    createTestUser({ name: "Rita Reader" }),
  ]);
  await setModerator({ id: admin.id, name: admin.name }, moderator.id, true);
});

beforeEach(() => settings(0, 3));

afterAll(async () => {
  await rig.close();
});

describe("a new member's first messages", () => {
  it("are shown only to her, marked as waiting, until a moderator approves one; then she posts freely", async () => {
    await settings(1, 3);
    const nora = await createTestUser({ name: "Nora Newcomer" });
    const topic = "menopause-hormones";
    const norasSocket = await joined(nora.cookie, topic);
    const readersSocket = await joined(reader.cookie, topic);

    norasSocket.send({ type: "send", topic, clientId: "n1", content: "Hello, I am new here" });
    const ack = await norasSocket.next("ack", (frame) => frame.clientId === "n1");
    expect(ack.message.status).toBe("held");
    const markerId = await marker(moderator, topic);
    await readersSocket.next("message", (frame) => frame.message.id === markerId);
    expect(readersSocket.frames.some((frame) => frame.type === "message" && frame.message.id === ack.id)).toBe(false);

    // The page: she sees it marked, another member and a visitor do not see it at all.
    const page = async (cookie?: string) =>
      (
        await chatLoader(
          routeArgs(`/chat/${topic}`, { params: { topicId: topic }, headers: cookie ? { cookie } : {} }) as never,
        )
      ).data.messages.find((message) => message.id === ack.id);
    expect(await page(nora.cookie)).toMatchObject({ status: "held" });
    expect(await page(reader.cookie)).toBeUndefined();
    expect(await page()).toBeUndefined();

    expect(statusOf(await queue(moderator.cookie, { intent: "approve", id: String(ack.id) }))).toBe(200);
    const delivered = await readersSocket.next("message", (frame) => frame.message.id === ack.id);
    expect(delivered.message.content).toBe("Hello, I am new here");
    expect(delivered.message.status).toBeUndefined();
    expect(await audit("message.approve", ack.id)).toHaveLength(1);

    norasSocket.send({ type: "send", topic, clientId: "n2", content: "Thank you for having me" });
    const second = await norasSocket.next("ack", (frame) => frame.clientId === "n2");
    expect(second.message.status).toBeUndefined();
    await readersSocket.next("message", (frame) => frame.message.id === second.id);
  });
});

describe("members' reports", () => {
  it("hide a message once three members of standing reported it, before any moderator acts; a moderator restores it", async () => {
    const author = await createTestUser({ name: "Rude Poster" });
    const topic = "fitness-movement";
    const authorsSocket = await joined(author.cookie, topic);
    const readersSocket = await joined(reader.cookie, topic);
    const posted = await postMessage({ userId: author.id, topic, content: "a message members object to" });
    if (!posted.ok) throw new Error(posted.message);
    const id = posted.message.id;
    const reporters = await Promise.all([1, 2, 3].map((n) => createTestUser({ name: `Reporter ${n}` })));
    await Promise.all(reporters.map((reporter) => giveStanding(reporter.id)));
    const report = (who: TestUser) =>
      settle(() =>
        chatAction(
          post(`/chat/${topic}`, { intent: "report", id: String(id), reason: "harassment" }, who.cookie, {
            topicId: topic,
          }) as never,
        ),
      );
    expect(dataOf(await report(reporters[0]!))).toEqual({ ok: true, reported: id });
    expect(dataOf(await report(reporters[1]!))).toEqual({ ok: true, reported: id });
    expect(readersSocket.frames.some((frame) => frame.type === "deleted" && frame.id === id)).toBe(false);
    expect(dataOf(await report(reporters[2]!))).toEqual({ ok: true, reported: id, hidden: true });

    await readersSocket.next("deleted", (frame) => frame.id === id);
    await authorsSocket.next("under-review", (frame) => frame.id === id);
    const visitorPage = await chatLoader(routeArgs(`/chat/${topic}`, { params: { topicId: topic } }) as never);
    expect(visitorPage.data.messages.some((message) => message.id === id)).toBe(false);
    const authorsPage = await chatLoader(
      routeArgs(`/chat/${topic}`, { params: { topicId: topic }, headers: { cookie: author.cookie } }) as never,
    );
    expect(authorsPage.data.messages.find((message) => message.id === id)).toMatchObject({ status: "hidden" });
    expect(await audit("message.hide", id)).toMatchObject([{ actorId: null, subjectUserId: author.id }]);

    const listed = (await queueLoader(routeArgs("/admin/reports", { headers: { cookie: moderator.cookie } }) as never))
      .items;
    expect(listed.find((item) => item.messageId === id)).toMatchObject({
      status: "hidden",
      heldReason: "reports",
      reports: 3,
    });

    expect(statusOf(await queue(moderator.cookie, { intent: "approve", id: String(id), reason: "banter" }))).toBe(200);
    await readersSocket.next("message", (frame) => frame.message.id === id);
    expect(await audit("message.restore", id)).toMatchObject([{ actorName: "Mona Moderator", reason: "banter" }]);
  });

  it("never put a member's posting on hold by themselves: repeated hidden messages leave her free to post", async () => {
    await settings(0, 1);
    const author = await createTestUser({ name: "Repeat Target" });
    await giveStanding(reader.id, { days: 10, messages: 3 });
    const topic = "nutrition-recipes";
    for (let n = 0; n < 4; n += 1) {
      const posted = await postMessage({ userId: author.id, topic, content: `reported message ${n}` });
      if (!posted.ok) throw new Error(posted.message);
      const result = await settle(() =>
        chatAction(
          post(`/chat/${topic}`, { intent: "report", id: String(posted.message.id), reason: "spam" }, reader.cookie, {
            topicId: topic,
          }) as never,
        ),
      );
      expect(dataOf(result)).toMatchObject({ hidden: true });
    }
    expect(await postMessage({ userId: author.id, topic, content: "and another" })).toMatchObject({ ok: true });
    expect((await audit("member.posting-hold")).filter((entry) => entry.subjectUserId === author.id)).toHaveLength(0);
  });
});

describe("anonymous posting", () => {
  it("carries no name, id or avatar of its sender to others, in frames, pages and the queue", async () => {
    const poster = await createTestUser({ name: "Priya Private" });
    const topic = "pregnancy-loss";
    const readersSocket = await joined(reader.cookie, topic);
    const visitorsSocket = await joined(undefined, topic);
    const postersSocket = await joined(poster.cookie, topic);
    // Forged sender fields are not hers to choose: the sender is the session's user, shown as "Anonymous N".
    postersSocket.send({
      type: "send",
      topic,
      clientId: "a1",
      content: "We lost our baby at 11 weeks",
      anonymous: true,
      userId: reader.id,
      sender: { name: "Rita Reader", avatar: "/avatars/1.svg" },
      anonymousNumber: 1,
    });
    const ack = await postersSocket.next("ack", (frame) => frame.clientId === "a1");
    const number = anonymousNumber(poster.id, topic);
    expect(ack.message).toMatchObject({ userId: poster.id, anonymous: true, sender: { name: `Anonymous ${number}` } });
    const [stored] = await db.select().from(schema.chatMessages).where(eq(schema.chatMessages.id, ack.id));
    expect(stored).toMatchObject({ userId: poster.id, anonymousNumber: number });

    for (const socket of [readersSocket, visitorsSocket]) {
      const frame = await socket.next("message", (candidate) => candidate.message.id === ack.id);
      expect(frame.message).toEqual({
        id: ack.id,
        topic,
        content: "We lost our baby at 11 weeks",
        userId: null,
        createdAt: ack.message.createdAt,
        sender: { name: `Anonymous ${number}`, avatar: null },
        anonymous: true,
      });
      const raw = JSON.stringify(frame);
      for (const secret of [poster.id, poster.name, poster.email]) expect(raw).not.toContain(secret);
    }
    const page = await chatLoader(
      routeArgs(`/chat/${topic}`, { params: { topicId: topic }, headers: { cookie: reader.cookie } }) as never,
    );
    const shown = JSON.stringify(page.data.messages.find((message) => message.id === ack.id));
    for (const secret of [poster.id, poster.name, poster.email]) expect(shown).not.toContain(secret);
    const listedForModerators = JSON.stringify(
      await queueLoader(routeArgs("/admin/reports", { headers: { cookie: moderator.cookie } }) as never),
    );
    expect(listedForModerators).not.toContain(poster.name);

    // The number is the same all day in this room, another in another room.
    expect(anonymousNumber(poster.id, topic)).toBe(number);
    const again = await postMessage({ userId: poster.id, topic, content: "Thank you all", anonymous: true });
    expect(again.ok && again.message.sender?.name).toBe(`Anonymous ${number}`);
  });

  it("is refused in a room that is not sensitive", async () => {
    const poster = await createTestUser();
    const socket = await connect(poster.cookie);
    socket.send({ type: "send", topic: "fitness-movement", clientId: "ns", content: "hi", anonymous: true });
    expect(await socket.next("error", (frame) => frame.clientId === "ns")).toMatchObject({
      code: "forbidden",
      message: "Anonymous posting is only open in sensitive rooms.",
    });
    socket.send({ type: "send", topic: "fitness-movement", clientId: "bad", content: "hi", anonymous: "yes" });
    expect((await socket.next("error", (frame) => frame.clientId === "bad")).code).toBe("bad_frame");
    expect(await db.select().from(schema.chatMessages).where(eq(schema.chatMessages.userId, poster.id))).toHaveLength(
      0,
    );
  });

  it("is revealed to a moderator only for a stated reason, and every reveal is in the audit log", async () => {
    const poster = await createTestUser({ name: "Quiet Member" });
    const posted = await postMessage({
      userId: poster.id,
      topic: "mental-wellness",
      content: "hard week",
      anonymous: true,
    });
    if (!posted.ok) throw new Error(posted.message);
    const id = String(posted.message.id);
    expect(statusOf(await queue(moderator.cookie, { intent: "reveal", id }))).toBe(400);
    expect(statusOf(await queue(reader.cookie, { intent: "reveal", id, reason: "curious" }))).toBe(302);
    expect(await audit("author.reveal", posted.message.id)).toHaveLength(0);
    const revealed = dataOf<{ revealed: { name: string } }>(
      await queue(moderator.cookie, { intent: "reveal", id, reason: "threats in the message" }),
    );
    expect(revealed.revealed.name).toBe("Quiet Member");
    expect(await audit("author.reveal", posted.message.id)).toMatchObject([
      {
        actorId: moderator.id,
        actorName: "Mona Moderator",
        // The log itself stays anonymous: the sender is kept as a keyed hash, found only by her own download.
        subjectUserId: null,
        reason: "threats in the message",
      },
    ]);
    expect(JSON.stringify(await audit("author.reveal", posted.message.id))).not.toContain(poster.id);
  });
});

describe("slow mode", () => {
  it("refuses a second message too soon, naming the wait; moderators are not slowed", async () => {
    const topic = "menopause-hormones";
    const saved = await queue(moderator.cookie, { intent: "room-rules", topic, slowMode: "30", reason: "heated" });
    expect(statusOf(saved)).toBe(200);
    const member = await createTestUser();
    const socket = await connect(member.cookie);
    socket.send({ type: "send", topic, clientId: "s1", content: "first" });
    await socket.next("ack", (frame) => frame.clientId === "s1");
    socket.send({ type: "send", topic, clientId: "s2", content: "second" });
    const refused = await socket.next("error", (frame) => frame.clientId === "s2");
    expect(refused.code).toBe("slow_mode");
    expect(refused.message).toMatch(/^This room is in slow mode\. You can post again in (29|30) seconds\.$/);
    for (const n of [1, 2])
      expect((await postMessage({ userId: moderator.id, topic, content: `mod ${n}` })).ok).toBe(true);
    expect(await audit("room.rules")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ topic, reason: "heated", details: { slowModeSeconds: 30, sensitive: false } }),
      ]),
    );
    await queue(moderator.cookie, { intent: "room-rules", topic, slowMode: "0" });
    expect(statusOf(await queue(moderator.cookie, { intent: "room-rules", topic, slowMode: "7" }))).toBe(400);
  });

  it("shows links only from trusted members", async () => {
    const member = await createTestUser();
    const fromMember = await postMessage({
      userId: member.id,
      topic: "nutrition-recipes",
      content: "see https://example.com/x",
    });
    const fromModerator = await postMessage({
      userId: moderator.id,
      topic: "nutrition-recipes",
      content: "see https://nhs.uk",
    });
    expect(fromMember.ok && fromMember.message.links).toBeUndefined();
    expect(fromModerator.ok && fromModerator.message.links).toBe(true);
  });
});

describe("crisis routing", () => {
  it("holds self-harm language, shows its author help, puts an urgent item first and alerts moderators once", async () => {
    const topic = "menopause-hormones";
    const member = await createTestUser({ name: "Struggling Member" });
    const readersSocket = await joined(reader.cookie, topic);
    const socket = await joined(member.cookie, topic);
    socket.send({ type: "send", topic, clientId: "c1", content: "I feel like ending it all" });
    const ack = await socket.next("ack", (frame) => frame.clientId === "c1");
    expect(ack).toMatchObject({ risk: "self-harm", message: { status: "held" } });
    const markerId = await marker(moderator, topic);
    await readersSocket.next("message", (frame) => frame.message.id === markerId);
    expect(readersSocket.frames.some((frame) => frame.type === "message" && frame.message.id === ack.id)).toBe(false);

    const items = (await queueLoader(routeArgs("/admin/reports", { headers: { cookie: moderator.cookie } }) as never))
      .items;
    expect(items[0]).toMatchObject({ messageId: ack.id, urgent: true, heldReason: "self-harm" });
    expect(
      await db.select().from(schema.chatCrisisAlerts).where(eq(schema.chatCrisisAlerts.messageId, ack.id)),
    ).toHaveLength(1);

    // Distress shows help without holding.
    socket.send({ type: "send", topic, clientId: "c2", content: "I feel so hopeless lately" });
    const distress = await socket.next("ack", (frame) => frame.clientId === "c2");
    expect(distress.risk).toBe("distress");
    expect(distress.message.status).toBeUndefined();
    await readersSocket.next("message", (frame) => frame.message.id === distress.id);

    // Asking how much it takes is held as self-harm; hopelessness written plainly shows help without holding.
    socket.send({ type: "send", topic, clientId: "c3", content: "how many pills does it take to overdose" });
    expect(await socket.next("ack", (frame) => frame.clientId === "c3")).toMatchObject({
      risk: "self-harm",
      message: { status: "held" },
    });
    socket.send({ type: "send", topic, clientId: "c4", content: "i feel like giving up" });
    const givingUp = await socket.next("ack", (frame) => frame.clientId === "c4");
    expect(givingUp.risk).toBe("distress");
    expect(givingUp.message.status).toBeUndefined();
  });

  it("in Pregnancy & Loss: past-tense abuse and an overdose taken are held with their kind; ectopic signs reach the room and the sender gets the emergency help", async () => {
    const topic = "pregnancy-loss";
    const member = await createTestUser({ name: "Pregnant Member" });
    const socket = await joined(member.cookie, topic);
    socket.send({ type: "send", topic, clientId: "p1", content: "my boyfriend punched me in the stomach last night" });
    const abuse = await socket.next("ack", (frame) => frame.clientId === "p1");
    expect(abuse).toMatchObject({ risk: "abuse", message: { status: "held" } });
    socket.send({
      type: "send",
      topic,
      clientId: "p2",
      content: "I swallowed the whole packet of my tablets",
      anonymous: true,
    });
    const overdose = await socket.next("ack", (frame) => frame.clientId === "p2");
    expect(overdose).toMatchObject({ risk: "overdose", message: { status: "held" } });
    const items = (await queueLoader(routeArgs("/admin/reports", { headers: { cookie: moderator.cookie } }) as never))
      .items;
    expect(items.find((item: { messageId: number }) => item.messageId === overdose.id)).toMatchObject({
      urgent: true,
      heldReason: "overdose",
    });
    socket.send({
      type: "send",
      topic,
      clientId: "p3",
      content: "7 weeks pregnant, bleeding a lot and sharp pain on my left side, feel faint",
    });
    const ectopic = await socket.next("ack", (frame) => frame.clientId === "p3");
    expect(ectopic.risk).toBe("medical-emergency");
    expect(ectopic.message.status).toBeUndefined();
  });
});

describe("the audit log", () => {
  it("refuses changes, outlives the moderator's account and is in the member's data download", async () => {
    const shortLived = await createTestUser({ name: "Temporary Moderator" });
    await setModerator({ id: admin.id, name: admin.name }, shortLived.id, true);
    const author = await createTestUser({ name: "Subject Member" });
    const posted = await postMessage({ userId: author.id, topic: "fitness-movement", content: "to be removed" });
    if (!posted.ok) throw new Error(posted.message);
    expect(
      statusOf(
        await queue(shortLived.cookie, { intent: "delete", id: String(posted.message.id), reason: "spam link" }),
      ),
    ).toBe(200);
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => "changed",
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(db.update(schema.moderationAuditLog).set({ reason: "rewritten" }))).toMatch(/append-only/);
    expect(await refusal(db.delete(schema.moderationAuditLog))).toMatch(/append-only/);

    expect((await eraseAccount(shortLived.id)).ok).toBe(true);
    expect(await audit("message.remove", posted.message.id)).toMatchObject([
      { actorId: shortLived.id, actorName: "Temporary Moderator", subjectUserId: author.id, reason: "spam link" },
    ]);
    const download = (await exportAccountData({ id: author.id, email: author.email }, "The Wellness Circle")) as {
      moderation: { auditLog: { action: string; actorName: string; reason: string }[] };
    };
    expect(download.moderation.auditLog).toEqual([
      expect.objectContaining({ action: "message.remove", actorName: "Temporary Moderator", reason: "spam link" }),
    ]);
  });
});
