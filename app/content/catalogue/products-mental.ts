import type { CatalogueProduct } from "./types.ts";
import { SOURCES } from "./sources.ts";

export const mentalHealthProducts: CatalogueProduct[] = [
  {
    slug: "ashwagandha-root-extract",
    evidence: "limited",
    sources: [SOURCES.odsAshwagandha],
    name: "Ashwagandha Root Extract Capsules",
    category: "Mental Health",
    form: "bottle",
    description: "A standardized full-spectrum root extract (600 mg) studied for everyday stress and sleep.",
    longDescription:
      "Ashwagandha is an adaptogenic herb with several randomized trials showing lower perceived stress and cortisol after 8 weeks at 300–600 mg of root extract; most trials are small and short. This capsule uses a root-only extract standardized to 5% withanolides. Avoid it in pregnancy and with thyroid medication unless your doctor agrees.",
    features: [
      { icon: "Leaf", text: "600 mg root-only extract" },
      { icon: "FlaskConical", text: "Standardized to 5% withanolides" },
      { icon: "Moon", text: "Studied for stress and sleep quality" },
    ],
    retailers: [{ name: "Amazon", price: 19.99, search: "ashwagandha root extract 600 mg capsules" }],
    rating: 4.3,
    pros: ["Several randomized trials for stress", "Root-only extract, no leaf fillers", "One capsule a day"],
    cons: ["Not for pregnancy or thyroid conditions without advice", "Can cause drowsiness or stomach upset in some", "Rare reports of liver injury"],
    whoIsItFor: "Adults going through a stressful stretch who want the herbal option with the most (if small) trials.",
    safetyNote:
      "Not for use in pregnancy or while breastfeeding. Ask your doctor first if you have a thyroid condition, an autoimmune disease or liver disease, or take sedatives, thyroid or diabetes medicines. Stop and see a doctor if you notice yellowing skin or dark urine.",
    detailedReview:
      "<p>Ashwagandha has moved from niche to mainstream, and unlike many trending herbs it has a reasonable body of human research behind it: several randomized trials found lower perceived stress after about eight weeks, though most were small and short.</p><p>In trials the common side effects were drowsiness and stomach upset. Rare cases of liver injury have been reported, so stop and see a doctor if you notice yellowing skin or dark urine, and take breaks after three months.</p><p>This is a desk review of the extract, dose and trials; we did not take it ourselves.</p>",
  },
  {
    slug: "l-theanine-calm",
    evidence: "limited",
    sources: [SOURCES.theanineTrial],
    name: "L-Theanine Calm Capsules",
    category: "Mental Health",
    form: "bottle",
    description: "200 mg of L-theanine, the green-tea amino acid studied for calm focus without drowsiness.",
    longDescription:
      "L-theanine increases alpha brain-wave activity associated with relaxed alertness. Taken alone or with morning coffee, it may take the edge off jitters. Effects in studies are subtle and come within about an hour, and it is one of the gentlest options in this category.",
    features: [
      { icon: "Leaf", text: "200 mg L-theanine per capsule" },
      { icon: "Lightbulb", text: "Studied for calm focus without drowsiness" },
      { icon: "Timer", text: "Effects in studies within about an hour" },
    ],
    retailers: [{ name: "Amazon", price: 15.49, search: "l-theanine 200 mg capsules" }],
    rating: 4.1,
    cons: ["Effects are subtle and small in trials", "Most studies are short and small", "Little safety data for pregnancy"],
    whoIsItFor: "Adults who want a gentle option for everyday nerves or coffee jitters, not for anxiety that needs treatment.",
    safetyNote: "If you are pregnant or breastfeeding, or take blood pressure medicines or stimulants, ask your doctor first.",
    detailedReview:
      "<p>L-theanine is an option for people who are curious about calm but cautious about herbs. In trials it is well tolerated and has few known interactions.</p><p>Small studies combining it with caffeine found smoother attention and fewer jitters than caffeine alone. The effects are modest.</p><p>This is a desk review of the research; we did not take it ourselves.</p>",
  },
  {
    slug: "omega-3-fish-oil",
    evidence: "limited",
    sources: [SOURCES.odsOmega3],
    name: "Omega-3 Fish Oil (High EPA)",
    category: "Mental Health",
    form: "bottle",
    description: "Triglyceride-form fish oil with 1,000 mg EPA per serving, the omega-3 most linked to mood.",
    longDescription:
      "In trials on low mood, omega-3 formulas with more EPA than DHA perform best, mostly as an add-on to usual treatment. This oil provides 1,000 mg EPA and 250 mg DHA per two softgels, in the re-esterified triglyceride form, with lemon oil to mask fishy burps.",
    features: [
      { icon: "Fish", text: "1,000 mg EPA per serving" },
      { icon: "ShieldCheck", text: "Look for IFOS or USP freshness and mercury testing" },
      { icon: "Citrus", text: "Lemon flavor to mask fishy burps" },
    ],
    retailers: [
      { name: "Amazon", price: 29.95, search: "high epa fish oil triglyceride form" },
      { name: "Walmart", price: 27.88, search: "high epa omega 3 fish oil" },
    ],
    rating: 4.3,
    cons: ["Evidence for mood is mainly as an add-on to treatment", "Large softgels", "Fish burps are still possible"],
    whoIsItFor: "Adults who eat little oily fish, or who want an EPA-rich omega-3 alongside, not instead of, care for low mood.",
    safetyNote:
      "If you take blood thinners or are due to have surgery, check with your doctor before taking high-dose omega-3. Not suitable for people with a fish allergy.",
    detailedReview:
      "<p>Fish oil is often bought for the heart, but the EPA-rich kind has interesting evidence as an add-on for low mood.</p><p>Freshness matters with fish oil. Because the buy links open a marketplace search, choose a bottle certified by an independent program such as IFOS or USP, which tests oxidation and mercury.</p><p>If you take blood thinners, check with your doctor before taking high-dose omega-3. This is a desk review; we did not take it ourselves.</p>",
  },
  {
    slug: "saffron-mood-support",
    evidence: "limited",
    sources: [SOURCES.saffronMeta],
    name: "Saffron Extract Mood Support",
    category: "Mental Health",
    form: "bottle",
    description: "30 mg of standardized saffron stigma extract, a spice with promising trials for mild low mood.",
    longDescription:
      "Several small randomized trials found 30 mg a day of saffron extract improved mild to moderate low mood and premenstrual symptoms. It is well tolerated in those trials. It should not replace treatment for depression; talk to your doctor, especially if you take antidepressants.",
    features: [
      { icon: "Flower2", text: "30 mg standardized saffron extract" },
      { icon: "Smile", text: "Studied for mild low mood and PMS" },
      { icon: "Vegan", text: "Vegan capsule" },
    ],
    retailers: [{ name: "iHerb", price: 26.5, search: "saffron extract 30 mg mood" }],
    cons: ["Trials are small and mostly from a few research groups", "Costs more than most mood supplements", "Not a treatment for depression"],
    whoIsItFor: "Adults with mild low mood or PMS-related mood changes, alongside a conversation with their doctor.",
    safetyNote:
      "Not for use in pregnancy: high doses of saffron can stimulate the uterus. If you take antidepressants, blood pressure medicines or blood thinners, ask your doctor first. If low mood lasts more than two weeks, please see a doctor.",
  },
  {
    slug: "weighted-blanket",
    evidence: "limited",
    sources: [SOURCES.weightedBlanketTrial, SOURCES.nhsInsomnia],
    name: "Cooling Weighted Blanket (15 lb)",
    category: "Mental Health",
    form: "blanket",
    description: "A 15 lb glass-bead blanket with a breathable bamboo cover, designed to give steady pressure at night.",
    longDescription:
      "Weighted blankets provide deep pressure that many people find calming. Small studies report better sleep and lower anxiety. Choose about 10% of your body weight; this 15 lb size suits people around 130–170 lb. The cover is removable and machine washable.",
    features: [
      { icon: "Bed", text: "15 lb of glass beads in stitched pockets" },
      { icon: "Wind", text: "Breathable bamboo cover" },
      { icon: "Repeat", text: "Removable, washable cover" },
    ],
    retailers: [
      { name: "Amazon", price: 69.99, search: "cooling weighted blanket 15 lb bamboo" },
      { name: "Target", price: 74.99, search: "weighted blanket 15 lb" },
    ],
    rating: 4.3,
    pros: ["Deep pressure that many people find calming", "Bamboo cover is more breathable than polyester", "Washable cover"],
    cons: ["Heavy to wash and carry", "Not suitable for children under the weight guidance", "Can feel warm in summer"],
    whoIsItFor: "Restless sleepers and anyone whose anxiety peaks at bedtime.",
    safetyNote:
      "Not for babies or young children, and not for anyone who cannot move it off easily, including people with breathing, circulation or mobility problems.",
    detailedReview:
      "<p>This is a desk review of weighted blankets sold under this description: we compared weight, fill, cover fabric and price against the research. We did not sleep under one ourselves.</p><p>Small randomized studies report better sleep and less anxiety for some adults, mostly people with anxiety or insomnia. Glass-bead fill in small stitched pockets spreads weight more evenly than plastic pellets. Hot sleepers may still find any weighted blanket too warm in summer.</p>",
  },
  {
    slug: "guided-mood-journal",
    evidence: "limited",
    sources: [SOURCES.nhsStress],
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
    rating: 4.3,
    cons: ["Only lasts 12 weeks", "A free notebook can do the same job", "Not a substitute for care when mood is persistently low"],
    whoIsItFor: "Anyone who wants a structured, five-minute habit for noticing mood patterns and good moments.",
    detailedReview:
      "<p>Gratitude and mood-tracking exercises have modest evidence for wellbeing in trials. A guided journal's main value is making the habit easy to start: short, specific prompts and a weekly review page for spotting patterns in mood and sleep.</p><p>This is a desk review of the journal's format and the research behind its exercises; we did not keep it ourselves.</p>",
  },
  {
    slug: "sunrise-alarm-light",
    evidence: "limited",
    sources: [SOURCES.nhsInsomnia],
    name: "Sunrise Alarm Light",
    category: "Mental Health",
    form: "lamp",
    description: "A wake-up light that brightens over 30 minutes before your alarm, with sunset mode and nature sounds.",
    longDescription:
      "Gradual light before waking may help set your body clock and make dark winter mornings easier. Lamps sold under this description reach about 300 lux, simulate sunset for winding down and include an FM radio and nature sounds. It will not treat seasonal depression on its own, which usually calls for a 10,000 lux light box used under medical advice.",
    features: [
      { icon: "Sun", text: "30-minute sunrise simulation" },
      { icon: "Moon", text: "Sunset mode for winding down" },
      { icon: "AlarmClock", text: "Nature sounds and FM radio" },
    ],
    retailers: [{ name: "Amazon", price: 49.99, search: "sunrise alarm clock wake up light" }],
    cons: ["Too dim to work as a light box for seasonal depression", "Evidence for mood is limited", "Needs a bedside socket"],
    whoIsItFor: "People who find dark winter mornings hard and want a gentler alternative to a loud alarm.",
  },
];
