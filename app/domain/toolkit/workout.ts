import { refuse, type Refusal } from "#app/lib/refusal.ts";
import {
  workoutPlans,
  type AgeBand,
  type BmiCategory,
  type FitnessLevel,
  type WorkoutPlan,
} from "#app/content/workout-plans.ts";

import { bmiAdvice, bmiClass, type BmiAdvice, type BmiClass } from "./bmi-advice.ts";

export type { AgeBand, BmiCategory, FitnessLevel, WorkoutPlan, BmiAdvice, BmiClass };

/** BMI cut-offs. */
export const BMI_UNDERWEIGHT_BELOW = 18.5;
export const BMI_OVERWEIGHT_FROM = 25;
/** Minimum age for the workout generator. */
export const MINIMUM_AGE = 18;

export const FITNESS_LEVELS: readonly FitnessLevel[] = ["beginner", "intermediate"];

/** BMI = weight (kg) divided by the square of height in metres. */
export function bmi(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return weightKg / (metres * metres);
}

/** Below 18.5 underweight; 18.5 up to but not including 25 normal; 25 or more overweight. */
export function bmiCategory(value: number): BmiCategory {
  if (value < BMI_UNDERWEIGHT_BELOW) return "underweight";
  if (value < BMI_OVERWEIGHT_FROM) return "normal";
  return "overweight";
}

/** Age bands 18 to 39, 40 to 59, 60 and over (ages under 18 are refused before this is asked). */
export function ageBand(age: number): AgeBand {
  if (age < 40) return "18-39";
  if (age < 60) return "40-59";
  return "60+";
}

/**
 * The plan for a BMI category, age band and level. When that exact combination does not exist
 * (underweight has only 18-39), the normal-BMI beginner plan of the same age band is used.
 */
export function findWorkoutPlan(category: BmiCategory, band: AgeBand, level: FitnessLevel): WorkoutPlan {
  return workoutPlans[category][band]?.[level] ?? workoutPlans.normal[band].beginner;
}

/** `lowerCutoffs`: "on" when the reader ticked that NICE's lower BMI thresholds apply to her family background. */
export type WorkoutFormValues = { age: string; weight: string; height: string; level: string; lowerCutoffs?: string };

export type WorkoutResult =
  | {
      ok: true;
      plan: WorkoutPlan;
      /** True when the exact combination has no plan and the normal-BMI beginner plan was used. */
      fallback: boolean;
      bmi: number;
      /** The plan table's key (spec): underweight, normal or overweight. */
      category: BmiCategory;
      /** The WHO/NICE category shown to the reader. */
      bmiClass: BmiClass;
      advice: BmiAdvice;
      band: AgeBand;
      level: FitnessLevel;
    }
  | Refusal<WorkoutRefusalReason>;

export type WorkoutRefusalReason = "missing-information" | "invalid-age" | "invalid-measurements";

/** The title of the toast that shows each refusal (its message is the toast's description). */
export const WORKOUT_REFUSAL_TITLES: Record<WorkoutRefusalReason, string> = {
  "missing-information": "Missing Information",
  "invalid-age": "Invalid Age",
  "invalid-measurements": "Invalid Measurements",
};

export const MISSING_INFORMATION = refuse("missing-information", "Please fill out all fields to generate a plan.");
export const INVALID_AGE = refuse("invalid-age", "Please enter an age of 18 or above.");
export const INVALID_MEASUREMENTS = refuse(
  "invalid-measurements",
  "Please enter a weight and height greater than zero.",
);

function toNumber(raw: string): number | null {
  const trimmed = raw.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * The generator form: every field is required ('Missing Information'), then age must be 18 or
 * more ('Invalid Age'). Weight and height must also be above zero, or BMI would be meaningless.
 */
export function generateWorkout(values: WorkoutFormValues): WorkoutResult {
  const age = toNumber(values.age);
  const weight = toNumber(values.weight);
  const height = toNumber(values.height);
  const level = FITNESS_LEVELS.find((l) => l === values.level);
  if (age === null || weight === null || height === null || !level) {
    return MISSING_INFORMATION;
  }
  if (age < MINIMUM_AGE) return INVALID_AGE;
  if (weight <= 0 || height <= 0) return INVALID_MEASUREMENTS;
  const value = bmi(weight, height);
  const lower = values.lowerCutoffs === "on";
  // With NICE's lower thresholds, a BMI from 23 gets the plan for larger bodies too.
  const category = lower && value >= 23 ? "overweight" : bmiCategory(value);
  const band = ageBand(age);
  const fallback = workoutPlans[category][band]?.[level] === undefined;
  return {
    ok: true,
    plan: findWorkoutPlan(category, band, level),
    fallback,
    bmi: value,
    category,
    bmiClass: bmiClass(value, lower),
    advice: bmiAdvice(value, age, lower),
    band,
    level,
  };
}
