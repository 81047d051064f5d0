import type { CatalogueProduct } from "./types.ts";
import { SOURCES } from "./sources.ts";

export const collagenProducts: CatalogueProduct[] = [
  {
    slug: "marine-collagen-peptides",
    evidence: "limited",
    sources: [SOURCES.collagenSkinMeta],
    comparison: { pricePerServing: 1.45, effectiveness: 5, facts: [{ value: "10 g", good: true }, { value: "Varies by seller: check for a certificate", good: null }, { value: "Yes", good: true }] },
    name: "Marine Collagen Peptides Powder",
    category: "Collagen",
    form: "tub",
    description: "Unflavored type I collagen from fish skin, sold as a powder to stir into hot or cold drinks.",
    longDescription:
      "Marine collagen is mostly type I, the kind found in skin, and is sold as small hydrolyzed peptides. A typical serving is one 10 g scoop stirred into coffee, tea or a smoothie. Trials of 2.5–10 g a day for 8–12 weeks report modest gains in skin hydration and elasticity, which is the realistic expectation for this product type.",
    features: [
      { icon: "Fish", text: "10 g marine collagen per scoop" },
      { icon: "Droplets", text: "Sold as an unflavored powder for hot or cold drinks" },
      { icon: "ShieldCheck", text: "Look for a third-party heavy-metal test on the label" },
      { icon: "Leaf", text: "No added sugar, sweeteners or flavors" },
    ],
    retailers: [
      { name: "Amazon", price: 32.99, search: "marine collagen peptides powder unflavored" },
      { name: "iHerb", price: 34.5, search: "marine collagen peptides" },
    ],
    rating: 4.4,
    pros: [
      "10 g dose sits at the top of the range used in skin trials",
      "Type I collagen, the type studied for skin",
      "Unflavored, so it goes into most drinks",
    ],
    cons: [
      "Not suitable for people with fish allergies",
      "Costs more per gram than bovine collagen",
      "Testing varies by seller: check the label for a certificate",
    ],
    whoIsItFor:
      "Women who want a simple daily collagen for skin hydration and avoid beef or pork products (pescatarians welcome).",
    detailedReview:
      "<p>This is a desk review: we compared the dose, source and price of marine collagen powders sold under this description with the trial evidence. We did not take it ourselves, and because the buy links open a marketplace search, the tub you pick may differ from brand to brand.</p><h3>What the evidence says</h3><p>Randomized trials of hydrolyzed collagen at 2.5–10 g a day show modest gains in skin hydration and elasticity after about eight weeks. A 10 g scoop sits at the top of that range.</p><h3>What to check before you buy</h3><p>Fish can carry heavy metals, so choose a tub certified by an independent program (for example NSF or USP) or one that publishes a certificate of analysis. If the listing shows neither, pick another.</p><h3>Our verdict</h3><p>A sensible choice for a marine source. Keep expectations realistic: collagen may help skin a little; it does not replace sunscreen.</p>",
  },
  {
    slug: "grass-fed-bovine-collagen",
    evidence: "limited",
    sources: [SOURCES.collagenSkinMeta],
    comparison: { pricePerServing: 0.95, effectiveness: 5, facts: [{ value: "20 g", good: true }, { value: "Varies by seller: check for a certificate", good: null }, { value: "Foams slightly", good: null }] },
    name: "Grass-Fed Bovine Collagen Peptides",
    category: "Collagen",
    form: "tub",
    description: "Type I and III collagen from cattle, with the lowest price per serving of the collagens we compared.",
    longDescription:
      "Bovine collagen supplies both type I (skin, bone) and type III (skin, blood vessels). Tubs sold under this description give about 20 g per two-scoop serving with 18 g of protein, so it also works as a light protein boost. Makers recommend warm drinks or oatmeal; in cold water collagen powders often foam unless blended.",
    features: [
      { icon: "Sprout", text: "Labeled as sourced from grass-fed cattle" },
      { icon: "Layers", text: "Type I and III collagen" },
      { icon: "Zap", text: "18 g protein per serving" },
      { icon: "Scale", text: "Lowest price per serving in our comparison" },
    ],
    retailers: [
      { name: "Amazon", price: 25.99, search: "grass fed bovine collagen peptides powder" },
      { name: "Walmart", price: 24.88, search: "grass fed collagen peptides" },
    ],
    rating: 4.4,
    cons: ["Can foam in cold water unless blended", "Not suitable for pescatarians or vegetarians"],
    whoIsItFor: "Budget-minded women who want collagen for skin, hair and joints and do not mind a bovine source.",
    detailedReview:
      "<p>This is a desk review of plain bovine collagen powders: we compared dose and price per serving against the trial evidence; we did not use the product ourselves.</p><h3>Strengths</h3><p>At under a dollar a serving at the prices we found in August 2025, it undercuts most rivals while offering a full 20 g dose. Types I and III cover skin and connective tissue.</p><h3>Weaknesses</h3><p>The label claim 'grass-fed' is not independently verified on most tubs, and protein from collagen is incomplete, so it does not count as a full protein serving.</p><p>For readers who eat meat, this is the sensible default on value.</p>",
  },
  {
    slug: "collagen-vitamin-c-capsules",
    evidence: "limited",
    sources: [SOURCES.collagenSkinMeta, SOURCES.odsVitaminC, SOURCES.odsBiotin],
    name: "Collagen + Vitamin C Capsules",
    category: "Collagen",
    form: "bottle",
    description: "Hydrolyzed collagen in capsules with vitamin C, the cofactor your body needs to build its own collagen.",
    longDescription:
      "For people who do not want to mix powders, these capsules combine hydrolyzed bovine collagen with 60 mg of vitamin C and biotin. The trade-off is dose: six capsules deliver 3 g, the low end of what studies use.",
    features: [
      { icon: "Pill", text: "No mixing: six capsules a day" },
      { icon: "Citrus", text: "60 mg vitamin C per serving" },
      { icon: "Sparkles", text: "Contains added biotin" },
    ],
    retailers: [{ name: "Amazon", price: 19.99, search: "collagen vitamin c capsules" }],
    rating: 4.0,
    pros: ["No powder to mix", "Vitamin C included", "Good for people who dislike powders"],
    cons: ["Six capsules a day is a lot to swallow", "Lower collagen dose than powders", "Higher cost per gram of collagen"],
    whoIsItFor: "Women who want collagen for skin but will not mix a powder, and accept a lower dose for convenience.",
    safetyNote:
      "Contains biotin, which can distort common lab tests (including thyroid and heart tests such as troponin). Tell your doctor and the lab you take it, and ask whether to stop it before a blood test. If you are pregnant or breastfeeding, check with your midwife or doctor first.",
    detailedReview:
      "<p>Capsules solve the biggest complaint about collagen: the daily mixing. The catch is that collagen is bulky, so the label calls for six large capsules for a 3 g dose.</p><p>Skin studies used 2.5 g and up, so this dose reaches the bottom of that range but not the 10 g used in joint studies. Vitamin C is a genuine plus, since it is needed to form collagen. Biotin adds little for people who are not deficient, and it can interfere with blood tests (see the safety note).</p><p>Choose it for convenience; choose a powder for value. This is a desk review of the label and the evidence, not a report of our own use.</p>",
  },
  {
    slug: "liquid-collagen-shots",
    evidence: "limited",
    sources: [SOURCES.collagenSkinMeta],
    name: "Liquid Collagen Shots",
    category: "Collagen",
    form: "bottle",
    description: "Ready-to-drink 25 ml shots with 10 g of marine collagen and hyaluronic acid, berry flavored.",
    longDescription:
      "Each single-serve shot holds 10 g of marine collagen peptides with hyaluronic acid and vitamin C in a mixed-berry base sweetened with stevia. They are the most convenient format we compared and the most expensive per serving.",
    features: [
      { icon: "Droplets", text: "10 g marine collagen in a 25 ml shot" },
      { icon: "Sparkles", text: "With hyaluronic acid and vitamin C" },
      { icon: "Timer", text: "Ready to drink, nothing to mix" },
    ],
    retailers: [{ name: "Amazon", price: 44.99, search: "liquid collagen shots marine" }],
    // Not yet reviewed: cons and audience restate only what the listing says (format, source, price).
    cons: ["The most expensive per serving of the collagen formats we compared", "Marine collagen: not suitable for people with fish allergies"],
    whoIsItFor: "People who want collagen without mixing a powder and accept a higher price per serving.",
  },
  {
    slug: "multi-collagen-complex",
    evidence: "limited",
    sources: [SOURCES.collagenSkinMeta],
    name: "Multi-Collagen Complex Capsules",
    category: "Collagen",
    form: "bottle",
    description: "Five collagen types (I, II, III, V and X) from four food sources in one capsule blend.",
    longDescription:
      "This blend combines bovine, chicken, marine and eggshell-membrane collagen to supply types I, II, III, V and X. Type II, from chicken sternum, is the form studied for joint comfort at small doses. It is an all-rounder for women who want skin and joint support from one bottle.",
    features: [
      { icon: "Layers", text: "Types I, II, III, V and X" },
      { icon: "Bone", text: "Undenatured type II for joint comfort" },
      { icon: "BadgeCheck", text: "Amount from each source listed on the label" },
    ],
    retailers: [
      { name: "Amazon", price: 27.95, search: "multi collagen complex capsules types I II III V X" },
      { name: "Walmart", price: 28.47, search: "multi collagen capsules" },
    ],
    rating: 4.3,
    cons: [
      "Total collagen per serving is lower than a powder scoop",
      "Contains fish, chicken and egg: check for allergies",
      "Evidence for most of the five types is thin",
    ],
    whoIsItFor: "Active women who want one capsule aimed at both skin and joints and eat animal products.",
    detailedReview:
      "<p>Multi-collagen products often list many types in tiny amounts. Listings under this description give the amount from each source, which lets you check the doses against the studies.</p><p>The undenatured type II works at about 40 mg a day through a different mechanism (oral tolerance) than hydrolyzed collagen, so its small share is not a weakness. The other types add little evidence of their own.</p><p>A reasonable pick for women in their 40s and 50s who want one product for skin and knees. This is a desk review; we did not take the capsules ourselves.</p>",
  },
  {
    slug: "vegan-collagen-builder",
    evidence: "not-supported",
    sources: [SOURCES.collagenSkinMeta, SOURCES.odsVitaminC],
    name: "Vegan Collagen Builder",
    category: "Collagen",
    form: "bottle",
    description: "A plant-based blend of vitamin C, amino acids and silica sold to support your body's own collagen production.",
    longDescription:
      "Collagen itself only comes from animals, so vegan 'collagen' products supply the building blocks instead: glycine, proline and lysine, vitamin C, zinc and silica from bamboo. The evidence is thinner than for hydrolyzed collagen, but on paper it is the most complete formula we found for vegans.",
    features: [
      { icon: "Vegan", text: "100% plant-based; look for a vegan certification mark" },
      { icon: "Citrus", text: "Vitamin C, zinc and copper cofactors" },
      { icon: "Leaf", text: "Bamboo silica and amino acids" },
    ],
    retailers: [{ name: "iHerb", price: 29.0, search: "vegan collagen builder" }],
    pros: ["Suitable for vegans", "Covers the nutrients collagen synthesis needs", "Two small capsules a day"],
    cons: ["Much less clinical evidence than animal collagen", "Not sold on Amazon", "No trial of this kind of blend for skin outcomes"],
    whoIsItFor: "Vegans and vegetarians who want to support skin without animal-derived collagen.",
  },
  {
    slug: "collagen-gummies-biotin",
    evidence: "not-supported",
    sources: [SOURCES.collagenSkinMeta, SOURCES.odsBiotin],
    name: "Collagen Gummies with Biotin",
    category: "Collagen",
    form: "jar",
    description: "Strawberry gummies with 1 g of collagen and 2,500 mcg of biotin, a treat-like way to keep the habit.",
    longDescription:
      "Gummies make supplements enjoyable, but they cannot hold much collagen: two gummies give 1 g plus 4 g of sugar. We list them for readers who value the habit more than the dose; they are not part of our roundups because the collagen amount is too low to recommend on evidence.",
    features: [
      { icon: "Apple", text: "Strawberry flavor" },
      { icon: "Sparkles", text: "2,500 mcg biotin per serving" },
      { icon: "Heart", text: "Gelatin-free pectin base" },
    ],
    retailers: [{ name: "Target", price: 16.99, search: "collagen gummies biotin" }],
    cons: [
      "1 g of collagen is below the doses used in studies",
      "4 g of sugar per serving",
      "High-dose biotin can distort lab tests",
    ],
    whoIsItFor: "Readers who will only keep a habit that tastes like a treat, and know the collagen dose is small.",
    safetyNote:
      "Contains 2,500 mcg of biotin, which can distort common lab tests (including thyroid and heart tests such as troponin). Tell your doctor and the lab you take it, and ask whether to stop it before a blood test. Keep gummies out of children's reach: they look like candy.",
  },
];
