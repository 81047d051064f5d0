import { isNegation, normalizeWord, NUMBER_WORDS, STOP_WORDS, words } from "./terms.ts";

/**
 * "Did you mean": each word the index does not know replaced by the closest word it does (Damerau distance
 * within the typo tolerance, the most used on a tie), never a negation, a number or a stop word either way.
 * Answers are kept per word (bounded): the long tail repeats its words.
 */

/** At most this many words' corrections are kept per index. */
const CORRECTIONS_KEPT = 4000;
const HAS_DIGIT = /\d/;

/** Edit distance a term of this length may be off by (typo tolerance). */
export function typoDistance(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0;
}

/** Damerau (optimal string alignment) distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prev2[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

export class Corrector {
  private readonly corrections = new Map<string, string | null>();

  /** Index term → the word most often written for it, and how often. */
  private readonly vocabulary: ReadonlyMap<string, { word: string; count: number }>;
  private readonly term: (word: string) => string;

  constructor(vocabulary: ReadonlyMap<string, { word: string; count: number }>, term: (word: string) => string) {
    this.vocabulary = vocabulary;
    this.term = term;
  }

  /**
   * The query with each word the index does not know replaced by the closest word it does, or null. The
   * whole query is kept, negations and numbers as typed: a correction never drops or flips "can't", "not",
   * "no" or a number, and never turns another word into one.
   */
  correct(query: string): string | null {
    let changed = false;
    let corrected = "";
    let cursor = 0;
    // Only the words are replaced: what is between them ("iron-free", "50+") stays as typed.
    for (const { word, start, end } of words(query)) {
      const fixed = this.correctWord(word);
      if (fixed !== null) changed = true;
      corrected += query.slice(cursor, start) + (fixed ?? word);
      cursor = end;
    }
    return changed ? corrected + query.slice(cursor) : null;
  }

  /** The closest known word to `word`, or null (known, a negation, a number, a stop word, too short, too far). */
  correctWord(word: string): string | null {
    const term = this.term(word);
    const normal = normalizeWord(word);
    if (
      STOP_WORDS.has(normal) ||
      isNegation(word) ||
      NUMBER_WORDS.has(normal) ||
      this.vocabulary.has(term) ||
      HAS_DIGIT.test(term) ||
      term.length < 4
    )
      return null;
    const kept = this.corrections.get(term);
    if (kept !== undefined) return kept;
    const max = typoDistance(term) || 1;
    let best: { word: string; count: number; distance: number; order: number } | null = null;
    for (const { term: known, entry, order } of this.correctionCandidates(term.length, max)) {
      const distance = editDistance(term, known, max);
      if (distance > max) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && (entry.count > best.count || (entry.count === best.count && order < best.order)))
      )
        best = { ...entry, distance, order };
    }
    const answer = best ? best.word : null;
    if (this.corrections.size >= CORRECTIONS_KEPT) this.corrections.delete(this.corrections.keys().next().value!);
    this.corrections.set(term, answer);
    return answer;
  }

  /**
   * The index's words a correction may offer (not a negation, a number or a stop word), grouped by the
   * length of their term: a typed term is compared only with terms within `max` letters of its length.
   * Built on the first correction; `order` is the vocabulary's, which breaks a tie of distance and count.
   */
  private correctable: Map<number, { term: string; entry: { word: string; count: number }; order: number }[]> | null =
    null;

  private correctionCandidates(length: number, max: number) {
    if (!this.correctable) {
      this.correctable = new Map();
      let order = 0;
      for (const [term, entry] of this.vocabulary) {
        order += 1;
        if (isNegation(entry.word) || NUMBER_WORDS.has(entry.word) || STOP_WORDS.has(entry.word)) continue;
        const group = this.correctable.get(term.length);
        if (group) group.push({ term, entry, order });
        else this.correctable.set(term.length, [{ term, entry, order }]);
      }
    }
    const candidates = [];
    for (let n = Math.max(1, length - max); n <= length + max; n += 1)
      candidates.push(...(this.correctable.get(n) ?? []));
    return candidates;
  }
}
