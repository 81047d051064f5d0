/**
 * The review method's rules that compare products (/how-we-review, "How ratings are set"): the evidence
 * is weighed first, so a product is never rated above one whose evidence is stronger, and a roundup's
 * ranks follow its ratings. Pure; the content check runs these over the built-in catalogue.
 */
import { isRecommended, isReviewed, type CatalogueProduct } from "./product.ts";

const GRADE_STRENGTH = { "not-supported": 0, limited: 1, supported: 2 } as const;

type Rated = Pick<CatalogueProduct, "slug" | "category" | "evidence" | "rating" | "detailedReview" | "comparison">;

/**
 * Ratings that contradict the evidence: within a category, a product rated above one with a stronger
 * evidence grade; across the comparison guide (one scale, one page), a product rated above one with a
 * higher effectiveness score. Only reviewed products have ratings to compare.
 */
export function ratingContradictions(products: readonly Rated[], comparedSlugs: readonly string[]): string[] {
  const rated = products.filter(isReviewed);
  const found: string[] = [];
  for (const a of rated) {
    for (const b of rated) {
      if (a.rating! <= b.rating!) continue;
      if (a.category === b.category && GRADE_STRENGTH[a.evidence] < GRADE_STRENGTH[b.evidence])
        found.push(
          `${a.slug} (${a.rating}, ${a.evidence} evidence) is rated above ${b.slug} (${b.rating}, ${b.evidence} evidence) in ${a.category}`,
        );
      const compared = comparedSlugs.includes(a.slug) && comparedSlugs.includes(b.slug);
      if (compared && a.comparison && b.comparison && a.comparison.effectiveness < b.comparison.effectiveness)
        found.push(
          `${a.slug} (${a.rating}, evidence ${a.comparison.effectiveness}/10) is rated above ${b.slug} (${b.rating}, evidence ${b.comparison.effectiveness}/10) in the comparison guide`,
        );
    }
  }
  return found;
}

/**
 * A roundup's items in the three groups its page shows: the ranked picks (recommended and reviewed, in the
 * roundup's order), the products it lists that have no full review yet (unranked), and the ones the site
 * does not recommend (listed apart, never among the picks).
 */
export function roundupGroups<I extends { product: { recommended: boolean; reviewed: boolean } }>(items: readonly I[]) {
  return {
    picks: items.filter((item) => item.product.recommended && item.product.reviewed),
    notYetReviewed: items.filter((item) => item.product.recommended && !item.product.reviewed),
    notRecommended: items.filter((item) => !item.product.recommended),
  };
}

/** Where a roundup's ranks contradict its ratings: a pick rated above the pick ranked just before it. */
export function roundupRankBreaches(
  roundup: { slug: string; products: readonly { slug: string }[] },
  products: readonly Pick<CatalogueProduct, "slug" | "evidence" | "rating" | "detailedReview">[],
): string[] {
  const ranked = roundup.products
    .map(({ slug }) => products.find((p) => p.slug === slug))
    .filter((p): p is NonNullable<typeof p> => p !== undefined && isRecommended(p) && isReviewed(p));
  return ranked.flatMap((product, index) => {
    const previous = ranked[index - 1];
    return previous && product.rating! > previous.rating!
      ? [
          `${roundup.slug}: #${index + 1} ${product.slug} (${product.rating}) is rated above #${index} ${previous.slug} (${previous.rating})`,
        ]
      : [];
  });
}

/**
 * Where a product added to a roundup goes: at the rank its rating gives (after every product rated as high or
 * higher, before a lower-rated one and before the products not yet reviewed), or, with no rating, last.
 */
export function withProductAtItsRank<I extends { slug: string }>(
  items: readonly I[],
  added: I,
  ratingOf: (slug: string) => number | null,
): I[] {
  const rating = ratingOf(added.slug);
  const at =
    rating === null ? -1 : items.findIndex((item) => (ratingOf(item.slug) ?? Number.NEGATIVE_INFINITY) < rating);
  return at === -1 ? [...items, added] : [...items.slice(0, at), added, ...items.slice(at)];
}

/**
 * "Highest rated": rated products by rating (then name); products without a full review have no rating
 * to rank by, so they follow, by name, and never sit among the top rated.
 */
export function sortByRating<P extends { name: string; rating: number | null }>(products: readonly P[]): P[] {
  const byName = (a: P, b: P) => a.name.localeCompare(b.name);
  const rated = products.filter((p) => p.rating !== null).sort((a, b) => b.rating! - a.rating! || byName(a, b));
  return [...rated, ...products.filter((p) => p.rating === null).sort(byName)];
}

/**
 * A grade the sources do not bear out: a product graded above every verdict its sources give on the use
 * they are cited for ("supported" where NIH ODS says the evidence is limited), or graded "supported" with
 * no source that says so.
 */
export function evidenceGradeBreaches(product: Pick<CatalogueProduct, "slug" | "evidence" | "sources">): string[] {
  const verdicts = (product.sources ?? []).flatMap((s) => (s.evidence ? [s] : []));
  const strongest = verdicts.reduce<(typeof verdicts)[number] | null>(
    (best, s) => (best && GRADE_STRENGTH[best.evidence!] >= GRADE_STRENGTH[s.evidence!] ? best : s),
    null,
  );
  if (product.evidence === "supported" && !strongest)
    return [`${product.slug}: graded "supported" but none of its sources gives that verdict`];
  if (strongest && GRADE_STRENGTH[product.evidence] > GRADE_STRENGTH[strongest.evidence!])
    return [
      `${product.slug}: graded "${product.evidence}" but its sources say at most "${strongest.evidence}" (${verdicts.map((s) => `${s.publisher}: ${s.evidence}`).join("; ")})`,
    ];
  return [];
}
