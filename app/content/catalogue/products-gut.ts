import type { CatalogueProduct } from "./types.ts";
import { SOURCES } from "./sources.ts";

export const gutHealthProducts: CatalogueProduct[] = [
  {
    slug: "womens-probiotic-50-billion",
    evidence: "limited",
    sources: [SOURCES.odsProbiotics, SOURCES.nccihProbiotics],
    name: "Women's Probiotic 50 Billion CFU",
    category: "Gut Health",
    form: "bottle",
    description: "A 16-strain shelf-stable probiotic with Lactobacillus strains for digestive and vaginal health.",
    longDescription:
      "This capsule combines 16 strains, including Lactobacillus rhamnosus and reuteri studied for vaginal flora, with Bifidobacterium strains for digestion. Delayed-release capsules are designed to survive stomach acid, and it does not need refrigeration. Give any probiotic four weeks before deciding.",
    features: [
      { icon: "Microscope", text: "50 billion CFU, 16 strains" },
      { icon: "Shield", text: "Delayed-release capsules" },
      { icon: "Package", text: "Shelf-stable, no fridge needed" },
    ],
    retailers: [{ name: "Amazon", price: 27.99, search: "womens probiotic 50 billion cfu" }],
    rating: 4.3,
    pros: ["Includes strains studied for women's health", "Shelf-stable for travel", "One capsule a day"],
    cons: ["Bloating or gas is common in the first week or two", "More strains is not always better", "Strain names and counts vary between sellers: check the label"],
    whoIsItFor: "Women who want one probiotic for digestive comfort and vaginal flora.",
    safetyNote:
      "If you are immunocompromised, seriously ill, pregnant or have a central line, ask your doctor before taking probiotics.",
    detailedReview:
      "<p>Probiotics are strain-specific, so we look for strains with published research behind them at the dose on the label. This formula includes the two Lactobacillus strains best studied for vaginal health.</p><p>In trials, mild bloating or gas in the first days is the most common side effect and usually settles. Benefits for everyday digestion in healthy people are modest and vary by strain.</p><p>This is a desk review of the label against the research; we did not run our own trial.</p>",
  },
  {
    slug: "vaginal-health-probiotic",
    evidence: "limited",
    sources: [SOURCES.odsProbiotics, SOURCES.nccihProbiotics],
    name: "Lactobacillus Vaginal Health Probiotic",
    category: "Gut Health",
    form: "bottle",
    description: "A targeted two-strain probiotic (L. rhamnosus GR-1 and L. reuteri RC-14) for vaginal flora balance.",
    longDescription:
      "Rather than many strains, this capsule contains the two most researched for vaginal health, at 5 billion CFU. Studies suggest they can help maintain normal flora, particularly after antibiotics. It is not a treatment for an active infection; see a clinician for symptoms.",
    features: [
      { icon: "Microscope", text: "GR-1 and RC-14 strains" },
      { icon: "Heart", text: "Studied for normal vaginal flora" },
      { icon: "Pill", text: "One capsule a day" },
    ],
    retailers: [{ name: "Amazon", price: 24.99, search: "lactobacillus rhamnosus gr-1 reuteri rc-14 probiotic" }],
    rating: 4.4,
    cons: ["Does not treat an active infection", "Trial results are mixed for preventing recurrence", "Does nothing specific for digestion"],
    whoIsItFor: "Women prone to vaginal flora upsets, for example after antibiotics, alongside their clinician's treatment.",
    safetyNote:
      "Not a treatment for infection: see a clinician for itching, unusual discharge or odor. If you are pregnant or immunocompromised, ask your doctor first.",
    detailedReview:
      "<p>This is a focused product, which makes it easy to check: the two strains on the label have decades of research, including studies alongside antibiotic treatment, with mixed results for preventing recurrence.</p><p>It is a maintenance product; it does not replace medical treatment for infections. This is a desk review of the label and the studies.</p>",
  },
  {
    slug: "prebiotic-fiber-powder",
    evidence: "supported",
    sources: [SOURCES.niceIbs, SOURCES.nhsFiber],
    name: "Prebiotic Fiber Powder (PHGG)",
    category: "Gut Health",
    form: "tub",
    description: "Partially hydrolyzed guar gum, a gentle, tasteless soluble fiber that feeds beneficial gut bacteria.",
    longDescription:
      "Most women eat less fiber than the 25 g a day recommended. This powder adds 5 g of soluble fiber per scoop, dissolves without thickening and is among the better-tolerated prebiotics in studies of sensitive guts, including people with IBS. Start with half a scoop.",
    features: [
      { icon: "Wheat", text: "5 g soluble fiber per scoop" },
      { icon: "Droplets", text: "Tasteless, no thickening" },
      { icon: "Heart", text: "Low-FODMAP certified options available" },
    ],
    retailers: [
      { name: "Amazon", price: 23.99, search: "partially hydrolyzed guar gum fiber powder" },
      { name: "Walmart", price: 22.96, search: "guar gum prebiotic fiber powder" },
    ],
    rating: 4.6,
    cons: ["Gas is still possible if you start with a full scoop", "A powder is no substitute for fiber from whole foods", "Take other medicines two hours apart"],
    safetyNote:
      "Fiber can change how well medicines taken at the same time are absorbed: take other medicines two hours apart from it, and ask your pharmacist if you take regular medicines.",
    whoIsItFor: "Women who fall short of 25 g of fiber a day, including people with IBS who react to other fiber supplements.",
    detailedReview:
      "<p>Fiber supplements have a reputation for gas and bloating. In trials PHGG ferments slowly and is better tolerated than inulin, which is why it is often suggested for IBS.</p><p>It dissolves in water, coffee or soup. A good first step before adding probiotics. This is a desk review of the evidence; we did not take it ourselves.</p>",
  },
  {
    slug: "digestive-enzyme-complex",
    evidence: "limited",
    sources: [SOURCES.niceDyspepsia],
    name: "Digestive Enzyme Complex",
    category: "Gut Health",
    form: "bottle",
    description: "Broad-spectrum plant enzymes, including lactase and alpha-galactosidase, to take with heavy meals.",
    longDescription:
      "Enzymes help break down proteins, fats and carbohydrates. The lactase helps with dairy and alpha-galactosidase with beans. Take one capsule with your largest meal. If you have ongoing digestive symptoms, see a doctor to find the cause rather than relying on enzymes.",
    features: [
      { icon: "FlaskConical", text: "Broad-spectrum plant enzymes" },
      { icon: "Apple", text: "With lactase and alpha-galactosidase" },
      { icon: "Timer", text: "Take with your largest meal" },
    ],
    retailers: [{ name: "Amazon", price: 18.49, search: "digestive enzymes lactase alpha galactosidase" }],
    cons: ["Evidence is good for lactase and alpha-galactosidase, weak for the rest of the blend", "Only works when taken with the meal", "Can hide symptoms that need a diagnosis"],
    whoIsItFor: "People who get gas or discomfort from dairy or beans, after a doctor has ruled out other causes.",
  },
  {
    slug: "spore-based-probiotic",
    evidence: "limited",
    sources: [SOURCES.odsProbiotics, SOURCES.nccihProbiotics],
    name: "Spore-Based Probiotic",
    category: "Gut Health",
    form: "bottle",
    description: "Bacillus spore strains that survive stomach acid and heat, for people who found other probiotics unhelpful.",
    longDescription:
      "Spore-forming Bacillus strains are naturally protected by a tough coat, so they survive stomach acid and do not need refrigeration. Early research shows support for regularity and post-meal comfort. A second option if classic probiotics did not suit you.",
    features: [
      { icon: "Shield", text: "Spore strains survive stomach acid" },
      { icon: "Microscope", text: "Bacillus coagulans and subtilis" },
      { icon: "Package", text: "Heat-stable, no fridge needed" },
    ],
    retailers: [{ name: "iHerb", price: 39.0, search: "spore based probiotic bacillus" }],
    pros: ["Very robust and shelf-stable", "Small capsules", "Alternative when classic probiotics did not help"],
    cons: ["Less research than Lactobacillus strains", "Higher price", "Not available on Amazon"],
    whoIsItFor: "People who tried a classic Lactobacillus probiotic without benefit and want to try a different kind.",
    safetyNote: "If you are immunocompromised, seriously ill or pregnant, ask your doctor before taking probiotics.",
  },
  {
    slug: "ginger-peppermint-digestive-tea",
    evidence: "limited",
    sources: [SOURCES.nccihGinger, SOURCES.nccihPeppermint],
    name: "Ginger & Peppermint Digestive Tea",
    category: "Gut Health",
    form: "box",
    description: "Organic ginger, peppermint and fennel tea bags to settle the stomach after meals.",
    longDescription:
      "Peppermint relaxes the gut's smooth muscle and ginger helps with nausea; fennel is a traditional remedy for gas. This caffeine-free tea is an easy after-dinner ritual. People with reflux may find peppermint makes it worse.",
    features: [
      { icon: "Leaf", text: "Organic ginger, peppermint and fennel" },
      { icon: "Moon", text: "Caffeine-free, good after dinner" },
      { icon: "Heart", text: "Traditionally used for bloating and nausea" },
    ],
    retailers: [{ name: "Target", price: 5.49, search: "ginger peppermint digestive tea organic" }],
    cons: ["Peppermint can worsen heartburn and reflux", "Tea contains far less than the doses used in trials", "Effects are mild"],
    whoIsItFor: "Anyone who wants a caffeine-free after-dinner drink for mild bloating, except people with reflux.",
  },
];
