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
  "Please check the numbers you entered: each is explained beside its field.",
);

function toNumber(raw: string): number | null {
  const trimmed = raw.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Plausible ranges, each with the reason the reader is given: outside them a figure is almost always a slip. */
export const WORKOUT_RANGES = {
  age: { max: 120 },
  weight: { min: 25, max: 300 },
  height: { min: 100, max: 250 },
} as const;

export type WorkoutField = "age" | "weight" | "height" | "level";

/** The message beside each field (and in the form's error summary), in the order of the fields. */
export const WORKOUT_FIELD_MESSAGES = {
  ageMissing: "Enter your age",
  ageNotNumber: "Enter your age as a number, like 34",
  ageTooHigh: "Enter an age of 120 or under: please check the number for a typing slip.",
  weightMissing: "Enter your weight in kilograms",
  weightNotNumber: "Enter your weight as a number of kilograms, like 62",
  weightRange: "Enter a weight from 25 to 300 kg: check the number is in kilograms (10 stone is 63.5 kg).",
  heightMissing: "Enter your height in centimetres",
  heightNotNumber: "Enter your height as a number of centimetres, like 165",
  heightRange: "Enter a height from 100 to 250 cm: check the number is in centimetres (5 ft 5 in is 165 cm).",
  levelMissing: "Select your fitness level",
} as const;

/**
 * Every field's problem at once (a reader fixes them all in one go), and the refusal the form names: a
 * missing or unreadable field first ('Missing Information'), then an age under 18 ('Invalid Age'), then
 * figures outside what a body can measure ('Invalid Measurements'). Null when the form is complete.
 */
/** The planner's fields as typed (the form's, or a post's); a field sent as a file, or not at all, reads as empty. */
export function workoutValues(data: FormData): WorkoutFormValues {
  // No number she could mean is longer: a longer value is refused as not a number all the same, and what is
  // shown back to her stays short.
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value.slice(0, 40) : "";
  };
  return {
    age: text("age"),
    weight: text("weight"),
    height: text("height"),
    level: text("level"),
    lowerCutoffs: text("lowerCutoffs"),
  };
}

export function checkWorkoutForm(values: WorkoutFormValues): Refusal<WorkoutRefusalReason> | null {
  const fields: Partial<Record<WorkoutField, string>> = {};
  const m = WORKOUT_FIELD_MESSAGES;
  let missing = false;
  let young = false;
  const number = (raw: string, missingMessage: string, notNumber: string) => {
    if (raw.trim() === "") {
      missing = true;
      return { value: null, message: missingMessage };
    }
    const value = toNumber(raw);
    if (value === null) {
      missing = true;
      return { value: null, message: notNumber };
    }
    return { value, message: null };
  };
  const age = number(values.age, m.ageMissing, m.ageNotNumber);
  if (age.message) fields.age = age.message;
  else if (age.value! < MINIMUM_AGE) {
    young = true;
    fields.age = INVALID_AGE.message;
  } else if (age.value! > WORKOUT_RANGES.age.max) fields.age = m.ageTooHigh;
  const weight = number(values.weight, m.weightMissing, m.weightNotNumber);
  if (weight.message) fields.weight = weight.message;
  else if (weight.value! < WORKOUT_RANGES.weight.min || weight.value! > WORKOUT_RANGES.weight.max)
    fields.weight = m.weightRange;
  const height = number(values.height, m.heightMissing, m.heightNotNumber);
  if (height.message) fields.height = height.message;
  else if (height.value! < WORKOUT_RANGES.height.min || height.value! > WORKOUT_RANGES.height.max)
    fields.height = m.heightRange;
  if (!FITNESS_LEVELS.some((l) => l === values.level)) {
    missing = true;
    fields.level = m.levelMissing;
  }
  if (Object.keys(fields).length === 0) return null;
  const refusal = missing ? MISSING_INFORMATION : young ? INVALID_AGE : INVALID_MEASUREMENTS;
  return { ...refusal, fields };
}

/**
 * The generator form: every field is required ('Missing Information'), then age must be 18 or
 * more ('Invalid Age'), then age, weight and height must be plausible ('Invalid Measurements'), each
 * field's message under `fields`.
 */
export function generateWorkout(values: WorkoutFormValues): WorkoutResult {
  const refused = checkWorkoutForm(values);
  if (refused) return refused;
  const age = toNumber(values.age)!;
  const weight = toNumber(values.weight)!;
  const height = toNumber(values.height)!;
  const level = FITNESS_LEVELS.find((l) => l === values.level)!;
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
