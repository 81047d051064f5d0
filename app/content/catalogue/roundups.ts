/** Roundup: slug, title, description, cover image description, products with a reason each. */
export type Roundup = {
  slug: string;
  title: string;
  description: string;
  coverImageDescription: string;
  products: { slug: string; reason: string }[];
};

export const roundups: Roundup[] = [
  {
    slug: "best-collagen-supplements",
    title: "Best Collagen Supplements",
    description:
      "Powders, capsules and shots compared on paper for dose, source, third-party testing and price per serving, so you can choose collagen that matches your diet and your budget.",
    coverImageDescription: "A collage of collagen tubs, capsule bottles and shots in soft rose tones.",
    products: [
      { slug: "marine-collagen-peptides", reason: "A 10 g dose of type I marine collagen, the type and amount studied for skin; choose a tub with third-party heavy-metal testing." },
      { slug: "grass-fed-bovine-collagen", reason: "A full 20 g dose of type I and III collagen for under a dollar a serving: the best value overall." },
      { slug: "multi-collagen-complex", reason: "One bottle for skin and joints, with undenatured type II collagen at its studied dose." },
      { slug: "collagen-vitamin-c-capsules", reason: "The easiest option for people who will never mix a powder, with vitamin C built in (it also contains biotin: see the lab-test note)." },
      { slug: "liquid-collagen-shots", reason: "Ready to drink in seconds: the most convenient way to get 10 g of collagen." },
      { slug: "vegan-collagen-builder", reason: "Listed for vegans who ask: it supplies nutrients the body uses to make collagen, but no trial shows it raises collagen or improves skin." },
    ],
  },
  {
    slug: "top-womens-multivitamins",
    title: "Top Women's Multivitamins",
    description:
      "The multivitamins that get the basics right for each life stage, from cycle-friendly iron to iron-free formulas after menopause.",
    coverImageDescription: "Multivitamin bottles and gummies arranged on a warm orange background.",
    products: [
      { slug: "vitamin-d3-k2-drops", reason: "Not a multi, but the add-on most women need in winter, with an adjustable dose." },
      { slug: "womens-50-plus-multivitamin", reason: "Drops the iron and adds vitamin D3 and K2 for bones, exactly what changes after menopause." },
      { slug: "womens-daily-multivitamin", reason: "Sensible doses, gentle iron and 400 mcg folic acid in one small tablet: our pick for women under 50 who have periods." },
      { slug: "whole-food-multivitamin", reason: "Made for sensitive stomachs and labeled for use before breakfast, at a higher price per day." },
      { slug: "prenatal-multivitamin-dha", reason: "Complete prenatal cover, including iodine, choline and vegetarian DHA." },
      { slug: "iron-free-multivitamin", reason: "A clean, single-capsule formula for women who should not take extra iron." },
      { slug: "gummy-multivitamin", reason: "For pill-averse readers: the gummy with the most complete vitamin list." },
    ],
  },
  {
    slug: "hormone-balance-essentials",
    title: "Hormone Balance Essentials",
    description:
      "Evidence-checked support for PMS, PCOS and the menopause transition, with honest notes on what each product can and cannot do.",
    coverImageDescription: "Botanical supplements with evening primrose and chasteberry flowers on lilac.",
    products: [
      { slug: "magnesium-glycinate", reason: "A low-risk first step for cramps and sleep when your diet is low in magnesium, in a form gentler on the stomach." },
      { slug: "chasteberry-vitex", reason: "The herb with the most consistent trial evidence for premenstrual symptoms." },
      { slug: "myo-inositol-powder", reason: "The 40:1 inositol ratio studied for cycle regularity in PCOS." },
      { slug: "dim-hormone-balance", reason: "Popular for cyclical breakouts; included with a clear note that human evidence is very limited." },
      { slug: "evening-primrose-oil", reason: "An inexpensive traditional choice for cyclical breast tenderness, though trials mostly found no benefit over placebo." },
      { slug: "menopause-support-complex", reason: "Included because readers ask about it: every dose is on the label, but current guidance does not support these botanicals for hot flashes." },
    ],
  },
  {
    slug: "best-probiotics-for-gut-health",
    title: "Best Probiotics for Gut Health",
    description:
      "Probiotics and prebiotics chosen strain by strain, for digestive comfort, regularity and vaginal health.",
    coverImageDescription: "Probiotic capsules and a glass of fiber drink on a fresh green background.",
    products: [
      { slug: "prebiotic-fiber-powder", reason: "One of the best-tolerated fibers in trials, to get closer to 25 g of fiber a day." },
      { slug: "vaginal-health-probiotic", reason: "The two most researched strains for vaginal health, nothing more." },
      { slug: "womens-probiotic-50-billion", reason: "Well-chosen strains for both digestion and vaginal flora in a shelf-stable capsule." },
      { slug: "spore-based-probiotic", reason: "A robust alternative for people classic probiotics did not help." },
      { slug: "digestive-enzyme-complex", reason: "Handy support for heavy meals, dairy and beans." },
    ],
  },
  {
    slug: "best-mental-wellness-tools",
    title: "Best Mental Wellness Tools",
    description:
      "Supplements and everyday tools that help with stress, mood and sleep, alongside, never instead of, professional support.",
    coverImageDescription: "A weighted blanket, a journal and a sunrise lamp in calm blue tones.",
    products: [
      { slug: "ashwagandha-root-extract", reason: "The adaptogen with the most human trials for everyday stress, though most are small." },
      { slug: "omega-3-fish-oil", reason: "EPA-rich omega-3, the form linked to mood in trials; choose a bottle with IFOS or USP freshness testing." },
      { slug: "weighted-blanket", reason: "Deep pressure that small studies link with better sleep and less anxiety for some adults." },
      { slug: "guided-mood-journal", reason: "Short, specific prompts that make a gratitude and mood habit easy to start." },
      { slug: "l-theanine-calm", reason: "Studied for calm focus within about an hour, and about as gentle as supplements get." },
      { slug: "sunrise-alarm-light", reason: "Gentler winter mornings by waking you with light instead of noise." },
      { slug: "saffron-mood-support", reason: "A spice extract with promising trials for mild low mood and PMS." },
    ],
  },
  {
    slug: "top-fitness-gear-for-home-workouts",
    title: "Top Fitness Gear for Home Workouts",
    description:
      "Compact gear for strength, cardio and recovery in a small space, chosen on specifications, materials, warranty and price.",
    coverImageDescription: "Resistance bands, a kettlebell and a yoga mat on a sage green background.",
    products: [
      { slug: "fabric-resistance-bands", reason: "The most useful piece of home gear for hips and glutes, at a beginner-friendly price." },
      { slug: "adjustable-dumbbells", reason: "Five pairs of dumbbells in the space of one, for real progressive strength training." },
      { slug: "high-density-foam-roller", reason: "Inexpensive recovery support; high-density foam keeps its shape longer than soft rollers." },
      { slug: "non-slip-yoga-mat", reason: "6 mm of natural rubber to cushion knees and wrists, with a grippy top layer (not for latex allergies)." },
      { slug: "vinyl-kettlebell", reason: "A quiet, floor-friendly kettlebell at the right starting weight for swings." },
      { slug: "weighted-jump-rope", reason: "Ten minutes of serious cardio that fits in a drawer." },
    ],
  },
];

export function findRoundup(slug: string): Roundup | undefined {
  return roundups.find((r) => r.slug === slug);
}
