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
  isNegation,
  normalizeWord,
  NUMBER_WORDS,
  SHOPPING_WORDS,
  STOP_WORDS,
  SYMPTOM_WORDS,
  synonymsOf,
  termOf,
  words,
} from "./terms.ts";

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

  constructor(docs: SearchDocument[]) {
    this.docs = docs;
    this.index = new MiniSearch({
      fields: FIELDS,
      idField: "id",
      tokenize: (text) => words(text).map((w) => w.word),
      processTerm: (word) => this.term(word) || null,
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
  }

  get size() {
    return this.docs.length;
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
    const qws = queryWords(query);
    if (!qws.length) return { hits: [], matchedWords: 0, queryWords: 0, didYouMean: null };

    type Found = { covered: Set<number>; score: number; terms: Set<string> };
    const found = new Map<number, Found>();
    const add = (results: SearchResult[], groups: number[], weight: number) => {
      for (const result of results) {
        const doc = this.docs[result.id as number]!;
        if ((doc.liveFrom !== undefined && doc.liveFrom > now) || (options.type && doc.type !== options.type)) continue;
        let entry = found.get(result.id as number);
        if (!entry) found.set(result.id as number, (entry = { covered: new Set(), score: 0, terms: new Set() }));
        for (const group of groups) entry.covered.add(group);
        entry.score += result.score * weight;
        for (const term of result.terms) entry.terms.add(term);
      }
    };
    // A term with digits (a dose, "b12", a code) is matched as typed: near numbers are other things.
    const lookup = (term: string, prefix: boolean, fuzzy: boolean) =>
      this.index.search(term, {
        boost: BOOST,
        prefix: prefix && term.length >= 3 && !HAS_DIGIT.test(term),
        fuzzy: fuzzy && !HAS_DIGIT.test(term) ? typoDistance(term) || false : false,
        processTerm: identity,
        tokenize: single,
      });

    qws.forEach((qw, i) => {
      const last = i === qws.length - 1;
      add(lookup(qw.term, options.typing ? last : qw.term.length >= 4, true), [i], 1);
      for (const synonym of synonymsOf(qw.term)) add(lookup(synonym, false, false), [i], SYNONYM_WEIGHT);
      const next = qws[i + 1];
      if (next) add(lookup(termOf(qw.word + next.word), false, true), [i, i + 1], COMPOUND_WEIGHT);
    });

    const sorted = [...found.entries()]
      .map(([id, entry]) => ({ id, ...entry, score: entry.score * TYPE_WEIGHT[this.docs[id]!.type] }))
      .sort((a, b) => b.covered.size - a.covered.size || b.score - a.score);
    // For a symptom or condition, the best page that explains it comes before every page that sells, even when
    // a product names more of the symptom words ("period cramps": a product for cramps, an article on periods):
    // a reader describing a symptom is asking what it is first. The page must match a symptom word and every
    // other word the product matches ("magnesium sleep" keeps the magnesium product first).
    const top = sorted[0];
    if (top && asksAboutSymptom(query) && SELLS.has(this.docs[top.id]!.type)) {
      const symptomWords = new Set(qws.flatMap((qw, i) => (SYMPTOM_WORDS.has(qw.term) ? [i] : [])));
      const needed = [...top.covered].filter((i) => !symptomWords.has(i));
      const at = sorted.findIndex(
        (r) =>
          !SELLS.has(this.docs[r.id]!.type) &&
          [...symptomWords].some((i) => r.covered.has(i)) &&
          needed.every((i) => r.covered.has(i)),
      );
      if (at > 0) sorted.unshift(...sorted.splice(at, 1));
    }
    const ranked = sorted.slice(0, limit);
    return {
      hits: ranked.map(({ id, terms }) => this.hit(id, options.brief ? null : terms)),
      matchedWords: Math.max(0, ...ranked.map((r) => r.covered.size)),
      queryWords: qws.length,
      didYouMean: options.brief ? null : this.correct(query),
    };
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
    const typed = words(query).map(({ word }) => ({ word, term: termOf(word) }));
    let changed = false;
    const corrected = typed.map((qw) => {
      const normal = normalizeWord(qw.word);
      if (
        STOP_WORDS.has(normal) ||
        isNegation(qw.word) ||
        NUMBER_WORDS.has(normal) ||
        this.vocabulary.has(qw.term) ||
        HAS_DIGIT.test(qw.term) ||
        qw.term.length < 4
      )
        return qw.word;
      const max = typoDistance(qw.term) || 1;
      let best: { word: string; count: number; distance: number; order: number } | null = null;
      for (const { term, entry, order } of this.correctionCandidates(qw.term.length, max)) {
        const distance = editDistance(qw.term, term, max);
        if (distance > max) continue;
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance &&
            (entry.count > best.count || (entry.count === best.count && order < best.order)))
        )
          best = { ...entry, distance, order };
      }
      if (!best) return qw.word;
      changed = true;
      return best.word;
    });
    return changed ? corrected.join(" ") : null;
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
