import type { CatalogueProduct } from "#app/domain/catalogue/product.ts";

export const gutHealthProducts: CatalogueProduct[] = [
  {
    slug: "womens-probiotic-50-billion",
    name: "Women's Probiotic 50 Billion CFU",
    category: "Gut Health",
    form: "bottle",
    description: "A 16-strain shelf-stable probiotic with Lactobacillus strains for digestive and vaginal health.",
    longDescription:
      "This capsule combines 16 strains, including Lactobacillus rhamnosus and reuteri studied for vaginal flora, with Bifidobacterium strains for digestion. Delayed-release capsules help the bacteria survive stomach acid, and it does not need refrigeration. Give any probiotic four weeks before deciding.",
    features: [
      { icon: "Microscope", text: "50 billion CFU, 16 strains" },
      { icon: "Shield", text: "Delayed-release capsules survive stomach acid" },
      { icon: "Package", text: "Shelf-stable, no fridge needed" },
    ],
    retailers: [{ name: "Amazon", price: 27.99, search: "womens probiotic 50 billion cfu" }],
    rating: 4.5,
    pros: ["Strains chosen for women's health", "Shelf-stable for travel", "One capsule a day"],
    cons: ["Some bloating in the first week", "More strains is not always better"],
    whoIsItFor: "Women who want one probiotic for digestive comfort and vaginal flora.",
    detailedReview:
      "<p>Probiotics are strain-specific, so we look for strains with research behind them. This product includes the two Lactobacillus strains best studied for vaginal health.</p><p>Testers reported more regular digestion after three to four weeks. A few had mild bloating early on, which settled.</p><p>If you are immunocompromised, ask your doctor before taking probiotics.</p>",
  },
  {
    slug: "vaginal-health-probiotic",
    name: "Lactobacillus Vaginal Health Probiotic",
    category: "Gut Health",
    form: "bottle",
    description: "A targeted two-strain probiotic (L. rhamnosus GR-1 and L. reuteri RC-14) for vaginal flora balance.",
    longDescription:
      "Rather than many strains, this capsule contains the two most researched for vaginal health, at 5 billion CFU. Studies suggest they can help maintain normal flora, particularly after antibiotics. It is not a treatment for an active infection; see a clinician for symptoms.",
    features: [
      { icon: "Microscope", text: "GR-1 and RC-14 strains" },
      { icon: "Heart", text: "Supports normal vaginal flora" },
      { icon: "Pill", text: "One capsule a day" },
    ],
    retailers: [{ name: "Amazon", price: 24.99, search: "lactobacillus rhamnosus gr-1 reuteri rc-14 probiotic" }],
    rating: 4.4,
    detailedReview:
      "<p>This is a focused product, and we like that. The two strains have decades of research, including studies alongside antibiotic treatment.</p><p>It is a maintenance product; it does not replace medical treatment for infections.</p>",
  },
  {
    slug: "prebiotic-fiber-powder",
    name: "Prebiotic Fibre Powder (PHGG)",
    category: "Gut Health",
    form: "tub",
    description: "Partially hydrolysed guar gum, a gentle, tasteless soluble fibre that feeds beneficial gut bacteria.",
    longDescription:
      "Most women eat less fibre than the 25 g a day recommended. This powder adds 5 g of soluble fibre per scoop, dissolves fully without thickening and is among the better-tolerated prebiotics for sensitive guts, including people with IBS. Start with half a scoop.",
    features: [
      { icon: "Wheat", text: "5 g soluble fibre per scoop" },
      { icon: "Droplets", text: "Tasteless, no thickening" },
      { icon: "Heart", text: "Low-FODMAP and gentle" },
    ],
    retailers: [
      { name: "Amazon", price: 23.99, search: "partially hydrolyzed guar gum fiber powder" },
      { name: "Walmart", price: 22.96, search: "guar gum prebiotic fiber powder" },
    ],
    rating: 4.6,
    detailedReview:
      "<p>Fibre supplements have a reputation for gas and bloating. PHGG is the exception in our experience; it ferments slowly, so most testers had no discomfort.</p><p>It is invisible in water, coffee or soup. A great first step before adding probiotics.</p>",
  },
  {
    slug: "digestive-enzyme-complex",
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
  },
  {
    slug: "spore-based-probiotic",
    name: "Spore-Based Probiotic",
    category: "Gut Health",
    form: "bottle",
    description: "Bacillus spore strains that survive stomach acid and heat, for people who found other probiotics unhelpful.",
    longDescription:
      "Spore-forming Bacillus strains are naturally protected by a tough coat, so they survive stomach acid and do not need refrigeration. Early research shows support for regularity and post-meal comfort. A good second option if classic probiotics did not suit you.",
    features: [
      { icon: "Shield", text: "Spore strains survive stomach acid" },
      { icon: "Microscope", text: "Bacillus coagulans and subtilis" },
      { icon: "Package", text: "Heat-stable, no fridge needed" },
    ],
    retailers: [{ name: "iHerb", price: 39.0, search: "spore based probiotic bacillus" }],
    rating: 4.1,
    pros: ["Very robust and shelf-stable", "Small capsules", "Alternative when classic probiotics did not help"],
    cons: ["Less research than Lactobacillus strains", "Higher price", "Not available on Amazon"],
  },
  {
    slug: "ginger-peppermint-digestive-tea",
    name: "Ginger & Peppermint Digestive Tea",
    category: "Gut Health",
    form: "box",
    description: "Organic ginger, peppermint and fennel tea bags to settle the stomach after meals.",
    longDescription:
      "Peppermint relaxes the gut's smooth muscle and ginger helps with nausea; fennel is a traditional remedy for wind. This caffeine-free tea is an easy after-dinner ritual. People with reflux may find peppermint makes it worse.",
    features: [
      { icon: "Leaf", text: "Organic ginger, peppermint and fennel" },
      { icon: "Moon", text: "Caffeine-free, good after dinner" },
      { icon: "Heart", text: "Soothes bloating and nausea" },
    ],
    retailers: [{ name: "Target", price: 5.49, search: "ginger peppermint digestive tea organic" }],
    rating: 4.5,
  },
];
