import { stemmer } from "stemmer";
import {
  CLAUSE_BREAKS,
  CLAUSE_STARTS,
  IRREGULAR,
  KEPT_OVER_EVERYDAY,
  NEGATION_PASSES,
  NEGATIONS,
  NOT_TYPOS,
  SLANG,
  TYPO_TARGETS,
} from "#app/content/safety/risk-language.ts";

/**
 * How the risk detector (risk.ts) reads words, the reader's and the lexicon's alike: lower case, contractions and
 * chat spellings spelled out, slips of distinctive words corrected, each word to its canonical form (irregular
 * forms to their base, then a stem); and how it judges negation within a clause and takes everyday phrases out.
 */

// ---------------------------------------------------------------------------------------------------------------
// Reading words
// ---------------------------------------------------------------------------------------------------------------

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
  dozens: 24,
};

const slangWords = new Map(Object.entries(SLANG).map(([from, to]) => [from, to.split(" ").filter(Boolean)]));
const notTypos = new Set(NOT_TYPOS);
const typoTargets = [...new Set(TYPO_TARGETS)];
/** Words the lexicon itself uses: never "corrected" into another word. */
const lexiconWords = new Set<string>();

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps), stopping past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

const typoCache = new Map<string, string>();
const TYPO_CACHE_MAX = 20_000;

/** A distinctive risk word this word is a slip of (same first letter, one edit; two in long words), or itself. */
function corrected(word: string): string {
  if (word.length < 6 || notTypos.has(word) || lexiconWords.has(word) || /\d/.test(word)) return word;
  const known = typoCache.get(word);
  if (known !== undefined) return known;
  let result = word;
  for (const target of typoTargets) {
    if (target[0] !== word[0]) continue;
    const max = target.length >= 9 ? 2 : 1;
    if (editDistance(word, target, max) <= max) {
      result = target;
      break;
    }
  }
  if (typoCache.size > TYPO_CACHE_MAX) typoCache.clear();
  typoCache.set(word, result);
  return result;
}

/** One word to the form rules are written in: irregular forms to their base, then its stem. */
function canonical(word: string): string {
  if (/^\d+$/.test(word)) return word;
  const number = NUMBER_WORDS[word];
  if (number !== undefined) return String(number);
  const base = IRREGULAR[word] ?? word;
  // One stem for "headbutt" and "headbutted": the stemmer undoubles a final consonant only after a suffix.
  return stemmer(base).replace(/([^aeiouylsz])\1$/, "$1");
}

/** Lower case, curly apostrophes straight, contractions spelled out. */
function spelledOut(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\bcan't\b/g, "can not")
    .replace(/\bwon't\b/g, "will not")
    .replace(/\bshan't\b/g, "shall not")
    .replace(/n't\b/g, " not")
    .replace(/\b(he|she|it|that|there|what|who)'s\b/g, "$1 is")
    .replace(/'m\b/g, " am")
    .replace(/'re\b/g, " are")
    .replace(/'ve\b/g, " have")
    .replace(/'ll\b/g, " will")
    .replace(/'d\b/g, " would")
    .replace(/'s\b/g, "")
    .replace(/'/g, "");
}

export type Sentence = { surface: string[]; words: string[] };

/**
 * Sentences of words as written (lower case, contractions and chat spellings spelled out) beside their canonical
 * forms. `correct`: read slips of distinctive words (the reader's text, not the lexicon).
 */
export function readText(text: string, correct = true): Sentence[] {
  const sentences: Sentence[] = [];
  for (const part of spelledOut(text).split(/[.!?;:\n\r()[\]…]+|\s-\s|\s–\s/u)) {
    const surface: string[] = [];
    const words: string[] = [];
    for (const raw of part.match(/[\p{L}\p{N}]+/gu) ?? []) {
      for (const word of slangWords.get(raw) ?? [raw]) {
        const fixed = correct ? corrected(word) : word;
        surface.push(fixed);
        words.push(canonical(fixed));
      }
    }
    // "my self", "him self": one word, as readers mean it.
    for (let i = 0; i < surface.length - 1; i++) {
      if (surface[i + 1] === "self" && ["my", "him", "her", "your"].includes(surface[i]!)) {
        surface.splice(i, 2, `${surface[i]}self`);
        words.splice(i, 2, canonical(`${surface[i]}`));
      }
    }
    if (words.length > 0) sentences.push({ surface, words });
  }
  return sentences;
}

/** Sentences of canonical words (what the rules are matched on). */
export function readSentences(text: string, correct = true): string[][] {
  return readText(text, correct).map((sentence) => sentence.words);
}

/** A lexicon phrase's canonical words; its words as written are lexicon words, never "corrected" into others. */
export function wordsOf(phrase: string): string[] {
  for (const raw of spelledOut(phrase).match(/[\p{L}\p{N}]+/gu) ?? []) lexiconWords.add(raw);
  return readSentences(phrase, false).flat();
}

// ---------------------------------------------------------------------------------------------------------------
// Negation and everyday phrases
// ---------------------------------------------------------------------------------------------------------------

/** Negation words, canonical ("not", "never", "no one"...). */
export const negations = new Set(NEGATIONS.map((word) => canonical(word)));
const passes = new Set(NEGATION_PASSES.map((word) => canonical(word)));
const clauseBreaks = CLAUSE_BREAKS.map((phrase) => wordsOf(phrase));
/** Stands in for an everyday phrase taken out: matches nothing and stops a negation. */
const REMOVED = "\u0000";

/** Takes out everyday phrases ("to die for", "hit me up"), matched as written, so no rule reads them. */
export function withoutEveryday(sentence: Sentence, everyday: string[][]): string[] {
  const out = [...sentence.words];
  const { surface } = sentence;
  const kept = new Set<number>();
  for (const phrase of keptPhrases())
    for (const start of startsOf(surface, phrase)) for (let i = 0; i < phrase.length; i++) kept.add(start + i);
  for (const phrase of everyday) {
    for (const start of startsOf(surface, phrase)) {
      if (phrase.some((_, offset) => kept.has(start + offset))) continue;
      for (let i = start; i < start + phrase.length; i++) out[i] = REMOVED;
    }
  }
  return out;
}

/** Where a phrase (words as written) starts in a sentence's words as written. */
function* startsOf(surface: readonly string[], phrase: readonly string[]): Generator<number> {
  for (let start = 0; start + phrase.length <= surface.length; start++)
    if (phrase.every((word, offset) => surface[start + offset] === word)) yield start;
}

let kept: string[][] | null = null;
/** The lexicon's phrases no everyday phrase takes out ("sick of living"), as written. */
function keptPhrases(): string[][] {
  kept ??= KEPT_OVER_EVERYDAY.map((phrase) => readText(phrase, false).flatMap((sentence) => sentence.surface));
  return kept;
}

const clauseStarts = CLAUSE_STARTS.map((phrase) => wordsOf(phrase));

/**
 * Whether a clause ends before `index`: the sentence ends there, or a word that starts a new clause follows ("I
 * feel like giving up i can not do it", "I can not go on anymore"). An everyday phrase taken out there is no end:
 * "I gave up the pill" goes on.
 */
export function clauseEndsAt(tokens: readonly string[], index: number): boolean {
  if (index >= tokens.length) return true;
  return (
    isClauseBreak(tokens, index) ||
    clauseStarts.some((words) => words.every((word, offset) => tokens[index + offset] === word))
  );
}

function isClauseBreak(tokens: readonly string[], index: number): boolean {
  return clauseBreaks.some((words) => words.every((word, offset) => tokens[index + offset] === word));
}

/**
 * Whether a negation governs the words from `start`: a negation word shortly before them, with only passing
 * words between ("I would never even think of hurting myself"), in the same clause.
 */
export function negatedAt(tokens: readonly string[], start: number): boolean {
  for (let i = start - 1, seen = 0; i >= 0 && seen < 6; i--, seen++) {
    const token = tokens[i]!;
    if (negations.has(token)) return true;
    if (token === REMOVED || isClauseBreak(tokens, i) || !passes.has(token)) return false;
  }
  return false;
}
