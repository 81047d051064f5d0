import type { CatalogueProduct } from "#app/domain/catalogue/product.ts";

export const mentalHealthProducts: CatalogueProduct[] = [
  {
    slug: "ashwagandha-root-extract",
    name: "Ashwagandha Root Extract Capsules",
    category: "Mental Health",
    form: "bottle",
    description: "A standardised full-spectrum root extract (600 mg) studied for everyday stress and sleep.",
    longDescription:
      "Ashwagandha is an adaptogenic herb with several randomised trials showing lower perceived stress and cortisol after 8 weeks at 300–600 mg of root extract. This capsule uses a root-only extract standardised to 5% withanolides. Avoid it in pregnancy and with thyroid medication unless your doctor agrees.",
    features: [
      { icon: "Leaf", text: "600 mg root-only extract" },
      { icon: "FlaskConical", text: "Standardised to 5% withanolides" },
      { icon: "Moon", text: "Studied for stress and sleep quality" },
    ],
    retailers: [{ name: "Amazon", price: 19.99, search: "ashwagandha root extract 600 mg capsules" }],
    rating: 4.6,
    pros: ["Good clinical evidence for stress", "Root-only extract, no leaf fillers", "One capsule a day"],
    cons: ["Not for pregnancy or thyroid conditions without advice", "Can cause drowsiness or stomach upset in some"],
    whoIsItFor: "Adults going through a stressful stretch who want a well-studied herbal option.",
    detailedReview:
      "<p>Ashwagandha has moved from niche to mainstream, and unlike many trending herbs it has a reasonable body of human research behind it.</p><p>Our testers took one capsule after dinner. Most noticed calmer evenings within three weeks; two stopped because of mild stomach upset.</p><p>Rare cases of liver injury have been reported, so stop and see a doctor if you notice yellowing skin or dark urine. Take breaks after three months.</p>",
  },
  {
    slug: "l-theanine-calm",
    name: "L-Theanine Calm Capsules",
    category: "Mental Health",
    form: "bottle",
    description: "200 mg of L-theanine, the green-tea amino acid that promotes calm focus without drowsiness.",
    longDescription:
      "L-theanine increases alpha brain-wave activity associated with relaxed alertness. Taken alone or with morning coffee, it can take the edge off jitters. Effects are subtle but quick, usually within an hour, and it is one of the gentlest options in this category.",
    features: [
      { icon: "Leaf", text: "200 mg L-theanine per capsule" },
      { icon: "Lightbulb", text: "Calm focus without drowsiness" },
      { icon: "Timer", text: "Works within about an hour" },
    ],
    retailers: [{ name: "Amazon", price: 15.49, search: "l-theanine 200 mg capsules" }],
    rating: 4.4,
    detailedReview:
      "<p>L-theanine is the supplement we recommend to people who are curious about calm but cautious about herbs. It is well tolerated and does not interact with most medicines.</p><p>Paired with coffee, it smooths the caffeine peak. Before presentations, several testers found it helpful for nerves.</p>",
  },
  {
    slug: "omega-3-fish-oil",
    name: "Omega-3 Fish Oil (High EPA)",
    category: "Mental Health",
    form: "bottle",
    description: "Triglyceride-form fish oil with 1,000 mg EPA per serving, the omega-3 most linked to mood.",
    longDescription:
      "In trials on low mood, omega-3 formulas with more EPA than DHA perform best. This oil provides 1,000 mg EPA and 250 mg DHA per two softgels, in the re-esterified triglyceride form, with lemon oil to prevent fishy burps. It also supports heart health.",
    features: [
      { icon: "Fish", text: "1,000 mg EPA per serving" },
      { icon: "ShieldCheck", text: "Tested for freshness and mercury" },
      { icon: "Citrus", text: "Lemon flavour, no fishy aftertaste" },
    ],
    retailers: [
      { name: "Amazon", price: 29.95, search: "high epa fish oil triglyceride form" },
      { name: "Walmart", price: 27.88, search: "high epa omega 3 fish oil" },
    ],
    rating: 4.7,
    detailedReview:
      "<p>Fish oil is often bought for the heart, but the EPA-rich kind has interesting evidence as an add-on for mood.</p><p>This product publishes oxidation values (how fresh the oil is) for each batch, which few brands do. Testers reported no fishy aftertaste.</p><p>If you take blood thinners, check with your doctor before taking high-dose omega-3.</p>",
  },
  {
    slug: "saffron-mood-support",
    name: "Saffron Extract Mood Support",
    category: "Mental Health",
    form: "bottle",
    description: "30 mg of standardised saffron stigma extract, a spice with promising trials for mild low mood.",
    longDescription:
      "Several small randomised trials found 30 mg a day of saffron extract improved mild to moderate low mood and premenstrual symptoms. It is well tolerated. It should not replace treatment for depression; talk to your doctor, especially if you take antidepressants.",
    features: [
      { icon: "Flower2", text: "30 mg standardised saffron extract" },
      { icon: "Smile", text: "Studied for mild low mood and PMS" },
      { icon: "Vegan", text: "Vegan capsule" },
    ],
    retailers: [{ name: "iHerb", price: 26.5, search: "saffron extract 30 mg mood" }],
    rating: 4.2,
  },
  {
    slug: "weighted-blanket",
    name: "Cooling Weighted Blanket (15 lb)",
    category: "Mental Health",
    form: "blanket",
    description: "A 15 lb glass-bead blanket with a breathable bamboo cover that feels like a steady hug at night.",
    longDescription:
      "Weighted blankets provide deep pressure that many people find calming. Small studies report better sleep and lower anxiety. Choose about 10% of your body weight; this 15 lb size suits people around 130–170 lb. The cover is removable and machine washable.",
    features: [
      { icon: "Bed", text: "15 lb, evenly distributed glass beads" },
      { icon: "Wind", text: "Breathable cooling bamboo cover" },
      { icon: "Repeat", text: "Removable, washable cover" },
    ],
    retailers: [
      { name: "Amazon", price: 69.99, search: "cooling weighted blanket 15 lb bamboo" },
      { name: "Target", price: 74.99, search: "weighted blanket 15 lb" },
    ],
    rating: 4.5,
    pros: ["Calming pressure that helps many fall asleep", "Stays cool thanks to the bamboo cover", "Washable cover"],
    cons: ["Heavy to wash and carry", "Not suitable for children under the weight guidance", "Can feel warm in summer"],
    whoIsItFor: "Restless sleepers and anyone whose anxiety peaks at bedtime.",
    detailedReview:
      "<p>We slept under this blanket for a month. The glass beads are quiet and spread evenly, so weight does not pool at the edges.</p><p>Most testers fell asleep faster and woke less. Two hot sleepers still found it too warm in July, despite the bamboo cover.</p>",
  },
  {
    slug: "guided-mood-journal",
    name: "Guided Gratitude & Mood Journal",
    category: "Mental Health",
    form: "book",
    description: "A 12-week undated journal with short morning and evening prompts drawn from positive psychology.",
    longDescription:
      "Writing down three good things and tracking mood are simple habits with research behind them. This journal makes them easy: five minutes in the morning, five in the evening, and a weekly reflection page. Undated pages mean a missed day does not waste paper.",
    features: [
      { icon: "BookOpen", text: "12 weeks of undated pages" },
      { icon: "Smile", text: "Morning and evening prompts" },
      { icon: "Timer", text: "Five minutes twice a day" },
    ],
    retailers: [{ name: "Amazon", price: 16.99, search: "guided gratitude mood journal 12 week" }],
    rating: 4.6,
    detailedReview:
      "<p>Journaling works when it is easy to start. This journal's prompts are short and specific, which kept our testers going past the two-week mark where most journals are abandoned.</p><p>The weekly review page was the favourite feature: seeing patterns in mood and sleep on one page.</p>",
  },
  {
    slug: "sunrise-alarm-light",
    name: "Sunrise Alarm Light",
    category: "Mental Health",
    form: "lamp",
    description: "A wake-up light that brightens over 30 minutes before your alarm, with sunset mode and nature sounds.",
    longDescription:
      "Gradual light before waking helps set your body clock and makes dark winter mornings easier. This lamp reaches 300 lux, simulates sunset for winding down and includes an FM radio and nature sounds. It will not treat seasonal depression on its own but helps many people get up more gently.",
    features: [
      { icon: "Sun", text: "30-minute sunrise simulation" },
      { icon: "Moon", text: "Sunset mode for winding down" },
      { icon: "AlarmClock", text: "Nature sounds and FM radio" },
    ],
    retailers: [{ name: "Amazon", price: 49.99, search: "sunrise alarm clock wake up light" }],
    rating: 4.3,
  },
];
