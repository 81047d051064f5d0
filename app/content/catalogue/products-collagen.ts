import type { CatalogueProduct } from "#app/domain/catalogue/product.ts";

export const collagenProducts: CatalogueProduct[] = [
  {
    slug: "marine-collagen-peptides",
    name: "Marine Collagen Peptides Powder",
    category: "Collagen",
    form: "tub",
    description: "Unflavoured type I collagen from wild-caught fish skin that dissolves clear in hot or cold drinks.",
    longDescription:
      "Marine collagen is mostly type I, the kind found in skin, and its small peptides (around 2,000 daltons) are absorbed well. One 10 g scoop disappears into coffee, tea or a smoothie without clumping or a fishy taste. Trials of 2.5–10 g a day for 8–12 weeks report better skin hydration and elasticity, which is the realistic expectation for this product.",
    features: [
      { icon: "Fish", text: "10 g wild-caught marine collagen per scoop" },
      { icon: "Droplets", text: "Dissolves clear in hot and cold drinks" },
      { icon: "ShieldCheck", text: "Third-party tested for heavy metals" },
      { icon: "Leaf", text: "No added sugar, sweeteners or flavours" },
    ],
    retailers: [
      { name: "Amazon", price: 32.99, search: "marine collagen peptides powder unflavored" },
      { name: "iHerb", price: 34.5, search: "marine collagen peptides" },
    ],
    rating: 4.8,
    pros: [
      "Truly neutral taste and texture in coffee",
      "Heavy-metal testing published per batch",
      "Type I collagen, the type studied for skin",
    ],
    cons: ["Not suitable for people with fish allergies", "Costs more per gram than bovine collagen"],
    whoIsItFor:
      "Women who want a simple daily collagen for skin hydration and avoid beef or pork products (pescatarians welcome).",
    detailedReview:
      "<p>We used this powder daily for ten weeks, stirred into morning coffee. It dissolved completely every time and we could not taste it, which is rarer than it should be for marine collagen.</p><h3>What the evidence says</h3><p>Randomised trials of hydrolysed collagen at 2.5–10 g a day show modest gains in skin hydration and elasticity after about eight weeks. This product's 10 g dose sits at the top of that range.</p><h3>Our verdict</h3><p>If you want a marine source and value purity testing, this is the one we keep reordering. Just keep expectations realistic: collagen supports skin; it does not replace sunscreen.</p>",
  },
  {
    slug: "grass-fed-bovine-collagen",
    name: "Grass-Fed Bovine Collagen Peptides",
    category: "Collagen",
    form: "tub",
    description: "Type I and III collagen from pasture-raised cattle at the lowest price per serving we found.",
    longDescription:
      "Bovine collagen supplies both type I (skin, bone) and type III (skin, blood vessels). This powder gives 20 g per two-scoop serving with 18 g of protein, so it also works as a light protein boost. It mixes well into warm drinks and oats, though it can foam a little in cold water.",
    features: [
      { icon: "Sprout", text: "Sourced from grass-fed, pasture-raised cattle" },
      { icon: "Layers", text: "Type I and III collagen" },
      { icon: "Zap", text: "18 g protein per serving" },
      { icon: "Scale", text: "Best value per serving in our tests" },
    ],
    retailers: [
      { name: "Amazon", price: 25.99, search: "grass fed bovine collagen peptides powder" },
      { name: "Walmart", price: 24.88, search: "grass fed collagen peptides" },
    ],
    rating: 4.6,
    cons: ["Foams slightly in cold water", "Not suitable for pescatarians or vegetarians"],
    whoIsItFor: "Budget-minded women who want collagen for skin, hair and joints and do not mind a bovine source.",
    detailedReview:
      "<p>This is the workhorse of collagen powders: plain, cheap per serving and reliable. We mixed it into porridge and coffee for eight weeks.</p><h3>Strengths</h3><p>At under a dollar a serving it undercuts most rivals while offering a full 20 g dose. Types I and III cover skin and connective tissue.</p><h3>Weaknesses</h3><p>In cold water it foams unless you blend it, and the tub's scoop sits at the bottom when new.</p><p>For most readers who eat meat, this is the sensible default.</p>",
  },
  {
    slug: "collagen-vitamin-c-capsules",
    name: "Collagen + Vitamin C Capsules",
    category: "Collagen",
    form: "bottle",
    description: "Hydrolysed collagen in capsules with vitamin C, the cofactor your body needs to build its own collagen.",
    longDescription:
      "For people who do not want to mix powders, these capsules combine hydrolysed bovine collagen with 60 mg of vitamin C and biotin. The trade-off is dose: six capsules deliver 3 g, the low end of what studies use. They travel well and have no taste at all.",
    features: [
      { icon: "Pill", text: "No mixing: six capsules a day" },
      { icon: "Citrus", text: "60 mg vitamin C per serving" },
      { icon: "Sparkles", text: "Added biotin for hair and nails" },
    ],
    retailers: [{ name: "Amazon", price: 19.99, search: "collagen vitamin c capsules" }],
    rating: 4.2,
    pros: ["Tasteless and easy to travel with", "Vitamin C included", "Good for people who dislike powders"],
    cons: ["Six capsules a day is a lot to swallow", "Lower collagen dose than powders", "Higher cost per gram of collagen"],
    detailedReview:
      "<p>Capsules solve the biggest complaint about collagen: the daily mixing. The catch is that collagen is bulky, so you need six large capsules for a 3 g dose.</p><p>Studies on skin used 2.5 g and up, so this is enough for skin support but not for the joint-focused doses of 10 g. Vitamin C is a genuine plus, since it is needed to form collagen.</p><p>Choose it for convenience; choose a powder for value.</p>",
  },
  {
    slug: "liquid-collagen-shots",
    name: "Liquid Collagen Shots",
    category: "Collagen",
    form: "bottle",
    description: "Ready-to-drink 25 ml shots with 10 g of marine collagen and hyaluronic acid, berry flavoured.",
    longDescription:
      "Each single-serve shot holds 10 g of marine collagen peptides with hyaluronic acid and vitamin C in a mixed-berry base sweetened with stevia. They are the most convenient format we tested and the most expensive, and they need space in the fridge once opened.",
    features: [
      { icon: "Droplets", text: "10 g marine collagen in a 25 ml shot" },
      { icon: "Sparkles", text: "With hyaluronic acid and vitamin C" },
      { icon: "Timer", text: "Ready to drink, nothing to mix" },
    ],
    retailers: [{ name: "Amazon", price: 44.99, search: "liquid collagen shots marine" }],
    rating: 4.3,
  },
  {
    slug: "multi-collagen-complex",
    name: "Multi-Collagen Complex Capsules",
    category: "Collagen",
    form: "bottle",
    description: "Five collagen types (I, II, III, V and X) from four food sources in one capsule blend.",
    longDescription:
      "This blend combines bovine, chicken, marine and eggshell-membrane collagen to supply types I, II, III, V and X. Type II, from chicken sternum, is the form studied for joint comfort at small doses. It is a good all-rounder for women who want skin and joint support from one bottle.",
    features: [
      { icon: "Layers", text: "Types I, II, III, V and X" },
      { icon: "Bone", text: "Undenatured type II for joint comfort" },
      { icon: "BadgeCheck", text: "Independently tested for purity" },
    ],
    retailers: [
      { name: "Amazon", price: 27.95, search: "multi collagen complex capsules types I II III V X" },
      { name: "Walmart", price: 28.47, search: "multi collagen capsules" },
    ],
    rating: 4.4,
    detailedReview:
      "<p>Multi-collagen products often list many types in tiny amounts. This one is more honest: the label gives the amount from each source.</p><p>The undenatured type II works at about 40 mg a day through a different mechanism (oral tolerance) than hydrolysed collagen, so its small share is not a weakness.</p><p>Good for active women in their 40s and 50s who want one product for skin and knees.</p>",
  },
  {
    slug: "vegan-collagen-builder",
    name: "Vegan Collagen Builder",
    category: "Collagen",
    form: "bottle",
    description: "A plant-based blend of vitamin C, amino acids and silica that supports your body's own collagen production.",
    longDescription:
      "Collagen itself only comes from animals, so vegan 'collagen' products supply the building blocks instead: glycine, proline and lysine, vitamin C, zinc and silica from bamboo. The evidence is thinner than for hydrolysed collagen, but it is the best-formulated option we found for vegans.",
    features: [
      { icon: "Vegan", text: "100% plant-based and vegan certified" },
      { icon: "Citrus", text: "Vitamin C, zinc and copper cofactors" },
      { icon: "Leaf", text: "Bamboo silica and amino acids" },
    ],
    retailers: [{ name: "iHerb", price: 29.0, search: "vegan collagen builder" }],
    rating: 4.0,
    pros: ["Suitable for vegans", "Covers the nutrients collagen synthesis needs", "Two small capsules a day"],
    cons: ["Less clinical evidence than animal collagen", "Not sold on Amazon", "Results take longer to notice"],
    whoIsItFor: "Vegans and vegetarians who want to support skin without animal-derived collagen.",
  },
  {
    slug: "collagen-gummies-biotin",
    name: "Collagen Gummies with Biotin",
    category: "Collagen",
    form: "jar",
    description: "Strawberry gummies with 1 g of collagen and 2,500 mcg of biotin, a treat-like way to keep the habit.",
    longDescription:
      "Gummies make supplements enjoyable, but they cannot hold much collagen: two gummies give 1 g plus 4 g of sugar. We list them for readers who value the habit and the biotin more than the dose; they are not part of our roundups because the collagen amount is too low to recommend on evidence.",
    features: [
      { icon: "Apple", text: "Natural strawberry flavour" },
      { icon: "Sparkles", text: "2,500 mcg biotin per serving" },
      { icon: "Heart", text: "Gelatine-free pectin base" },
    ],
    retailers: [{ name: "Target", price: 16.99, search: "collagen gummies biotin" }],
    rating: 3.9,
  },
];
