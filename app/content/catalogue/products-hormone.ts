import type { CatalogueProduct } from "#app/domain/catalogue/product.ts";

export const hormoneProducts: CatalogueProduct[] = [
  {
    slug: "menopause-support-complex",
    name: "Menopause Support Complex",
    category: "Hormone Support",
    form: "bottle",
    description: "Black cohosh, red clover and sage in one daily capsule aimed at hot flushes and night sweats.",
    longDescription:
      "This hormone-free formula pairs standardised black cohosh (40 mg) with red clover isoflavones and sage leaf, the three botanicals with the most research for vasomotor symptoms. Results are modest and vary between women; allow eight weeks before judging it, and talk to your doctor if you have liver problems or a history of hormone-sensitive cancer.",
    features: [
      { icon: "Flower2", text: "Standardised black cohosh 40 mg" },
      { icon: "Leaf", text: "Red clover isoflavones and sage leaf" },
      { icon: "Moon", text: "Aimed at hot flushes and night sweats" },
      { icon: "ShieldCheck", text: "Hormone-free formula" },
    ],
    retailers: [{ name: "Amazon", price: 29.99, search: "menopause support black cohosh red clover sage" }],
    rating: 4.4,
    pros: ["Combines the three best-studied botanicals", "Doses are disclosed, not hidden in a blend", "One capsule a day"],
    cons: ["Effects are modest and take weeks", "Not suitable with liver conditions", "Not a replacement for HRT when symptoms are severe"],
    whoIsItFor: "Women in perimenopause or menopause with mild to moderate hot flushes who prefer to try a botanical first.",
    detailedReview:
      "<p>Botanical menopause products are a crowded field full of proprietary blends. This one stands out for listing every dose.</p><h3>The ingredients</h3><p>Black cohosh has mixed but overall supportive evidence for hot flushes; red clover isoflavones show small reductions; sage has encouraging early trials for sweating.</p><h3>Our verdict</h3><p>A sensible first step for mild symptoms. If flushes disturb your sleep most nights, speak to a clinician about hormone therapy, which remains the most effective treatment.</p>",
  },
  {
    slug: "dim-hormone-balance",
    name: "DIM Hormone Balance Capsules",
    category: "Hormone Support",
    form: "bottle",
    description: "Diindolylmethane from cruciferous vegetables with calcium-D-glucarate, supporting healthy oestrogen metabolism.",
    longDescription:
      "DIM is a compound formed when you digest broccoli and cabbage. It shifts how the body metabolises oestrogen, and many women take it for cyclical breakouts and PMS. Human evidence is still early, so we recommend it as a low-risk experiment rather than a fix, and not during pregnancy.",
    features: [
      { icon: "Sprout", text: "150 mg DIM with BioPerine for absorption" },
      { icon: "FlaskConical", text: "Calcium-D-glucarate included" },
      { icon: "Vegan", text: "Vegan capsules" },
    ],
    retailers: [{ name: "Amazon", price: 22.5, search: "DIM supplement calcium d glucarate" }],
    rating: 4.1,
    detailedReview:
      "<p>DIM is popular on social media for 'oestrogen dominance', a term that overstates what we know. What is established is that DIM changes oestrogen metabolite ratios.</p><p>In our reader survey, women using it for hormonal breakouts were the most satisfied. A minority reported headaches in the first week and darker urine, which is harmless.</p><p>Start with one capsule with food, and stop if you are trying to conceive.</p>",
  },
  {
    slug: "evening-primrose-oil",
    name: "Evening Primrose Oil Softgels",
    category: "Hormone Support",
    form: "bottle",
    description: "Cold-pressed evening primrose oil with 10% GLA, a classic for cyclical breast tenderness.",
    longDescription:
      "Evening primrose oil supplies gamma-linolenic acid (GLA), an omega-6 fat. It has a long history of use for cyclical breast pain and PMS skin changes; the trials are mixed, but it is gentle and inexpensive. Take 1,300 mg softgels with meals.",
    features: [
      { icon: "Flower2", text: "1,300 mg cold-pressed oil per softgel" },
      { icon: "Droplets", text: "Standardised to 10% GLA" },
      { icon: "Shield", text: "Hexane-free extraction" },
    ],
    retailers: [
      { name: "Amazon", price: 14.99, search: "evening primrose oil 1300 mg softgels" },
      { name: "Walmart", price: 12.97, search: "evening primrose oil 1300 mg" },
    ],
  },
  {
    slug: "chasteberry-vitex",
    name: "Chasteberry (Vitex) Extract",
    category: "Hormone Support",
    form: "dropper",
    description: "Standardised Vitex agnus-castus extract, the botanical with the strongest evidence for PMS.",
    longDescription:
      "Vitex acts on prolactin and is the best-researched herb for premenstrual symptoms such as irritability, bloating and breast tenderness. This alcohol-free liquid extract lets you adjust the dose. Allow three cycles, and avoid it with hormonal contraception or fertility treatment unless your doctor agrees.",
    features: [
      { icon: "Flower2", text: "Standardised agnus-castus fruit extract" },
      { icon: "Droplets", text: "Alcohol-free liquid, adjustable dose" },
      { icon: "Moon", text: "Supports a calmer premenstrual week" },
    ],
    retailers: [{ name: "iHerb", price: 18.4, search: "vitex chasteberry liquid extract alcohol free" }],
    rating: 4.3,
    detailedReview:
      "<p>Of all the herbs marketed for PMS, vitex has the most consistent trial results, including placebo-controlled studies showing fewer premenstrual symptoms.</p><p>The liquid form is handy because you can start low. It tastes bitter; a splash of juice helps.</p><p>It can interact with hormonal medicines, so check first if you take the pill or are trying to conceive.</p>",
  },
  {
    slug: "magnesium-glycinate",
    name: "Magnesium Glycinate Capsules",
    category: "Hormone Support",
    form: "bottle",
    description: "A gentle, well-absorbed magnesium that helps with sleep, cramps and premenstrual tension.",
    longDescription:
      "Magnesium glycinate is bound to the amino acid glycine, so it is less likely to upset your stomach than magnesium oxide. Two capsules give 200 mg of elemental magnesium. Low magnesium is common in women, and supplementing is linked with fewer menstrual cramps and better sleep quality.",
    features: [
      { icon: "Moon", text: "Supports restful sleep" },
      { icon: "Activity", text: "Eases muscle tension and cramps" },
      { icon: "Heart", text: "Gentle on the stomach" },
      { icon: "Scale", text: "200 mg elemental magnesium per serving" },
    ],
    retailers: [{ name: "Amazon", price: 17.99, search: "magnesium glycinate capsules 200 mg" }],
    rating: 4.7,
    pros: ["Rarely causes digestive upset", "Useful for sleep and period cramps", "Affordable"],
    cons: ["Capsules are large", "Two capsules needed for a full dose"],
    whoIsItFor: "Women with period cramps, restless sleep or a diet low in leafy greens, nuts and seeds.",
    detailedReview:
      "<p>If we could recommend only one supplement in this category, it would be this one. Magnesium is involved in hundreds of reactions, and many women eat less than they need.</p><p>The glycinate form is absorbed well and is kind to digestion. Our testers took two capsules an hour before bed and reported easier sleep within two weeks.</p><p>People with kidney disease should check with a doctor first.</p>",
  },
  {
    slug: "myo-inositol-powder",
    name: "Myo & D-Chiro Inositol Powder",
    category: "Hormone Support",
    form: "tub",
    description: "A 40:1 blend of myo- and D-chiro-inositol with folate, researched for cycle regularity in PCOS.",
    longDescription:
      "Inositols help cells respond to insulin, and the 40:1 ratio mirrors the body's own plasma balance. In studies of women with PCOS it is associated with more regular cycles and improved ovulation. The powder is lightly sweet and dissolves in water.",
    features: [
      { icon: "FlaskConical", text: "40:1 myo- to D-chiro-inositol ratio" },
      { icon: "Repeat", text: "Researched for cycle regularity" },
      { icon: "Droplets", text: "Dissolves easily, mild sweet taste" },
    ],
    retailers: [
      { name: "Amazon", price: 31.99, search: "myo inositol d chiro inositol 40 1 powder" },
      { name: "iHerb", price: 33.2, search: "myo d-chiro inositol 40:1" },
    ],
    rating: 4.6,
    whoIsItFor: "Women with PCOS or irregular cycles, alongside advice from their doctor.",
  },
  {
    slug: "seed-cycling-blend",
    name: "Seed Cycling Blend",
    category: "Hormone Support",
    form: "jar",
    description: "Two jars of ground seeds (flax and pumpkin, sesame and sunflower) for the two halves of your cycle.",
    longDescription:
      "Seed cycling is a food habit rather than a proven hormone therapy: flax and pumpkin seeds in the first half of the cycle, sesame and sunflower in the second. There is no trial showing it balances hormones, but the seeds add fibre, healthy fats, zinc and magnesium to breakfast. We list it for readers who enjoy the ritual.",
    features: [
      { icon: "Sprout", text: "Freshly milled organic seeds" },
      { icon: "Repeat", text: "Two blends, one for each cycle phase" },
      { icon: "Wheat", text: "Rich in fibre, zinc and magnesium" },
    ],
    retailers: [{ name: "Target", price: 24.99, search: "seed cycling blend" }],
    rating: 3.8,
  },
];
