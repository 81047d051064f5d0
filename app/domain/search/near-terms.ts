import { editDistance } from "./correction.ts";

/**
 * Whether any index term lies within an edit distance of a word, answered without walking the index's tree.
 * MiniSearch's fuzzy lookup walks its radix tree with a Levenshtein matrix, and for a long word at distance
 * 2 (a compound typed in two words, "kettle bell": always a new word in the long tail) that walk is most of
 * the engine's time, to find nothing nearly every time. This answers "nothing" first, exactly:
 *
 * - **The bigram count filter.** A term within Levenshtein distance `d` of a word keeps all but at most `2·d`
 *   of the word's distinct two-letter pieces (each edit touches at most the two pieces on either side of it),
 *   so only the terms holding that many of them are candidates.
 * - **The distance itself** for each candidate (`editDistance`, which counts a swap of two letters as one
 *   edit, so it is never above Levenshtein's: a term it puts past `d` is past it for the index too).
 *
 * When it says no term is near, the index's fuzzy lookup would have found nothing; when it says one may be,
 * the index is asked as before, so results never change. Letters are UTF-16 code units, as the index's are.
 */
export class NearTerms {
  private readonly terms: string[];
  private readonly byBigram = new Map<string, number[]>();
  private readonly counts: Uint16Array;

  constructor(terms: Iterable<string>) {
    this.terms = [...new Set(terms)];
    this.terms.forEach((term, index) => {
      for (const bigram of bigramsOf(term)) {
        const list = this.byBigram.get(bigram);
        if (list) list.push(index);
        else this.byBigram.set(bigram, [index]);
      }
    });
    this.counts = new Uint16Array(this.terms.length);
  }

  /** False only when no term is within `distance` of `word`; true when one is, or when the filter cannot tell. */
  mayHaveWithin(word: string, distance: number): boolean {
    const bigrams = bigramsOf(word);
    const needed = bigrams.size - 2 * distance;
    if (needed <= 0) return true;
    const touched: number[] = [];
    let near = false;
    search: for (const bigram of bigrams) {
      for (const index of this.byBigram.get(bigram) ?? []) {
        const count = ++this.counts[index]!;
        if (count === 1) touched.push(index);
        if (count === needed && editDistance(word, this.terms[index]!, distance) <= distance) {
          near = true;
          break search;
        }
      }
    }
    for (const index of touched) this.counts[index] = 0;
    return near;
  }
}

function bigramsOf(text: string): Set<string> {
  const bigrams = new Set<string>();
  for (let i = 0; i + 1 < text.length; i++) bigrams.add(text.slice(i, i + 2));
  return bigrams;
}
