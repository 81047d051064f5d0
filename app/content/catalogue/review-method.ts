/**
 * The "How we review" page: what the site really does before it rates a
 * product. Every review, roundup and the comparison guide link here, and every
 * sentence on those pages must be true of this method (desk research only).
 */
export const REVIEW_METHOD_PATH = "/how-we-review";
export const REVIEW_METHOD_TITLE = "How We Review";
export const REVIEW_METHOD_LINK_TEXT = "How we review";
export const REVIEW_METHOD_SUMMARY =
  "Our reviews are desk research: we check ingredients and doses against the trial evidence, look for independent certification, compare price per serving and read label claims against regulators' guidance. We do not test products ourselves.";

export type ReviewMethodSection = { title: string; paragraphs: string[]; points?: string[] };

/** The method's sections, their words naming the site as the operator calls it (`siteName()`, SITE_NAME). */
export const reviewMethodSections = (site: string): ReviewMethodSection[] => [
  {
    title: "What we do, and what we do not do",
    paragraphs: [
        `Every review on ${site} is desk research. Our writers and editors read the label, the published research and the guidance of health bodies, and compare products with each other on paper.`,
        "We do not use or test the products ourselves, we do not run reader surveys or panels, and we do not send products to laboratories. When a review mentions testing, it means testing done by an independent certifier or a published trial, and it says so.",
    ],
  },
  {
    title: "What our product listings describe",
    paragraphs: [
      "Our product names are generic descriptions (for example \"Marine Collagen Peptides Powder\"), not brands. The buy buttons open a search on a retailer's site, so the item you choose may come from one of several makers. Check that its label matches what the review describes: the dose, the form, and any certification we tell you to look for.",
    ],
  },
  {
    title: "How we check a product",
    paragraphs: ["For every product we look at the same things:"],
    points: [
      "Ingredients and doses, compared with the doses used in human trials. A product dosed below the studied range loses points, however good the ingredient.",
      "The strength of that evidence: randomized trials and systematic reviews count most; lab and animal studies count little. Where a guideline or position statement exists, such as The Menopause Society's 2023 nonhormone position statement, we follow it.",
      "Third-party certification where a product has it: USP Verified, NSF Certified (including NSF Certified for Sport), Informed Sport, IFOS for fish oils. Where quality varies between sellers, we tell you which mark to look for.",
      "Price per serving, from the retailer prices we found when the review was last updated.",
      "Label claims checked against regulators' guidance, chiefly the FDA's rules for dietary supplement claims and the FTC's Health Products Compliance Guidance. Claims to treat or cure a disease are a red flag.",
      "Safety: known side effects, interactions with medicines, pregnancy and breastfeeding, and warnings such as biotin distorting lab tests or iron being dangerous to young children. Where a product carries a warning of this kind (a lab-test effect, a poisoning risk for children, an interaction with medicines, a pregnancy caution), a safety note sits next to its claims; allergens and milder drawbacks are listed among its cons.",
      "For fitness gear and everyday tools: specifications, materials, warranty terms and price, set against what the exercise or the research needs.",
    ],
  },
  {
    title: "How ratings are set",
    paragraphs: [
      "The star rating out of 5 weighs, in this order: the strength of the evidence for the product's main use at the labeled dose; label transparency and independent certification; safety; and value per serving. A product whose main use is not supported by the evidence cannot score above 3, however well made it is.",
      "Because the evidence comes first, it also sets a ceiling: five stars (4.5 or more) only where randomized trials or guidelines support the main use, and at most 4.4 where that evidence is limited. Within a category, and across the comparison guide, a product is never rated above one whose evidence is stronger.",
      "The effectiveness score out of 10 in our comparison guide is the strength of the trial evidence for the product's main use. We leave a product out of the comparison rather than give it a score the evidence does not support.",
      "A product we have not yet reviewed in full says so (\"Not yet reviewed\") and has no star rating anywhere on the site: it is left out of rankings and of sorting by rating, and its page says only what its label and category tell us.",
    ],
  },
  {
    title: "Money and independence",
    paragraphs: [
      "Some buy buttons are affiliate links: if you buy through them we may earn a small commission, at no extra cost to you. Commissions do not decide which products we list or how we rate them, and brands cannot pay for a review.",
    ],
  },
  {
    title: "Updates and corrections",
    paragraphs: [
      "Reviews carry the date they were last checked. Prices and formulas change, so check the label before you buy. If you spot an error, tell us through the contact page and we will correct it.",
      "Our reviews are for information only and are not medical advice. Talk to a doctor, pharmacist or midwife before starting a supplement, especially if you are pregnant, breastfeeding or take medicines.",
    ],
  },
];
