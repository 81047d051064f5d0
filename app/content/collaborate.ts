/**
 * Brand collaboration copy (spec §2.14), shared by the /collaborate page and
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

/** The site's fixed audience claims (spec §1), used on the page and in the media kit. */
export const mediaKitClaims = [
  { value: "50,000+", label: "readers" },
  { value: "1000+", label: "product reviews" },
  { value: "4.9", label: "community rating" },
] as const;

/** 'Why Work With Us' (spec §2.14), on the page and in the media kit. */
export const whyWorkWithUs = [
  {
    title: "An audience that trusts us",
    text: "Women come to us for evidence-based guidance at every stage of life, from cycle health to menopause, and they act on what we recommend because we are careful about what we recommend.",
  },
  {
    title: "Honest, disclosed partnerships",
    text: "Every sponsored piece and affiliate link is clearly labeled. Our verdicts are our own, which is exactly why readers believe them, and why a good product does well here.",
  },
  {
    title: "Content made to last",
    text: "Our reviews and guides are researched, fact-checked and kept up to date, so a collaboration keeps working for months after it goes live rather than disappearing in a feed.",
  },
] as const;
