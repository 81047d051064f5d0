import { betterSleep } from "./better-sleep.ts";
import { boneHealthNutrition } from "./bone-health-nutrition.ts";
import { gutHealthFibre } from "./gut-health-fibre.ts";
import { heartHealthAfterMenopause } from "./heart-health-after-menopause.ts";
import { ironAndFatigue } from "./iron-and-fatigue.ts";
import { menopauseTransition } from "./menopause-transition.ts";
import { strengthTraining } from "./strength-training.ts";
import { stressAndTheBody } from "./stress-and-the-body.ts";
import type { StarterArticle } from "./types.ts";

export type { StarterArticle } from "./types.ts";

/** The built-in starter articles, oldest first. */
export const starterArticles: StarterArticle[] = [
  menopauseTransition,
  heartHealthAfterMenopause,
  boneHealthNutrition,
  ironAndFatigue,
  betterSleep,
  stressAndTheBody,
  strengthTraining,
  gutHealthFibre,
];
