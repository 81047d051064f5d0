import { describe, expect, test } from "vitest";
import { bmiAdvice, bmiClass, BMI_CLASS_LABELS } from "./bmi-advice.ts";
import { generateWorkout } from "./workout.ts";

describe("BMI categories per WHO and NICE", () => {
  test.each([
    [18.4, "underweight"],
    [18.5, "healthy"],
    [24.9, "healthy"],
    [25, "overweight"],
    [29.9, "overweight"],
    [30, "obesity-1"],
    [34.9, "obesity-1"],
    [35, "obesity-2"],
    [37.1, "obesity-2"],
    [39.9, "obesity-2"],
    [40, "obesity-3"],
  ] as const)("%s → %s", (value, expected) => {
    expect(bmiClass(value)).toBe(expected);
  });

  test("NICE's lower thresholds: overweight from 23, obesity from 27.5", () => {
    expect(bmiClass(22.9, true)).toBe("healthy");
    expect(bmiClass(23, true)).toBe("overweight");
    expect(bmiClass(27.4, true)).toBe("overweight");
    expect(bmiClass(27.5, true)).toBe("obesity");
    expect(bmiClass(18.4, true)).toBe("underweight");
  });

  test("BMI 37.1 from the tool is obesity class II, not 'Overweight'", () => {
    // 100 kg at 164 cm is a BMI of 37.2; 96 kg at 161 cm 37.0.
    const result = generateWorkout({ age: "45", weight: "100", height: "164", level: "beginner" });
    if (!result.ok) throw new Error("refused");
    expect(BMI_CLASS_LABELS[result.bmiClass]).toBe("Obesity class II");
  });
});

describe("when to talk to a doctor first", () => {
  test("BMI 13.8: doctor first, eating-disorder support, and no muscle-building plan", () => {
    const result = generateWorkout({ age: "25", weight: "37", height: "163.7", level: "intermediate" });
    if (!result.ok) throw new Error("refused");
    expect(result.bmi).toBeCloseTo(13.8, 1);
    expect(result.advice.withholdPlan).toBe(true);
    expect(result.advice.eatingDisorderSupport).toBe(true);
    expect(result.advice.doctorFirst.join(" ")).toMatch(/talk to your doctor/i);
  });

  test("any BMI under 18.5 comes with the doctor and eating-disorder support; a plan only from 16", () => {
    for (const value of [16, 17, 18.4]) {
      const advice = bmiAdvice(value, 30);
      expect(advice.doctorFirst.length, String(value)).toBeGreaterThan(0);
      expect(advice.eatingDisorderSupport).toBe(true);
      expect(advice.withholdPlan).toBe(false);
    }
    expect(bmiAdvice(15.9, 30).withholdPlan).toBe(true);
  });

  test("BMI 40 or more, and age over 65, say talk to your doctor first; a healthy BMI at 40 says nothing", () => {
    expect(bmiAdvice(40, 30).doctorFirst).toHaveLength(1);
    expect(bmiAdvice(39.9, 30).doctorFirst).toHaveLength(0);
    expect(bmiAdvice(22, 66).doctorFirst).toHaveLength(1);
    expect(bmiAdvice(22, 65).doctorFirst).toHaveLength(0);
    expect(bmiAdvice(22, 40)).toEqual({
      doctorFirst: [],
      eatingDisorderSupport: false,
      withholdPlan: false,
      cutoffNote: null,
    });
  });

  test("the lower thresholds' note shows where they would change the category, unless already applied", () => {
    expect(bmiAdvice(24, 30).cutoffNote).toMatch(/NICE/);
    expect(bmiAdvice(24, 30, true).cutoffNote).toBeNull();
    expect(bmiAdvice(21, 30).cutoffNote).toBeNull();
  });
});
