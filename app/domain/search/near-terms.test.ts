import { describe, expect, it } from "vitest";
import { NearTerms } from "./near-terms.ts";

/** Levenshtein distance (insert, delete, replace), as MiniSearch's fuzzy lookup counts it. */
function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = row;
  }
  return previous[b.length]!;
}

/** A small deterministic generator (the same words every run). */
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe("NearTerms", () => {
  it("never says nothing is near when a term is within the distance (checked against every term)", () => {
    const next = random(7);
    const letters = "aeinorstlm";
    const word = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join("");
    const terms = Array.from({ length: 150 }, () => word(3 + Math.floor(next() * 10)));
    const near = new NearTerms(terms);
    let nearOnes = 0;
    let filtered = 0;
    for (let trial = 0; trial < 1200; trial++) {
      // Half the words are edits of a term (so some are near), half new.
      let query = word(4 + Math.floor(next() * 12));
      if (trial % 2 === 0) {
        const base = terms[trial % terms.length]!.split("");
        for (let edits = Math.floor(next() * 4); edits > 0; edits--) {
          const at = Math.floor(next() * (base.length + 1));
          const kind = Math.floor(next() * 3);
          if (kind === 0) base.splice(at, 0, letters[Math.floor(next() * letters.length)]!);
          else if (kind === 1) base.splice(at, 1);
          else base[at] = letters[Math.floor(next() * letters.length)]!;
        }
        query = base.join("");
      }
      for (const distance of [1, 2]) {
        const truth = terms.some((term) => levenshtein(query, term) <= distance);
        const answer = near.mayHaveWithin(query, distance);
        if (truth) {
          nearOnes += 1;
          expect(answer, `${query} at ${distance}`).toBe(true);
        } else if (!answer) filtered += 1;
      }
    }
    // The check had both kinds of case, and the filter answered "nothing" for most words with nothing near.
    expect(nearOnes).toBeGreaterThan(200);
    expect(filtered).toBeGreaterThan(400);
  });

  it("answers for a swapped pair of letters as the index would (one swap is two Levenshtein edits)", () => {
    const near = new NearTerms(["kettlebell", "magnesium"]);
    expect(near.mayHaveWithin("kettlebel", 1)).toBe(true);
    expect(near.mayHaveWithin("kettlbeell", 2)).toBe(true);
    expect(near.mayHaveWithin("ironsleep", 2)).toBe(false);
    expect(near.mayHaveWithin("mganesium", 2)).toBe(true);
  });

  it("cannot tell for a short word, so the index is asked", () => {
    const near = new NearTerms(["zinc"]);
    expect(near.mayHaveWithin("abc", 1)).toBe(true);
  });
});
