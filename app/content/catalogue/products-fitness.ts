import type { CatalogueProduct } from "./types.ts";
import { SOURCES } from "./sources.ts";

export const fitnessProducts: CatalogueProduct[] = [
  {
    slug: "fabric-resistance-bands",
    evidence: "supported",
    sources: [SOURCES.whoActivity2020, SOURCES.nhsActivity],
    name: "Fabric Resistance Bands Set",
    category: "Fitness",
    form: "bands",
    description: "Three non-slip fabric loop bands (light, medium, heavy) for glutes, hips and legs.",
    longDescription:
      "Fabric bands are less prone to rolling up or pinching than thin latex ones, which suits squats, bridges and crab walks. Sets sold under this description include three resistance levels and a carry bag. For strengthening hips and glutes at home they are the cheapest useful piece of gear.",
    features: [
      { icon: "Layers", text: "Three resistance levels" },
      { icon: "ShieldCheck", text: "Grip lining on the inside to limit rolling" },
      { icon: "Package", text: "Travel bag included" },
    ],
    retailers: [{ name: "Amazon", price: 21.99, search: "fabric resistance bands set 3 levels" }],
    rating: 4.7,
    pros: ["Wide fabric is less likely to roll than latex", "Latex-free", "Fits in any bag"],
    cons: ["Heavy band can be too strong for beginners", "Fabric takes longer to dry after washing", "Resistance is not marked in pounds, so progress is hard to track"],
    whoIsItFor: "Anyone starting home strength training, especially for glutes and hips.",
    detailedReview:
      "<p>This is a desk review: we compared the specifications, materials and prices of fabric band sets against what home strength training needs. We did not train with them ourselves, and the buy link opens a marketplace search, so check the listing you choose has three levels and a lined inner surface.</p><p>The light band suits warm-ups and rehabilitation exercises; the heavy band is meant for hip thrusts. At this price they are an easy first purchase for beginners.</p>",
  },
  {
    slug: "adjustable-dumbbells",
    evidence: "supported",
    sources: [SOURCES.whoActivity2020, SOURCES.nhsActivity],
    name: "Adjustable Dumbbells (5–25 lb)",
    category: "Fitness",
    form: "dumbbell",
    description: "A pair of dial-adjustable dumbbells that replaces five sets of weights in the space of one.",
    longDescription:
      "Turn the dial to choose 5, 10, 15, 20 or 25 lb per hand. Adjustable dumbbells make progressive strength training possible in a small apartment, and strength training matters for bone density after 40.",
    features: [
      { icon: "Dumbbell", text: "5 to 25 lb per hand in 5 lb steps" },
      { icon: "Timer", text: "Change weight with a dial" },
      { icon: "Ruler", text: "Compact storage tray" },
    ],
    retailers: [
      { name: "Amazon", price: 149.99, search: "adjustable dumbbells 25 lb pair dial" },
      { name: "Walmart", price: 139.0, search: "adjustable dumbbells 25 lb pair" },
    ],
    rating: 4.5,
    cons: [
      "The highest upfront cost of the gear we list",
      "Longer than fixed dumbbells at light weights, which can feel awkward for raises",
      "Dial mechanisms can fail if dropped: check the warranty",
    ],
    whoIsItFor: "Women short on space who want to progress from light to moderate weights for squats, rows and presses.",
    detailedReview:
      "<p>This is a desk review of dial-adjustable dumbbell pairs: we compared weight range, step size, price and warranty terms. We did not use them ourselves.</p><p>A 5–25 lb range in 5 lb steps covers most home programs for beginners and intermediates. Choose a pair with a metal locking tray and at least a one-year warranty, and never drop them: the dial is the weak point.</p>",
  },
  {
    slug: "non-slip-yoga-mat",
    evidence: "supported",
    sources: [SOURCES.whoActivity2020, SOURCES.nhsActivity],
    name: "Non-Slip Yoga Mat (6 mm)",
    category: "Fitness",
    form: "mat",
    description: "A cushioned 6 mm natural rubber mat with a textured surface for hardwood floors.",
    longDescription:
      "A mat cushions knees and wrists and should not slide. This type of 6 mm natural-rubber mat has a polyurethane top layer marketed for grip with sweaty hands, and printed alignment lines. It is heavier than foam mats and usually more durable.",
    features: [
      { icon: "Layers", text: "6 mm cushioning for knees and wrists" },
      { icon: "ShieldCheck", text: "Polyurethane top layer for grip" },
      { icon: "Ruler", text: "Printed alignment lines" },
    ],
    retailers: [{ name: "Amazon", price: 59.99, search: "non slip yoga mat 6mm natural rubber" }],
    cons: ["Natural rubber: not for people with a latex allergy", "Heavy to carry to a class", "Rubber smell when new"],
    whoIsItFor: "Anyone doing yoga, Pilates or floor exercises at home who wants extra cushioning for knees and wrists.",
  },
  {
    slug: "vinyl-kettlebell",
    evidence: "supported",
    sources: [SOURCES.whoActivity2020, SOURCES.nhsActivity],
    name: "Vinyl-Coated Kettlebell (15 lb)",
    category: "Fitness",
    form: "kettlebell",
    description: "A floor-friendly 15 lb kettlebell with a wide handle for swings, goblet squats and deadlifts.",
    longDescription:
      "Kettlebell swings train the whole back of the body and raise the heart rate at once. The vinyl coating protects floors and reduces noise, and the wide handle fits two hands. 15 lb is a common starting weight for women learning the swing.",
    features: [
      { icon: "Dumbbell", text: "15 lb cast iron core" },
      { icon: "Shield", text: "Vinyl coating protects floors" },
      { icon: "Flame", text: "Suited to swings and full-body circuits" },
    ],
    retailers: [{ name: "Walmart", price: 24.97, search: "vinyl kettlebell 15 lb" }],
    pros: ["Quieter and kinder to floors than bare iron", "Wide handle for two-hand swings", "Very affordable"],
    cons: ["Vinyl handle can get slippery without chalk", "Not available on Amazon", "You will outgrow one weight as you get stronger"],
    whoIsItFor: "Beginners learning the kettlebell swing and goblet squat at home, ideally after a lesson on technique.",
  },
  {
    slug: "high-density-foam-roller",
    evidence: "limited",
    sources: [SOURCES.foamRollingMeta],
    name: "High-Density Foam Roller",
    category: "Fitness",
    form: "roller",
    description: "A firm 18-inch foam roller for post-workout recovery and easing tight calves, quads and back.",
    longDescription:
      "Foam rolling can reduce muscle soreness after exercise and improve how mobile you feel. High-density rollers keep their shape longer than soft foam, and an 18-inch length suits both legs and the upper back. Beginners should roll slowly and avoid the lower back.",
    features: [
      { icon: "Activity", text: "Firm, high-density foam" },
      { icon: "Ruler", text: "18-inch length, easy to store" },
      { icon: "Heart", text: "May ease soreness after training" },
    ],
    retailers: [{ name: "Amazon", price: 19.99, search: "high density foam roller 18 inch" }],
    rating: 4.4,
    cons: ["Firm foam can be too intense for beginners", "Too short to lie on lengthwise for the whole spine", "Effects on soreness are small and short-lived"],
    whoIsItFor: "People who train regularly and want an inexpensive way to ease post-workout tightness in legs and upper back.",
    detailedReview:
      "<p>A foam roller is inexpensive recovery support. Reviews of the research find small, short-term reductions in soreness and a brief gain in range of motion, nothing more.</p><p>Use it for calves, quads and the upper back; roll the lower back gently or not at all. This is a desk review of the evidence and specifications; we did not use the roller ourselves.</p>",
  },
  {
    slug: "weighted-jump-rope",
    evidence: "supported",
    sources: [SOURCES.whoActivity2020, SOURCES.nhsActivity],
    name: "Weighted Jump Rope",
    category: "Fitness",
    form: "rope",
    description: "A tangle-resistant jump rope with 1 lb removable handle weights for quick cardio in a small space.",
    longDescription:
      "Ten minutes of skipping is a serious cardio workout. Ropes sold under this description have an adjustable cable, ball-bearing handles and removable weights for extra upper-body work. Jump on a mat or wooden floor to protect your joints.",
    features: [
      { icon: "Repeat", text: "Ball-bearing handles" },
      { icon: "Dumbbell", text: "Removable 1 lb handle weights" },
      { icon: "Timer", text: "Vigorous cardio in ten minutes" },
    ],
    retailers: [{ name: "Amazon", price: 17.99, search: "weighted jump rope adjustable" }],
    cons: ["High impact: not for people with pelvic floor or joint problems", "Needs ceiling height and floor space", "Noisy for downstairs neighbors"],
    whoIsItFor: "Women without joint or pelvic floor problems who want short, intense cardio sessions at home.",
  },
  {
    slug: "plant-protein-powder",
    evidence: "supported",
    sources: [SOURCES.odsExercise],
    name: "Plant Protein Powder (Vanilla)",
    category: "Fitness",
    form: "tub",
    description: "Pea and brown-rice protein with 21 g protein per scoop, sweetened with monk fruit.",
    longDescription:
      "A blend of pea and brown-rice protein gives a complete amino-acid profile. One scoop provides 21 g protein and 120 kcal. Plant proteins often taste slightly earthy; fruit hides it. Useful for women who struggle to eat enough protein for strength training.",
    features: [
      { icon: "Sprout", text: "21 g plant protein per scoop" },
      { icon: "Vegan", text: "Vegan, dairy- and soy-free" },
      { icon: "Apple", text: "Sweetened with monk fruit" },
    ],
    retailers: [
      { name: "Amazon", price: 34.99, search: "pea rice plant protein powder vanilla" },
      { name: "iHerb", price: 36.0, search: "plant protein powder vanilla pea rice" },
    ],
    cons: [
      "Rice and pea proteins can carry heavy metals: choose one with NSF Certified for Sport or Informed Sport",
      "Earthy taste that not everyone likes",
      "Food first: most women can meet protein needs without a powder",
    ],
    whoIsItFor: "Vegans and women who find it hard to reach their protein target from meals alone.",
  },
];
