import { describe, expect, test } from "vitest";
import {
  checkHealthDraft,
  checkLogDate,
  CSV_HEADER,
  DEFAULT_ENTRY,
  entryFor,
  healthLogToCsv,
  isDateKey,
  localDateKey,
  moodLabel,
  normaliseEntry,
  parseHealthLog,
  progressPercent,
  serialiseHealthLog,
  shiftDateKey,
  toMood,
  toSleepHours,
  toWholeNumber,
  trendDays,
  withEntry,
} from "./health-log.ts";

describe("tracker input rules", () => {
  test("water and exercise are whole numbers; negatives and non-numbers become 0", () => {
    expect(toWholeNumber("8")).toBe(8);
    expect(toWholeNumber("2.7")).toBe(2);
    expect(toWholeNumber(30)).toBe(30);
    expect(toWholeNumber("-3")).toBe(0);
    expect(toWholeNumber("abc")).toBe(0);
    expect(toWholeNumber("")).toBe(0);
    expect(toWholeNumber(Number.NaN)).toBe(0);
    expect(toWholeNumber(Number.POSITIVE_INFINITY)).toBe(0);
    expect(toWholeNumber(null)).toBe(0);
  });

  test("sleep accepts decimals (the input steps by 0.5); negatives and non-numbers become 0", () => {
    expect(toSleepHours("7.5")).toBe(7.5);
    expect(toSleepHours("6.25")).toBe(6.25);
    expect(toSleepHours("8")).toBe(8);
    expect(toSleepHours("-1")).toBe(0);
    expect(toSleepHours("zzz")).toBe(0);
  });

  test("mood is 1 to 5, default 3, with the labels Awful to Great", () => {
    expect(toMood("5")).toBe(5);
    expect(toMood(9)).toBe(5);
    expect(toMood(0)).toBe(1);
    expect(toMood("x")).toBe(3);
    expect([1, 2, 3, 4, 5].map(moodLabel)).toEqual(["Awful", "Bad", "Okay", "Good", "Great"]);
    expect(DEFAULT_ENTRY).toEqual({ water: 0, sleep: 0, mood: 3, exercise: 0 });
  });

  test("an entry is normalised field by field", () => {
    expect(normaliseEntry({ water: "-2", sleep: "7.5", mood: "4", exercise: "45.9" })).toEqual({
      water: 0,
      sleep: 7.5,
      mood: 4,
      exercise: 45,
    });
  });
});

describe("what a day can hold", () => {
  test("sleep at most 24 hours, exercise at most 1440 minutes, water at most 30 glasses, with the reason", () => {
    expect(checkHealthDraft({ water: "8", sleep: "24", exercise: "1440" })).toEqual({});
    expect(checkHealthDraft({ water: "", sleep: "", exercise: "" })).toEqual({});
    expect(checkHealthDraft({ water: "31", sleep: "30", exercise: "1441" })).toEqual({
      water: expect.stringContaining("30 glasses or fewer"),
      sleep: "Enter 24 hours or fewer: a day has 24 hours.",
      exercise: expect.stringContaining("a day has 1440 minutes"),
    });
  });

  test("a stored day beyond them is skipped as unreadable, not shown as 375 % of a goal", () => {
    const raw = JSON.stringify({
      "2026-12-01": { water: 2, sleep: 30, mood: 3, exercise: 0 },
      "2026-12-02": { water: 2, sleep: 7, mood: 3, exercise: 0 },
    });
    expect(parseHealthLog(raw)).toEqual({
      log: { "2026-12-02": { water: 2, sleep: 7, mood: 3, exercise: 0 } },
      problem: "partial",
    });
  });
});

describe("dates", () => {
  test("future dates are refused; today and past dates are accepted", () => {
    expect(checkLogDate("2025-06-10", "2025-06-10")).toEqual({ ok: true });
    expect(checkLogDate("2025-06-09", "2025-06-10")).toEqual({ ok: true });
    expect(checkLogDate("2025-06-11", "2025-06-10")).toMatchObject({ ok: false });
    expect(checkLogDate("2025-02-30", "2025-06-10")).toMatchObject({ ok: false });
    expect(checkLogDate("", "2025-06-10")).toMatchObject({ ok: false });
  });

  test("date keys", () => {
    expect(isDateKey("2024-02-29")).toBe(true);
    expect(isDateKey("2025-02-29")).toBe(false);
    expect(isDateKey("2025-1-01")).toBe(false);
    expect(localDateKey(new Date(2025, 0, 5, 23, 30))).toBe("2025-01-05");
    expect(shiftDateKey("2025-03-01", -1)).toBe("2025-02-28");
    expect(shiftDateKey("2024-12-31", 1)).toBe("2025-01-01");
  });
});

describe("stored log", () => {
  test("nothing stored is an empty log, not a problem", () => {
    expect(parseHealthLog(null)).toEqual({ log: {}, problem: null });
  });

  test("a saved entry reads back the same, in the spec's shape", () => {
    const log = withEntry({}, "2025-06-01", { water: 6, sleep: 7.5, mood: 4, exercise: 20 });
    const raw = serialiseHealthLog(log);
    expect(JSON.parse(raw)).toEqual({ "2025-06-01": { water: 6, sleep: 7.5, mood: 4, exercise: 20 } });
    expect(parseHealthLog(raw)).toEqual({ log, problem: null });
    expect(entryFor(log, "2025-06-01")).toEqual({ water: 6, sleep: 7.5, mood: 4, exercise: 20 });
    expect(entryFor(log, "2025-06-02")).toEqual(DEFAULT_ENTRY);
  });

  test("corrupt data is detected and the tracker starts clean", () => {
    expect(parseHealthLog("{not json")).toEqual({ log: {}, problem: "unreadable" });
    expect(parseHealthLog("[1,2,3]")).toEqual({ log: {}, problem: "unreadable" });
    expect(parseHealthLog('"text"')).toEqual({ log: {}, problem: "unreadable" });
    expect(parseHealthLog("null")).toEqual({ log: {}, problem: "unreadable" });
  });

  test("unreadable days are dropped and reported; readable ones are normalised", () => {
    const raw = JSON.stringify({
      "2025-06-01": { water: "3", sleep: -4, mood: 7, exercise: "x" },
      yesterday: { water: 1 },
      "2025-06-02": 5,
    });
    expect(parseHealthLog(raw)).toEqual({
      log: { "2025-06-01": { water: 3, sleep: 0, mood: 5, exercise: 0 } },
      problem: "partial",
    });
  });
});

describe("progress, trends and export", () => {
  test("progress is an uncapped whole percent", () => {
    expect(progressPercent(4, 8)).toBe(50);
    expect(progressPercent(45, 30)).toBe(150);
    expect(progressPercent(0, 8)).toBe(0);
    expect(progressPercent(7.5, 8)).toBe(94);
  });

  test("trend days run oldest first and end today", () => {
    const log = { "2025-06-10": { water: 8, sleep: 8, mood: 5, exercise: 30 } };
    const days = trendDays(log, "2025-06-10", 7);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ date: "2025-06-04", entry: null });
    expect(days[6]).toEqual({ date: "2025-06-10", entry: log["2025-06-10"] });
    expect(trendDays(log, "2025-06-10", 30)[0].date).toBe("2025-05-12");
  });

  test("CSV export has a header and one row per day, oldest first", () => {
    const csv = healthLogToCsv({
      "2025-06-02": { water: 5, sleep: 6.5, mood: 2, exercise: 0 },
      "2025-06-01": { water: 8, sleep: 8, mood: 5, exercise: 30 },
    });
    expect(csv.split("\r\n")).toEqual([CSV_HEADER, "2025-06-01,8,8,5,Great,30", "2025-06-02,5,6.5,2,Bad,0", ""]);
  });
});
