import { describe, expect, it } from "vitest";
import { latestAllowedDate, parseSyncPayload } from "./sync-rules.ts";

const day = { water: 1, sleep: 7.25, mood: 3, exercise: 0, savedAt: "2026-05-01T10:00:00+02:00" };

describe("sync rules", () => {
  it("today is the date in the earliest time zone (UTC+14): later dates are the future everywhere", () => {
    expect(latestAllowedDate(new Date("2026-05-01T09:59:00Z"))).toBe("2026-05-01");
    expect(latestAllowedDate(new Date("2026-05-01T10:00:00Z"))).toBe("2026-05-02");
    const now = new Date("2026-05-01T12:00:00Z");
    expect(parseSyncPayload({ tracker: { "2026-05-02": day } }, now).ok).toBe(true);
    expect(parseSyncPayload({ tracker: { "2026-05-03": day } }, now)).toMatchObject({
      ok: false,
      message: expect.stringContaining("future"),
    });
  });

  it("normalises save times to UTC, keeps decimals of sleep to two places, and caps future save times at now", () => {
    const now = new Date("2026-05-01T12:00:00Z");
    const parsed = parseSyncPayload(
      {
        tracker: { "2026-04-30": { ...day, sleep: 7.256 }, "2026-04-29": { ...day, savedAt: "2030-01-01T00:00:00Z" } },
      },
      now,
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        tracker: {
          "2026-04-30": { ...day, sleep: 7.26, savedAt: "2026-05-01T08:00:00.000Z" },
          "2026-04-29": { ...day, savedAt: now.toISOString() },
        },
        quizzes: {},
      },
    });
  });

  it("refuses dates before 2000 and more than 400 days at once", () => {
    const now = new Date("2026-05-01T12:00:00Z");
    expect(parseSyncPayload({ tracker: { "1999-12-31": day } }, now).ok).toBe(false);
    const many = Object.fromEntries(
      Array.from({ length: 401 }, (_, i) => [new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10), day]),
    );
    expect(parseSyncPayload({ tracker: many }, now)).toMatchObject({
      ok: false,
      message: "At most 400 days per request.",
    });
  });
});
