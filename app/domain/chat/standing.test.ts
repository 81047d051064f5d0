import { describe, expect, it } from "vitest";
import { looksCoordinated, reportWeight, trustLevel, type ReporterFacts } from "./standing.ts";

const member: ReporterFacts = {
  moderates: false,
  accountAgeDays: 10,
  visibleMessages: 5,
  removedLately: 0,
  upheld: 0,
  rejected: 0,
};

describe("a reporter's trust level", () => {
  it("is 0 for an account made a minute ago or one that never posted: its report weighs nothing", () => {
    expect(trustLevel({ ...member, accountAgeDays: 0.001 })).toBe(0);
    expect(trustLevel({ ...member, visibleMessages: 0 })).toBe(0);
    expect(reportWeight(0, 3)).toBe(0);
  });

  it("is earned by time and taking part, and lost by reports moderators keep rejecting or own removals", () => {
    expect(trustLevel(member)).toBe(1);
    expect(trustLevel({ ...member, accountAgeDays: 40, visibleMessages: 25, upheld: 3 })).toBe(2);
    expect(trustLevel({ ...member, rejected: 4, upheld: 1 })).toBe(0);
    expect(trustLevel({ ...member, removedLately: 1 })).toBe(0);
    expect(trustLevel({ ...member, moderates: true, accountAgeDays: 0 })).toBe(3);
    expect(reportWeight(3, 5)).toBe(5);
  });

  it("calls many new accounts on one message possibly coordinated", () => {
    expect(looksCoordinated([{ newAccount: true }, { newAccount: true }, { newAccount: true }])).toBe(true);
    expect(looksCoordinated([{ newAccount: true }, { newAccount: false }, { newAccount: false }])).toBe(false);
  });
});
