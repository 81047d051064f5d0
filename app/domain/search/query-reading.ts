import { layWordVariants } from "#app/content/search/lay-vocabulary.ts";
import type { SearchType } from "./documents.ts";
import {
  ABSENT,
  FILLER_PHRASES,
  isNegation,
  normalizeWord,
  readWords,
  SHOPPING_WORDS,
  STOP_WORDS,
  SYMPTOM_WORDS,
  synonymsOf,
  TOOL_KINDS,
  words,
} from "./terms.ts";

/**
 * How search reads a query before it looks anything up (absent words, readers' phrases, fillers, the kind
 * of tool asked for), and how that reading reorders the ranked list (intent before type, decision 043).
 */

/** A synonym's match counts this much of the word's own. */
export const SYNONYM_WEIGHT = 0.5;
/** Pages that sell (a product, an affiliate pick, a roundup of them): below the page that explains, for a symptom. */
export const SELLS: ReadonlySet<SearchType> = new Set(["review", "affiliate", "roundup"]);

/** One index lookup of a query group: a term, whether as a prefix or with typo tolerance, and its weight. */
export type Lookup = {
  term: string;
  prefix: boolean;
  fuzzy: boolean;
  weight: number;
  /** False for a reader's own words inside her phrase: they add to a page's score but do not answer the phrase. */
  answers?: false;
};

/**
 * What a query asks, read once: its groups (a word, an absent word such as "iron-free", or a reader's phrase
 * from the lay vocabulary, each matched by one or more lookups; pages are ranked by how many groups they
 * cover), which groups name a symptom, and the kind of tool it asks for, if any ("sleep quiz", "how
 * stressed am I", "meal plan generator").
 */
export type QueryGroup = {
  lookups: Lookup[];
  symptom: boolean;
  kind: "quiz" | "tool" | null;
  term: string;
  word: string;
  /** A word that frames a question about oneself ("well" in "am I eating well"), not its subject. */
  frame?: boolean;
};
export type ReadQuery = { groups: QueryGroup[]; intent: "quiz" | "tool" | null; symptom: boolean; shopping: boolean };

export type LayEntry = { terms: string[]; concepts: string[] };

/** A word as a phrase is matched: the first of its group of readers' variants ("loo" is "toilet"), or itself. */
const LAY_VARIANT: ReadonlyMap<string, string> = new Map(
  layWordVariants.flatMap((group) => group.map((word) => [normalizeWord(word), group[0]!] as const)),
);
const layWord = (word: string) => LAY_VARIANT.get(normalizeWord(word)) ?? word;
/**
 * A concept the lay vocabulary points to counts as the reader's own word would; the first one named is what
 * the phrase is about ("night sweats": sweats, then menopause), the others count less.
 */
const CONCEPT_WEIGHT = 1;
/** "do I…", "is my…", "am I…", "are my…": a question about oneself (with "how … am I", it asks for a quiz). */
const SELF_QUESTION_VERBS: ReadonlySet<string> = new Set(["am", "do", "does", "is", "are"]);
const SELF_WORDS: ReadonlySet<string> = new Set(["i", "my", "me"]);
const QUESTION_FRAME: ReadonlySet<string> = new Set(["well", "enough", "normal", "ok", "okay", "good", "bad", "much"]);
const LATER_CONCEPT_WEIGHT = 0.5;
/** The reader's own words inside a matched phrase count less than what the phrase means. */
const PHRASE_WORD_WEIGHT = 0.4;

/**
 * The lay vocabulary as a query is read against it: by the term of each phrase's first word, longest phrase
 * first; the fillers ("all the time") with no concepts; and a two-word phrase in either order ("foggy head",
 * "head feels foggy"; "heart racing", "racing heart") unless a word of it is a stop word ("the change" is not
 * "change the…") or the other order is a phrase of its own. A phrase with no word or nothing it means is left out.
 */
export function layIndex(
  phrases: readonly { phrase: string; means: string }[],
  term: (word: string) => string,
): Map<string, LayEntry[]> {
  const index = new Map<string, LayEntry[]>();
  const add = (entry: LayEntry) => {
    const list = index.get(entry.terms[0]!) ?? [];
    list.push(entry);
    list.sort((a, b) => b.terms.length - a.terms.length);
    index.set(entry.terms[0]!, list);
  };
  for (const phrase of FILLER_PHRASES) add({ terms: words(phrase).map(({ word }) => term(word)), concepts: [] });
  const read = phrases.map(({ phrase, means }) => {
    const inPhrase = words(phrase);
    return {
      words: inPhrase,
      terms: inPhrase.map(({ word }) => term(layWord(word))),
      concepts: [...new Set(words(means).map(({ word }) => term(word)))],
    };
  });
  for (const { terms, concepts } of read) if (terms.length && concepts.length) add({ terms, concepts });
  for (const { words: pair, terms, concepts } of read) {
    if (pair.length !== 2 || !concepts.length || pair.some(({ word }) => STOP_WORDS.has(normalizeWord(word)))) continue;
    const [first, second] = terms as [string, string];
    if ((index.get(second) ?? []).some((e) => e.terms.length === 2 && e.terms[1] === first)) continue;
    add({ terms: [second, first], concepts });
  }
  return index;
}

/**
 * Each word of the lay vocabulary's phrases (not a small word, an emphasis or a negation) with what two or more
 * of the phrases holding it are about, each phrase by its first concept: "toilet" is in two phrases about
 * constipation and two about diarrhoea. A query word no page holds is read through it (`readQuery`'s
 * `unheld`). A word only one phrase has is left out: its meaning there may be the phrase's, not its own
 * ("uncomfortable sex").
 */
export function layWordIndex(
  phrases: readonly { phrase: string; means: string }[],
  term: (word: string) => string,
): Map<string, string[]> {
  const counts = new Map<string, Map<string, number>>();
  for (const { phrase, means } of phrases) {
    const concept = words(means)[0];
    if (!concept) continue;
    for (const { word } of words(phrase)) {
      const normal = normalizeWord(word);
      if (STOP_WORDS.has(normal) || BETWEEN_WORDS.has(normal) || isNegation(word)) continue;
      const key = term(layWord(word));
      const byConcept = counts.get(key) ?? new Map<string, number>();
      byConcept.set(term(concept.word), (byConcept.get(term(concept.word)) ?? 0) + 1);
      counts.set(key, byConcept);
    }
  }
  const index = new Map<string, string[]>();
  for (const [key, byConcept] of counts) {
    const agreed = [...byConcept].filter(([, count]) => count >= 2).map(([concept]) => concept);
    if (agreed.length) index.set(key, agreed);
  }
  return index;
}

/** Words readers add for emphasis or how often ("stomach always swollen"): a phrase is matched across them. */
const EMPHASIS_WORDS: ReadonlySet<string> = new Set([
  "always",
  "constantly",
  "really",
  "so",
  "very",
  "quite",
  "totally",
  "completely",
  "just",
  "often",
  "lately",
  "recently",
  "all",
  "sudden",
  "suddenly",
]);
/** Words that say how the reader is rather than what about, left out beside a reader's phrase (above). */
const SITUATION_WORDS: ReadonlySet<string> = new Set([
  "feel",
  "feels",
  "feeling",
  "felt",
  "get",
  "gets",
  "getting",
  "got",
  "keep",
  "keeps",
  "after",
  "struggle",
  "struggling",
  "trouble",
  "hard",
  "difficult",
  "easily",
  "going",
]);

/** Small words a sentence puts inside a reader's phrase ("my heart skips a beat", "periods have stopped"). */
const GRAMMAR_WORDS: ReadonlySet<string> = new Set(["a", "an", "my", "have", "has", "had", "been", "is", "are", "was"]);

/** Words a phrase is matched across: emphasis, situation and grammar ("head feels foggy" is "head foggy"). */
const BETWEEN_WORDS: ReadonlySet<string> = new Set([...EMPHASIS_WORDS, ...SITUATION_WORDS, ...GRAMMAR_WORDS]);

/**
 * Where the phrase `terms` ends when it starts at `typed[i]`, or -1: its words in order, with words of
 * emphasis or situation allowed between them ("stomach always swollen" is "stomach swollen").
 */
function phraseEnd(typed: readonly { lay: string; normal: string }[], i: number, terms: readonly string[]): number {
  let at = i;
  for (const [k, term] of terms.entries()) {
    if (k > 0) while (at < typed.length && typed[at]!.lay !== term && BETWEEN_WORDS.has(typed[at]!.normal)) at += 1;
    if (at >= typed.length || typed[at]!.lay !== term) return -1;
    at += 1;
  }
  return at;
}

/** Reads a query into groups (see `ReadQuery`), with the lay vocabulary `lay` and the index's `term`. */
export function readQuery(
  query: string,
  typing: boolean,
  lay: ReadonlyMap<string, readonly LayEntry[]>,
  term: (word: string) => string,
  unheld: (term: string) => readonly string[] | undefined = () => undefined,
): ReadQuery {
  const typed = readWords(query).map((w) => {
    const own = term(w.word);
    const variant = layWord(w.word);
    return { ...w, normal: normalizeWord(w.word), term: own, lay: variant === w.word ? own : term(variant) };
  });
  const groups: QueryGroup[] = [];
  const plain: QueryGroup[] = [];
  let readersPhrase = false;
  let i = 0;
  while (i < typed.length) {
    // The longest phrase of the lay vocabulary that starts here, matched word by word (the last word typed
    // in full: while typing, a phrase is matched once its words are complete).
    let end = -1;
    const entry = (lay.get(typed[i]!.lay) ?? []).find((e) => (end = phraseEnd(typed, i, e.terms)) >= 0);
    if (entry && !entry.concepts.length) {
      // A filler ("all the time"): its words are kept only when the query has nothing else.
      for (const w of typed.slice(i, end))
        plain.push({
          lookups: [{ term: w.term, prefix: false, fuzzy: true, weight: 1 }],
          symptom: false,
          kind: null,
          term: w.term,
          word: w.word,
        });
      i = end;
      continue;
    }
    if (entry) {
      readersPhrase = true;
      const span = typed.slice(i, end);
      // Her own words add to a page's score, except those the phrase negates ("reason" in "crying for no
      // reason" is not what she is asking about).
      const own = span.filter((w) => !STOP_WORDS.has(w.normal) && !isNegation(w.word) && !w.absent);
      groups.push({
        lookups: [
          ...entry.concepts.map((term, k) => ({
            term,
            prefix: false,
            fuzzy: false,
            weight: k === 0 ? CONCEPT_WEIGHT : LATER_CONCEPT_WEIGHT,
          })),
          ...own
            .filter((w) => !entry.concepts.includes(w.term))
            .map((w) => ({
              term: w.term,
              prefix: false,
              fuzzy: false,
              weight: PHRASE_WORD_WEIGHT,
              answers: false as const,
            })),
        ],
        symptom: true,
        kind: null,
        term: entry.concepts[0]!,
        word: span.map((w) => w.word).join(" "),
      });
      i = end;
      continue;
    }
    const w = typed[i]!;
    i += 1;
    if (w.marker) continue;
    const last = i === typed.length;
    const term = w.absent ? ABSENT + w.term : w.term;
    // A reader's word no page holds ("toilet", "ticker") is read as what her phrases holding it are about.
    const borrowed = w.absent || STOP_WORDS.has(w.normal) || (typing && last) ? undefined : unheld(w.lay);
    const group: QueryGroup = {
      lookups: [
        { term, prefix: typing ? last : w.term.length >= 4, fuzzy: true, weight: 1 },
        ...synonymsOf(w.term).map((t) => ({
          term: w.absent ? ABSENT + t : t,
          prefix: false,
          fuzzy: false,
          weight: SYNONYM_WEIGHT,
        })),
        ...(borrowed ?? []).map((t) => ({ term: t, prefix: false, fuzzy: false, weight: SYNONYM_WEIGHT })),
      ],
      symptom: !w.absent && (SYMPTOM_WORDS.has(w.term) || borrowed !== undefined),
      kind: w.absent ? null : (TOOL_KINDS.get(w.normal) ?? null),
      term,
      word: w.word,
    };
    (STOP_WORDS.has(w.normal) ? plain : groups).push(group);
  }
  // Beside a symptom (a reader's phrase or a symptom word), "feel", "after", "struggle", "sudden"… say how she is,
  // not what about ("feel bloated after eating"): pages that happen to hold them would outrank the one about it.
  const described =
    readersPhrase || groups.some((g) => g.symptom)
      ? groups.filter((g) => !BETWEEN_WORDS.has(normalizeWord(g.word)))
      : groups;
  const used = (described.length ? described : groups.length ? groups : plain).slice(0, 12);
  const normals = typed.map((w) => w.normal);
  // "how stressed am I", "how well do I sleep", "am I anxious", "do I sleep enough", "is my diet healthy": a
  // question about oneself asks for a quiz.
  const asksSelf =
    (normals[0] === "how" &&
      (normals.includes("am") || (normals.includes("do") && normals.includes("i")) || normals.includes("is"))) ||
    (SELF_QUESTION_VERBS.has(normals[0]!) && SELF_WORDS.has(normals[1]!));
  // In such a question, "well", "enough", "normal"… frame it: they are not what the quiz must be about.
  if (asksSelf) for (const g of used) if (QUESTION_FRAME.has(g.word.toLowerCase())) g.frame = true;
  const kinds = used.flatMap((g) => (g.kind ? [g.kind] : []));
  const intent = kinds.includes("tool") ? "tool" : kinds.includes("quiz") || asksSelf ? "quiz" : null;
  const terms = used.map((g) => g.term);
  return {
    groups: used,
    intent: used.some((g) => !g.kind) ? intent : null,
    symptom: used.some((g) => g.symptom),
    shopping: terms.some((t) => SHOPPING_WORDS.has(t)),
  };
}

/**
 * Intent before type, in place on the ranked list. A query naming a kind of tool and a subject ("sleep
 * quiz", "period tracker", "how stressed am I") gets the quiz or tool about that subject first: of those
 * whose title, headings or keywords hold a subject word, the one of the kind asked for, then the one
 * naming more of the subject in its title, then the best score. A query about a symptom or condition
 * (and no shopping word) gets the article that explains it first, then the quiz or tool about it, then the
 * rest (products after them when they matched no more of the words than those two); decision 043.
 */
export function putIntentFirst(
  sorted: { id: number; covered: Set<number>; score: number }[],
  read: ReadQuery,
  pages: {
    type(id: number): SearchType;
    about(id: number): ReadonlySet<string>;
    labels(id: number): ReadonlySet<string>;
    title(id: number): ReadonlySet<string>;
  },
) {
  const { groups } = read;
  const subjects = groups.flatMap((g, i) => (g.kind || g.frame ? [] : [i]));
  const about = (id: number, i: number) => groups[i]!.lookups.some((l) => pages.about(id).has(l.term));
  const inTitle = (id: number) =>
    subjects.filter((i) => groups[i]!.lookups.some((l) => pages.title(id).has(l.term))).length;
  const first = (at: number) => {
    if (at > 0) sorted.unshift(...sorted.splice(at, 1));
  };
  if (read.intent) {
    let best = -1;
    let bestKey: number[] = [];
    const better = (a: number[], b: number[]) => {
      const k = a.findIndex((v, j) => v !== b[j]);
      return k >= 0 && a[k]! > b[k]!;
    };
    sorted.forEach((r, at) => {
      const type = pages.type(r.id);
      if (type !== "quiz" && type !== "tool") return;
      const named = subjects.filter((i) => about(r.id, i)).length;
      if (!named) return;
      // A subject in its title or keywords (what we say the tool is for) counts above one in its questions.
      const inLabels = subjects.filter((i) => groups[i]!.lookups.some((l) => pages.labels(r.id).has(l.term))).length;
      const key = [type === read.intent ? 1 : 0, named, inLabels, inTitle(r.id), r.score];
      if (best < 0 || better(key, bestKey)) {
        best = at;
        bestKey = key;
      }
    });
    first(best);
    return;
  }
  if (!read.symptom || read.shopping || !sorted.length) return;
  // The page must match a symptom group and every other group the best result matches ("magnesium sleep"
  // keeps the magnesium product first).
  const symptomGroups = groups.flatMap((g, i) => (g.symptom ? [i] : []));
  const needed = [...sorted[0]!.covered].filter((i) => !symptomGroups.includes(i));
  const fits = (r: { covered: Set<number> }) =>
    symptomGroups.some((i) => r.covered.has(i)) && needed.every((i) => r.covered.has(i));
  const explains = sorted.findIndex((r) => pages.type(r.id) === "article" && fits(r));
  const other = explains >= 0 ? explains : sorted.findIndex((r) => !SELLS.has(pages.type(r.id)) && fits(r));
  first(other);
  if (other < 0) return;
  const tool = sorted.findIndex((r, at) => at > 0 && ["quiz", "tool"].includes(pages.type(r.id)) && fits(r));
  // The tool goes second only above pages that sell; another explaining page stays where it is.
  if (tool > 1 && SELLS.has(pages.type(sorted[1]!.id))) sorted.splice(1, 0, ...sorted.splice(tool, 1));
}
