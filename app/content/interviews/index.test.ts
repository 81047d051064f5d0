import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  findInterview,
  formatInterviewDate,
  interviews,
  interviewsDescription,
  interviewsIntro,
  interviewWordCount,
} from "./index.ts";

describe("expert interviews", () => {
  it("has three illustrative Q&As (naturopathic, nutrition, dermatology perspectives), titled as illustrative", () => {
    expect(interviews).toHaveLength(3);
    expect(interviews.map((i) => i.title)).toEqual([
      "Illustrative Q&A: a naturopathic perspective",
      "Illustrative Q&A: a nutrition perspective",
      "Illustrative Q&A: a dermatology perspective",
    ]);
  });

  it("uses {firstname-lastname}-interview ids", () => {
    expect(interviews.map((i) => i.id)).toEqual([
      "elena-marsh-interview",
      "priya-raman-interview",
      "naomi-okafor-interview",
    ]);
    for (const interview of interviews) expect(interview.id).toMatch(/^[a-z]+-[a-z]+-interview$/);
  });

  it("each interview is substantial, with a local portrait and a valid date", () => {
    for (const interview of interviews) {
      expect(interviewWordCount(interview)).toBeGreaterThanOrEqual(600);
      expect(fs.existsSync(path.join("public", interview.imageSrc))).toBe(true);
      expect(formatInterviewDate(interview.date)).toMatch(/^[A-Z][a-z]+ \d{1,2}, 2025$/);
      expect(interview.quote.length).toBeGreaterThan(40);
    }
  });

  it("finds an interview by slug and nothing for unknown slugs", () => {
    expect(findInterview("priya-raman-interview")?.name).toBe("Priya Raman");
    expect(findInterview("nobody-interview")).toBeUndefined();
  });

  it("introduces the list truthfully once an editor adds a real person's interview", () => {
    const illustrative = { illustrative: true };
    const real = { illustrative: false };
    expect(interviewsIntro([illustrative, illustrative])).toContain("The people are not real");
    expect(interviewsIntro([illustrative, real])).not.toContain("The people are not real");
    expect(interviewsIntro([illustrative, real])).toContain("Each interview says which it is");
    expect(interviewsIntro([real])).not.toMatch(/illustrative/i);
    expect(interviewsDescription([illustrative, real])).not.toContain("not real experts");
  });
});
