import { describe, expect, it } from "vitest";
import { addDays, type CycleEntry, type CycleLog, type Flow } from "./cycle-log.ts";
import { cycleConcerns, cycleOutlook, doctorSummary, estimateNextPeriod } from "./cycle-insights.ts";
import { formatCycleDate, type CycleContext } from "./cycle-now.ts";

const ctx: CycleContext = { today: "2026-12-31", age: null };

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
  const ids = (log: CycleLog) => cycleConcerns(log, ctx).map((c) => c.id);

  it("says nothing of regular cycles", () => {
    expect(cycleConcerns(logOf("2026-01-01", [28, 29, 27, 30]), ctx)).toEqual([]);
  });

  it("names cycles under 21 or over 35 days, and a spread of 20 days or more", () => {
    expect(ids(logOf("2026-01-01", [28, 19, 28]))).toEqual(["short-cycles"]);
    expect(ids(logOf("2026-01-01", [28, 40, 30]))).toEqual(["long-cycles"]);
    expect(ids(logOf("2026-01-01", [21, 35, 41]))).toEqual(["long-cycles", "spread"]);
    expect(cycleConcerns(logOf("2026-01-01", [19]), ctx)[0]!.when).toMatch(/See a GP/);
  });

  it("names periods over 7 days and heavy flow in most recent periods", () => {
    expect(ids(logOf("2026-01-01", [28, 28], [{ ended: "2026-01-09" }]))).toEqual(["long-periods"]);
    const heavy = { flow: "heavy" as Flow };
    expect(ids(logOf("2026-01-01", [28, 28, 28], [heavy, heavy, {}, heavy]))).toEqual(["heavy-often"]);
    expect(ids(logOf("2026-01-01", [28, 28, 28], [heavy, heavy, {}, {}]))).toEqual([]);
  });

  it("names bleeding after a gap of 12 months", () => {
    const log = logOf("2024-01-01", [28, 400]);
    const concern = cycleConcerns(log, ctx).find((c) => c.id === "after-gap");
    expect(concern?.when).toMatch(/menopause/);
    expect(ids(logOf("2024-01-01", [28, 300]))).not.toContain("after-gap");
  });
});

describe("doctor summary", () => {
  it("lists cycle and period lengths, symptom counts and the date range", () => {
    const summary = doctorSummary(
      logOf("2026-08-01", [28, 30], [{ symptoms: ["cramps"] }, { symptoms: ["cramps", "acne"] }, { ended: null }]),
      { today: "2026-10-01", age: null },
    );
    expect(summary).toMatchObject({
      from: "2026-08-01",
      // The latest period has no end date: it is still going on, counted to today.
      to: "2026-10-01",
      ongoingDays: 4,
      periods: 3,
      averageCycle: 29,
      averagePeriod: 5,
      symptomCounts: [
        { symptom: "cramps", label: "Cramps", periods: 2 },
        { symptom: "acne", label: "Acne", periods: 1 },
      ],
    });
    expect(summary!.cycles.map((c) => c.cycleDays)).toEqual([28, 30, null]);
    expect(doctorSummary({}, ctx)).toBeNull();
  });
});

describe("what is still happening", () => {
  const at = (today: string, age: number | null = null): CycleContext => ({ today, age });

  it("counts a period with no end date from its start: over 7 days is GP advice, with urgent care named", () => {
    // Three weeks of bleeding, logged at its start and never ended.
    const log = logOf("2026-08-01", [28, 29, 28], [{}, {}, {}, { ended: null, flow: "heavy" }]);
    const start = "2026-08-01";
    const lastStart = addDays(start, 85);
    const outlook = cycleOutlook(log, at(addDays(lastStart, 20)));
    expect(outlook.now).toEqual({ kind: "ongoing", start: lastStart, days: 21, long: true });
    expect(outlook.advice!.title).toBe("Your period has lasted 21 days so far");
    expect(outlook.advice!.advice.join(" ")).toMatch(/more than 7 days is worth checking: see a GP/);
    expect(outlook.advice!.urgent).toMatch(/faint.*every hour.*(111|A&E).*999 or 911/);
    expect(outlook.next).toBeNull();
    const concern = cycleConcerns(log, at(addDays(lastStart, 20))).find((c) => c.id === "long-periods");
    expect(concern?.detail).toBe("Your current period has lasted 21 days so far.");
    // Day 3 of a period: no GP advice, but the urgent-care line stays in reach.
    const early = cycleOutlook(log, at(addDays(lastStart, 2)));
    expect(early.advice!.title).toBe("Day 3 of your period");
    expect(early.advice!.advice.join(" ")).not.toMatch(/GP/);
    expect(early.advice!.urgent).not.toBeNull();
    expect(cycleConcerns(log, at(addDays(lastStart, 2))).map((c) => c.id)).not.toContain("long-periods");
  });

  it("calls a period late once her own range has passed: pregnancy test, three missed periods, no past date as next", () => {
    const log = logOf("2026-05-01", [28, 30, 29]); // last start 2026-07-27, range 2026-08-24 to 2026-08-26
    expect(cycleOutlook(log, at("2026-08-20")).next).toMatchObject({ kind: "range", due: false });
    expect(cycleOutlook(log, at("2026-08-26")).next).toMatchObject({ kind: "range", due: true, to: "2026-08-26" });
    const late = cycleOutlook(log, at("2026-09-10"));
    expect(late.next).toBeNull();
    expect(late.now).toMatchObject({ kind: "late", lateBy: 15, daysSince: 45, threeMissed: false });
    expect(late.advice!.title).toBe("Your period is 15 days late");
    const words = late.advice!.advice.join(" ");
    expect(words).toMatch(/pregnancy test/);
    expect(words).toMatch(/See a GP if you miss 3 periods in a row/);
    expect(late.advice!.detail).toContain("26 August");
    // Three cycles' worth (or 90 days) with no period: see a GP now.
    const long = cycleOutlook(log, at("2026-11-01"));
    expect(long.now).toMatchObject({ kind: "late", threeMissed: true });
    expect(long.advice!.advice.join(" ")).toMatch(/may have missed 3 periods: see a GP/);
  });

  it("without three cycles, a period is late after the usual range (35 days; 45 for a teenager)", () => {
    const log = logOf("2026-06-01", [30]); // last start 2026-07-01
    expect(cycleOutlook(log, at("2026-08-05")).now.kind).toBe("expected");
    expect(cycleOutlook(log, at("2026-08-06")).now).toMatchObject({ kind: "late", lateBy: 1, expectedBy: null });
    expect(cycleOutlook(log, at("2026-08-06", 15)).now.kind).toBe("expected");
    expect(cycleOutlook(log, at("2026-08-16", 15)).now).toMatchObject({ kind: "late", lateBy: 1 });
  });

  it("leaves gaps of a year or more out of the estimate and averages, and names them", () => {
    // Three cycles, 400 days with nothing, then three cycles.
    const log = logOf("2023-01-01", [28, 30, 29, 400, 31, 33, 32]);
    const estimate = estimateNextPeriod(log);
    expect(estimate).toMatchObject({ kind: "range", shortest: 31, longest: 33, basedOn: 3 });
    const summary = doctorSummary(log, at("2024-12-01"))!;
    expect(summary.averageCycle).toBe(30.5);
    expect(summary.gaps).toEqual([{ from: "2023-03-29", to: "2024-05-02", days: 400 }]);
    expect(summary.gapWords!.detail).toMatch(
      /400 days between 29 March 2023 and 2 May.*left out of the estimate and the averages/,
    );
    expect(cycleOutlook(log, at("2024-06-01")).gaps).not.toBeNull();
    // One cycle after a gap is not enough to estimate from, whatever came before it.
    expect(estimateNextPeriod(logOf("2023-01-01", [28, 30, 29, 400, 31]))).toMatchObject({
      kind: "need-more",
      more: 2,
    });
  });

  it("writes the year on every date not in this year", () => {
    const log = logOf("2026-09-01", [28, 30, 29]); // last start 2026-11-27, range 2026-12-25 to 2026-12-27
    expect(formatCycleDate("2026-12-25", "2026-12-01")).toBe("25 December");
    expect(formatCycleDate("2026-12-25", "2027-01-20")).toBe("25 December 2026");
    const lateInJanuary = cycleOutlook(log, at("2027-01-20"));
    expect(lateInJanuary.advice!.detail).toBe(
      "Your last period started on 27 November 2026, 54 days ago: later than the latest day your recent cycles suggested (27 December 2026).",
    );
  });

  it("reads an adolescent's cycles against ACOG's 21 to 45 days", () => {
    const log = logOf("2026-01-01", [40, 42, 38]);
    expect(cycleConcerns(log, at("2026-05-01")).map((c) => c.id)).toContain("long-cycles");
    expect(cycleConcerns(log, at("2026-05-01", 16)).map((c) => c.id)).not.toContain("long-cycles");
    const longForATeen = cycleConcerns(logOf("2026-01-01", [50, 42]), at("2026-05-01", 16)).find(
      (c) => c.id === "long-cycles",
    );
    expect(longForATeen?.title).toBe("Cycles longer than 45 days");
    expect(longForATeen?.when).toMatch(/ACOG.*90 days/);
    expect(doctorSummary(log, at("2026-05-01", 16))!.ranges).toMatch(/21 to 45 days.*ACOG/);
  });
});
