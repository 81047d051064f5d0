import type { CatalogueProduct } from "./types.ts";
import { SOURCES } from "./sources.ts";

export const hormoneProducts: CatalogueProduct[] = [
  {
    slug: "menopause-support-complex",
    evidence: "not-supported",
    sources: [SOURCES.menopauseSociety2023, SOURCES.niceMenopause, SOURCES.odsBlackCohosh, SOURCES.nccihBlackCohosh, SOURCES.nccihRedClover],
    name: "Menopause Support Complex",
    category: "Hormone Support",
    form: "bottle",
    description: "Black cohosh, red clover and sage in one daily capsule, marketed for hot flashes and night sweats.",
    longDescription:
      "This hormone-free formula pairs standardized black cohosh (40 mg) with red clover isoflavones and sage leaf, three botanicals often sold for hot flashes. Current evidence does not support them: The Menopause Society's 2023 nonhormone position statement does not recommend black cohosh or other herbal remedies for hot flashes, because trials have not shown a reliable benefit over placebo. We list it because readers ask about it, with every dose disclosed.",
    features: [
      { icon: "Flower2", text: "Standardized black cohosh 40 mg" },
      { icon: "Leaf", text: "Red clover isoflavones and sage leaf" },
      { icon: "Moon", text: "Marketed for hot flashes and night sweats" },
      { icon: "ShieldCheck", text: "Hormone-free formula" },
    ],
    retailers: [{ name: "Amazon", price: 29.99, search: "menopause support black cohosh red clover sage" }],
    rating: 2.5,
    pros: ["Doses are disclosed, not hidden in a blend", "Hormone-free", "One capsule a day"],
    cons: [
      "Evidence does not support these botanicals for hot flashes",
      "Black cohosh has been linked to rare liver injury",
      "Not a substitute for treatments that work, such as hormone therapy, CBT or prescription nonhormone medicines",
    ],
    whoIsItFor:
      "Women who have weighed the evidence and still want to try a botanical for mild hot flashes, after checking with a pharmacist or doctor.",
    safetyNote:
      "Not for use in pregnancy or while breastfeeding, with liver disease, or after a hormone-sensitive cancer unless your oncologist agrees. Stop and see a doctor if you notice yellowing skin or eyes, dark urine or pain under the ribs. Check interactions with a pharmacist if you take other medicines.",
    detailedReview:
      "<p>Botanical menopause products are a crowded field full of proprietary blends. This one at least lists every dose, so it can be checked against the research.</p><h3>The ingredients</h3><p>Black cohosh: systematic reviews, including a Cochrane review, found no clear benefit over placebo for hot flashes. Red clover isoflavones: trials are small and inconsistent. Sage: only small, mostly uncontrolled studies. The Menopause Society's 2023 nonhormone position statement does not recommend herbal remedies such as black cohosh for hot flashes.</p><h3>Our verdict</h3><p>We cannot recommend it for hot flashes on the evidence. Treatments that do work include hormone therapy, CBT and prescription nonhormone medicines (see our article on the menopause transition). If flashes disturb your sleep, speak to a clinician.</p>",
  },
  {
    slug: "dim-hormone-balance",
    evidence: "not-supported",
    sources: [SOURCES.dimMskcc],
    name: "DIM Hormone Balance Capsules",
    category: "Hormone Support",
    form: "bottle",
    description: "Diindolylmethane from cruciferous vegetables with calcium-D-glucarate, marketed for estrogen metabolism.",
    longDescription:
      "DIM is a compound formed when you digest broccoli and cabbage. It shifts how the body metabolizes estrogen, and many women take it for cyclical breakouts and PMS. Human evidence for those uses is very limited, so we describe it as an experiment rather than a fix, and not for use during pregnancy.",
    features: [
      { icon: "Sprout", text: "150 mg DIM with BioPerine for absorption" },
      { icon: "FlaskConical", text: "Calcium-D-glucarate included" },
      { icon: "Vegan", text: "Vegan capsules" },
    ],
    retailers: [{ name: "Amazon", price: 22.5, search: "DIM supplement calcium d glucarate" }],
    rating: 3,
    cons: ["Almost no human trials for breakouts or PMS", "Headaches and darker urine are reported side effects", "Not for pregnancy, breastfeeding or when trying to conceive"],
    whoIsItFor: "Women curious about DIM for cyclical breakouts who accept the evidence is thin and are not pregnant or trying to conceive.",
    safetyNote:
      "Not for use in pregnancy, while breastfeeding or when trying to conceive. DIM may interact with hormonal medicines and tamoxifen: ask your doctor first.",
    detailedReview:
      "<p>DIM is popular on social media for 'estrogen dominance', a term that overstates what we know. What is established is that DIM changes estrogen metabolite ratios in the lab and in small human studies; whether that improves breakouts or PMS has not been tested in good trials.</p><p>Reported side effects include headaches in the first week and darker urine, which is harmless.</p><p>If you try it, start with one capsule with food, and stop if you are trying to conceive. This is a desk review of the research, not a report of our own use.</p>",
  },
  {
    slug: "evening-primrose-oil",
    evidence: "not-supported",
    sources: [SOURCES.nccihEveningPrimrose],
    name: "Evening Primrose Oil Softgels",
    category: "Hormone Support",
    form: "bottle",
    description: "Cold-pressed evening primrose oil with 10% GLA, a traditional choice for cyclical breast tenderness.",
    longDescription:
      "Evening primrose oil supplies gamma-linolenic acid (GLA), an omega-6 fat. It has a long history of use for cyclical breast pain and PMS; controlled trials mostly found no clear benefit over placebo, so expectations should be low. Softgels sold under this description hold 1,300 mg, taken with meals.",
    features: [
      { icon: "Flower2", text: "1,300 mg cold-pressed oil per softgel" },
      { icon: "Droplets", text: "Standardized to 10% GLA" },
      { icon: "Shield", text: "Hexane-free extraction" },
    ],
    retailers: [
      { name: "Amazon", price: 14.99, search: "evening primrose oil 1300 mg softgels" },
      { name: "Walmart", price: 12.97, search: "evening primrose oil 1300 mg" },
    ],
    cons: ["Trials mostly show no benefit over placebo", "Can cause stomach upset and headache", "Weeks of daily use before any effect"],
    whoIsItFor: "Women with cyclical breast tenderness who want a low-cost option to try after talking to their doctor.",
    safetyNote:
      "Ask your doctor first if you take blood thinners or anti-platelet medicines, are pregnant or breastfeeding, have a seizure disorder or are due to have surgery (stop two weeks before). New or one-sided breast pain, or a lump, needs a doctor's check.",
  },
  {
    slug: "chasteberry-vitex",
    evidence: "limited",
    sources: [SOURCES.nccihChasteberry],
    comparison: { pricePerServing: 0.98, effectiveness: 5, facts: [{ value: "Yes", good: true }, { value: "Yes", good: true }, { value: "Ask your doctor", good: null }] },
    name: "Chasteberry (Vitex) Extract",
    category: "Hormone Support",
    form: "dropper",
    description: "Standardized Vitex agnus-castus extract, the botanical with the most consistent trials for PMS.",
    longDescription:
      "Vitex acts on prolactin and is the best-researched herb for premenstrual symptoms such as irritability, bloating and breast tenderness. This alcohol-free liquid extract lets you adjust the dose. Allow three cycles, and avoid it with hormonal contraception or fertility treatment unless your doctor agrees.",
    features: [
      { icon: "Flower2", text: "Standardized agnus-castus fruit extract" },
      { icon: "Droplets", text: "Alcohol-free liquid, adjustable dose" },
      { icon: "Moon", text: "Studied for premenstrual symptoms" },
    ],
    retailers: [{ name: "iHerb", price: 18.4, search: "vitex chasteberry liquid extract alcohol free" }],
    rating: 4.2,
    cons: ["Trials are small and of mixed quality", "Bitter taste", "May interact with the pill, fertility treatment and dopamine-acting medicines"],
    whoIsItFor: "Women with regular premenstrual symptoms who are not pregnant, trying to conceive or on hormonal contraception.",
    safetyNote:
      "Not for use in pregnancy, while breastfeeding, or with hormonal contraception, fertility treatment or dopamine-acting medicines unless your doctor agrees.",
    detailedReview:
      "<p>Of all the herbs marketed for PMS, vitex has the most consistent trial results, including placebo-controlled studies showing fewer premenstrual symptoms; reviews rate the studies as small and of mixed quality.</p><p>A liquid lets you start low. It can interact with hormonal medicines, so check first if you take the pill or are trying to conceive.</p><p>This is a desk review of the label and the trials; we did not take it ourselves.</p>",
  },
  {
    slug: "magnesium-glycinate",
    evidence: "limited",
    sources: [SOURCES.odsMagnesium],
    name: "Magnesium Glycinate Capsules",
    category: "Hormone Support",
    form: "bottle",
    description: "A well-absorbed form of magnesium that is gentler on the stomach than magnesium oxide.",
    longDescription:
      "Magnesium glycinate is bound to the amino acid glycine, so it is less likely to upset your stomach than magnesium oxide. Two capsules give 200 mg of elemental magnesium. Many women eat less magnesium than recommended; small trials of supplements for menstrual cramps and sleep are encouraging but not conclusive.",
    features: [
      { icon: "Moon", text: "Studied for sleep quality" },
      { icon: "Activity", text: "Studied for muscle tension and cramps" },
      { icon: "Heart", text: "Gentler on the stomach than oxide forms" },
      { icon: "Scale", text: "200 mg elemental magnesium per serving" },
    ],
    retailers: [{ name: "Amazon", price: 17.99, search: "magnesium glycinate capsules 200 mg" }],
    rating: 4.4,
    pros: ["Less likely to cause digestive upset than other forms", "Low cost per serving", "Low risk at this dose for healthy adults"],
    cons: ["Capsules are large", "Two capsules needed for a full dose", "Evidence for cramps and sleep is modest"],
    whoIsItFor: "Women with period cramps, restless sleep or a diet low in leafy greens, nuts and seeds.",
    safetyNote:
      "People with kidney disease should check with a doctor first. Magnesium reduces the absorption of some antibiotics and osteoporosis medicines: take them at least two hours apart.",
    detailedReview:
      "<p>Magnesium is involved in hundreds of reactions in the body, and surveys show many women eat less than they need, which makes it a low-risk place to start.</p><p>Two capsules give 200 mg of elemental magnesium, below the 350 mg a day that the NIH sets as the upper limit for magnesium from supplements. The glycinate form is well absorbed and less likely to cause loose stools than magnesium oxide. Small trials suggest magnesium may ease menstrual cramps and improve sleep in people with low intake; the evidence is not strong enough to promise either.</p><p>This is a desk review of doses and evidence; we did not take it ourselves.</p>",
  },
  {
    slug: "myo-inositol-powder",
    evidence: "limited",
    sources: [SOURCES.inositolCochrane],
    comparison: { pricePerServing: 1.07, effectiveness: 5, facts: [{ value: "Yes", good: true }, { value: "Yes", good: true }, { value: "Ask your doctor", good: null }] },
    name: "Myo & D-Chiro Inositol Powder",
    category: "Hormone Support",
    form: "tub",
    description: "A 40:1 blend of myo- and D-chiro-inositol with folate, researched for cycle regularity in PCOS.",
    longDescription:
      "Inositols help cells respond to insulin, and the 40:1 ratio mirrors the body's own plasma balance. In studies of women with PCOS it is associated with more regular cycles and improved ovulation, though the trials are small. The powder is lightly sweet and dissolves in water.",
    features: [
      { icon: "FlaskConical", text: "40:1 myo- to D-chiro-inositol ratio" },
      { icon: "Repeat", text: "Researched for cycle regularity" },
      { icon: "Droplets", text: "Dissolves in water, mild sweet taste" },
    ],
    retailers: [
      { name: "Amazon", price: 31.99, search: "myo inositol d chiro inositol 40 1 powder" },
      { name: "iHerb", price: 33.2, search: "myo d-chiro inositol 40:1" },
    ],
    cons: ["Trials are small and of low to moderate quality", "Twice-daily dosing", "Can cause nausea or loose stools at higher doses"],
    whoIsItFor: "Women with PCOS or irregular cycles, alongside advice from their doctor.",
    safetyNote:
      "If you take diabetes medicines, ask your doctor first, as inositol may lower blood sugar. If you are pregnant or trying to conceive, use it only with your doctor's agreement.",
  },
  {
    slug: "seed-cycling-blend",
    evidence: "not-supported",
    sources: [SOURCES.odsZinc, SOURCES.odsMagnesium, SOURCES.nhsFiber],
    name: "Seed Cycling Blend",
    category: "Hormone Support",
    form: "jar",
    description: "Two jars of ground seeds (flax and pumpkin, sesame and sunflower) for the two halves of your cycle.",
    longDescription:
      "Seed cycling is a food habit rather than a proven hormone therapy: flax and pumpkin seeds in the first half of the cycle, sesame and sunflower in the second. There is no trial showing it balances hormones, but the seeds add fiber, healthy fats, zinc and magnesium to breakfast. We list it for readers who enjoy the ritual.",
    features: [
      { icon: "Sprout", text: "Milled organic seeds" },
      { icon: "Repeat", text: "Two blends, one for each cycle phase" },
      { icon: "Wheat", text: "Rich in fiber, zinc and magnesium" },
    ],
    retailers: [{ name: "Target", price: 24.99, search: "seed cycling blend" }],
    cons: ["No evidence that seed cycling changes hormones", "Costs far more than buying the seeds loose", "Contains sesame, a common allergen"],
    whoIsItFor: "Readers who enjoy the ritual and want more seeds in their diet, without expecting a hormonal effect.",
  },
];
