import { describe, expect, it } from "vitest";
import { messageContentSchema, parseClientFrame } from "./frames.ts";
import { isOpenRoom, reconnectDelay, roomTitle } from "./rules.ts";
import { initials, lastMessageId, mergeMessages, removeMessage } from "./timeline.ts";
import type { ChatMessage } from "./rules.ts";

describe("rooms", () => {
  it("titles the four rooms and any other id 'Chat'", () => {
    expect(roomTitle("menopause-hormones")).toBe("Menopause & Hormones");
    expect(roomTitle("mental-wellness")).toBe("Mental Wellness");
    expect(roomTitle("nutrition-recipes")).toBe("Nutrition & Recipes");
    expect(roomTitle("fitness-movement")).toBe("Fitness & Movement");
    expect(roomTitle("anything-else")).toBe("Chat");
    expect(isOpenRoom("fitness-movement")).toBe(true);
    expect(isOpenRoom("anything-else")).toBe(false);
  });

  it("reconnects after 1, 2, 5, then every 10 seconds", () => {
    expect([0, 1, 2, 3, 4, 50].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });
});

describe("message content", () => {
  it("is trimmed plain text of 1 to 2000 characters", () => {
    expect(messageContentSchema.parse("  hello \n")).toBe("hello");
    expect(messageContentSchema.parse("<script>x</script>")).toBe("<script>x</script>");
    expect(messageContentSchema.safeParse(" \t\n ").success).toBe(false);
    expect(messageContentSchema.safeParse("x".repeat(2000)).success).toBe(true);
    expect(messageContentSchema.safeParse("x".repeat(2001)).success).toBe(false);
    expect(messageContentSchema.safeParse(42).success).toBe(false);
  });
});

describe("client frames", () => {
  it("accepts the known frames", () => {
    expect(parseClientFrame(JSON.stringify({ type: "subscribe", topic: "mental-wellness", after: 0 }))).toEqual({
      ok: true,
      frame: { type: "subscribe", topic: "mental-wellness", after: 0 },
    });
    const send = parseClientFrame(
      JSON.stringify({ type: "send", topic: "mental-wellness", clientId: "a", content: "hi", userId: "forged" }),
    );
    expect(send).toEqual({ ok: true, frame: { type: "send", topic: "mental-wellness", clientId: "a", content: "hi" } });
  });

  it("refuses bad frames with their reason", () => {
    expect(parseClientFrame("nope")).toMatchObject({ ok: false, reason: "bad-frame" });
    expect(parseClientFrame("null")).toMatchObject({ ok: false, reason: "bad-frame" });
    expect(parseClientFrame('{"type":"explode","clientId":"z"}')).toMatchObject({
      ok: false,
      reason: "unknown-type",
      clientId: "z",
    });
    expect(parseClientFrame('{"type":"delete","id":-1}')).toMatchObject({ ok: false, reason: "bad-frame" });
    expect(parseClientFrame('{"type":"subscribe","topic":"Bad Topic"}')).toMatchObject({
      ok: false,
      reason: "bad-frame",
    });
  });
});

const message = (id: number, topic = "mental-wellness"): ChatMessage => ({
  id,
  topic,
  content: `m${id}`,
  userId: "u",
  createdAt: new Date(0).toISOString(),
  sender: { name: "U", avatar: null },
});

describe("timeline", () => {
  it("merges by id, oldest first, never twice", () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3), message(5)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 5]);
    const same = [message(1)];
    expect(mergeMessages(same, [message(1)])).toBe(same);
    expect(lastMessageId(merged)).toBe(5);
    expect(lastMessageId([])).toBeUndefined();
    expect(removeMessage(merged, 3).map((m) => m.id)).toEqual([1, 2, 5]);
  });

  it("an edit (a later editedAt) replaces the text; an older copy does not; her own view keeps her id", () => {
    const original = { ...message(7), anonymous: true as const };
    const edited = { ...original, content: "fixed", editedAt: "2026-12-06T10:00:00.000Z", userId: null };
    const merged = mergeMessages([original], [edited]);
    expect(merged[0]).toMatchObject({ content: "fixed", editedAt: edited.editedAt, userId: "u" });
    expect(mergeMessages(merged, [original])).toBe(merged);
    const older = { ...edited, content: "stale", editedAt: "2026-12-06T09:00:00.000Z" };
    expect(mergeMessages(merged, [older])[0]!.content).toBe("fixed");
  });

  it("makes initials for avatar fallbacks", () => {
    expect(initials("Maya Rose Smith")).toBe("MS");
    expect(initials("maya")).toBe("M");
    expect(initials("  ")).toBe("U");
    expect(initials(null)).toBe("U");
  });
});
