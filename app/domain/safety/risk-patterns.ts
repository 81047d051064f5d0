import { WORD_GROUPS } from "#app/content/safety/risk-language.ts";
import { clauseEndsAt, wordsOf } from "./risk-reading.ts";

/**
 * The risk lexicon's patterns (app/content/safety/risk-language.ts) compiled and matched on a sentence's canonical
 * words (risk-reading.ts): words in sequence, optional words, gaps of up to N other words ("*N"), word groups
 * ("@GROUP"), numbers ("#N+", "#<N"), the end of a clause ("$") and choices ("a | b"), matched with backtracking
 * over the gaps.
 */

type Element =
  | { type: "words"; options: string[][]; optional: boolean }
  | { type: "gap"; max: number }
  | { type: "end" }
  | { type: "number"; min: number; below?: number; optional: boolean };

type Pattern = AnyElement[];

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
export type AnyElement = Element | GroupElement | AltElement;

const STRUCTURAL = /^(\*\d+|@[A-Z_]+\??|#\d+\+\??|#<\d+\??|\$)$/;

function compileStructural(token: string): AnyElement {
  const optional = token.endsWith("?");
  if (token === "$") return { type: "end" };
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
export function compileAny(pattern: string): AnyElement[] {
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
  if (element.type === "end") return clauseEndsAt(tokens, start) ? matchFrom(tokens, start, pattern, index + 1) : -1;
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
export function* matches(tokens: readonly string[], pattern: readonly AnyElement[]): Generator<[number, number]> {
  for (let start = 0; start < tokens.length; start++) {
    const end = matchFrom(tokens, start, pattern);
    if (end > start) yield [start, end];
  }
}

export function matchesAnywhere(tokens: readonly string[], pattern: readonly AnyElement[]): boolean {
  return !matches(tokens, pattern).next().done;
}

/** The words a match of `pattern` can start with, or null when it may start with anything (a number, a gap). */
export function firstWords(pattern: readonly AnyElement[]): Set<string> | null {
  const element = pattern[0];
  if (!element || element.type === "gap" || element.type === "number" || element.type === "end" || element.optional)
    return null;
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
