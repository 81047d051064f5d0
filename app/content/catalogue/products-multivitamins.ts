import type { CatalogueProduct } from "./types.ts";
import { SOURCES } from "./sources.ts";

/** The FDA's required warning for supplements containing iron (21 CFR 101.17(e)), in plain words. */
const IRON_WARNING =
  "Contains iron. Accidental overdose of iron-containing products is a leading cause of fatal poisoning in children under 6: keep it out of children's reach, and call a doctor or poison control center (1-800-222-1222) at once if a child swallows any.";

export const multivitaminProducts: CatalogueProduct[] = [
  {
    slug: "womens-daily-multivitamin",
    evidence: "limited",
    sources: [SOURCES.uspstfMultivitamins, SOURCES.odsMultivitamins, SOURCES.cdcFolicAcid, SOURCES.uspstfFolicAcid, SOURCES.odsIron],
    comparison: { pricePerServing: 1.1, effectiveness: 4, facts: [{ value: "Folic acid", good: true }, { value: "18 mg bisglycinate", good: true }, { value: "With food", good: null }] },
    name: "Women's Daily Multivitamin",
    category: "Multivitamins",
    form: "bottle",
    description: "A once-daily tablet with 400 mcg folic acid, 18 mg iron, vitamin D3 and B12 for women of menstruating age.",
    longDescription:
      "This multivitamin covers the nutrients women under 50 most often fall short on: iron, folate (as 400 mcg folic acid, the form CDC and USPSTF recommend for anyone who could become pregnant), vitamin D3, B12 and iodine. Doses sit close to daily needs rather than megadoses, and the tablet is small and coated. Take it with breakfast to avoid nausea from the iron.",
    features: [
      { icon: "Pill", text: "One small coated tablet a day" },
      { icon: "Heart", text: "18 mg iron as bisglycinate" },
      { icon: "Sun", text: "1,000 IU vitamin D3" },
      { icon: "BadgeCheck", text: "400 mcg folic acid and B12" },
    ],
    retailers: [
      { name: "Amazon", price: 24.99, search: "womens daily multivitamin folic acid iron" },
      { name: "Target", price: 25.49, search: "womens daily multivitamin" },
    ],
    rating: 4.2,
    pros: ["Sensible doses, no megadoses", "Iron bisglycinate, a form often better tolerated", "Small tablet"],
    cons: ["Contains iron, so not for women after menopause", "Vitamin K2 not included", "Iron can still cause nausea on an empty stomach"],
    whoIsItFor: "Women aged roughly 18–50 who menstruate and want a reliable nutritional safety net.",
    safetyNote: `${IRON_WARNING} If you are pregnant or planning a pregnancy, a prenatal formula is the better fit.`,
    detailedReview:
      "<p>A good multivitamin is boring: the right nutrients at the right doses in a form you will keep taking. On paper this one is exactly that.</p><h3>What stands out</h3><p>In trials iron bisglycinate tends to cause fewer stomach complaints than iron sulfate at similar doses, and the folate is folic acid, the form the CDC and the USPSTF recommend to prevent neural tube defects (listings that use methylfolate instead are not the form those recommendations rest on). Look for a USP Verified or NSF mark, since the buy links open a marketplace search and quality varies by maker.</p><h3>What to know</h3><p>If you no longer have periods, choose an iron-free formula such as our 50+ pick. This is a desk review of the label and doses; we did not take it ourselves.</p>",
  },
  {
    slug: "womens-50-plus-multivitamin",
    evidence: "limited",
    sources: [SOURCES.uspstfMultivitamins, SOURCES.odsMultivitamins, SOURCES.odsVitaminD, SOURCES.vitalTrial, SOURCES.odsCalcium, SOURCES.odsVitaminK],
    name: "Women's 50+ Multivitamin",
    category: "Multivitamins",
    form: "bottle",
    description: "An iron-free formula with extra vitamin D, B12 and calcium support for women after menopause.",
    longDescription:
      "After menopause, iron needs drop while vitamin D, B12 and bone nutrients matter more. This formula leaves out iron, provides 2,000 IU of vitamin D3 (more than the 600–800 IU most women need, so do not add other vitamin D on top), adds 100 mcg vitamin K2 and includes lutein. Two capsules a day.",
    features: [
      { icon: "Bone", text: "Vitamin D3 (2,000 IU) with K2" },
      { icon: "Shield", text: "Iron-free, suited to postmenopause" },
      { icon: "Sun", text: "Lutein and zeaxanthin" },
    ],
    retailers: [
      { name: "Amazon", price: 27.99, search: "womens 50+ multivitamin iron free" },
      { name: "Walmart", price: 26.48, search: "womens 50 plus multivitamin" },
    ],
    rating: 4.4,
    pros: ["No iron, which most women do not need after menopause", "B12 in a dose that covers lower absorption with age", "Calcium kept low, leaving room for food sources"],
    cons: ["Two capsules a day", "2,000 IU of vitamin D is more than most women need; a higher dose did not prevent fractures in the VITAL trial", "Low in calcium on purpose: you may need food sources or a separate supplement", "Vitamin K2 needs a doctor's check if you take warfarin"],
    whoIsItFor: "Women after menopause who want a multivitamin without iron and with more vitamin D.",
    safetyNote: "Contains vitamin K2: if you take warfarin or another blood thinner, ask your doctor before starting it.",
    detailedReview:
      "<p>On paper this formula gets the big change after menopause right: no iron, and more vitamin D and B12.</p><p>Calcium is kept low on purpose: most women get a good share from food, and high-dose calcium pills have drawbacks. Check your diet and add a separate calcium only if you need it.</p><p>This is a desk review of the label against current intake guidance; we did not take it ourselves.</p>",
  },
  {
    slug: "whole-food-multivitamin",
    evidence: "limited",
    sources: [SOURCES.uspstfMultivitamins, SOURCES.odsMultivitamins, SOURCES.cdcFolicAcid],
    comparison: { pricePerServing: 1.8, effectiveness: 4, facts: [{ value: "Methylfolate, not folic acid", good: false }, { value: "Included", good: true }, { value: "Maker's claim, untested", good: false }] },
    name: "Whole-Food Women's Multivitamin",
    category: "Multivitamins",
    form: "bottle",
    description: "A vegetarian multivitamin made with fermented nutrients and a fruit and vegetable blend, labeled as gentle on an empty stomach.",
    longDescription:
      "Nutrients here are grown in yeast cultures and fermented, which the maker says makes the tablets gentler for sensitive stomachs. The vitamin content is comparable to standard multivitamins, but the price is higher. It includes iron, folate, D3 and a probiotic blend.",
    features: [
      { icon: "Apple", text: "Made with fermented nutrients" },
      { icon: "Heart", text: "Labeled for use on an empty stomach" },
      { icon: "Vegan", text: "Vegetarian and gluten-free" },
    ],
    retailers: [{ name: "Amazon", price: 39.99, search: "whole food womens multivitamin fermented" }],
    rating: 4.2,
    cons: ["Costs nearly twice as much per day as a standard multivitamin", "No good evidence that 'whole-food' nutrients absorb better", "Contains iron, so not for women after menopause"],
    whoIsItFor: "Menstruating women whose stomach is upset by standard multivitamins and who accept the higher price.",
    safetyNote: IRON_WARNING,
    detailedReview:
      "<p>Whole-food multivitamins promise better absorption; the evidence for that is limited. The maker's claim that the tablets are gentler on an empty stomach is plausible but untested in trials.</p><p>You pay for it: it costs nearly twice as much per day as the Women's Daily Multivitamin. Consider it if standard tablets upset your stomach. This is a desk review of the label; we did not take it ourselves.</p>",
  },
  {
    slug: "prenatal-multivitamin-dha",
    evidence: "supported",
    sources: [SOURCES.uspstfFolicAcid, SOURCES.cdcFolicAcid, SOURCES.acogPregnancyNutrition, SOURCES.odsIron, SOURCES.odsOmega3],
    name: "Prenatal Multivitamin with DHA",
    category: "Multivitamins",
    form: "bottle",
    description: "Complete prenatal with 800 mcg DFE folate (480 mcg folic acid), iodine, choline and a separate 200 mg algae-based DHA softgel.",
    longDescription:
      "A prenatal should start before conception. This one provides 800 mcg DFE folate (480 mcg folic acid), all as folic acid, the form CDC and USPSTF recommend at 400 to 800 mcg a day; it also has 150 mcg iodine, 27 mg iron and choline, plus an algae-based DHA softgel so it works for vegetarians. It fits women trying to conceive, during pregnancy and while breastfeeding.",
    features: [
      { icon: "Heart", text: "800 mcg DFE folate (480 mcg folic acid)" },
      { icon: "Fish", text: "200 mg vegan DHA from algae" },
      { icon: "BadgeCheck", text: "Iodine and choline included" },
    ],
    retailers: [
      { name: "Amazon", price: 34.99, search: "prenatal multivitamin with dha folic acid" },
      { name: "Target", price: 33.99, search: "prenatal multivitamin dha" },
    ],
    cons: ["Two pills a day (tablet plus softgel)", "Choline is below the daily need, so food still matters", "27 mg iron can cause constipation"],
    whoIsItFor: "Women trying to conceive, pregnant or breastfeeding, with their midwife's or doctor's agreement.",
    safetyNote: `${IRON_WARNING} In pregnancy, take only the dose on the label and tell your midwife or doctor about every supplement you use.`,
  },
  {
    slug: "iron-free-multivitamin",
    evidence: "limited",
    sources: [SOURCES.uspstfMultivitamins, SOURCES.odsMultivitamins],
    name: "Iron-Free Once-Daily Multivitamin",
    category: "Multivitamins",
    form: "bottle",
    description: "A single capsule with no iron and no added colors, for women who get enough iron or need to avoid it.",
    longDescription:
      "Some women do not need extra iron: after menopause, with high ferritin, or when taking iron separately as prescribed. This capsule covers the other essentials, including D3, B12, folate, zinc and selenium, and leaves iron out.",
    features: [
      { icon: "Shield", text: "No iron, no artificial colors" },
      { icon: "Pill", text: "One capsule a day" },
      { icon: "Sun", text: "Vitamin D3, B12, zinc and selenium" },
    ],
    retailers: [{ name: "Amazon", price: 18.99, search: "iron free multivitamin once daily women" }],
    cons: ["Not for women who need iron, such as those with heavy periods", "No calcium or magnesium to speak of", "Basic formula without extras"],
    whoIsItFor: "Women after menopause, with high iron levels or taking prescribed iron separately.",
  },
  {
    slug: "gummy-multivitamin",
    evidence: "limited",
    sources: [SOURCES.uspstfMultivitamins, SOURCES.odsMultivitamins, SOURCES.odsIron],
    name: "Women's Gummy Multivitamin",
    category: "Multivitamins",
    form: "jar",
    description: "Mixed-berry gummies with the essential vitamins for women who cannot swallow tablets.",
    longDescription:
      "Gummies help people who dislike pills stay consistent. These provide vitamins A, C, D3, E, B6, B12, folate, biotin and zinc in two chewables, but like all gummies they contain no iron and little of the minerals, and 3 g of sugar per serving.",
    features: [
      { icon: "Apple", text: "Mixed-berry flavor" },
      { icon: "Smile", text: "No tablets to swallow" },
      { icon: "Sun", text: "With vitamin D3 and biotin" },
    ],
    retailers: [{ name: "Walmart", price: 13.97, search: "womens gummy multivitamin" }],
    pros: ["Easy to take every day", "Fruit flavor", "Budget-friendly"],
    cons: ["No iron or calcium", "Contains sugar", "Not available on Amazon"],
    whoIsItFor: "Women who struggle to swallow tablets and want the basic vitamins.",
    safetyNote:
      "Contains biotin, which can distort common lab tests (including thyroid and heart tests such as troponin): tell your doctor and the lab you take it. Gummies look like candy, so keep them out of children's reach.",
  },
  {
    slug: "vitamin-d3-k2-drops",
    evidence: "supported",
    sources: [SOURCES.odsVitaminD, SOURCES.odsVitaminK, SOURCES.vitalTrial],
    name: "Vitamin D3 + K2 Drops",
    category: "Multivitamins",
    form: "dropper",
    description: "Liquid vitamin D3 (1,000 IU per drop) with K2 as MK-7 in olive oil, for people with low vitamin D levels.",
    longDescription:
      "Vitamin D deficiency is common in winter and in women with darker skin or indoor jobs. Drops let you choose your dose; one drop gives 1,000 IU of D3 and 25 mcg of K2. A bottle lasts most people a year.",
    features: [
      { icon: "Sun", text: "1,000 IU vitamin D3 per drop" },
      { icon: "Bone", text: "25 mcg vitamin K2 (MK-7)" },
      { icon: "Droplets", text: "Adjustable dose, one bottle lasts a year" },
    ],
    retailers: [{ name: "Amazon", price: 21.95, search: "vitamin d3 k2 drops mk-7" }],
    rating: 4.7,
    cons: ["Easy to take too much if you add drops freely", "Evidence for K2 on bone outcomes is weaker than for vitamin D", "Not a multivitamin: covers only D and K"],
    whoIsItFor: "Women with low vitamin D levels or little sun exposure, especially from October to March.",
    safetyNote:
      "Do not exceed 4,000 IU of vitamin D a day unless your doctor advises it. Contains vitamin K2: if you take warfarin or another blood thinner, ask your doctor first.",
    detailedReview:
      "<p>Vitamin D is one of the few supplements where blood tests often show a real gap, especially from October to March.</p><p>Drops let you tailor the dose to your blood level. The MK-7 form of K2 lasts longer in the body than MK-4; its benefit for bones is less certain than vitamin D's.</p><p>If you take blood thinners such as warfarin, ask your doctor before adding K2. This is a desk review; we did not take the drops ourselves.</p>",
  },
];
