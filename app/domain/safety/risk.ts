import {
  NOT_RISK,
  RISK_KINDS,
  RISK_RULES,
  RISK_SEARCH_WORDS,
  SEARCH_FILLERS,
  SEARCH_NOT_RISK,
  type RiskKind,
  type RiskRule,
} from "#app/content/safety/risk-language.ts";
import { compileAny, firstWords, matches, matchesAnywhere, type AnyElement } from "./risk-patterns.ts";
import { negatedAt, negations, readSentences, readText, withoutEveryday, wordsOf } from "./risk-reading.ts";

export type { RiskKind };
export { RISK_KINDS, readSentences };

/**
 * The one risk detector: every place a reader writes or searches asks it (chat, search, the contact and error
 * report forms). It reads meaning rather than fixed phrases: the lexicon's rules
 * (app/content/safety/risk-language.ts) are matched on word stems, so tenses and forms count ("he hit me", "he
 * hits me", "he's been hitting me"), with other words allowed between a rule's words, near spellings of
 * distinctive words, chat spellings, negation ("I would never hurt myself" is no signal) and everyday idioms
 * taken out ("to die for", "my period pain is killing me").
 */

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

let compiled: {
  rules: CompiledRule[];
  /** Rules by the words they may start with, in lexicon order; `anyStart`: the rules that may start anywhere. */
  byStart: Map<string, number[]>;
  anyStart: number[];
  everyday: string[][];
  search: Record<RiskKind, { pattern: AnyElement[]; starts: Set<string> | null }[]>;
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
    RISK_KINDS.map((kind) => [
      kind,
      RISK_SEARCH_WORDS[kind].map((words) => {
        const pattern = compileAny(words);
        return { pattern, starts: firstWords(pattern) };
      }),
    ]),
  ) as Record<RiskKind, { pattern: AnyElement[]; starts: Set<string> | null }[]>;
  const fillers = new Set(SEARCH_FILLERS.flatMap((phrase) => wordsOf(phrase)));
  const searchNot = SEARCH_NOT_RISK.map(compileAny);
  const byStart = new Map<string, number[]>();
  const anyStart: number[] = [];
  rules.forEach(({ starts }, index) => {
    if (!starts) anyStart.push(index);
    else for (const word of starts) byStart.set(word, [...(byStart.get(word) ?? []), index]);
  });
  compiled = { rules, byStart, anyStart, everyday, search, fillers, searchNot };
  return compiled;
}

export type RiskFinding = { kind: RiskKind; rule: string };

/** Every kind of risk a text signals, most urgent first, with the rule that found each. */
export function findRisks(text: string): RiskFinding[] {
  const { rules, byStart, anyStart, everyday } = lexicon();
  const read = readText(text);
  const original = read.map((sentence) => sentence.words);
  const sentences = read.map((sentence) => withoutEveryday(sentence, everyday));
  const found = new Map<RiskKind, string>();
  const present = new Set(sentences.flat());
  const contexts = new Map<string, boolean>();
  // Only the rules that can start with a word of the text (and those that can start anywhere), in lexicon order.
  const candidates = new Set(anyStart);
  for (const word of present) for (const index of byStart.get(word) ?? []) candidates.add(index);
  for (const index of [...candidates].sort((a, b) => a - b)) {
    const { rule, match, context, unless, literals, starts } = rules[index]!;
    if (found.has(rule.kind)) continue;
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
    for (const { pattern, starts } of search[kind]) {
      if (starts && !tokens.some((token) => starts.has(token))) continue;
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
