import { describe, expect, it } from "vitest";
import {
  checkCycleDraft,
  cycles,
  parseCycleLog,
  serialiseCycleLog,
  withCycleEntry,
  withoutCycleEntry,
  type CycleDraft,
  type CycleEntry,
} from "./cycle-log.ts";

const TODAY = "2026-11-20";
const entry = (over: Partial<CycleEntry> = {}): CycleEntry => ({
  ended: null,
  flow: "medium",
  symptoms: [],
  notes: "",
  ...over,
});
const draft = (over: Partial<CycleDraft> = {}): CycleDraft => ({
  started: "2026-11-01",
  ended: "",
  flow: "medium",
  symptoms: [],
  notes: "",
  ...over,
});

describe("cycle log", () => {
  it("accepts a period with flow, symptoms and notes; symptoms in the form's order", () => {
    const result = checkCycleDraft(
      draft({ ended: "2026-11-05", flow: "heavy", symptoms: ["fatigue", "cramps", "nonsense"], notes: "ok" }),
      TODAY,
      {},
      null,
    );
    expect(result).toEqual({
      ok: true,
      start: "2026-11-01",
      entry: { ended: "2026-11-05", flow: "heavy", symptoms: ["cramps", "fatigue"], notes: "ok" },
    });
  });

  it("refuses a future date, an end before the start, no flow and overlong notes, each with a message", () => {
    const result = checkCycleDraft(
      draft({ started: "2026-11-21", ended: "2026-10-01", flow: "", notes: "x".repeat(1001) }),
      TODAY,
      {},
      null,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields?.started).toMatch(/can't log a future date/);
    expect(result.fields?.flow).toBe("Choose how heavy the flow was.");
    expect(result.fields?.notes).toBe("Notes can be at most 1,000 characters.");
    const early = checkCycleDraft(draft({ ended: "2026-10-31" }), TODAY, {}, null);
    expect(early.ok || early.fields?.ended).toBe("The period cannot end before it started.");
    expect(checkCycleDraft(draft({ notes: "x".repeat(1000) }), TODAY, {}, null).ok).toBe(true);
    expect(checkCycleDraft(draft({ started: TODAY }), TODAY, {}, null).ok).toBe(true);
  });

  it("keeps one entry per date: a second entry on a date is refused, editing it keeps its date", () => {
    const log = { "2026-11-01": entry() };
    const second = checkCycleDraft(draft(), TODAY, log, null);
    expect(second.ok || second.fields?.started).toMatch(/already logged a period starting on this date/);
    expect(checkCycleDraft(draft({ flow: "light" }), TODAY, log, "2026-11-01").ok).toBe(true);
    // Moving an edited entry to another date replaces it there.
    const moved = withCycleEntry(log, "2026-11-02", entry(), "2026-11-01");
    expect(Object.keys(moved)).toEqual(["2026-11-02"]);
    expect(withoutCycleEntry(moved, "2026-11-02")).toEqual({});
  });

  it("reads its own storage and skips what is not an entry", () => {
    const log = { "2026-10-01": entry({ symptoms: ["acne"] }), "2026-11-01": entry({ ended: "2026-11-04" }) };
    expect(parseCycleLog(serialiseCycleLog(log))).toEqual({ log, problem: null });
    expect(parseCycleLog("{not json").problem).toBe("unreadable");
    const mixed = parseCycleLog(JSON.stringify({ ...log, "2026-02-30": entry(), "2026-09-01": { flow: "torrent" } }));
    expect(mixed).toEqual({ log, problem: "some-skipped" });
  });

  it("gives each period its length and each cycle the days to the next start", () => {
    const list = cycles({
      "2026-11-01": entry(),
      "2026-09-05": entry({ ended: "2026-09-09" }),
      "2026-10-03": entry({ ended: "2026-10-03" }),
    });
    expect(list.map((c) => [c.start, c.periodDays, c.cycleDays])).toEqual([
      ["2026-09-05", 5, 28],
      ["2026-10-03", 1, 29],
      ["2026-11-01", null, null],
    ]);
  });
});
