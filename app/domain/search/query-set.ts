/**
 * Queries as readers type them, each with the pages that answer it: one of them must be among the first
 * three results. Read by the search quality test and by `npm run bench:search` (hit@3 and MRR). Written
 * against the built-in content (starter articles, catalogue, roundups, interviews, quizzes, toolkit, rooms,
 * site pages); a query whose answer moves or disappears must be changed with the content.
 */
export type QualityQuery = { query: string; expect: readonly string[]; why: string };

const A = {
  menopause: "/articles/perimenopause-and-menopause-what-is-happening-and-what-helps",
  heart: "/articles/heart-health-after-menopause-know-your-numbers",
  bones: "/articles/eating-for-strong-bones-calcium-vitamin-d-and-protein",
  iron: "/articles/iron-and-fatigue-why-so-many-women-run-low",
  sleep: "/articles/better-sleep-backed-by-evidence-what-actually-helps",
  stress: "/articles/stress-and-your-body-what-happens-and-what-actually-helps",
  strength: "/articles/strength-training-for-women-why-it-matters-at-every-age",
  gut: "/articles/gut-health-without-the-hype-fibre-fermented-foods-and-probiotics",
} as const;
const review = (slug: string) => `/product-reviews/${slug}`;
const roundup = (slug: string) => `/product-roundups/${slug}`;
const affiliate = (slug: string) => `/affiliates/${slug}`;

export const qualityQueries: readonly QualityQuery[] = [
  // The twenty queries the issue tried.
  { query: "best collagen", expect: [roundup("best-collagen-supplements")], why: "the roundup, not the bones article" },
  { query: "menopause weight gain", expect: [A.menopause, A.heart], why: "most words: no page says 'weight gain'" },
  { query: "prenatal vitamins", expect: [review("prenatal-multivitamin-dha")], why: "stemming vitamin/multivitamin" },
  { query: "kettle bell", expect: [review("vinyl-kettlebell"), affiliate("vinyl-kettlebell")], why: "compound word" },
  {
    query: "ashwaganda",
    expect: [review("ashwagandha-root-extract"), affiliate("ashwagandha-root-extract")],
    why: "typo",
  },
  { query: "sunscreen", expect: ["/expert-interviews/naomi-okafor-interview"], why: "interviews are searched" },
  { query: "menopause chat", expect: ["/chat/menopause-hormones"], why: "chat rooms are searched" },
  { query: "sleep quiz", expect: ["/wellness-quiz/sleep-quality"], why: "quizzes are searched" },
  { query: "stress test", expect: ["/wellness-quiz/stress-check"], why: "quiz: test ≈ quiz/check" },
  { query: "lifting weights after 50", expect: [A.strength], why: "most words, stemming" },
  { query: "vegan meal plan", expect: ["/wellness-toolkit?tab=meals"], why: "toolkit tools are searched" },
  { query: "fiber", expect: [A.gut], why: "US spelling of a UK title" },
  {
    query: "fibre powder",
    expect: [review("prebiotic-fiber-powder"), affiliate("prebiotic-fiber-powder")],
    why: "UK spelling of a US name",
  },
  {
    query: "period cramps",
    expect: [review("magnesium-glycinate"), roundup("hormone-balance-essentials"), review("chasteberry-vitex")],
    why: "period ≈ menstrual",
  },
  { query: "HRT", expect: [A.menopause], why: "abbreviation ≈ hormone therapy" },
  { query: "hormone replacement therapy", expect: [A.menopause], why: "synonym of HRT" },
  {
    query: "PCOS",
    expect: [review("myo-inositol-powder"), roundup("hormone-balance-essentials")],
    why: "abbreviation",
  },
  { query: "UTI", expect: [A.menopause], why: "UTI ≈ urinary tract infection" },
  { query: "perimenopause", expect: [A.menopause], why: "title word" },
  { query: "hot flashes", expect: [A.menopause, review("menopause-support-complex")], why: "phrase in the body" },
  // Everyday questions.
  { query: "iron deficiency", expect: [A.iron], why: "title word" },
  { query: "always tired", expect: [A.iron], why: "most words" },
  { query: "vitamin d", expect: [A.bones, review("vitamin-d3-k2-drops")], why: "short word" },
  { query: "osteoporosis", expect: [A.bones], why: "body word" },
  {
    query: "best probiotics for women",
    expect: [roundup("best-probiotics-for-gut-health"), review("womens-probiotic-50-billion")],
    why: "roundup",
  },
  { query: "magnesium for sleep", expect: [review("magnesium-glycinate")], why: "product" },
  { query: "insomnia", expect: [A.sleep], why: "body word" },
  { query: "cholesterol", expect: [A.heart], why: "body word" },
  { query: "fish oil", expect: [review("omega-3-fish-oil")], why: "product name" },
  {
    query: "resistance bands",
    expect: [review("fabric-resistance-bands"), affiliate("fabric-resistance-bands")],
    why: "product name",
  },
  { query: "dumbells", expect: [review("adjustable-dumbbells"), affiliate("adjustable-dumbbells")], why: "typo" },
  { query: "yoga mat", expect: [review("non-slip-yoga-mat")], why: "product name" },
  {
    query: "weighted blanket",
    expect: [review("weighted-blanket"), affiliate("weighted-blanket")],
    why: "product name",
  },
  {
    query: "multivitamin over 50",
    expect: [review("womens-50-plus-multivitamin"), affiliate("womens-50-plus-multivitamin")],
    why: "number in a name",
  },
  { query: "womens multivitamins", expect: [roundup("top-womens-multivitamins")], why: "roundup, apostrophe" },
  { query: "mental health tools", expect: [roundup("best-mental-wellness-tools")], why: "roundup" },
  { query: "home workout gear", expect: [roundup("top-fitness-gear-for-home-workouts")], why: "roundup, stemming" },
  { query: "how do you review products", expect: ["/how-we-review"], why: "site page" },
  { query: "privacy", expect: ["/privacy-policy"], why: "site page" },
  { query: "about the wellness circle", expect: ["/about"], why: "site page" },
  { query: "dermatologist", expect: ["/expert-interviews/naomi-okafor-interview"], why: "interview title" },
  { query: "naturopath", expect: ["/expert-interviews/elena-marsh-interview"], why: "prefix of naturopathic" },
  { query: "nutritionist", expect: ["/expert-interviews/priya-raman-interview"], why: "nutrition specialist" },
  { query: "health tracker", expect: ["/wellness-toolkit?tab=tracker"], why: "toolkit tool" },
  { query: "workout plans", expect: ["/wellness-toolkit?tab=workouts"], why: "toolkit tool" },
  { query: "strenght training", expect: [A.strength], why: "typo" },
  {
    query: "menstral cramps",
    expect: [review("magnesium-glycinate"), roundup("hormone-balance-essentials"), review("chasteberry-vitex")],
    why: "typo",
  },
  {
    query: "collagen for skin",
    expect: [
      roundup("best-collagen-supplements"),
      review("marine-collagen-peptides"),
      affiliate("marine-collagen-peptides"),
    ],
    why: "roundup or its top pick",
  },
  {
    query: "anxiety",
    expect: [A.stress, "/chat/mental-wellness", roundup("best-mental-wellness-tools")],
    why: "several good answers",
  },
  { query: "nutrition quiz", expect: ["/wellness-quiz/nutrition-habits"], why: "quiz" },
];

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
