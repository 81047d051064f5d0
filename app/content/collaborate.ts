import { catalogueProducts } from "./catalogue/products.ts";
import { roundups } from "./catalogue/roundups.ts";
import { quizzes } from "./quizzes.ts";

/**
 * Brand collaboration copy, shared by the /collaborate page and
 * the media kit script (scripts/media-kit.ts), so both always say the same.
 */
export const collaborationOffers = [
  {
    title: "Sponsored Blog Content",
    text: "In-depth articles written by our editors around your product or cause, researched to our usual standard and clearly labeled as sponsored.",
  },
  {
    title: "Product Reviews",
    text: "Honest, evidence-led reviews by our editors (desk research on ingredients, doses and certifications), with the pros, the cons and who the product is really for.",
  },
  {
    title: "Brand Ambassadorships",
    text: "Longer-term partnerships for brands whose values match ours, with recurring features across the site and community.",
  },
  {
    title: "Newsletter Spotlights",
    text: "A featured slot in our newsletter, introducing your brand to readers who open it for trusted recommendations.",
  },
  {
    title: "Social Media Collaborations",
    text: "Posts, stories and short videos created with you for our social channels, in our voice and for our audience.",
  },
  {
    title: "Affiliate Marketing",
    text: "Performance-based partnerships through tracked links in our reviews, roundups and Affiliate Corner.",
  },
] as const;

/**
 * What the media kit (a static PDF) may state about the site: counts of the built-in content, each true
 * on the day the kit is made, which the kit prints beside them. Audience figures live in the database
 * (set by the operator with their date) and appear only on /collaborate; the kit sends brands there.
 */
export function mediaKitFigures(): { value: string; label: string }[] {
  // A review counts only when the method was applied in full (an in-depth review with its rating).
  const listed = new Set(roundups.flatMap((roundup) => roundup.products.map((product) => product.slug)));
  const reviews = catalogueProducts.filter(
    (p) => listed.has(p.slug) && p.detailedReview !== undefined && p.rating !== undefined,
  ).length;
  return [
    { value: String(reviews), label: "product reviews" },
    { value: String(roundups.length), label: "product roundups" },
    { value: String(quizzes.length), label: "self-assessment quizzes" },
  ];
}

/** The media kit's prose, here so the content check reads it with the rest of the brand copy. */
export const mediaKitCopy = (site: string) => ({
  whoWeAre: `${site} is a women's health and wellness website. We publish evidence-based articles, product reviews and roundups based on desk research (ingredients, doses, certifications and the published evidence; we do not test products ourselves), a product comparison guide, illustrative Q&A interviews and free self-serve tools, and we host a community with moderated topic chat rooms.`,
  figuresNote:
    "Counted from the site's catalogue on the date below. Audience figures, when we publish them, are on our Work With Us page with the date they were true.",
  audience: [
    "Women looking for evidence-based guidance on their health",
    "Readers comparing supplements and fitness products before they buy",
    "Women navigating hormones, perimenopause and menopause",
    "Members who talk nutrition, mental wellness and movement in our chat rooms",
  ],
  publish: [
    "Articles on hormones, sleep, nutrition and stress, with their sources",
    "Product reviews, roundups and a comparison guide",
    "Illustrative Q&A interviews on common questions",
    "Quizzes, a health tracker, meal and workout planners",
    "Topic chat rooms for our community",
  ],
  quote: "Commissions do not decide which products we list or how we rate them, and brands cannot pay for a review.",
}) as const;

/** 'Why Work With Us', on the page and in the media kit. */
export const whyWorkWithUs = [
  {
    title: "Readers who come for evidence",
    text: "Women come to us for evidence-based guidance at every stage of life, from cycle health to menopause. We are careful about what we recommend, and we say what the evidence does not support.",
  },
  {
    title: "Honest, disclosed partnerships",
    text: "Every sponsored piece and affiliate link is clearly labeled. Our verdicts are our own: a brand cannot pay for a review or a rating.",
  },
  {
    title: "Content made to last",
    text: "Our reviews and guides cite their sources and carry the date they were last checked, so a collaboration keeps working for months after it goes live rather than disappearing in a feed.",
  },
] as const;
