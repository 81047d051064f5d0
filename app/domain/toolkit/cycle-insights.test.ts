import { describe, expect, it } from "vitest";
import { addDays, type CycleEntry, type CycleLog, type Flow } from "./cycle-log.ts";
import { cycleConcerns, doctorSummary, estimateNextPeriod } from "./cycle-insights.ts";

function logOf(start: string, lengths: number[], over: Partial<CycleEntry>[] = []): CycleLog {
  const log: CycleLog = {};
  let date = start;
  for (let i = 0; i <= lengths.length; i++) {
    log[date] = { ended: addDays(date, 4), flow: "medium" as Flow, symptoms: [], notes: "", ...over[i] };
    if (i < lengths.length) date = addDays(date, lengths[i]!);
  }
  return log;
}

describe("next period estimate", () => {
  it("needs three complete cycles, saying how many more", () => {
    expect(estimateNextPeriod({})).toEqual({ kind: "need-more", cyclesLogged: 0, more: 3 });
    expect(estimateNextPeriod(logOf("2026-08-01", [28, 30]))).toEqual({ kind: "need-more", cyclesLogged: 2, more: 1 });
  });

  it("is a range from her shortest to her longest recent cycle", () => {
    const estimate = estimateNextPeriod(logOf("2026-07-01", [27, 31, 29]));
    // Last start: 2026-07-01 + 87 days = 2026-09-26.
    expect(estimate).toEqual({
      kind: "range",
      from: "2026-10-23",
      to: "2026-10-27",
      shortest: 27,
      longest: 31,
      basedOn: 3,
    });
  });

  it("is never a single day, even for identical cycles", () => {
    const estimate = estimateNextPeriod(logOf("2026-07-01", [28, 28, 28]));
    expect(estimate.kind === "range" && estimate.from < estimate.to).toBe(true);
    expect(estimate).toMatchObject({ shortest: 27, longest: 29 });
  });
});

describe("patterns worth a doctor's view", () => {
  const ids = (log: CycleLog) => cycleConcerns(log).map((c) => c.id);

  it("says nothing of regular cycles", () => {
    expect(cycleConcerns(logOf("2026-01-01", [28, 29, 27, 30]))).toEqual([]);
  });

  it("names cycles under 21 or over 35 days, and a spread of 20 days or more", () => {
    expect(ids(logOf("2026-01-01", [28, 19, 28]))).toEqual(["short-cycles"]);
    expect(ids(logOf("2026-01-01", [28, 40, 30]))).toEqual(["long-cycles"]);
    expect(ids(logOf("2026-01-01", [21, 35, 41]))).toEqual(["long-cycles", "spread"]);
    expect(cycleConcerns(logOf("2026-01-01", [19]))[0]!.when).toMatch(/See a GP/);
  });

  it("names periods over 7 days and heavy flow in most recent periods", () => {
    expect(ids(logOf("2026-01-01", [28, 28], [{ ended: "2026-01-09" }]))).toEqual(["long-periods"]);
    const heavy = { flow: "heavy" as Flow };
    expect(ids(logOf("2026-01-01", [28, 28, 28], [heavy, heavy, {}, heavy]))).toEqual(["heavy-often"]);
    expect(ids(logOf("2026-01-01", [28, 28, 28], [heavy, heavy, {}, {}]))).toEqual([]);
  });

  it("names bleeding after a gap of 12 months", () => {
    const log = logOf("2024-01-01", [28, 400]);
    const concern = cycleConcerns(log).find((c) => c.id === "after-gap");
    expect(concern?.when).toMatch(/menopause/);
    expect(ids(logOf("2024-01-01", [28, 300]))).not.toContain("after-gap");
  });
});

describe("doctor summary", () => {
  it("lists cycle and period lengths, symptom counts and the date range", () => {
    const summary = doctorSummary(
      logOf("2026-08-01", [28, 30], [{ symptoms: ["cramps"] }, { symptoms: ["cramps", "acne"] }, { ended: null }]),
    );
    expect(summary).toMatchObject({
      from: "2026-08-01",
      to: "2026-09-28",
      periods: 3,
      averageCycle: 29,
      averagePeriod: 5,
      symptomCounts: [
        { symptom: "cramps", label: "Cramps", periods: 2 },
        { symptom: "acne", label: "Acne", periods: 1 },
      ],
    });
    expect(summary!.cycles.map((c) => c.cycleDays)).toEqual([28, 30, null]);
    expect(doctorSummary({})).toBeNull();
  });
});
