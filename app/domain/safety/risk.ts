import { stemmer } from "stemmer";
import {
  CLAUSE_BREAKS,
  IRREGULAR,
  NEGATION_PASSES,
  NEGATIONS,
  NOT_RISK,
  NOT_TYPOS,
  RISK_KINDS,
  RISK_RULES,
  RISK_SEARCH_WORDS,
  SEARCH_FILLERS,
  SEARCH_NOT_RISK,
  SLANG,
  TYPO_TARGETS,
  WORD_GROUPS,
  type RiskKind,
  type RiskRule,
} from "#app/content/safety/risk-language.ts";

export type { RiskKind };
export { RISK_KINDS };

/**
 * The one risk detector: every place a reader writes or searches asks it (chat, search, the contact and error
 * report forms). It reads meaning rather than fixed phrases: the lexicon's rules
 * (app/content/safety/risk-language.ts) are matched on word stems, so tenses and forms count ("he hit me", "he
 * hits me", "he's been hitting me"), with other words allowed between a rule's words, near spellings of
 * distinctive words, chat spellings, negation ("I would never hurt myself" is no signal) and everyday idioms
 * taken out ("to die for", "my period pain is killing me").
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

type Sentence = { surface: string[]; words: string[] };

/**
 * Sentences of words as written (lower case, contractions and chat spellings spelled out) beside their canonical
 * forms. `correct`: read slips of distinctive words (the reader's text, not the lexicon).
 */
function readText(text: string, correct = true): Sentence[] {
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

// ---------------------------------------------------------------------------------------------------------------
// Patterns
// ---------------------------------------------------------------------------------------------------------------

type Element =
  | { type: "words"; options: string[][]; optional: boolean }
  | { type: "gap"; max: number }
  | { type: "number"; min: number; below?: number; optional: boolean };

type Pattern = AnyElement[];

function wordsOf(phrase: string): string[] {
  for (const raw of spelledOut(phrase).match(/[\p{L}\p{N}]+/gu) ?? []) lexiconWords.add(raw);
  return readSentences(phrase, false).flat();
}

const groupCache = new Map<string, Pattern[]>();

/** A group's entries: each entry is itself a small pattern (an entry may hold "#4+ week"). */
function groupPatterns(name: string): Pattern[] {
  const cached = groupCache.get(name);
  if (cached) return cached;
  const entries = WORD_GROUPS[name];
  if (!entries) throw new Error(`risk lexicon: unknown word group @${name}`);
  const patterns = entries.map((entry) => compile(entry));
  groupCache.set(name, patterns);
  return patterns;
}

type GroupElement = { type: "group"; name: string; optional: boolean };
type AltElement = { type: "alt"; options: AnyElement[][]; optional: boolean };
type AnyElement = Element | GroupElement | AltElement;

const STRUCTURAL = /^(\*\d+|@[A-Z_]+\??|#\d+\+\??|#<\d+\??)$/;

function compileStructural(token: string): AnyElement {
  const optional = token.endsWith("?");
  const bare = optional ? token.slice(0, -1) : token;
  const gap = /^\*(\d+)$/.exec(bare);
  if (gap) return { type: "gap", max: Number(gap[1]) };
  const number = /^#(\d+)\+$/.exec(bare);
  if (number) return { type: "number", min: Number(number[1]), optional };
  const below = /^#<(\d+)$/.exec(bare);
  if (below) return { type: "number", min: 0, below: Number(below[1]), optional };
  return { type: "group", name: bare.slice(1), optional };
}

/** Plain words in sequence; "word?" is optional. */
function compileWords(text: string): AnyElement[] {
  const elements: AnyElement[] = [];
  for (let word of text.split(/\s+/).filter(Boolean)) {
    const optional = word.endsWith("?") && word.length > 1;
    if (optional) word = word.slice(0, -1);
    if (STRUCTURAL.test(word)) {
      elements.push(compileStructural(word + (optional ? "?" : "")));
      continue;
    }
    for (const [index, stem] of wordsOf(word).entries())
      elements.push({ type: "words", options: [[stem]], optional: optional && index === 0 });
  }
  return elements;
}

/**
 * A pattern: structural tokens ("*N", "@GROUP", "#N+", "#<N") separate segments of words; a segment with "|" is
 * one choice between its options (an option may be several words, or a group or a number).
 */
function compileAny(pattern: string): AnyElement[] {
  const elements: AnyElement[] = [];
  let segment: string[] = [];
  const flush = () => {
    if (segment.length === 0) return;
    const text = segment.join(" ");
    segment = [];
    if (!text.includes("|")) {
      elements.push(...compileWords(text));
      return;
    }
    const options = text
      .split("|")
      .map((option) => compileWords(option.trim()))
      .filter((option) => option.length > 0);
    elements.push({ type: "alt", options, optional: false });
  };
  for (const token of pattern.trim().split(/\s+/)) {
    if (STRUCTURAL.test(token)) {
      flush();
      elements.push(compileStructural(token));
    } else segment.push(token);
  }
  flush();
  return elements;
}

function compile(pattern: string): Pattern {
  return compileAny(pattern) as Pattern;
}

/** A choice's options indexed by the word they must start with (the rest may start with anything). */
type OptionIndex = { byFirst: Map<string, AnyElement[][]>; any: AnyElement[][] };
const optionIndexes = new WeakMap<object, OptionIndex>();

function indexOptions(options: AnyElement[][]): OptionIndex {
  const index: OptionIndex = { byFirst: new Map(), any: [] };
  for (const option of options) {
    const first = option[0];
    if (first?.type === "words" && !first.optional && first.options.length === 1) {
      const word = first.options[0]![0]!;
      index.byFirst.set(word, [...(index.byFirst.get(word) ?? []), option]);
    } else index.any.push(option);
  }
  return index;
}

/** The options of a choice or group that can match at a token, in the lexicon's order within each bucket. */
function candidates(element: AltElement | GroupElement, token: string | undefined): AnyElement[][] {
  const key = element.type === "group" ? groupPatterns(element.name) : element.options;
  let index = optionIndexes.get(key);
  if (!index) {
    index = indexOptions(key);
    optionIndexes.set(key, index);
  }
  const first = token === undefined ? undefined : index.byFirst.get(token);
  return first ? (index.any.length ? [...first, ...index.any] : first) : index.any;
}

/** The end index when `pattern` matches `tokens` from `start`, or -1. Tries every gap length (backtracking). */
function matchFrom(tokens: readonly string[], start: number, pattern: readonly AnyElement[], index = 0): number {
  if (index === pattern.length) return start;
  const element = pattern[index]!;
  if (element.type === "gap") {
    for (let skip = 0; skip <= element.max && start + skip <= tokens.length; skip++) {
      const end = matchFrom(tokens, start + skip, pattern, index + 1);
      if (end >= 0) return end;
    }
    return -1;
  }
  if (element.type === "number") {
    const token = tokens[start];
    if (token !== undefined && /^\d+$/.test(token)) {
      const value = Number(token);
      if (value >= element.min && (element.below === undefined || value < element.below)) {
        const end = matchFrom(tokens, start + 1, pattern, index + 1);
        if (end >= 0) return end;
      }
    }
    return element.optional ? matchFrom(tokens, start, pattern, index + 1) : -1;
  }
  if (element.type === "alt" || element.type === "group") {
    for (const option of candidates(element, tokens[start])) {
      const optionEnd = matchFrom(tokens, start, option);
      if (optionEnd > start) {
        const end = matchFrom(tokens, optionEnd, pattern, index + 1);
        if (end >= 0) return end;
      }
    }
    return element.optional ? matchFrom(tokens, start, pattern, index + 1) : -1;
  }
  for (const option of element.options) {
    if (option.every((word, offset) => tokens[start + offset] === word)) {
      const end = matchFrom(tokens, start + option.length, pattern, index + 1);
      if (end >= 0) return end;
    }
  }
  return element.optional ? matchFrom(tokens, start, pattern, index + 1) : -1;
}

/** Every start where `pattern` matches (with its end). */
function* matches(tokens: readonly string[], pattern: readonly AnyElement[]): Generator<[number, number]> {
  for (let start = 0; start < tokens.length; start++) {
    const end = matchFrom(tokens, start, pattern);
    if (end > start) yield [start, end];
  }
}

function matchesAnywhere(tokens: readonly string[], pattern: readonly AnyElement[]): boolean {
  return !matches(tokens, pattern).next().done;
}

/** The words a match of `pattern` can start with, or null when it may start with anything (a number, a gap). */
function firstWords(pattern: readonly AnyElement[]): Set<string> | null {
  const element = pattern[0];
  if (!element || element.type === "gap" || element.type === "number" || element.optional) return null;
  const words = new Set<string>();
  const options =
    element.type === "words"
      ? element.options.map((option) => [{ type: "words", options: [option], optional: false } as AnyElement])
      : element.type === "alt"
        ? element.options
        : groupPatterns(element.name);
  for (const option of options) {
    const first = option[0];
    if (first?.type === "words" && !first.optional) for (const words_ of first.options) words.add(words_[0]!);
    else {
      const nested = firstWords(option);
      if (!nested) return null;
      for (const word of nested) words.add(word);
    }
  }
  return words;
}

// ---------------------------------------------------------------------------------------------------------------
// The compiled lexicon
// ---------------------------------------------------------------------------------------------------------------

type CompiledRule = {
  rule: RiskRule;
  /** The words the rule names itself: a negation among them is part of the signal ("do not want to live"). */
  literals: Set<string>;
  /** A sentence without any of these words cannot match (null: any may). */
  starts: Set<string> | null;
  match: AnyElement[];
  context: { text: string; pattern: AnyElement[] }[];
  unless: AnyElement[][];
};

const negations = new Set(NEGATIONS.map((word) => canonical(word)));
const passes = new Set(NEGATION_PASSES.map((word) => canonical(word)));
const clauseBreaks = CLAUSE_BREAKS.map((phrase) => wordsOf(phrase));
/** Stands in for an everyday phrase taken out: matches nothing and stops a negation. */
const REMOVED = "\u0000";

let compiled: {
  rules: CompiledRule[];
  everyday: string[][];
  search: Record<RiskKind, AnyElement[][]>;
  fillers: Set<string>;
  searchNot: AnyElement[][];
} | null = null;

function lexicon() {
  if (compiled) return compiled;
  const rules = RISK_RULES.map((rule) => ({
    rule,
    literals: new Set(readSentences(rule.match.replace(/[|*?#@<+]/g, " "), false).flat()),
    starts: firstWords(compileAny(rule.match)),
    match: compileAny(rule.match),
    context: (rule.context ?? []).map((text) => ({ text, pattern: compileAny(text) })),
    unless: (rule.unless ?? []).map(compileAny),
  }));
  const everyday = [...NOT_RISK]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => readText(phrase, false).flatMap((sentence) => sentence.surface));
  const search = Object.fromEntries(
    RISK_KINDS.map((kind) => [kind, RISK_SEARCH_WORDS[kind].map(compileAny)]),
  ) as Record<RiskKind, AnyElement[][]>;
  const fillers = new Set(SEARCH_FILLERS.flatMap((phrase) => wordsOf(phrase)));
  const searchNot = SEARCH_NOT_RISK.map(compileAny);
  compiled = { rules, everyday, search, fillers, searchNot };
  return compiled;
}

/** Takes out everyday phrases ("to die for", "hit me up"), matched as written, so no rule reads them. */
function withoutEveryday(sentence: Sentence, everyday: string[][]): string[] {
  const out = [...sentence.words];
  const { surface } = sentence;
  for (const phrase of everyday) {
    for (let start = 0; start + phrase.length <= surface.length; start++) {
      if (phrase.every((word, offset) => surface[start + offset] === word))
        for (let i = start; i < start + phrase.length; i++) out[i] = REMOVED;
    }
  }
  return out;
}

function isClauseBreak(tokens: readonly string[], index: number): boolean {
  return clauseBreaks.some((words) => words.every((word, offset) => tokens[index + offset] === word));
}

/**
 * Whether a negation governs the words from `start`: a negation word shortly before them, with only passing
 * words between ("I would never even think of hurting myself"), in the same clause.
 */
function negatedAt(tokens: readonly string[], start: number): boolean {
  for (let i = start - 1, seen = 0; i >= 0 && seen < 6; i--, seen++) {
    const token = tokens[i]!;
    if (negations.has(token)) return true;
    if (token === REMOVED || isClauseBreak(tokens, i) || !passes.has(token)) return false;
  }
  return false;
}

export type RiskFinding = { kind: RiskKind; rule: string };

/** Every kind of risk a text signals, most urgent first, with the rule that found each. */
export function findRisks(text: string): RiskFinding[] {
  const { rules, everyday } = lexicon();
  const read = readText(text);
  const original = read.map((sentence) => sentence.words);
  const sentences = read.map((sentence) => withoutEveryday(sentence, everyday));
  const found = new Map<RiskKind, string>();
  const present = new Set(sentences.flat());
  const contexts = new Map<string, boolean>();
  for (const { rule, match, context, unless, literals, starts } of rules) {
    if (found.has(rule.kind)) continue;
    if (starts && ![...starts].some((word) => present.has(word))) continue;
    // Rules share contexts ("@PREGNANCY"): each is looked for once per text.
    const inText = (entry: { text: string; pattern: AnyElement[] }) => {
      let known = contexts.get(entry.text);
      if (known === undefined) {
        known = sentences.some((tokens) => matchesAnywhere(tokens, entry.pattern));
        contexts.set(entry.text, known);
      }
      return known;
    };
    if (context.length > 0 && !context.some(inText)) continue;
    for (const [index, tokens] of sentences.entries()) {
      if (starts && !tokens.some((token) => starts.has(token))) continue;
      let hit = false;
      for (const [start, end] of matches(tokens, match)) {
        if (rule.negatable === false) {
          hit = true;
          break;
        }
        // A negation before the words, or between them where the rule does not name it ("he has never hit me").
        const inside = tokens.slice(start, end).some((token) => negations.has(token) && !literals.has(token));
        if (!inside && !negatedAt(tokens, start)) {
          hit = true;
          break;
        }
      }
      if (!hit) continue;
      if (unless.some((pattern) => matchesAnywhere(original[index]!, pattern))) continue;
      found.set(rule.kind, rule.match);
      break;
    }
  }
  return RISK_KINDS.filter((kind) => found.has(kind)).map((kind) => ({ kind, rule: found.get(kind)! }));
}

/** The most urgent kind of risk a piece of writing signals (a chat message, a form), or null. */
export function riskInText(text: string): RiskKind | null {
  return findRisks(text)[0]?.kind ?? null;
}

/**
 * The kind of risk a search query signals: what writing signals, plus short searches that only mean risk as a
 * whole query ("overdose", "chest pain", "stroke signs"), alone or with a few words of asking.
 */
export function riskInSearch(query: string): RiskKind | null {
  const key = query.trim().toLowerCase();
  if (searchCache.has(key)) return searchCache.get(key)!;
  const kind = searchRisk(query);
  if (searchCache.size >= SEARCH_CACHE_MAX) searchCache.delete(searchCache.keys().next().value!);
  searchCache.set(key, kind);
  return kind;
}

/** Searches repeat (the popular ones most): their answers are kept, oldest dropped first. */
const searchCache = new Map<string, RiskKind | null>();
const SEARCH_CACHE_MAX = 5000;

function searchRisk(query: string): RiskKind | null {
  const fromText = riskInText(query);
  if (fromText) return fromText;
  const { search, fillers, searchNot, everyday } = lexicon();
  const read = readText(query);
  const tokens = withoutEveryday(
    { surface: read.flatMap((sentence) => sentence.surface), words: read.flatMap((sentence) => sentence.words) },
    everyday,
  );
  if (tokens.length === 0 || searchNot.some((pattern) => matchesAnywhere(tokens, pattern))) return null;
  for (const kind of RISK_KINDS) {
    for (const pattern of search[kind]) {
      for (const [start, end] of matches(tokens, pattern)) {
        const rest = [...tokens.slice(0, start), ...tokens.slice(end)];
        if (rest.every((token) => fillers.has(token)) && !negatedAt(tokens, start)) return kind;
      }
    }
  }
  return null;
}

/** Kinds that chat holds for a moderator instead of broadcasting (the others show their author help at once). */
export const HELD_KINDS = ["overdose", "self-harm", "sexual-violence", "abuse"] as const satisfies readonly RiskKind[];
export type HeldRiskKind = (typeof HELD_KINDS)[number];

export function holdsForModerator(kind: RiskKind | null): kind is HeldRiskKind {
  return (HELD_KINDS as readonly string[]).includes(kind ?? "");
}

/** Testing aid: how one rule reads one text. */
export function debugRule(rule: RiskRule, text: string) {
  const { everyday } = lexicon();
  const sentences = readText(text).map((sentence) => withoutEveryday(sentence, everyday));
  const match = compileAny(rule.match);
  return {
    sentences,
    match: JSON.stringify(match).slice(0, 300),
    hits: sentences.map((tokens) => [...matches(tokens, match)]),
    unless: (rule.unless ?? []).filter((u) => sentences.some((t) => matchesAnywhere(t, compileAny(u)))),
  };
}
