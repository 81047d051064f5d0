import { bodyPhrases } from "./lay-vocabulary/body.ts";
import { energyPhrases } from "./lay-vocabulary/energy.ts";
import { gutPhrases } from "./lay-vocabulary/gut.ts";
import { heartPhrases } from "./lay-vocabulary/heart.ts";
import { menopausePhrases } from "./lay-vocabulary/menopause.ts";
import type { LayPhrase } from "./lay-vocabulary/sources.ts";
import { sleepPhrases } from "./lay-vocabulary/sleep.ts";
import { stressPhrases } from "./lay-vocabulary/stress.ts";

/**
 * Readers' own words for symptoms, feelings and body changes, mapped to the words our articles, quizzes and
 * tools use for them. Search reads a phrase here as one thought: "can't catch my breath" finds what the site
 * says about breathlessness, "bloated all the time" what it says about bloating. Reviewed like an article:
 * each phrase says where it comes from (the NHS page that lists the symptom in readers' words, or why readers
 * say it). Editors add more from the admin (Search words); those are kept in the database with who added them.
 *
 * `phrase`: as a reader types it (case, apostrophes and US/UK spelling do not matter). `means`: the words the
 * site's pages use, at least one of which a page holds (a test checks every one against the built-in content).
 * The one risk detector reads every query first (decision 037): for the three phrases here that are also risk
 * language ("can't catch my breath", "crying all the time", "lonely") a reader gets help first, and the phrase
 * then ranks the explaining pages below it (tests/integration/search.test.ts). Editors cannot add risk language
 * from the admin: there the detector's answer is what matters, and a new phrase would only move pages below it.
 */
export type { LayPhrase } from "./lay-vocabulary/sources.ts";

/**
 * The phrases, by topic (one file per article's subject under lay-vocabulary/, with the sources they cite).
 */
export const layVocabulary: readonly LayPhrase[] = [
  ...energyPhrases,
  ...heartPhrases,
  ...sleepPhrases,
  ...stressPhrases,
  ...menopausePhrases,
  ...bodyPhrases,
  ...gutPhrases,
];

/**
 * Words readers use for one another inside a phrase: a phrase above matches with any word of a group in
 * place of another ("can't go to the loo" is "can't go to the toilet", "head all fuzzy" is "foggy head",
 * "fluttery heart" is "heart fluttering"). The first word of each group stands for the rest. Only words of
 * the body and of how it feels that mean the same in every phrase here belong in a group.
 */
export const layWordVariants: readonly (readonly string[])[] = [
  ["stomach", "tummy", "belly", "abdomen", "tum"],
  ["toilet", "loo", "bathroom", "lavatory", "restroom"],
  ["poop", "poo"],
  ["pee", "wee"],
  ["foggy", "fuzzy", "woolly", "wooly", "muddled", "cloudy"],
  ["fluttering", "fluttery", "flutter", "flutters", "fluttered"],
  ["pounding", "thumping", "banging", "hammering"],
  ["drenched", "soaked", "soaking", "dripping"],
  ["stiff", "stiffness"],
  ["heart", "heartbeat", "heartbeats", "ticker"],
  ["weak", "weaker"],
  // Round five (2026-12-07).
  ["cant", "cannot", "couldnt", "unable"],
  ["aching", "achy", "achey"],
  ["sore", "painful", "hurting"],
  ["brain", "mind"],
  ["wake", "woke"],
  ["bloated", "bloaty"],
  ["boiling", "roasting"],
  ["sleep", "kip"],
  ["farting", "farts", "fart"],
];
