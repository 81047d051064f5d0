import { describe, expect, it } from "vitest";
import { shiftDateKey, type HealthEntry, type HealthLog } from "./health-log.ts";
import { healthRuns, runSignpost } from "./health-runs.ts";

const today = "2026-12-06";
const day = (over: Partial<HealthEntry>): HealthEntry => ({ water: 6, sleep: 7, mood: 4, exercise: 20, ...over });

/** `values[i]` is logged for the day `values.length - 1 - i + endOffset` days before today (oldest first). */
function logOf(values: (Partial<HealthEntry> | null)[], endOffset = 0): HealthLog {
  const log: HealthLog = {};
  values.forEach((v, i) => {
    if (v) log[shiftDateKey(today, -(values.length - 1 - i) - endOffset)] = day(v);
  });
  return log;
}

const kinds = (log: HealthLog) => healthRuns(log, today).map((r) => r.kind);
const low = { mood: 1 };
const bad = { mood: 2 };
const fine = { mood: 4 };

describe("runs of days in the health log", () => {
  it("says nothing for one bad day, or a bad week", () => {
    expect(kinds(logOf([fine, fine, fine, low]))).toEqual([]);
    expect(kinds(logOf([...Array(6).fill(fine), ...Array(7).fill(low)]))).toEqual([]);
    expect(kinds(logOf([{ sleep: 3 }]))).toEqual([]);
    expect(kinds(logOf(Array(3).fill({ sleep: 4 })))).toEqual([]);
    expect(kinds(logOf([{ sleep: 8 }, { sleep: 8 }, { sleep: 8 }, ...Array(4).fill({ sleep: 4 })]))).toEqual([]);
  });

  it("names two weeks of low mood, even with a few days unlogged or one okay day", () => {
    expect(kinds(logOf(Array(14).fill(bad)))).toEqual(["low-mood"]);
    const gappy = [low, null, bad, low, low, fine, low, null, low, bad, low, low, null, low];
    const run = healthRuns(logOf(gappy), today)[0]!;
    expect(run).toMatchObject({ kind: "low-mood", days: 10, to: today });
    expect(runSignpost(run, today).text).toMatch(/10 of the 14 days up to 6 December.*GP/);
    // Logged every other day for two weeks: still two weeks of low mood.
    expect(kinds(logOf([low, null, low, null, bad, null, low, null, low, null, low, null, low, null]))).toEqual([
      "low-mood",
    ]);
    // Still there when she stopped logging a few days ago; gone once the run is weeks old.
    expect(kinds(logOf(Array(14).fill(low), 5))).toEqual(["low-mood"]);
    expect(kinds(logOf(Array(14).fill(low), 10))).toEqual([]);
  });

  it("does not call ten bad days two weeks, nor a fortnight broken by good days", () => {
    expect(kinds(logOf([...Array(4).fill(fine), ...Array(10).fill(low)]))).toEqual([]);
    expect(kinds(logOf([low, low, fine, low, fine, low, low, fine, low, low, low, low, low, low]))).toEqual([]);
  });

  it("names a week of very short sleep; nights with no sleep entered do not count either way", () => {
    expect(kinds(logOf(Array(7).fill({ sleep: 5 })))).toEqual(["short-sleep"]);
    expect(kinds(logOf(Array(7).fill({ sleep: 5.5 })))).toEqual([]);
    expect(
      kinds(
        logOf([{ sleep: 4 }, { sleep: 0 }, { sleep: 3 }, { sleep: 4 }, { sleep: 4 }, { sleep: 3.5 }, { sleep: 4 }]),
      ),
    ).toEqual(["short-sleep"]);
    expect(kinds(logOf(Array(7).fill({ sleep: 0 })))).toEqual([]);
    expect(kinds(logOf([{ sleep: 7 }, { sleep: 7 }, ...Array(5).fill({ sleep: 4 })]))).toEqual([]);
    const both = logOf(Array(14).fill({ mood: 1, sleep: 4 }));
    expect(kinds(both)).toEqual(["low-mood", "short-sleep"]);
    expect(runSignpost(healthRuns(both, today)[1]!, today).title).toBe("Very short sleep on most nights this week");
  });
});
