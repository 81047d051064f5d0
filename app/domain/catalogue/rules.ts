/**
 * The review method's rules over a whole catalogue (/how-we-review), pure: what the content check used to
 * run over the built-in catalogue in the build, run now on every editor's save (and still over the starter
 * content in the tests). Each breach names the product or roundup it is about and says why, in words an
 * editor can act on.
 */
import { doseUnitBreaches } from "./dose-units.ts";
import { evidenceGradeBreaches, ratingContradictions, roundupRankBreaches } from "./method.ts";
import { methodBreaches, type CatalogueProduct } from "./product.ts";

/** Claims of use, testing, surveys or lab results; the site only does desk research (/how-we-review). */
export const FIRST_HAND_CLAIMS: RegExp[] = [
  /\btesters?\b/i,
  /\bwe (used|use|tried|try|took|take|slept|tested|test|mixed|put|trialled|trialed|wore|ran)\b/i,
  /\b(used|slept|tested|tried) (it|this|them|these|under)\b[^.]*\b(daily|every day|for (a|\w+) (week|month)s?)\b/i,
  /\bin our (tests?|testing|experience|group|trials?|lab)\b/i,
  /\b(our|a) (reader )?(survey|panel)\b/i,
  /\bkeep reordering\b/i,
  /\bfought over\b/i,
  /\bearned (its|their) place\b/i,
  /\b(every|each|per) batch\b/i,
  /\bbatch(-level)? (results|testing|tests)\b/i,
  /\b(we|team) tests? (supplements|products|gear)\b/i,
  /\b(tests|tested) products before\b/i,
  /\btesting team\b/i,
  /\b(weeks|months|hours) of (testing|use)\b/i,
  /\btested (shortlists?|picks?|products?)\b/i,
  /\bour (team|editors|writers) (uses?|used|tries|tried|tests?|tested|swears? by)\b/i,
  /\bhands-on\b/i,
];

/** The texts of a product a reader can see. */
export function productTexts(
  product: Pick<
    CatalogueProduct,
    | "name"
    | "description"
    | "longDescription"
    | "features"
    | "pros"
    | "cons"
    | "whoIsItFor"
    | "detailedReview"
    | "safetyNote"
  >,
): string[] {
  return [
    product.name,
    product.description,
    product.longDescription,
    ...product.features.map((f) => f.text),
    ...(product.pros ?? []),
    ...product.cons,
    product.whoIsItFor,
    product.detailedReview ?? "",
    product.safetyNote ?? "",
  ];
}

/** A text's words claiming first-hand use or testing (the method is desk research only), each once. */
export function firstHandWording(text: string): string[] {
  const plain = text.replace(/<[^>]+>/g, " ");
  return [...new Set(FIRST_HAND_CLAIMS.flatMap((pattern) => pattern.exec(plain)?.[0] ?? []))];
}

/**
 * The safety notes the method requires beside a product's claims: biotin and lab tests, iron and young
 * children, St John's wort and medicines, herbs with hormonal effects and pregnancy.
 */
export const SAFETY_NOTE_RULES: { when: RegExp; note: RegExp; reason: string }[] = [
  {
    when: /biotin/i,
    note: /lab tests?/i,
    reason: "mentions biotin, so its safety note must say biotin can upset lab tests",
  },
  {
    when: /\b\d+ mg (gentle )?iron\b|iron bisglycinate|\bincludes iron\b|\bcontains iron\b/i,
    note: /children/i,
    reason: "contains iron, so its safety note must warn that iron is dangerous for young children",
  },
  {
    when: /st\.? john'?s wort/i,
    note: /medicines/i,
    reason: "contains St John's wort, so its safety note must warn about interactions with medicines",
  },
  {
    when: /black cohosh|ashwagandha|vitex|chasteberry|saffron|evening primrose/i,
    note: /pregnan/i,
    reason: "contains a herb with hormonal effects, so its safety note must mention pregnancy",
  },
  {
    // DIM in capitals only: "dim" is also a word (a dimmable lamp).
    when: /\bDIM\b/,
    note: /pregnan/i,
    reason: "contains DIM, which has hormonal effects, so its safety note must mention pregnancy",
  },
];

export type RulesProduct = Pick<
  CatalogueProduct,
  | "slug"
  | "name"
  | "category"
  | "evidence"
  | "rating"
  | "detailedReview"
  | "comparison"
  | "sources"
  | "description"
  | "longDescription"
  | "features"
  | "pros"
  | "cons"
  | "whoIsItFor"
  | "safetyNote"
>;

/** What one product breaks on its own: the method's caps, its grade, its wording, its safety note, its doses. */
export function productRuleBreaches(product: RulesProduct): string[] {
  const breaches = [...methodBreaches(product), ...evidenceGradeBreaches(product)];
  const texts = productTexts(product);
  for (const text of texts) {
    for (const wording of firstHandWording(text))
      breaches.push(
        `${product.slug}: "${wording}" claims first-hand use or testing; our method is desk research only (/how-we-review)`,
      );
  }
  const all = texts.join(" ");
  for (const rule of SAFETY_NOTE_RULES)
    if (rule.when.test(all) && !rule.note.test(product.safetyNote ?? ""))
      breaches.push(`${product.slug}: ${rule.reason}`);
  for (const text of texts) for (const dose of doseUnitBreaches(text)) breaches.push(`${product.slug}: ${dose}`);
  return breaches;
}

export type RulesCatalogue = {
  products: readonly RulesProduct[];
  roundups: readonly { slug: string; products: readonly { slug: string }[] }[];
  comparisonCategories: readonly { slugs: readonly string[] }[];
};

/** Every breach of the method across a catalogue: each product's, the orderings, and each roundup's ranks. */
export function catalogueBreaches(catalogue: RulesCatalogue): string[] {
  const compared = catalogue.comparisonCategories.flatMap((c) => c.slugs);
  return [
    ...catalogue.products.flatMap(productRuleBreaches),
    ...ratingContradictions(catalogue.products, compared),
    ...catalogue.roundups.flatMap((roundup) => roundupRankBreaches(roundup, catalogue.products)),
  ];
}

/**
 * What a change brings: the breaches of the catalogue after it that were not there before. A save is refused
 * with these; a breach that was already there (from before the rules ran on save) does not block other edits.
 */
export function newBreaches(before: RulesCatalogue, after: RulesCatalogue): string[] {
  const existing = new Set(catalogueBreaches(before));
  return catalogueBreaches(after).filter((breach) => !existing.has(breach));
}
