import { stemmer } from "stemmer";

/**
 * How a word becomes an index term, the same way for documents and for queries: lower case, accents and
 * apostrophes dropped, British spellings folded to American ones ("fibre" and "fiber" are one term,
 * "oestrogen" and "estrogen", "anaemia" and "anemia", "organise" and "organize"), then the Porter stem.
 * Folding both sides alike means an over-eager fold only merges two words, it never loses one.
 */
export function normalizeWord(word: string): string {
  let w = word
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "");
  // A decade is its number: "over 50s" finds "50+".
  if (/^\d+0s$/.test(w)) return w.slice(0, -1);
  if (w.length > 3) {
    w = w
      .replace(/ae/g, "e")
      .replace(/^oe/, "e")
      .replace(/oea/g, "ea")
      .replace(/([bcdfgklmnpstvz])re(s?)$/, "$1er$2")
      .replace(/is(e|es|ed|ing|ation|ations)$/, "iz$1")
      .replace(/yse(s|d)?$/, "yze$1")
      .replace(/ogue(s?)$/, "og$1")
      .replace(/mme(s?)$/, "m$1");
    if (w.length > 5) w = w.replace(/our(s|ed|ing|ful)?$/, "or$1");
    w = SPELLINGS.get(w) ?? w;
  }
  return w;
}

export function termOf(word: string): string {
  const normal = normalizeWord(word);
  return /^[a-z]+$/.test(normal) && normal.length > 2 ? stemmer(normal) : normal;
}

/** Spellings the rules above do not reach. */
const SPELLINGS = new Map([
  ["yoghurt", "yogurt"],
  ["yoghurts", "yogurts"],
  ["grey", "gray"],
  ["mould", "mold"],
  ["plough", "plow"],
  ["aluminium", "aluminum"],
  ["sulphur", "sulfur"],
  ["sulphate", "sulfate"],
  ["flush", "flash"],
  ["flushes", "flashes"],
  ["kilogramme", "kilogram"],
]);

/** Words of a text: letters and digits, kept with their position in the text (for highlighting). */
export function words(text: string): { word: string; start: number; end: number }[] {
  const found = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu)) {
    found.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** Words that carry no meaning of their own in a query; dropped unless the query is made only of them. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an and are as at be but by can do does for from has have how i if in into is it its me my no not of on or our " +
    "so than that the their them then there these they this to too us was we what when where which who why will with you your " +
    // Words that stand for whatever is asked about ("something to help me sleep", "over 50").
    "something anything thing things stuff over help helps all up " +
    // Negations match nothing on their own, but are kept in the query as typed and never "corrected" away.
    "cant cannot dont doesnt didnt wont isnt arent wasnt never"
  ).split(" "),
);

const NEGATIONS: ReadonlySet<string> = new Set(
  (
    "no not nor never none without cannot cant dont doesnt didnt wont wouldnt shouldnt couldnt isnt arent wasnt " +
    "werent havent hasnt hadnt aint mustnt neednt free non"
  ).split(" "),
);

/**
 * A word that negates ("can't", "not", "never", and "free", "non" of "iron-free", "non-slip"): a correction
 * never drops, adds or changes one.
 */
export function isNegation(word: string): boolean {
  return NEGATIONS.has(normalizeWord(word));
}

/** Numbers in words: a correction never changes one into another word, nor another word into one. */
export const NUMBER_WORDS: ReadonlySet<string> = new Set(
  (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " +
    "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand " +
    "first second third fourth fifth half twice once"
  ).split(" "),
);

/**
 * Words that name a symptom or condition. A query with one and no shopping word ranks the pages that explain
 * it (articles, quizzes, tools) above products: a reader describing a symptom is asking what it is first.
 */
export const SYMPTOM_WORDS: ReadonlySet<string> = new Set(
  (
    "sleep insomnia sleepless awake waking tired fatigue exhausted exhaustion stress stressed anxiety anxious panic " +
    "depressed depression low mood sad lonely overwhelmed burnout flash flashes flush flushes sweats sweating night " +
    "menopause perimenopause period periods cramps cramping pms pmdd pcos endometriosis bloating bloated " +
    "constipation diarrhea diarrhoea ibs gut nausea headache headaches migraine migraines pain ache aches joint joints " +
    "dizzy dizziness brain fog forgetful acne hair loss thinning itchy uti infection discharge " +
    "libido weight gain osteoporosis bone bones palpitations heart racing breathless thirsty symptom symptoms " +
    "hurts hurt sore can't cant dysmenorrhea menorrhagia heavy irregular painful"
  )
    .split(" ")
    .map((w) => termOf(w)),
);

/** Words that say a reader is shopping: with one, products keep their place. */
export const SHOPPING_WORDS: ReadonlySet<string> = new Set(
  (
    "best buy review reviews product products supplement supplements brand brands price cheap deal deals pick picks " +
    "top gear powder capsule capsules tablet tablets gummies vs versus compare comparison shop roundup affiliate " +
    // Kinds of product: "journal for anxiety", "tea for bloating" ask for the thing, not what the symptom is.
    "journal blanket light lamp mat roller band bands dumbbell dumbbells kettlebell rope tea drops oil softgel softgels " +
    "gummy vitamin vitamins multivitamin multivitamins probiotic probiotics collagen"
  )
    .split(" ")
    .map((w) => termOf(w)),
);

/**
 * The synonyms a women's health site needs, by index term. A query word also matches its synonyms (at a
 * lower weight). Multi-word names are handled at indexing instead (`ABBREVIATIONS`): a document that says
 * "urinary tract infection" also holds the term "uti".
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["period", "menstrual", "menstruation", "premenstrual"],
  ["uti", "urinary"],
  ["perimenopause", "menopause", "menopausal"],
  ["test", "quiz", "check", "assessment"],
  ["tired", "fatigue", "exhaustion"],
  ["nutritionist", "nutrition", "dietitian"],
  ["naturopath", "naturopathic"],
  ["workout", "exercise", "training"],
  ["weights", "strength", "resistance"],
  ["doctor", "physician", "gp"],
  ["supplement", "pill", "tablet", "capsule", "softgel", "powder", "extract", "gummies", "drops"],
  ["insomnia", "sleep"],
  ["anxiety", "anxious", "stress"],
  ["vitamins", "multivitamin"],
  ["skin", "skincare"],
  ["tummy", "gut", "digestion", "digestive"],
  ["heart", "cardiovascular"],
  ["cramp", "dysmenorrhea"],
  ["heavy", "menorrhagia"],
  ["skipping", "jump"],
];

/** Phrases a document may spell out that readers type as one word: indexed under the short form too. */
export const ABBREVIATIONS: readonly { phrase: RegExp; term: string }[] = [
  { phrase: /urinary[\s-]+tract[\s-]+infections?/i, term: "uti" },
  { phrase: /hormone[\s-]+(replacement[\s-]+)?therapy|menopausal hormone/i, term: "hrt" },
  { phrase: /polycystic[\s-]+ovary|polycystic[\s-]+ovarian/i, term: "pcos" },
  { phrase: /premenstrual[\s-]+syndrome/i, term: "pms" },
  { phrase: /in[\s-]+vitro[\s-]+fertili[sz]ation/i, term: "ivf" },
  { phrase: /irritable[\s-]+bowel/i, term: "ibs" },
];

const synonymsByTerm = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  const terms = group.map(termOf);
  for (const term of terms)
    synonymsByTerm.set(term, [...new Set([...(synonymsByTerm.get(term) ?? []), ...terms.filter((t) => t !== term)])]);
}

/** The other index terms a query term also matches. */
export function synonymsOf(term: string): readonly string[] {
  return synonymsByTerm.get(term) ?? [];
}

/**
 * Marks an index term as the absence of its word: "iron-free", "without iron", "no added sugar" hold
 * `${ABSENT}iron`, not "iron". Four characters, so no typo tolerance (at most two edits) and no prefix
 * lookup of the word itself reaches the absent term, nor the absent term the word.
 */
export const ABSENT = "no~~";

/** Words before "free" that do not say the absence of the word before them ("feel free", "set free"). */
const FREE_NOT_ABSENCE: ReadonlySet<string> = new Set(
  "feel set break broke go went be been being get got totally completely entirely fancy hands duty tax available call calls ring phone text".split(
    " ",
  ),
);
/** Words skipped between a marker and the word it makes absent ("without any added sugar"). */
const ABSENCE_SKIPS: ReadonlySet<string> = new Set("a an the any added extra artificial".split(" "));

export type ReadWord = { word: string; start: number; end: number; absent: boolean; marker: boolean };

/**
 * The words of a text, each saying whether the text says it is absent, the same way for documents and
 * queries: "X-free"/"X free", "free from/of X", "without X", "non-X", "no X", "no added X", "not for X".
 * The marker words ("free", "without"…) are flagged `marker`: a query drops them (the absent term carries
 * them), an index keeps them as words. What is made absent: the one word before "free"; after the other
 * markers, the next word past "a", "the", "any", "added"… (and a second one right after it, "no artificial
 * colors"), never across punctuation.
 */
export function readWords(text: string): ReadWord[] {
  const found = words(text).map((w) => ({ ...w, absent: false, marker: false }));
  const normal = found.map((w) => normalizeWord(w.word));
  const joined = (i: number) => /^[\s\-‐‑–]{1,2}$/.test(text.slice(found[i - 1]!.end, found[i]!.start));
  const mark = (from: number, twoWords: boolean) => {
    let i = from;
    while (i < found.length && ABSENCE_SKIPS.has(normal[i]!) && joined(i)) i += 1;
    if (i >= found.length || !joined(i) || STOP_WORDS.has(normal[i]!) || NEGATIONS.has(normal[i]!)) return false;
    found[i]!.absent = true;
    if (
      twoWords &&
      i + 1 < found.length &&
      joined(i + 1) &&
      !STOP_WORDS.has(normal[i + 1]!) &&
      !NEGATIONS.has(normal[i + 1]!)
    )
      found[i + 1]!.absent = true;
    return true;
  };
  for (let i = 0; i < found.length; i += 1) {
    const w = normal[i]!;
    if (w === "free" && i > 0 && joined(i)) {
      const before = normal[i - 1]!;
      // "Samaritans free on 116 123": a name before a free-standing "free" is not what is absent.
      const hyphen = /[-‐‑]/.test(text.slice(found[i - 1]!.end, found[i]!.start));
      if (
        (hyphen || !/^\p{Lu}/u.test(found[i - 1]!.word)) &&
        !STOP_WORDS.has(before) &&
        !NEGATIONS.has(before) &&
        !FREE_NOT_ABSENCE.has(before) &&
        !found[i - 1]!.absent
      ) {
        found[i - 1]!.absent = true;
        found[i]!.marker = true;
        continue;
      }
    }
    const next = normal[i + 1];
    if (w === "free" && (next === "from" || next === "of") && i + 2 < found.length && joined(i + 1)) {
      if (mark(i + 2, false)) found[i]!.marker = found[i + 1]!.marker = true;
    } else if (w === "not" && next === "for" && i + 2 < found.length && joined(i + 1)) {
      if (mark(i + 2, false)) found[i]!.marker = found[i + 1]!.marker = true;
    } else if ((w === "without" || w === "no" || w === "non") && i + 1 < found.length) {
      if (mark(i + 1, w !== "non")) found[i]!.marker = true;
    }
  }
  return found;
}

/**
 * Words that name a kind of tool: a query with one and a subject ("sleep quiz", "period tracker", "meal plan
 * generator") asks for the quiz or the toolkit tool about that subject first.
 */
export const TOOL_KINDS: ReadonlyMap<string, "quiz" | "tool"> = new Map([
  ..."quiz quizzes test tests check checker checkup assessment assessments questionnaire selfcheck selftest score"
    .split(" ")
    .map((w) => [w, "quiz"] as const),
  ..."calculator calculators planner planners tracker trackers generator generators log logger diary app"
    .split(" ")
    .map((w) => [w, "tool"] as const),
]);

/**
 * Words readers add to say how often, how long or how much ("bloated all the time", "knackered lately"): dropped from a
 * query that has other words, since no page says them about a symptom and they would rank pages that do.
 */
export const FILLER_PHRASES: readonly string[] = [
  "all the time",
  "all day",
  "every day",
  "every night",
  "every month",
  "constantly",
  "lately",
  "recently",
  "these days",
  "for weeks",
  "for months",
  "in the morning",
  "in the evening",
  "at work",
  "during the day",
  "always",
  "really",
  "very",
  "quite",
  "totally",
  "completely",
  "actually",
  "literally",
  "honestly",
  "basically",
  "seriously",
  "sometimes",
  "again",
  "anymore",
  "any more",
  "nowadays",
  "most days",
  "most nights",
  "every week",
  "every morning",
  "every evening",
  "by the evening",
  "out of nowhere",
  "out of the blue",
  "for no reason",
  // Idioms of degree ("so tired I could cry", "so fed up I could scream"): how much, not a second symptom.
  "i could cry",
  "i could scream",
  "i could sleep for a week",
];
