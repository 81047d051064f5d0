import MiniSearch from "minisearch";
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
  normalizeWord,
  readWords,
  SHOPPING_WORDS,
  STOP_WORDS,
  SYMPTOM_WORDS,
  termOf,
  words,
} from "./terms.ts";
import { Corrector, typoDistance } from "./correction.ts";
import { NearTerms } from "./near-terms.ts";
import { layIndex, layWordIndex, putIntentFirst, readQuery, type LayEntry, type Lookup } from "./query-reading.ts";

/** A reader's phrase for a symptom or feeling, and the words the site's pages use for it (app/content/search). */
export type LayPhraseInput = { phrase: string; means: string };

/** Field weights: a title or heading match counts above one in the text. */
const BOOST = { title: 5, headings: 2.5, keywords: 2, summary: 1.5, body: 1 };
const FIELDS = Object.keys(BOOST);
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

/** A query that names a symptom or condition and no shopping word ("can't sleep", "hot flashes at night"). */
export function asksAboutSymptom(query: string): boolean {
  const terms = words(query).map(({ word }) => termOf(word));
  return terms.some((t) => SYMPTOM_WORDS.has(t)) && !terms.some((t) => SHOPPING_WORDS.has(t));
}

type QueryWord = { word: string; term: string };

/** The words of a query that carry meaning (stop words dropped unless there is nothing else), at most 12. */
export function queryWords(query: string): QueryWord[] {
  const all = words(query).map(({ word }) => ({ word, term: termOf(word), normal: normalizeWord(word) }));
  const meaningful = all.filter((w) => !STOP_WORDS.has(w.normal));
  return (meaningful.length ? meaningful : all).slice(0, 12).map(({ word, term }) => ({ word, term }));
}

/** At most this many lookups' results are kept per index (the long tail repeats its words, not its queries). */
const LOOKUPS_KEPT = 4000;

const HAS_DIGIT = /\d/;
const identity = (term: string) => term;
const excerptText = (doc: SearchDocument) => (doc.body ? `${doc.summary} ${doc.body}` : doc.summary);
const single = (text: string) => [text];

/**
 * An in-memory index over every search document (MiniSearch: an inverted index in a radix tree, with
 * BM25+ ranking, prefix and fuzzy term lookup). Matching is done word by word so that a page matching
 * every word ranks above one matching most of them, whatever their scores.
 */
export { editDistance } from "./correction.ts";

export class SearchEngine {
  private readonly index: MiniSearch<{ id: number } & Record<string, string | number>>;
  private readonly docs: SearchDocument[];
  private readonly termMemo = new Map<string, string>();
  /** Index term → the word most often written for it, and how often (for "did you mean"). */
  private readonly vocabulary = new Map<string, { word: string; count: number }>();
  /** Per document: where each term first occurs in its excerpt text (summary, then body). */
  private readonly firstAt: Map<string, number>[] = [];
  /**
   * Per document: its excerpt text (summary, then body: joined once here, where joining them for each result
   * copied the whole text into a new string on every search) and its words in order, where each starts and
   * ends, and its term.
   */
  private readonly excerptWords: { text: string; starts: Int32Array; ends: Int32Array; terms: string[] }[] = [];
  /** Per document: the terms of its title, headings and keywords (what a page is about, for a tool's subject). */
  private readonly aboutTerms: Set<string>[] = [];
  /** Per document: the terms of its title and keywords (what it is about, said by us rather than its text). */
  private readonly labelTerms: Set<string>[] = [];
  /** Per document: the terms of its title. */
  private readonly titleTerms: Set<string>[] = [];
  /** The lay vocabulary by the term of each phrase's first word, longest phrase first. */
  private readonly lay = new Map<string, LayEntry[]>();
  /** Each word of the lay vocabulary with what its phrases are about (query-reading.ts `layWordIndex`). */
  private layWords: ReadonlyMap<string, string[]> = new Map();
  /** Results of one index lookup by term and mode (bounded; the index never changes, a new one is built). */
  private readonly lookups = new Map<string, { id: number; score: number; terms: string[] }[]>();
  /** "Did you mean", made on first use from the vocabulary (complete once the constructor has run). */
  private corrector: Corrector | null = null;
  /** Every term the index holds, for a fuzzy lookup that cannot find anything (near-terms.ts). */
  private readonly near: NearTerms;

  constructor(docs: SearchDocument[], options: { lay?: readonly LayPhraseInput[] } = {}) {
    this.docs = docs;
    const indexed = new Set<string>();
    const indexTerm = (term: string | null) => {
      if (term) indexed.add(term);
      return term;
    };
    this.index = new MiniSearch({
      fields: FIELDS,
      idField: "id",
      // A word the text says is absent ("iron-free", "without iron") is indexed as that absence, not the word.
      tokenize: (text) => readWords(text).map((w) => (w.absent ? ABSENT + w.word : w.word)),
      processTerm: (word) =>
        indexTerm(word.startsWith(ABSENT) ? ABSENT + this.term(word.slice(ABSENT.length)) : this.term(word) || null),
    });
    this.index.addAll(
      docs.map((doc, id) => {
        const all = `${doc.title} ${doc.headings} ${doc.summary} ${doc.body}`;
        const abbreviations = ABBREVIATIONS.filter((a) => a.phrase.test(all)).map((a) => a.term);
        for (const { word } of words(`${doc.title} ${doc.headings} ${doc.keywords}`)) this.learn(word);
        const positions = new Map<string, number>();
        const text = excerptText(doc);
        const inText = words(text);
        const terms = inText.map(({ word, start }) => {
          const term = this.learn(word);
          if (term && !positions.has(term)) positions.set(term, start);
          return term;
        });
        this.firstAt.push(positions);
        this.excerptWords.push({
          text,
          starts: Int32Array.from(inText, (w) => w.start),
          ends: Int32Array.from(inText, (w) => w.end),
          terms,
        });
        const absent = (text: string) =>
          readWords(text).map((w) => (w.absent ? ABSENT + this.term(w.word) : this.term(w.word)));
        this.titleTerms.push(new Set(absent(doc.title)));
        this.aboutTerms.push(new Set(absent(`${doc.title} ${doc.headings} ${doc.keywords}`)));
        this.labelTerms.push(new Set(absent(`${doc.title} ${doc.keywords}`)));
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
    this.near = new NearTerms(indexed);
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

  /** Learns the lay vocabulary (query-reading.ts `layIndex`), and its words as known words. */
  private learnLay(phrases: readonly LayPhraseInput[]) {
    for (const [first, entries] of layIndex(phrases, (word) => this.term(word))) this.lay.set(first, entries);
    this.layWords = layWordIndex(phrases, (word) => this.term(word));
    // A reader's word is a word search knows: never "corrected" into another, and a near miss is corrected to it.
    for (const { phrase } of phrases) {
      for (const { word } of words(phrase)) {
        const term = this.term(word);
        if (!this.vocabulary.has(term) && !/^\d+$/.test(word))
          this.vocabulary.set(term, { word: word.toLowerCase(), count: 1 });
      }
    }
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
      // A fuzzy lookup of a whole word (not a prefix) that no index term is near finds nothing.
      const nothingNear = !usePrefix && distance > 0 && !this.near.mayHaveWithin(term, distance);
      results = nothingNear
        ? []
        : this.index
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
    const read = readQuery(
      query,
      options.typing ?? false,
      this.lay,
      (word) => this.term(word),
      (term) => {
        const concepts = this.layWords.get(term);
        return concepts && !this.lookup({ term, prefix: false, fuzzy: false, weight: 1 }).length ? concepts : undefined;
      },
    );
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
        add(results, lookup.answers === false ? [] : [i], lookup.weight);
      }
      // A word that matched nothing, even with typo tolerance ("anxeity": two letters swapped), is looked up
      // as "did you mean" would correct it.
      if (!matched && !options.typing && !group.word.includes(" ")) {
        const fixed = this.corrections().correctWord(group.word);
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
    putIntentFirst(sorted, read, {
      type: (id) => this.docs[id]!.type,
      about: (id) => this.aboutTerms[id]!,
      labels: (id) => this.labelTerms[id]!,
      title: (id) => this.titleTerms[id]!,
    });
    const ranked = sorted.slice(0, limit);
    return {
      hits: ranked.map(({ id, terms }) => this.hit(id, options.brief ? null : terms)),
      matchedWords: Math.max(0, ...ranked.map((r) => r.covered.size)),
      queryWords: groups.length,
      didYouMean: options.brief ? null : this.corrections().correct(query),
    };
  }

  /** Suggestions while typing: the last word as a prefix, a few results with their type. */
  suggest(query: string, options: { limit?: number; type?: SearchDocument["type"] } = {}): Suggestion[] {
    return this.search(query, { limit: options.limit ?? 6, type: options.type, typing: true, brief: true }).hits.map(
      ({ url, label, title }) => ({ url, label, title }),
    );
  }

  private corrections(): Corrector {
    return (this.corrector ??= new Corrector(this.vocabulary, (word) => this.term(word)));
  }

  private hit(id: number, terms: Set<string> | null): SearchHit {
    const doc = this.docs[id]!;
    return {
      url: doc.url,
      type: doc.type,
      label: doc.label ?? SEARCH_TYPES[doc.type],
      title: doc.title,
      excerpt: terms ? this.excerpt(id, terms) : [],
      ...(doc.notRecommended ? { caution: "Not recommended" } : {}),
    };
  }

  /** About 30 words of the page's summary and text from a little before its first matched word, matched words marked. */
  private excerpt(id: number, terms: Set<string>): ExcerptPart[] {
    const { text, starts, ends, terms: wordTerms } = this.excerptWords[id]!;
    const positions = this.firstAt[id]!;
    let first = Infinity;
    for (const term of terms) first = Math.min(first, positions.get(term) ?? Infinity);
    if (first === Infinity) return this.opening(text, ends);
    // Start a few words earlier, at a word's start.
    let from = Math.max(0, first - 60);
    if (from > 0) {
      const space = text.indexOf(" ", from);
      from = space === -1 || space >= first ? first : space + 1;
    }
    const parts: ExcerptPart[] = [];
    if (from > 0) parts.push({ text: "… ", match: false });
    // The first word starting at `from` or after (`from` is never inside a word: a word's start or after a space).
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (starts[middle]! < from) low = middle + 1;
      else high = middle;
    }
    let cursor = from;
    let end = from;
    for (let index = low; index < starts.length && index < low + 30; index++) {
      end = ends[index]!;
      if (!terms.has(wordTerms[index]!)) continue;
      if (starts[index]! > cursor) parts.push({ text: text.slice(cursor, starts[index]), match: false });
      parts.push({ text: text.slice(starts[index], end), match: true });
      cursor = end;
    }
    if (end > cursor) parts.push({ text: text.slice(cursor, end), match: false });
    if (end < text.length) parts.push({ text: " …", match: false });
    return parts;
  }

  /** The first 30 words of a text (`ends`: where each of its words ends), nothing marked. */
  private opening(text: string, ends: Int32Array): ExcerptPart[] {
    if (ends.length >= 30) {
      const end = ends[29]!;
      return [{ text: text.slice(0, end) + (end < text.length ? " …" : ""), match: false }];
    }
    return text ? [{ text, match: false }] : [];
  }
}
