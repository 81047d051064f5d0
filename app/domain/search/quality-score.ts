/** The quality set's classes and how its answers are scored (hit@3 and MRR, overall and per class). */
export const QUERY_CLASSES = [
  "everyday",
  "lay symptoms",
  "negation",
  "tool by subject",
  "misspellings",
  "US/UK spelling",
  "product by use",
  "risk",
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];
/** The crisis help the search page shows before any result for a risk query, as the quality set names it. */
export const CRISIS_HELP = "help:crisis";
export type QualityQuery = { query: string; expect: readonly string[]; why: string; class?: QueryClass };

/** hit@3 and MRR overall and per class. */
export function scoreByClass(answers: readonly { query: QualityQuery; urls: readonly string[] }[]) {
  return {
    overall: scoreQuality(answers),
    classes: Object.fromEntries(
      QUERY_CLASSES.map((cls) => [cls, scoreQuality(answers.filter((a) => (a.query.class ?? "everyday") === cls))]),
    ) as Record<QueryClass, ReturnType<typeof scoreQuality>>,
  };
}

/** hit@3 (share of queries with an expected page in the first three) and mean reciprocal rank. */
export function scoreQuality(answers: readonly { query: QualityQuery; urls: readonly string[] }[]) {
  let hits = 0;
  let reciprocal = 0;
  const misses: { query: string; top: string[] }[] = [];
  const notFirst: { query: string; rank: number | null }[] = [];
  for (const { query, urls } of answers) {
    const rank = urls.findIndex((url) => query.expect.includes(url));
    if (rank >= 0 && rank < 3) hits += 1;
    else misses.push({ query: query.query, top: urls.slice(0, 3) });
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (rank !== 0) notFirst.push({ query: query.query, rank: rank >= 0 ? rank + 1 : null });
  }
  return { queries: answers.length, hitAt3: hits / answers.length, mrr: reciprocal / answers.length, misses, notFirst };
}
