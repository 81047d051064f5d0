/**
 * Queries as readers type them, each with the pages that answer it: one of them must be among the first
 * three results. Read by the search quality test and by `npm run bench:search` (hit@3 and MRR). Written
 * against the built-in content (starter articles, catalogue, roundups, interviews, quizzes, toolkit, rooms,
 * site pages); a query whose answer moves or disappears must be changed with the content.
 */
import { A, qualityRoundThree, roundThreeKnownMisses } from "#app/content/search/quality-round-three.ts";
import { qualityRoundFour, roundFourKnownMisses } from "#app/content/search/quality-round-four.ts";
import { CRISIS_HELP, QUERY_CLASSES, type QualityQuery, type QueryClass } from "./quality-score.ts";

export {
  CRISIS_HELP,
  QUERY_CLASSES,
  scoreByClass,
  scoreQuality,
  type QualityQuery,
  type QueryClass,
} from "./quality-score.ts";

/**
 * What a risk query must bring first: the crisis help, shown above every result (the one risk detector,
 * decision 037). Its answers are read with this in front when the page shows the help.
 */

const review = (slug: string) => `/product-reviews/${slug}`;
const roundup = (slug: string) => `/product-roundups/${slug}`;
const affiliate = (slug: string) => `/affiliates/${slug}`;

/** The first round's queries (issues 11 and 30), in the classes of this round. */
const firstRound: readonly QualityQuery[] = [
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

const FIRST_ROUND_CLASSES: Record<string, QueryClass> = {
  ashwaganda: "misspellings",
  dumbells: "misspellings",
  "strenght training": "misspellings",
  "menstral cramps": "misspellings",
  fiber: "US/UK spelling",
  "fibre powder": "US/UK spelling",
  "sleep quiz": "tool by subject",
  "stress test": "tool by subject",
  "nutrition quiz": "tool by subject",
  "vegan meal plan": "tool by subject",
  "health tracker": "tool by subject",
  "workout plans": "tool by subject",
  "always tired": "lay symptoms",
  "best collagen": "product by use",
  "prenatal vitamins": "product by use",
  "magnesium for sleep": "product by use",
  "fish oil": "product by use",
  "resistance bands": "product by use",
  "yoga mat": "product by use",
  "weighted blanket": "product by use",
  "multivitamin over 50": "product by use",
  "womens multivitamins": "product by use",
  "best probiotics for women": "product by use",
  "collagen for skin": "product by use",
  "home workout gear": "product by use",
  "mental health tools": "product by use",
  "kettle bell": "product by use",
};

const Q = {
  snapshot: "/wellness-quiz/wellness-snapshot",
  stress: "/wellness-quiz/stress-check",
  sleep: "/wellness-quiz/sleep-quality",
  nutrition: "/wellness-quiz/nutrition-habits",
  movement: "/wellness-quiz/movement-motivation",
} as const;
const T = {
  tracker: "/wellness-toolkit?tab=tracker",
  cycle: "/wellness-toolkit?tab=cycle",
  meals: "/wellness-toolkit?tab=meals",
  workouts: "/wellness-toolkit?tab=workouts",
  doctor: "/wellness-toolkit/doctor-summary",
} as const;
const q = (cls: QueryClass, query: string, expect: readonly string[], why: string): QualityQuery => ({
  query,
  expect,
  why,
  class: cls,
});
const lay = (query: string, expect: readonly string[], why = "a reader's words for a symptom") =>
  q("lay symptoms", query, expect, why);
const neg = (query: string, expect: readonly string[], why = "a name or query that says without") =>
  q("negation", query, expect, why);
const tool = (query: string, expect: readonly string[], why = "a tool asked for by subject and kind") =>
  q("tool by subject", query, expect, why);
const typo = (query: string, expect: readonly string[], why = "misspelt") => q("misspellings", query, expect, why);
const spelling = (query: string, expect: readonly string[], why = "the other English spelling") =>
  q("US/UK spelling", query, expect, why);
const forUse = (query: string, expect: readonly string[], why = "a product by what it is for") =>
  q("product by use", query, expect, why);
const risk = (query: string, why: string) => q("risk", query, [CRISIS_HELP], why);

/** Round two (issue 61): written from how readers talk, not from our titles. */
const secondRound: readonly QualityQuery[] = [
  lay("can't catch my breath", [A.iron, A.heart]),
  lay("bloated all the time", [A.gut]),
  lay("always exhausted", [A.iron]),
  lay("knackered all the time", [A.iron]),
  lay("no energy in the afternoons", [A.iron]),
  lay("tired all the time", [A.iron]),
  lay("brain fog", [A.menopause]),
  lay("foggy head and forgetful", [A.menopause]),
  lay("waking up drenched in sweat", [A.menopause]),
  lay("night sweats", [A.menopause]),
  lay("can't switch off at night", [A.sleep, A.stress]),
  lay("mind racing at bedtime", [A.sleep, A.stress]),
  lay("lying awake at 3am", [A.sleep]),
  lay("tossing and turning all night", [A.sleep]),
  lay("heavy periods", [A.iron, A.menopause]),
  lay("flooding every month", [A.iron, A.menopause]),
  lay("hair falling out", [A.iron]),
  lay("craving ice", [A.iron]),
  lay("restless legs at night", [A.iron, A.sleep]),
  lay("heart pounding", [A.heart, A.menopause, A.stress]),
  lay("belly fat after menopause", [A.heart, A.menopause]),
  lay("losing muscle as i get older", [A.strength]),
  lay("brittle bones", [A.bones]),
  lay("stressed out at work", [A.stress]),
  lay("on edge all the time", [A.stress]),
  lay("burnt out", [A.stress]),
  lay("can't poop", [A.gut]),
  lay("trapped wind", [A.gut]),
  lay("burning when i pee", [A.menopause]),
  lay("dry down there", [A.menopause]),
  lay("low sex drive", [A.menopause]),
  lay("going through the change", [A.menopause]),
  lay("periods all over the place", [A.menopause]),
  lay("mood swings", [A.menopause]),
  lay("can't concentrate", [A.menopause, A.sleep, A.stress]),

  neg("iron free multivitamin", [review("iron-free-multivitamin")]),
  neg("multivitamin without iron", [review("iron-free-multivitamin"), review("womens-50-plus-multivitamin")]),
  neg("iron-free", [review("iron-free-multivitamin")]),
  neg("iron", [A.iron], "an 'Iron-Free' name is not iron"),
  neg("non slip yoga mat", [review("non-slip-yoga-mat")]),
  neg("non-slip mat", [review("non-slip-yoga-mat")]),
  neg("alcohol free vitex", [review("chasteberry-vitex")]),
  neg("menopause without hormones", [A.menopause]),
  neg("non hormonal menopause treatment", [A.menopause]),
  neg("hormone free menopause supplement", [review("menopause-support-complex"), A.menopause]),
  neg("caffeine free tea", [affiliate("ginger-peppermint-digestive-tea")]),
  neg("fragrance free sunscreen", ["/expert-interviews/naomi-okafor-interview"]),
  neg("latex free resistance bands", [review("fabric-resistance-bands"), affiliate("fabric-resistance-bands")]),
  neg("collagen no added sugar", [review("marine-collagen-peptides"), affiliate("marine-collagen-peptides")]),
  neg("gluten free multivitamin", [review("whole-food-multivitamin")]),
  neg("soy free protein powder", [affiliate("plant-protein-powder")]),

  tool("sleep assessment", [Q.sleep]),
  tool("sleep test", [Q.sleep]),
  tool("stress quiz", [Q.stress]),
  tool("anxiety quiz", [Q.stress]),
  tool("how stressed am i", [Q.stress]),
  tool("how well do i sleep", [Q.sleep]),
  tool("how healthy am i", [Q.snapshot]),
  tool("how healthy is my diet", [Q.nutrition]),
  tool("diet quiz", [Q.nutrition]),
  tool("exercise quiz", [Q.movement]),
  tool("fitness quiz", [Q.movement]),
  tool("wellness check", [Q.snapshot]),
  tool("wellbeing quiz", [Q.snapshot]),
  tool("period tracker", [T.cycle]),
  tool("cycle tracker", [T.cycle]),
  tool("period calculator", [T.cycle]),
  tool("mood tracker", [T.tracker]),
  tool("water intake tracker", [T.tracker]),
  tool("sleep tracker", [T.tracker]),
  tool("habit tracker", [T.tracker]),
  tool("bmi calculator", [T.workouts]),
  tool("workout generator", [T.workouts]),
  tool("workout planner", [T.workouts]),
  tool("meal plan generator", [T.meals]),
  tool("period summary for my doctor", [T.doctor, T.cycle]),

  typo("magnesuim", [review("magnesium-glycinate")]),
  typo("perimenapause", [A.menopause]),
  typo("osteoperosis", [A.bones]),
  typo("probiotcs", [roundup("best-probiotics-for-gut-health"), review("womens-probiotic-50-billion")]),
  typo("colagen", [roundup("best-collagen-supplements"), review("marine-collagen-peptides")]),
  typo("kettlebel", [review("vinyl-kettlebell"), affiliate("vinyl-kettlebell")]),
  typo("insomina", [A.sleep]),
  typo("cholestrol", [A.heart]),
  typo("menapause symptoms", [A.menopause]),
  typo("anxeity", [A.stress, "/chat/mental-wellness", roundup("best-mental-wellness-tools")]),
  typo("omega 3 fish oill", [review("omega-3-fish-oil")]),
  typo("weighted blankit", [review("weighted-blanket"), affiliate("weighted-blanket")]),
  typo("prenatel vitamins", [review("prenatal-multivitamin-dha")]),
  typo("ashwagandah for stress", [review("ashwagandha-root-extract"), affiliate("ashwagandha-root-extract")]),
  typo("calcuim and vitamin d", [A.bones]),
  typo("strenth training", [A.strength]),
  typo("vitamine d3", [review("vitamin-d3-k2-drops"), A.bones]),

  spelling("anaemia", [A.iron]),
  spelling("anemia", [A.iron]),
  spelling("oestrogen", [A.menopause]),
  spelling("estrogen", [A.menopause]),
  spelling("hot flushes", [A.menopause, review("menopause-support-complex")]),
  spelling("haemoglobin", [A.iron]),
  spelling("hemoglobin", [A.iron]),
  spelling("yoghurt", [A.gut]),
  spelling("diarrhoea", [A.gut]),
  spelling("diarrhea", [A.gut]),
  spelling("fibre", [A.gut]),
  spelling("high fibre foods", [A.gut]),
  spelling("workout programme", [T.workouts, A.strength]),

  forUse("supplement for pcos", [review("myo-inositol-powder")]),
  forUse("supplement for hot flashes", [review("menopause-support-complex")]),
  forUse("vitamins for pregnancy", [review("prenatal-multivitamin-dha")]),
  forUse("probiotic for vaginal health", [review("vaginal-health-probiotic")]),
  forUse("light to help me wake up", [review("sunrise-alarm-light")]),
  forUse("journal for anxiety", [review("guided-mood-journal"), roundup("best-mental-wellness-tools")]),
  forUse("foam roller for sore muscles", [review("high-density-foam-roller")]),
  forUse("vegan protein powder", [affiliate("plant-protein-powder")]),
  forUse("skipping rope", [review("weighted-jump-rope")]),
  forUse("tea for bloating", [affiliate("ginger-peppermint-digestive-tea")]),
  forUse("supplement for pms", [
    review("chasteberry-vitex"),
    review("evening-primrose-oil"),
    roundup("hormone-balance-essentials"),
  ]),
  forUse("vitamin d drops", [review("vitamin-d3-k2-drops")]),
  forUse("fibre supplement", [review("prebiotic-fiber-powder")]),
  forUse("omega 3 for mood", [review("omega-3-fish-oil"), review("saffron-mood-support")]),
  forUse("chewable vitamins", [
    review("gummy-multivitamin"),
    affiliate("collagen-gummies-biotin"),
    roundup("top-womens-multivitamins"),
  ]),
  forUse("saffron for low mood", [review("saffron-mood-support")]),
  forUse("digestive enzymes", [review("digestive-enzyme-complex")]),
  forUse("weights to use at home", [review("adjustable-dumbbells"), roundup("top-fitness-gear-for-home-workouts")]),
  forUse("calming supplement", [review("l-theanine-calm"), review("ashwagandha-root-extract")]),

  risk("i want to die", "self-harm: help first"),
  risk("how many pills does it take to overdose", "asking how much it takes: self-harm help first"),
  risk("how many pills to overdose", "asking how much it takes, shorter"),
  risk("I feel like giving up", "hopelessness written plainly: distress help first"),
  risk("took too many paracetamol", "overdose already taken"),
  risk("my partner hits me", "abuse"),
  risk("i keep making myself sick after eating", "eating disorder"),
  risk("i feel hopeless", "distress"),
  risk("bleeding heavily and pregnant", "medical emergency in pregnancy"),
  risk("want to end it all", "self-harm, indirect"),
  risk("self harm", "self-harm named"),
  risk("he forced me to have sex", "sexual violence"),
];

/** Rounds three and four (app/content/search/): a risk query's answer is the crisis help first. */
const laterRound =
  (why: string) =>
  ([query, queryClass, expect]: readonly [string, string, readonly string[]]): QualityQuery => {
    const cls = QUERY_CLASSES.find((c) => c === queryClass);
    if (!cls) throw new Error(`quality set: "${query}" has no class "${queryClass}"`);
    return { query, expect: cls === "risk" ? [CRISIS_HELP] : expect, why, class: cls };
  };
const thirdRound = qualityRoundThree.map(laterRound("round three: as readers type it"));
const fourthRound = qualityRoundFour.map(laterRound("round four: readers' own words, tried before any fix"));

export const qualityQueries: readonly QualityQuery[] = [
  ...firstRound.map((query) => ({ ...query, class: FIRST_ROUND_CLASSES[query.query] ?? ("everyday" as const) })),
  ...secondRound,
  ...thirdRound,
  ...fourthRound,
];

/**
 * Queries of the set that miss today, each with why; the gate fails when any other query misses (a query that
 * once passed never stops passing silently) and when one of these starts passing (take it off the list).
 */
export const KNOWN_MISSES: Readonly<Record<string, string>> = { ...roundThreeKnownMisses, ...roundFourKnownMisses };

/** The gate's floors: hit@3 overall and in every class. */
export const QUALITY_FLOOR = { overall: 0.95, perClass: 0.9 } as const;

/** The result links in the order the search page shows them: the crisis help first when the query signals risk. */
export function asShown(urls: readonly string[], risk: boolean): string[] {
  return risk ? [CRISIS_HELP, ...urls] : [...urls];
}
