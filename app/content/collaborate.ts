/**
 * Brand collaboration copy (spec §2.14), shared by the /collaborate page and
 * the media kit script (scripts/media-kit.ts), so both always say the same.
 */
export const collaborationOffers = [
  {
    title: "Sponsored Blog Content",
    text: "In-depth articles written by our editors around your product or cause, researched to our usual standard and clearly labelled as sponsored.",
  },
  {
    title: "Product Reviews",
    text: "Hands-on, honest reviews by our testing team, with the pros, the cons and who the product is really for.",
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
