/** What a search result is: the kinds of page a reader can open, each with the label results show. */
export const SEARCH_TYPES = {
  article: "Article",
  review: "Product review",
  roundup: "Roundup",
  interview: "Interview",
  affiliate: "Affiliate pick",
  quiz: "Quiz",
  tool: "Toolkit",
  chat: "Chat room",
  page: "Page",
} as const;
export type SearchType = keyof typeof SEARCH_TYPES;

/** One page as search sees it. `liveFrom`: a scheduled article is left out of results until then. */
export type SearchDocument = {
  url: string;
  type: SearchType;
  title: string;
  headings: string;
  keywords: string;
  /** Shown as the excerpt when no matched word is in the texts. */
  summary: string;
  body: string;
  liveFrom?: number;
  /** A product the site does not recommend: its result says so. */
  notRecommended?: boolean;
  /** The result's label when it says more than its type's (SEARCH_TYPES): an interview, illustrative or not. */
  label?: string;
};

/** What an interview's result is called: an invented character's Q&A is never presented as an interview. */
export const INTERVIEW_LABELS = { illustrative: "Illustrative Q&A", real: "Expert interview" } as const;

/** A piece of an excerpt: `match` pieces are the words the query matched (rendered as <mark>, as text). */
export type ExcerptPart = { text: string; match: boolean };

export type SearchHit = {
  url: string;
  type: SearchType;
  label: string;
  title: string;
  excerpt: ExcerptPart[];
  /** Said beside the label, e.g. "Not recommended" for a product the site does not recommend. */
  caution?: string;
};
export type Suggestion = { url: string; label: string; title: string };

export type SearchAnswer = {
  hits: SearchHit[];
  /** How many query words the best results matched, of how many (all-words first, then most-words). */
  matchedWords: number;
  queryWords: number;
  /** A corrected query when a word matched nothing as typed. */
  didYouMean: string | null;
};
