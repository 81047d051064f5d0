/**
 * The home page's own copy and the editors' featured articles. The featured list is chosen by the editorial
 * team: slugs of published articles, first one shown large; a slug that is not public is skipped, and with
 * none left the newest article leads.
 */
export const featuredArticleSlugs: readonly string[] = [
  "perimenopause-and-menopause-what-is-happening-and-what-helps",
];

export const homeCopy = {
  searchLabel: "Search articles, reviews and topics",
  searchPlaceholder: "Try “hot flashes”",
  readingHeading: "Read the latest",
  readingIntro: "Plain-language articles, each checked against its sources and dated when it was last reviewed.",
  featuredLabel: "Featured",
  latestHeading: "Latest articles",
  allArticles: "All articles",
  topicsHeading: "Browse by topic",
  topicsIntro: "Every article on one subject, with the quizzes and tools that go with it.",
  noArticles: "No articles are published yet.",
  skincareNone: "No skincare products reviewed yet",
} as const;

/** "3 articles" / "1 article". */
export function articleCount(count: number): string {
  return `${count} ${count === 1 ? "article" : "articles"}`;
}
