import { describe, expect, test } from "vitest";
import { AGE_RANGES, mealPlans, WEEKS } from "./meal-plans.ts";

describe("vegan meal plans", () => {
  const meals = AGE_RANGES.flatMap((range) =>
    WEEKS.flatMap(({ key }) => mealPlans[range][key].flatMap((d) => [d.breakfast, d.lunch, d.dinner])),
  );

  test("3 age ranges × 2 weeks × 7 days (Monday to Sunday) × 3 meals = 126 dishes", () => {
    expect(AGE_RANGES).toEqual(["25-35", "36-50", "51-60"]);
    for (const range of AGE_RANGES) {
      for (const { key } of WEEKS) {
        expect(mealPlans[range][key].map((d) => d.day)).toEqual([
          "Monday",
          "Tuesday",
          "Wednesday",
          "Thursday",
          "Friday",
          "Saturday",
          "Sunday",
        ]);
      }
    }
    expect(meals).toHaveLength(126);
    expect(meals.every((m) => m.length > 20)).toBe(true);
  });

  test("dishes are varied: no dish repeats", () => {
    expect(new Set(meals).size).toBe(126);
  });

  test("no animal products", () => {
    const animal = /\b(chicken|beef|pork|lamb|fish|salmon|tuna|prawn|shrimp|egg|eggs|cheese|butter|milk|yoghurt|yogurt|honey|meat|bacon|gelatin)\b/i;
    const allowed = /(soy|oat|coconut|almond|plant|peanut|almond butter|cashew|nut|apple|butter beans|fortified|\bno\b|without|-free)/i;
    for (const meal of meals) {
      for (const match of meal.matchAll(new RegExp(animal, "gi"))) {
        const before = meal.slice(Math.max(0, match.index - 25), match.index + match[0].length + 6);
        expect(allowed.test(before), `${meal}`).toBe(true);
      }
    }
  });
});
