import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as chatAction, loader as chatLoader } from "#app/routes/chat.tsx";
import { postMessage } from "#app/domain/chat/chat.server.ts";
import { reportMessage } from "#app/domain/chat/reports.server.ts";
import { editOwnMessage } from "#app/domain/chat/own-messages.server.ts";
import {
  EDIT_NOT_OWN_MESSAGE,
  EDIT_REPORTED_MESSAGE,
  EDIT_WINDOW_CLOSED_MESSAGE,
  EDIT_WINDOW_MS,
  MAX_MESSAGE_LENGTH,
} from "#app/domain/chat/rules.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";
import { CHAT_ORIGIN as ORIGIN, startHubRig, type HubRig } from "#tests/helpers/chat-rig.ts";

/**
 * Members own their words: a member deletes her own messages (anonymous ones too) and edits one within the
 * window, live for everyone in the room over the socket; nobody else can, through the page's form or a raw
 * frame; a deleted message's open reports leave an entry in the moderation log.
 */
let rig: HubRig;
let uma: TestUser;
let rita: TestUser;

const post = (path: string, values: Record<string, string>, cookie: string, params: { topicId: string }) =>
  routeArgs<{ topicId: string }>(path, {
    method: "POST",
    body: new URLSearchParams(values),
    params,
    headers: { Origin: ORIGIN, cookie, "Content-Type": "application/x-www-form-urlencoded" },
  });
const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } })?.init?.status ?? 200);
const dataOf = <T>(result: unknown) =>
  (result as { type?: string })?.type === "DataWithResponseInit" ? (result as { data: T }).data : (result as T);

async function posted(user: TestUser, topic: string, content: string, anonymous = false) {
  const result = await postMessage({ userId: user.id, topic, content, anonymous });
  if (!result.ok) throw new Error(result.message);
  return result.message;
}

async function stored(id: number) {
  const [row] = await db.select().from(schema.chatMessages).where(eq(schema.chatMessages.id, id));
  return row;
}

const roomPage = async (topic: string, cookie?: string) =>
  (
    await chatLoader(
      routeArgs(`/chat/${topic}`, { params: { topicId: topic }, headers: cookie ? { cookie } : {} }) as never,
    )
  ).data.messages;

beforeAll(async () => {
  rig = await startHubRig();
  [uma, rita] = await Promise.all([createTestUser({ name: "Uma Own" }), createTestUser({ name: "Rita Other" })]);
});

afterAll(async () => {
  await rig.close();
});

describe("deleting her own message", () => {
  it("removes it for everyone live, through a raw frame, anonymous ones included", async () => {
    const topic = "mental-wellness";
    const mine = await rig.joined(uma.cookie, topic);
    const theirs = await rig.joined(rita.cookie, topic);
    const message = await posted(uma, topic, "something I regret sharing", true);
    await theirs.next("message", (frame) => frame.message.id === message.id);

    // Someone else's raw frame cannot delete it.
    theirs.send({ type: "delete", id: message.id });
    const refused = await theirs.next("error", (frame) => frame.code === "forbidden");
    expect(refused.message).toBe("Only moderators can delete messages.");
    expect(await stored(message.id)).toBeDefined();

    mine.send({ type: "delete", id: message.id });
    await theirs.next("deleted", (frame) => frame.id === message.id);
    await mine.next("deleted", (frame) => frame.id === message.id);
    expect(await stored(message.id)).toBeUndefined();
    expect((await roomPage(topic)).some((m) => m.id === message.id)).toBe(false);
  });

  it("through the page's form: hers only; a deleted reported message leaves a log entry and no open report", async () => {
    const topic = "nutrition-recipes";
    const message = await posted(uma, topic, "a reported message of mine");
    const report = await reportMessage({ reporterId: rita.id, id: String(message.id), reason: "spam" });
    expect(report.ok).toBe(true);

    const notHers = await settle(() =>
      chatAction(post(`/chat/${topic}`, { intent: "delete", id: String(message.id) }, rita.cookie, { topicId: topic })),
    );
    expect(statusOf(notHers)).toBe(403);
    expect(dataOf<{ error: string }>(notHers).error).toBe("Only moderators can delete messages.");

    const hers = await settle(() =>
      chatAction(post(`/chat/${topic}`, { intent: "delete", id: String(message.id) }, uma.cookie, { topicId: topic })),
    );
    expect(statusOf(hers)).toBe(200);
    expect(dataOf<{ deleted: number }>(hers).deleted).toBe(message.id);
    const reports = await db
      .select()
      .from(schema.chatMessageReports)
      .where(eq(schema.chatMessageReports.messageId, message.id));
    expect(reports).toEqual([]);
    const [entry] = await db
      .select()
      .from(schema.moderationAuditLog)
      .where(
        and(
          eq(schema.moderationAuditLog.action, "message.delete-own"),
          eq(schema.moderationAuditLog.messageId, message.id),
        ),
      );
    expect(entry).toMatchObject({ actorName: "Its sender", subjectUserId: uma.id, topic });
    expect(entry!.details).toMatchObject({ openReports: 1 });

    const again = await settle(() =>
      chatAction(post(`/chat/${topic}`, { intent: "delete", id: String(message.id) }, uma.cookie, { topicId: topic })),
    );
    expect(statusOf(again)).toBe(403); // gone: no longer hers to delete, and no moderator's to remove
  });
});

describe("editing her own message", () => {
  it("replaces the text live for everyone, marked as edited; an anonymous one stays anonymous", async () => {
    const topic = "mental-wellness";
    const mine = await rig.joined(uma.cookie, topic);
    const theirs = await rig.joined(rita.cookie, topic);
    const message = await posted(uma, topic, "I feel a bit lost tody", true);
    await theirs.next("message", (frame) => frame.message.id === message.id);

    mine.send({ type: "edit", id: message.id, clientId: "e1", content: "I feel a bit lost today" });
    const ack = await mine.next("ack", (frame) => frame.clientId === "e1");
    expect(ack.message).toMatchObject({ content: "I feel a bit lost today", userId: uma.id, anonymous: true });
    expect(ack.message.editedAt).toEqual(expect.any(String));
    const live = await theirs.next("message", (frame) => frame.message.id === message.id && !!frame.message.editedAt);
    expect(live.message.content).toBe("I feel a bit lost today");
    expect(live.message.userId).toBeNull();
    expect(JSON.stringify(live.message)).not.toContain(uma.id);
    expect(JSON.stringify(live.message)).not.toContain("Uma Own");

    const page = await roomPage(topic, rita.cookie);
    expect(page.find((m) => m.id === message.id)).toMatchObject({ content: "I feel a bit lost today" });
    expect(page.find((m) => m.id === message.id)?.editedAt).toBeDefined();
  });

  it("refuses someone else's message, a closed window, a reported message and oversized or empty text", async () => {
    const topic = "fitness-movement";
    const theirs = await rig.joined(rita.cookie, topic);
    const message = await posted(uma, topic, "original words");

    theirs.send({ type: "edit", id: message.id, clientId: "x1", content: "words put in her mouth" });
    expect((await theirs.next("error", (frame) => frame.clientId === "x1")).message).toBe(EDIT_NOT_OWN_MESSAGE);
    const viaForm = await settle(() =>
      chatAction(
        post(`/chat/${topic}`, { intent: "edit", id: String(message.id), content: "forged" }, rita.cookie, {
          topicId: topic,
        }),
      ),
    );
    expect(statusOf(viaForm)).toBe(403);

    const mine = await rig.joined(uma.cookie, topic);
    mine.send({ type: "edit", id: message.id, clientId: "x2", content: "x".repeat(MAX_MESSAGE_LENGTH + 1) });
    expect((await mine.next("error", (frame) => frame.clientId === "x2")).message).toBe(
      `Message must be at most ${MAX_MESSAGE_LENGTH} characters.`,
    );
    mine.send({ type: "edit", id: message.id, clientId: "x3", content: "   " });
    expect((await mine.next("error", (frame) => frame.clientId === "x3")).message).toBe("Message cannot be empty.");
    // A frame far over the limit is refused before any command runs.
    mine.send({ type: "edit", id: message.id, clientId: "x4", content: "y".repeat(MAX_MESSAGE_LENGTH * 5) });
    expect((await mine.next("error", (frame) => frame.clientId === "x4" || frame.code === "too_large")).code).toMatch(
      /bad_frame|too_large/,
    );

    const later = () => new Date(Date.now() + EDIT_WINDOW_MS + 1000);
    const closed = await editOwnMessage({ userId: uma.id, id: message.id, content: "too late" }, { now: later });
    expect(closed).toMatchObject({ ok: false, message: EDIT_WINDOW_CLOSED_MESSAGE });

    expect((await reportMessage({ reporterId: rita.id, id: String(message.id), reason: "spam" })).ok).toBe(true);
    mine.send({ type: "edit", id: message.id, clientId: "x5", content: "changing the evidence" });
    expect((await mine.next("error", (frame) => frame.clientId === "x5")).message).toBe(EDIT_REPORTED_MESSAGE);

    expect((await stored(message.id))?.content).toBe("original words");
    expect((await stored(message.id))?.editedAt).toBeNull();
  });

  it("an edit that calls for a moderator is held and leaves the room, as a new message would be", async () => {
    const topic = "mental-wellness";
    const theirs = await rig.joined(rita.cookie, topic);
    const message = await posted(uma, topic, "a hard week");
    await theirs.next("message", (frame) => frame.message.id === message.id);
    const edited = await editOwnMessage({ userId: uma.id, id: message.id, content: "I want to kill myself" });
    expect(edited).toMatchObject({ ok: true, risk: "self-harm", message: { status: "held" } });
    await theirs.next("deleted", (frame) => frame.id === message.id);
    expect((await stored(message.id))?.status).toBe("held");
    expect((await roomPage(topic, rita.cookie)).some((m) => m.id === message.id)).toBe(false);
  });
});
