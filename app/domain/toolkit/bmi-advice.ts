/**
 * What the workout tool says about a BMI, as a clinician would: the WHO adult categories (with NICE's obesity
 * classes), the lower cut-offs NICE advises for people of some family backgrounds, and when to talk to a
 * doctor before starting. Sources: WHO's adult BMI classification (underweight < 18.5, normal 18.5–24.9,
 * pre-obesity 25–29.9, obesity classes I 30–34.9, II 35–39.9, III ≥ 40; severe thinness < 16); NICE,
 * "Obesity: identification, assessment and management" (CG189, 2022 update, carried into NG246 in 2025):
 * lower thresholds, overweight from 23 and obesity from 27.5, for people of South Asian, Chinese, other
 * Asian, Middle Eastern, Black African or African-Caribbean family background.
 */

export type BmiClass = "underweight" | "healthy" | "overweight" | "obesity-1" | "obesity-2" | "obesity-3" | "obesity";

export const BMI_CLASS_LABELS: Record<BmiClass, string> = {
  underweight: "Underweight",
  healthy: "Healthy weight",
  overweight: "Overweight",
  "obesity-1": "Obesity class I",
  "obesity-2": "Obesity class II",
  "obesity-3": "Obesity class III",
  obesity: "Obesity",
};

/** Below this BMI the tool offers no plan, only the advice to see a doctor first (WHO: severe thinness). */
export const BMI_NO_PLAN_BELOW = 16;
/** From this BMI (obesity class III) a doctor's check comes before a new programme. */
export const BMI_DOCTOR_FIRST_FROM = 40;
/** Over this age a doctor's check comes before a new programme. */
export const AGE_DOCTOR_FIRST_OVER = 65;

/**
 * The WHO category of a BMI. `lowerCutoffs`: the reader said her family background is one NICE gives lower
 * thresholds for (overweight from 23, obesity from 27.5; NICE gives no classes above that).
 */
export function bmiClass(value: number, lowerCutoffs = false): BmiClass {
  if (value < 18.5) return "underweight";
  if (lowerCutoffs) return value < 23 ? "healthy" : value < 27.5 ? "overweight" : "obesity";
  if (value < 25) return "healthy";
  if (value < 30) return "overweight";
  if (value < 35) return "obesity-1";
  if (value < 40) return "obesity-2";
  return "obesity-3";
}

export type BmiAdvice = {
  /** Reasons to talk to a doctor before starting, in words; empty when none. */
  doctorFirst: string[];
  /** Show eating-disorder support (Beat, NEDA): a BMI below the healthy range. */
  eatingDisorderSupport: boolean;
  /** No plan is offered (a very low BMI): the advice is the answer. */
  withholdPlan: boolean;
  /** Said under the category when the reader did not ask for the lower cut-offs and they would change it. */
  cutoffNote: string | null;
};

export const LOWER_CUTOFF_NOTE =
  "If your family background is South Asian, Chinese, other Asian, Middle Eastern, Black African or African-Caribbean, NICE advises that health risks start at a lower BMI: overweight from 23 and obesity from 27.5.";

export function bmiAdvice(value: number, age: number, lowerCutoffs = false): BmiAdvice {
  const doctorFirst: string[] = [];
  if (value < 18.5)
    doctorFirst.push(
      `Your BMI of ${value.toFixed(1)} is below the healthy range (18.5). Please talk to your doctor before starting a new exercise plan: being underweight can come from not eating enough, an illness or an eating disorder, and exercise uses energy your body may need.`,
    );
  if (value >= BMI_DOCTOR_FIRST_FROM)
    doctorFirst.push(
      `Your BMI of ${value.toFixed(1)} is in the obesity class III range. Please talk to your doctor first: they can check your heart, joints and blood pressure and help you start safely, and may offer support with weight.`,
    );
  if (age > AGE_DOCTOR_FIRST_OVER)
    doctorFirst.push(
      "Over 65, please talk to your doctor before starting a new exercise plan, especially if you have a heart or joint condition, have had a fall, or take medicines that make you dizzy.",
    );
  const changes = !lowerCutoffs && value >= 23 && value < 30;
  return {
    doctorFirst,
    eatingDisorderSupport: value < 18.5,
    withholdPlan: value < BMI_NO_PLAN_BELOW,
    cutoffNote: changes ? LOWER_CUTOFF_NOTE : null,
  };
}
