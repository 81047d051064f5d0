import MiniSearch, { type SearchResult } from "minisearch";
import {
  SEARCH_TYPES,
  type ExcerptPart,
  type SearchAnswer,
  type SearchDocument,
  type SearchHit,
  type Suggestion,
} from "./documents.ts";
import {
  ABBREVIATIONS,
  ABSENT,
  FILLER_PHRASES,
  isNegation,
  normalizeWord,
  NUMBER_WORDS,
  readWords,
  SHOPPING_WORDS,
  STOP_WORDS,
  SYMPTOM_WORDS,
  synonymsOf,
  termOf,
  TOOL_KINDS,
  words,
} from "./terms.ts";

/** A reader's phrase for a symptom or feeling, and the words the site's pages use for it (app/content/search). */
export type LayPhraseInput = { phrase: string; means: string };

/** Field weights: a title or heading match counts above one in the text. */
const BOOST = { title: 5, headings: 2.5, keywords: 2, summary: 1.5, body: 1 };
const FIELDS = Object.keys(BOOST);
/** A synonym's match counts this much of the word's own. */
const SYNONYM_WEIGHT = 0.5;
/** A compound typed in two words ("kettle bell") matching the one-word term. */
const COMPOUND_WEIGHT = 1.5;
/** Per-type weight, so that a page made for a topic (a roundup, a quiz) is not buried under long articles that mention it. */
const TYPE_WEIGHT: Record<SearchDocument["type"], number> = {
  article: 1,
  review: 1,
  roundup: 1.2,
  interview: 0.9,
  affiliate: 0.9,
  quiz: 1.1,
  tool: 1.1,
  chat: 1,
  page: 1,
};

/** Pages that sell (a product, an affiliate pick, a roundup of them): below the page that explains, for a symptom. */
const SELLS: ReadonlySet<SearchDocument["type"]> = new Set(["review", "affiliate", "roundup"]);

/** A query that names a symptom or condition and no shopping word ("can't sleep", "hot flashes at night"). */
export function asksAboutSymptom(query: string): boolean {
  const terms = words(query).map(({ word }) => termOf(word));
  return terms.some((t) => SYMPTOM_WORDS.has(t)) && !terms.some((t) => SHOPPING_WORDS.has(t));
}

/** Edit distance a term of this length may be off by (typo tolerance). */
function typoDistance(term: string): number {
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

type QueryWord = { word: string; term: string };

/** The words of a query that carry meaning (stop words dropped unless there is nothing else), at most 12. */
export function queryWords(query: string): QueryWord[] {
  const all = words(query).map(({ word }) => ({ word, term: termOf(word), normal: normalizeWord(word) }));
  const meaningful = all.filter((w) => !STOP_WORDS.has(w.normal));
  return (meaningful.length ? meaningful : all).slice(0, 12).map(({ word, term }) => ({ word, term }));
}

/** One index lookup of a query group: a term, whether as a prefix or with typo tolerance, and its weight. */
type Lookup = { term: string; prefix: boolean; fuzzy: boolean; weight: number };

/**
 * What a query asks, read once: its groups (a word, an absent word such as "iron-free", or a reader's phrase
 * from the lay vocabulary, each matched by one or more lookups; pages are ranked by how many groups they
 * cover), which groups name a symptom, and the kind of tool it asks for, if any ("sleep quiz", "how
 * stressed am I", "meal plan generator").
 */
type QueryGroup = { lookups: Lookup[]; symptom: boolean; kind: "quiz" | "tool" | null; term: string; word: string };
type ReadQuery = { groups: QueryGroup[]; intent: "quiz" | "tool" | null; symptom: boolean; shopping: boolean };

type LayEntry = { terms: string[]; concepts: string[] };
/**
 * A concept the lay vocabulary points to counts as the reader's own word would; the first one named is what
 * the phrase is about ("night sweats": sweats, then menopause), the others count less.
 */
const CONCEPT_WEIGHT = 1;
const LATER_CONCEPT_WEIGHT = 0.5;
/** The reader's own words inside a matched phrase count less than what the phrase means. */
const PHRASE_WORD_WEIGHT = 0.4;
/** At most this many lookups' results are kept per index (the long tail repeats its words, not its queries). */
const LOOKUPS_KEPT = 4000;
const CORRECTIONS_KEPT = 4000;

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
const HAS_DIGIT = /\d/;
const identity = (term: string) => term;
const excerptText = (doc: SearchDocument) => (doc.body ? `${doc.summary} ${doc.body}` : doc.summary);
const single = (text: string) => [text];

/**
 * An in-memory index over every search document (MiniSearch: an inverted index in a radix tree, with
 * BM25+ ranking, prefix and fuzzy term lookup). Matching is done word by word so that a page matching
 * every word ranks above one matching most of them, whatever their scores.
 */
export class SearchEngine {
  private readonly index: MiniSearch<{ id: number } & Record<string, string | number>>;
  private readonly docs: SearchDocument[];
  private readonly termMemo = new Map<string, string>();
  /** Index term → the word most often written for it, and how often (for "did you mean"). */
  private readonly vocabulary = new Map<string, { word: string; count: number }>();
  /** Per document: where each term first occurs in its excerpt text (summary, then body). */
  private readonly firstAt: Map<string, number>[] = [];
  /** Per document: the terms of its title, headings and keywords (what a page is about, for a tool's subject). */
  private readonly aboutTerms: Set<string>[] = [];
  /** Per document: the terms of its title. */
  private readonly titleTerms: Set<string>[] = [];
  /** The lay vocabulary by the term of each phrase's first word, longest phrase first. */
  private readonly lay = new Map<string, LayEntry[]>();
  /** Results of one index lookup by term and mode (bounded; the index never changes, a new one is built). */
  private readonly lookups = new Map<string, { id: number; score: number; terms: string[] }[]>();
  private readonly corrections = new Map<string, string | null>();

  constructor(docs: SearchDocument[], options: { lay?: readonly LayPhraseInput[] } = {}) {
    this.docs = docs;
    this.index = new MiniSearch({
      fields: FIELDS,
      idField: "id",
      // A word the text says is absent ("iron-free", "without iron") is indexed as that absence, not the word.
      tokenize: (text) => readWords(text).map((w) => (w.absent ? ABSENT + w.word : w.word)),
      processTerm: (word) =>
        word.startsWith(ABSENT) ? ABSENT + this.term(word.slice(ABSENT.length)) : this.term(word) || null,
    });
    this.index.addAll(
      docs.map((doc, id) => {
        const all = `${doc.title} ${doc.headings} ${doc.summary} ${doc.body}`;
        const abbreviations = ABBREVIATIONS.filter((a) => a.phrase.test(all)).map((a) => a.term);
        for (const { word } of words(`${doc.title} ${doc.headings} ${doc.keywords}`)) this.learn(word);
        const positions = new Map<string, number>();
        for (const { word, start } of words(excerptText(doc))) {
          const term = this.learn(word);
          if (term && !positions.has(term)) positions.set(term, start);
        }
        this.firstAt.push(positions);
        const absent = (text: string) =>
          readWords(text).map((w) => (w.absent ? ABSENT + this.term(w.word) : this.term(w.word)));
        this.titleTerms.push(new Set(absent(doc.title)));
        this.aboutTerms.push(new Set(absent(`${doc.title} ${doc.headings} ${doc.keywords}`)));
        return {
          id,
          title: doc.title,
          headings: doc.headings,
          keywords: `${doc.keywords} ${abbreviations.join(" ")}`,
          summary: doc.summary,
          body: doc.body,
        };
      }),
    );
    this.learnLay(options.lay ?? []);
  }

  get size() {
    return this.docs.length;
  }

  /** Whether any word of `text` is a word some page holds (an added phrase must mean something findable). */
  holdsAnyOf(text: string): boolean {
    return words(text).some(
      ({ word }) => this.lookup({ term: this.term(word), prefix: false, fuzzy: false, weight: 1 }).length > 0,
    );
  }

  /** Learns the lay vocabulary: each phrase as a sequence of terms, and its words as known words. */
  private learnLay(phrases: readonly LayPhraseInput[]) {
    for (const phrase of FILLER_PHRASES) {
      const terms = words(phrase).map(({ word }) => this.term(word));
      this.lay.set(terms[0]!, [...(this.lay.get(terms[0]!) ?? []), { terms, concepts: [] }]);
    }
    for (const { phrase, means } of phrases) {
      const terms = words(phrase).map(({ word }) => this.term(word));
      const concepts = [...new Set(words(means).map(({ word }) => this.term(word)))];
      if (!terms.length || !concepts.length) continue;
      const list = this.lay.get(terms[0]!) ?? [];
      list.push({ terms, concepts });
      list.sort((a, b) => b.terms.length - a.terms.length);
      this.lay.set(terms[0]!, list);
      // A reader's word is a word search knows: never "corrected" into another, and a near miss is corrected to it.
      for (const { word } of words(phrase)) {
        const term = this.term(word);
        if (!this.vocabulary.has(term) && !/^\d+$/.test(word))
          this.vocabulary.set(term, { word: word.toLowerCase(), count: 1 });
      }
    }
  }

  /** Reads a query into groups (see `ReadQuery`). */
  private read(query: string, typing: boolean): ReadQuery {
    const typed = readWords(query).map((w) => ({ ...w, normal: normalizeWord(w.word), term: this.term(w.word) }));
    const groups: QueryGroup[] = [];
    const plain: QueryGroup[] = [];
    let i = 0;
    while (i < typed.length) {
      // The longest phrase of the lay vocabulary that starts here, matched word by word (the last word typed
      // in full: while typing, a phrase is matched once its words are complete).
      const entry = (this.lay.get(typed[i]!.term) ?? []).find(
        (e) => i + e.terms.length <= typed.length && e.terms.every((t, k) => typed[i + k]!.term === t),
      );
      if (entry && !entry.concepts.length) {
        // A filler ("all the time"): its words are kept only when the query has nothing else.
        for (const w of typed.slice(i, i + entry.terms.length))
          plain.push({
            lookups: [{ term: w.term, prefix: false, fuzzy: true, weight: 1 }],
            symptom: false,
            kind: null,
            term: w.term,
            word: w.word,
          });
        i += entry.terms.length;
        continue;
      }
      if (entry) {
        const span = typed.slice(i, i + entry.terms.length);
        const own = span.filter((w) => !STOP_WORDS.has(w.normal) && !isNegation(w.word));
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
              .map((w) => ({ term: w.term, prefix: false, fuzzy: false, weight: PHRASE_WORD_WEIGHT })),
          ],
          symptom: true,
          kind: null,
          term: entry.concepts[0]!,
          word: span.map((w) => w.word).join(" "),
        });
        i += entry.terms.length;
        continue;
      }
      const w = typed[i]!;
      i += 1;
      if (w.marker) continue;
      const last = i === typed.length;
      const term = w.absent ? ABSENT + w.term : w.term;
      const group: QueryGroup = {
        lookups: [
          { term, prefix: typing ? last : w.term.length >= 4, fuzzy: true, weight: 1 },
          ...synonymsOf(w.term).map((t) => ({
            term: w.absent ? ABSENT + t : t,
            prefix: false,
            fuzzy: false,
            weight: SYNONYM_WEIGHT,
          })),
        ],
        symptom: !w.absent && SYMPTOM_WORDS.has(w.term),
        kind: w.absent ? null : (TOOL_KINDS.get(w.normal) ?? null),
        term,
        word: w.word,
      };
      (STOP_WORDS.has(w.normal) ? plain : groups).push(group);
    }
    const used = (groups.length ? groups : plain).slice(0, 12);
    const normals = typed.map((w) => w.normal);
    // "how stressed am I", "how well do I sleep", "am I anxious": a question about oneself asks for a quiz.
    const asksSelf =
      (normals[0] === "how" &&
        (normals.includes("am") || (normals.includes("do") && normals.includes("i")) || normals.includes("is"))) ||
      (normals[0] === "am" && normals[1] === "i");
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

  /** One index lookup, its results kept for the next query with the same word (bounded). */
  private lookup({ term, prefix, fuzzy }: Lookup) {
    const base = term.startsWith(ABSENT) ? term.slice(ABSENT.length) : term;
    // A term with digits (a dose, "b12", a code) is matched as typed: near numbers are other things.
    const usePrefix = prefix && base.length >= 3 && !HAS_DIGIT.test(base);
    const distance = fuzzy && !HAS_DIGIT.test(base) ? typoDistance(base) : 0;
    const key = `${usePrefix ? 1 : 0}${distance}${term}`;
    let results = this.lookups.get(key);
    if (!results) {
      results = this.index
        .search(term, {
          boost: BOOST,
          prefix: usePrefix,
          fuzzy: distance || false,
          processTerm: identity,
          tokenize: single,
        })
        .map((r) => ({ id: r.id as number, score: r.score, terms: r.terms }));
      if (this.lookups.size >= LOOKUPS_KEPT) this.lookups.delete(this.lookups.keys().next().value!);
      this.lookups.set(key, results);
    }
    return results;
  }

  private term(word: string): string {
    let term = this.termMemo.get(word);
    if (term === undefined) {
      term = termOf(word);
      this.termMemo.set(word, term);
    }
    return term;
  }

  private learn(word: string): string {
    const term = this.term(word);
    if (/^\d+$/.test(word)) return term;
    const known = this.vocabulary.get(term);
    const lower = word.toLowerCase();
    if (!known) this.vocabulary.set(term, { word: lower, count: 1 });
    else {
      known.count += 1;
      if (lower.length < known.word.length) known.word = lower;
    }
    return term;
  }

  /** Results for `query`, best first: every word matched, then most words; at most `limit`. */
  search(
    query: string,
    options: {
      limit?: number;
      now?: number;
      typing?: boolean;
      type?: SearchDocument["type"];
      /** Titles only: no excerpts and no "did you mean" (suggestions show neither). */
      brief?: boolean;
    } = {},
  ): SearchAnswer {
    const limit = options.limit ?? 20;
    const now = options.now ?? Date.now();
    const read = this.read(query, options.typing ?? false);
    const { groups } = read;
    if (!groups.length) return { hits: [], matchedWords: 0, queryWords: 0, didYouMean: null };

    type Found = { covered: Set<number>; score: number; terms: Set<string> };
    const found = new Map<number, Found>();
    const add = (results: { id: number; score: number; terms: string[] }[], covers: number[], weight: number) => {
      for (const result of results) {
        const doc = this.docs[result.id]!;
        if ((doc.liveFrom !== undefined && doc.liveFrom > now) || (options.type && doc.type !== options.type)) continue;
        let entry = found.get(result.id);
        if (!entry) found.set(result.id, (entry = { covered: new Set(), score: 0, terms: new Set() }));
        for (const group of covers) entry.covered.add(group);
        entry.score += result.score * weight;
        for (const term of result.terms) entry.terms.add(term);
      }
    };

    groups.forEach((group, i) => {
      let matched = 0;
      for (const lookup of group.lookups) {
        const results = this.lookup(lookup);
        matched += results.length;
        add(results, [i], lookup.weight);
      }
      // A word that matched nothing, even with typo tolerance ("anxeity": two letters swapped), is looked up
      // as "did you mean" would correct it.
      if (!matched && !options.typing && !group.word.includes(" ")) {
        const fixed = this.correctWord(group.word);
        if (fixed) {
          const term = group.term.startsWith(ABSENT) ? ABSENT + this.term(fixed) : this.term(fixed);
          add(this.lookup({ term, prefix: false, fuzzy: false, weight: 1 }), [i], 1);
        }
      }
      const next = groups[i + 1];
      // A compound typed in two words ("kettle bell"), neither of them absent nor a phrase.
      if (
        next &&
        group.lookups.length &&
        next.lookups.length &&
        !group.term.startsWith(ABSENT) &&
        !next.term.startsWith(ABSENT)
      ) {
        if (!group.word.includes(" ") && !next.word.includes(" "))
          add(
            this.lookup({ term: termOf(group.word + next.word), prefix: false, fuzzy: true, weight: 1 }),
            [i, i + 1],
            COMPOUND_WEIGHT,
          );
      }
    });

    const sorted = [...found.entries()]
      .map(([id, entry]) => ({ id, ...entry, score: entry.score * TYPE_WEIGHT[this.docs[id]!.type] }))
      .sort((a, b) => b.covered.size - a.covered.size || b.score - a.score);
    this.putIntentFirst(sorted, read);
    const ranked = sorted.slice(0, limit);
    return {
      hits: ranked.map(({ id, terms }) => this.hit(id, options.brief ? null : terms)),
      matchedWords: Math.max(0, ...ranked.map((r) => r.covered.size)),
      queryWords: groups.length,
      didYouMean: options.brief ? null : this.correct(query),
    };
  }

  /**
   * Intent before type, in place on the ranked list. A query naming a kind of tool and a subject ("sleep
   * quiz", "period tracker", "how stressed am I") gets the quiz or tool about that subject first: of those
   * whose title, headings or keywords hold a subject word, the one of the kind asked for, then the one
   * naming more of the subject in its title, then the best score. A query about a symptom or condition
   * (and no shopping word) gets the article that explains it first, then the quiz or tool about it, then the
   * rest (products after them when they matched no more of the words than those two); decision 038.
   */
  private putIntentFirst(sorted: { id: number; covered: Set<number>; score: number }[], read: ReadQuery) {
    const { groups } = read;
    const subjects = groups.flatMap((g, i) => (g.kind ? [] : [i]));
    const about = (id: number, i: number) => groups[i]!.lookups.some((l) => this.aboutTerms[id]!.has(l.term));
    const inTitle = (id: number) =>
      subjects.filter((i) => groups[i]!.lookups.some((l) => this.titleTerms[id]!.has(l.term))).length;
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
        const type = this.docs[r.id]!.type;
        if (type !== "quiz" && type !== "tool") return;
        const named = subjects.filter((i) => about(r.id, i)).length;
        if (!named) return;
        const key = [type === read.intent ? 1 : 0, named, inTitle(r.id), r.score];
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
    const explains = sorted.findIndex((r) => this.docs[r.id]!.type === "article" && fits(r));
    const other = explains >= 0 ? explains : sorted.findIndex((r) => !SELLS.has(this.docs[r.id]!.type) && fits(r));
    first(other);
    if (other < 0) return;
    const tool = sorted.findIndex((r, at) => at > 0 && ["quiz", "tool"].includes(this.docs[r.id]!.type) && fits(r));
    // The tool goes second only above pages that sell; another explaining page stays where it is.
    if (tool > 1 && SELLS.has(this.docs[sorted[1]!.id]!.type)) sorted.splice(1, 0, ...sorted.splice(tool, 1));
  }

  /** Suggestions while typing: the last word as a prefix, a few results with their type. */
  suggest(query: string, options: { limit?: number; type?: SearchDocument["type"] } = {}): Suggestion[] {
    return this.search(query, { limit: options.limit ?? 6, type: options.type, typing: true, brief: true }).hits.map(
      ({ url, label, title }) => ({ url, label, title }),
    );
  }

  /**
   * The query with each word the index does not know replaced by the closest word it does, or null. The
   * whole query is kept, negations and numbers as typed: a correction never drops or flips "can't", "not",
   * "no" or a number, and never turns another word into one.
   */
  private correct(query: string): string | null {
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
  private correctWord(word: string): string | null {
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

  private hit(id: number, terms: Set<string> | null): SearchHit {
    const doc = this.docs[id]!;
    return {
      url: doc.url,
      type: doc.type,
      label: SEARCH_TYPES[doc.type],
      title: doc.title,
      excerpt: terms ? this.excerpt(id, terms) : [],
      ...(doc.notRecommended ? { caution: "Not recommended" } : {}),
    };
  }

  /** About 30 words of the page's summary and text from a little before its first matched word, matched words marked. */
  private excerpt(id: number, terms: Set<string>): ExcerptPart[] {
    const text = excerptText(this.docs[id]!);
    const positions = this.firstAt[id]!;
    let first = Infinity;
    for (const term of terms) first = Math.min(first, positions.get(term) ?? Infinity);
    if (first === Infinity) return this.opening(text);
    // Start a few words earlier, at a word's start.
    let from = Math.max(0, first - 60);
    if (from > 0) {
      const space = text.indexOf(" ", from);
      from = space === -1 || space >= first ? first : space + 1;
    }
    const parts: ExcerptPart[] = [];
    if (from > 0) parts.push({ text: "… ", match: false });
    const word = new RegExp(WORD.source, "gu");
    word.lastIndex = from;
    let cursor = from;
    let count = 0;
    let end = from;
    let m: RegExpExecArray | null;
    while (count < 30 && (m = word.exec(text))) {
      count += 1;
      end = m.index + m[0].length;
      if (!terms.has(this.term(m[0]))) continue;
      if (m.index > cursor) parts.push({ text: text.slice(cursor, m.index), match: false });
      parts.push({ text: m[0], match: true });
      cursor = end;
    }
    if (end > cursor) parts.push({ text: text.slice(cursor, end), match: false });
    if (end < text.length) parts.push({ text: " …", match: false });
    return parts;
  }

  /** The first 30 words of a text, nothing marked. */
  private opening(text: string): ExcerptPart[] {
    let count = 0;
    for (const m of text.matchAll(WORD)) {
      count += 1;
      if (count === 30) {
        const end = m.index + m[0].length;
        return [{ text: text.slice(0, end) + (end < text.length ? " …" : ""), match: false }];
      }
    }
    return text ? [{ text, match: false }] : [];
  }
}
