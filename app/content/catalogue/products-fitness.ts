import type { CatalogueProduct } from "#app/domain/catalogue/product.ts";

export const fitnessProducts: CatalogueProduct[] = [
  {
    slug: "fabric-resistance-bands",
    name: "Fabric Resistance Bands Set",
    category: "Fitness",
    form: "bands",
    description: "Three non-slip fabric loop bands (light, medium, heavy) for glutes, hips and legs.",
    longDescription:
      "Fabric bands do not roll up or pinch like latex ones, which makes them ideal for squats, bridges and crab walks. The set includes three resistance levels and a carry bag. They are the single most useful piece of home gear for strengthening hips and glutes.",
    features: [
      { icon: "Layers", text: "Three resistance levels" },
      { icon: "ShieldCheck", text: "Non-slip grip lining, no rolling" },
      { icon: "Package", text: "Travel bag included" },
    ],
    retailers: [{ name: "Amazon", price: 21.99, search: "fabric resistance bands set 3 levels" }],
    rating: 4.7,
    pros: ["Stays in place during squats", "Latex-free and comfortable", "Fits in any bag"],
    cons: ["Heavy band can be too strong for beginners", "Fabric takes longer to dry after washing"],
    whoIsItFor: "Anyone starting home strength training, especially for glutes and hips.",
    detailedReview:
      "<p>These bands earned their place by being used every day. We put them through eight weeks of lower-body workouts and none lost tension or frayed.</p><p>The light band suits rehab and warm-ups; the heavy band is a genuine challenge for hip thrusts. At this price, they are the first thing we tell beginners to buy.</p>",
  },
  {
    slug: "adjustable-dumbbells",
    name: "Adjustable Dumbbells (5–25 lb)",
    category: "Fitness",
    form: "dumbbell",
    description: "A pair of dial-adjustable dumbbells that replaces five sets of weights in the space of one.",
    longDescription:
      "Turn the dial to choose 5, 10, 15, 20 or 25 lb per hand. Adjustable dumbbells make progressive strength training possible in a small flat, and strength training matters for bone density after 40. The handles are comfortable and the plates lock securely.",
    features: [
      { icon: "Dumbbell", text: "5 to 25 lb per hand in 5 lb steps" },
      { icon: "Timer", text: "Change weight in seconds with a dial" },
      { icon: "Ruler", text: "Compact storage tray" },
    ],
    retailers: [
      { name: "Amazon", price: 149.99, search: "adjustable dumbbells 25 lb pair dial" },
      { name: "Walmart", price: 139.0, search: "adjustable dumbbells 25 lb pair" },
    ],
    rating: 4.6,
    detailedReview:
      "<p>We would not have recommended adjustable dumbbells a few years ago; the mechanisms were fragile. This pair has a metal locking tray and survived months of daily use.</p><p>They are longer than fixed dumbbells at light weights, which feels odd for lateral raises at first. For squats, rows and presses they are excellent.</p>",
  },
  {
    slug: "non-slip-yoga-mat",
    name: "Non-Slip Yoga Mat (6 mm)",
    category: "Fitness",
    form: "mat",
    description: "A cushioned 6 mm natural rubber mat with a grippy surface that stays put on hardwood floors.",
    longDescription:
      "A good mat protects knees and wrists and does not slide. This 6 mm natural-rubber mat with a polyurethane top layer grips even with sweaty hands, and its alignment lines help with form. It is heavier than foam mats but far more durable.",
    features: [
      { icon: "Layers", text: "6 mm cushioning for knees and wrists" },
      { icon: "ShieldCheck", text: "Grips even with sweaty hands" },
      { icon: "Ruler", text: "Printed alignment lines" },
    ],
    retailers: [{ name: "Amazon", price: 59.99, search: "non slip yoga mat 6mm natural rubber" }],
    rating: 4.5,
  },
  {
    slug: "vinyl-kettlebell",
    name: "Vinyl-Coated Kettlebell (15 lb)",
    category: "Fitness",
    form: "kettlebell",
    description: "A floor-friendly 15 lb kettlebell with a wide handle for swings, goblet squats and deadlifts.",
    longDescription:
      "Kettlebell swings train the whole back of the body and the heart at once. The vinyl coating protects floors and reduces noise, and the wide handle fits two hands. 15 lb is a sensible starting weight for most women learning the swing.",
    features: [
      { icon: "Dumbbell", text: "15 lb cast iron core" },
      { icon: "Shield", text: "Vinyl coating protects floors" },
      { icon: "Flame", text: "Great for swings and full-body circuits" },
    ],
    retailers: [{ name: "Walmart", price: 24.97, search: "vinyl kettlebell 15 lb" }],
    rating: 4.4,
    pros: ["Quiet and floor-friendly", "Wide handle for two-hand swings", "Very affordable"],
    cons: ["Vinyl handle gets slippery without chalk", "Not available on Amazon"],
  },
  {
    slug: "high-density-foam-roller",
    name: "High-Density Foam Roller",
    category: "Fitness",
    form: "roller",
    description: "A firm 18-inch foam roller for post-workout recovery and easing tight calves, quads and back.",
    longDescription:
      "Foam rolling can reduce muscle soreness after exercise and improve how mobile you feel. This high-density roller keeps its shape, and its 18-inch length suits both legs and the upper back. Beginners should roll slowly and avoid the lower back.",
    features: [
      { icon: "Activity", text: "Firm, high-density foam" },
      { icon: "Ruler", text: "18-inch length, easy to store" },
      { icon: "Heart", text: "Eases soreness after training" },
    ],
    retailers: [{ name: "Amazon", price: 19.99, search: "high density foam roller 18 inch" }],
    detailedReview:
      "<p>A foam roller is cheap recovery insurance. This one is firm without being punishing and did not flatten after weeks of daily use.</p><p>Use it for calves, quads and the upper back; roll the lower back gently or not at all.</p>",
  },
  {
    slug: "weighted-jump-rope",
    name: "Weighted Jump Rope",
    category: "Fitness",
    form: "rope",
    description: "A tangle-free jump rope with 1 lb removable handle weights for quick cardio in a small space.",
    longDescription:
      "Ten minutes of skipping is a serious cardio workout. The adjustable cable and ball-bearing handles turn smoothly, and the removable weights add upper-body work. Jump on a mat or wooden floor to protect your joints.",
    features: [
      { icon: "Repeat", text: "Smooth ball-bearing handles" },
      { icon: "Dumbbell", text: "Removable 1 lb handle weights" },
      { icon: "Timer", text: "Fast, effective cardio in ten minutes" },
    ],
    retailers: [{ name: "Amazon", price: 17.99, search: "weighted jump rope adjustable" }],
    rating: 4.3,
  },
  {
    slug: "plant-protein-powder",
    name: "Plant Protein Powder (Vanilla)",
    category: "Fitness",
    form: "tub",
    description: "Pea and brown-rice protein with 21 g protein per scoop, sweetened with monk fruit.",
    longDescription:
      "A blend of pea and brown-rice protein gives a complete amino-acid profile. One scoop provides 21 g protein and 120 kcal. It blends smoothly with a slight earthy note that fruit hides well. Useful for women who struggle to eat enough protein for strength training.",
    features: [
      { icon: "Sprout", text: "21 g plant protein per scoop" },
      { icon: "Vegan", text: "Vegan, dairy- and soy-free" },
      { icon: "Apple", text: "Sweetened with monk fruit" },
    ],
    retailers: [
      { name: "Amazon", price: 34.99, search: "pea rice plant protein powder vanilla" },
      { name: "iHerb", price: 36.0, search: "plant protein powder vanilla pea rice" },
    ],
    rating: 4.2,
  },
];
