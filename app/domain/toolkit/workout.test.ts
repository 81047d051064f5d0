import { describe, expect, test } from "vitest";
import { workoutPlans } from "#app/content/workout-plans.ts";
import {
  ageBand,
  bmi,
  bmiCategory,
  findWorkoutPlan,
  generateWorkout,
  INVALID_AGE,
  INVALID_MEASUREMENTS,
  MISSING_INFORMATION,
  type AgeBand,
  type BmiCategory,
  type FitnessLevel,
} from "./workout.ts";

describe("BMI", () => {
  test("is weight divided by the square of height in metres", () => {
    expect(bmi(64, 160)).toBeCloseTo(25, 10);
    expect(bmi(70, 175)).toBeCloseTo(22.857, 3);
  });

  test("categories switch exactly at 18.5 and 25", () => {
    expect(bmiCategory(18.49)).toBe("underweight");
    expect(bmiCategory(18.5)).toBe("normal");
    expect(bmiCategory(24.99)).toBe("normal");
    expect(bmiCategory(25)).toBe("overweight");
    expect(bmiCategory(40)).toBe("overweight");
  });
});

describe("age bands", () => {
  test("18-39, 40-59 and 60+", () => {
    expect(ageBand(18)).toBe("18-39");
    expect(ageBand(39)).toBe("18-39");
    expect(ageBand(40)).toBe("40-59");
    expect(ageBand(59)).toBe("40-59");
    expect(ageBand(60)).toBe("60+");
    expect(ageBand(95)).toBe("60+");
  });
});

describe("plan lookup", () => {
  const categories: BmiCategory[] = ["underweight", "normal", "overweight"];
  const bands: AgeBand[] = ["18-39", "40-59", "60+"];
  const levels: FitnessLevel[] = ["beginner", "intermediate"];

  for (const category of categories) {
    for (const band of bands) {
      for (const level of levels) {
        const exact = category !== "underweight" || band === "18-39";
        test(`${category} ${band} ${level} → ${exact ? "its own plan" : `normal ${band} beginner`}`, () => {
          const expected = exact ? workoutPlans[category][band]![level] : workoutPlans.normal[band].beginner;
          expect(findWorkoutPlan(category, band, level)).toBe(expected);
        });
      }
    }
  }

  test("the 14 plans are distinct and every plan has a title, a description and three days of exercises", () => {
    const plans = categories.flatMap((c) => bands.flatMap((b) => levels.map((l) => workoutPlans[c][b]?.[l])));
    const defined = plans.filter((p) => p !== undefined);
    expect(defined).toHaveLength(14);
    expect(new Set(defined.map((p) => p.title)).size).toBe(14);
    for (const plan of defined) {
      expect(plan.title).not.toBe("");
      expect(plan.description.length).toBeGreaterThan(40);
      expect(plan.plan).toHaveLength(3);
      for (const day of plan.plan) {
        expect(day.day).not.toBe("");
        expect(day.exercises.length).toBeGreaterThanOrEqual(4);
      }
    }
    expect(Object.keys(workoutPlans.underweight)).toEqual(["18-39"]);
  });
});

describe("workout generator form", () => {
  const valid = { age: "30", weight: "60", height: "165", level: "beginner" };

  test("every field is required", () => {
    for (const field of ["age", "weight", "height", "level"] as const) {
      expect(generateWorkout({ ...valid, [field]: "" })).toMatchObject(MISSING_INFORMATION);
    }
    expect(generateWorkout({ ...valid, age: "abc" })).toMatchObject(MISSING_INFORMATION);
    expect(generateWorkout({ ...valid, level: "expert" })).toMatchObject(MISSING_INFORMATION);
  });

  test("missing fields are reported before the age", () => {
    expect(generateWorkout({ ...valid, age: "12", height: "" })).toMatchObject(MISSING_INFORMATION);
  });

  test("ages under 18 are refused; 18 is accepted", () => {
    expect(generateWorkout({ ...valid, age: "17" })).toMatchObject(INVALID_AGE);
    expect(generateWorkout({ ...valid, age: "17.9" })).toMatchObject(INVALID_AGE);
    expect(generateWorkout({ ...valid, age: "18" }).ok).toBe(true);
  });

  test("weight and height must be above zero", () => {
    expect(generateWorkout({ ...valid, weight: "0" })).toMatchObject(INVALID_MEASUREMENTS);
    expect(generateWorkout({ ...valid, height: "-170" })).toMatchObject(INVALID_MEASUREMENTS);
  });

  test("each field's problem is named beside it, all at once", () => {
    const refused = generateWorkout({ age: "", weight: "600", height: "1.65", level: "" });
    expect(refused).toMatchObject({
      ...MISSING_INFORMATION,
      fields: {
        age: "Enter your age",
        weight: expect.stringContaining("from 25 to 300 kg"),
        height: expect.stringContaining("from 100 to 250 cm"),
        level: "Select your fitness level",
      },
    });
    expect(generateWorkout({ ...valid, age: "16" })).toMatchObject({
      fields: { age: "Please enter an age of 18 or above." },
    });
  });

  test("figures no body measures are refused with the reason", () => {
    expect(generateWorkout({ ...valid, age: "250" })).toMatchObject({
      ...INVALID_MEASUREMENTS,
      fields: { age: expect.stringContaining("120 or under") },
    });
    expect(generateWorkout({ ...valid, weight: "24" }).ok).toBe(false);
    expect(generateWorkout({ ...valid, weight: "301" }).ok).toBe(false);
    expect(generateWorkout({ ...valid, height: "99" }).ok).toBe(false);
    expect(generateWorkout({ ...valid, height: "251" }).ok).toBe(false);
    expect(generateWorkout({ ...valid, weight: "25", height: "250" }).ok).toBe(true);
  });

  test("a complete form gives the plan for the person's BMI, age band and level", () => {
    const result = generateWorkout({ age: "45", weight: "80", height: "165", level: "intermediate" });
    expect(result).toMatchObject({
      ok: true,
      category: "overweight",
      band: "40-59",
      level: "intermediate",
      fallback: false,
    });
    if (result.ok) expect(result.plan).toBe(workoutPlans.overweight["40-59"].intermediate);

    const fallback = generateWorkout({ age: "65", weight: "45", height: "170", level: "intermediate" });
    expect(fallback).toMatchObject({ ok: true, category: "underweight", band: "60+", fallback: true });
    if (fallback.ok) expect(fallback.plan).toBe(workoutPlans.normal["60+"].beginner);
  });
});
