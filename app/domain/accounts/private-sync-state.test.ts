import { describe, expect, it } from "vitest";
import {
  emptyBook,
  markSent,
  mergeRecords,
  noteSave,
  outgoing,
  queueEverything,
  type LocalData,
} from "./private-sync-state.ts";

const cycle = { ended: null, flow: "light" as const, symptoms: [], notes: "" };
const empty = (): LocalData => ({ day: {}, quiz: {}, cycle: {} });

describe("private sync bookkeeping", () => {
  it("queues saves only while the browser follows a member's private sync", () => {
    expect(noteSave(emptyBook(), "cycle", "2026-11-01", "2026-11-01T10:00:00.000Z").pending).toEqual({});
    const book = noteSave({ ...emptyBook(), owner: "u1" }, "cycle", "2026-11-01", "2026-11-01T10:00:00.000Z");
    expect(book.pending).toEqual({ "cycle:2026-11-01": "2026-11-01T10:00:00.000Z" });
  });

  it("two devices editing the same day: the later save wins, either way round", () => {
    const book = { ...emptyBook(), owner: "u1" };
    const local = { ...empty(), cycle: { "2026-11-01": { ...cycle, notes: "here" } } };
    const mine = noteSave(book, "cycle", "2026-11-01", "2026-11-01T10:00:00.000Z");
    const older = mergeRecords(mine, local, [
      { kind: "cycle", key: "2026-11-01", savedAt: "2026-11-01T09:00:00.000Z", value: { ...cycle, notes: "there" } },
    ]);
    expect(older.local.cycle["2026-11-01"]?.notes).toBe("here");
    expect(older.book.pending).toHaveProperty("cycle:2026-11-01");
    const newer = mergeRecords(mine, local, [
      { kind: "cycle", key: "2026-11-01", savedAt: "2026-11-01T11:00:00.000Z", value: { ...cycle, notes: "there" } },
    ]);
    expect(newer.local.cycle["2026-11-01"]?.notes).toBe("there");
    expect(newer.book.pending).toEqual({});
  });

  it("a deletion travels as a record with no value and removes the entry on other devices", () => {
    const book = noteSave({ ...emptyBook(), owner: "u1" }, "cycle", "2026-11-01", "2026-11-02T10:00:00.000Z");
    expect(outgoing(empty(), "cycle:2026-11-01", "2026-11-02T10:00:00.000Z")).toMatchObject({ value: null });
    const other = mergeRecords(
      {
        ...emptyBook(),
        owner: "u1",
        savedAt: { day: {}, quiz: {}, cycle: { "2026-11-01": "2026-11-01T10:00:00.000Z" } },
      },
      { ...empty(), cycle: { "2026-11-01": cycle } },
      [{ kind: "cycle", key: "2026-11-01", savedAt: book.savedAt.cycle["2026-11-01"]!, value: null }],
    );
    expect(other.local.cycle).toEqual({});
  });

  it("ignores records that are not entries, and keeps a save made while one was being sent", () => {
    const merged = mergeRecords(emptyBook(), empty(), [
      { kind: "cycle", key: "2026-11-01", savedAt: "2026-11-01T10:00:00.000Z", value: { flow: "torrent" } },
    ]);
    expect(merged.local.cycle).toEqual({});
    const book = { ...emptyBook(), owner: "u1", pending: { "day:2026-11-01": "T2" } };
    expect(markSent(book, { "day:2026-11-01": "T1" }).pending).toEqual({ "day:2026-11-01": "T2" });
    expect(markSent(book, { "day:2026-11-01": "T2" }).pending).toEqual({});
  });

  it("setting up queues every entry of the browser, old ones as the oldest saves", () => {
    const book = queueEverything(
      { ...emptyBook(), owner: "u1" },
      {
        day: { "2026-01-01": { water: 1, sleep: 1, mood: 3, exercise: 0 } },
        quiz: {},
        cycle: { "2026-11-01": cycle },
      },
    );
    expect(book.pending).toEqual({
      "day:2026-01-01": "1970-01-01T00:00:00.000Z",
      "cycle:2026-11-01": "1970-01-01T00:00:00.000Z",
    });
  });
});
