/**
 * The site's own pages that site search finds, with the words a reader would look for them by. The
 * descriptions are the pages' own (their meta descriptions); keep them in step when a page's copy changes.
 */
export type SitePage = { path: string; title: string; description: string; keywords: string };

/** The pages, their words naming the site as the operator calls it (`siteName()`, SITE_NAME). */
export const searchableSitePages = (site: string): readonly SitePage[] => [
  {
    path: "/about",
    title: `About ${site}`,
    description: `The story behind ${site}: why our founder started it, and our mission of honest guidance, an empowered community and the future of wellness.`,
    keywords: "about us our story founder editor mission who we are",
  },
  {
    path: "/how-we-review",
    title: "How We Review",
    description:
      "Our reviews are desk research: we check ingredients and doses against the trial evidence, look for independent certification, compare price per serving and read label claims against regulators' guidance. We do not test products ourselves.",
    keywords: "review method methodology how reviews are made ratings evidence affiliate disclosure",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: `What ${site} collects, why, the cookies it sets, who it shares information with and your privacy rights.`,
    keywords: "privacy data cookies personal information rights gdpr delete account",
  },
  {
    path: "/comparison-guide",
    title: "Product Comparison Guide",
    description:
      "Compare products side by side: price per serving, rating and effectiveness.",
    keywords: "compare comparison table side by side price",
  },
  {
    path: "/community",
    title: "Community",
    description: `${site} community: example posts that show what the space is for, and live chat rooms about menopause, mental wellness, nutrition and fitness.`,
    keywords: "community forum chat rooms members conversations",
  },
  {
    path: "/contact",
    title: "Contact Us",
    description: `Send ${site} a message: questions, story ideas and feedback are all welcome.`,
    keywords: "contact email message feedback get in touch",
  },
  {
    path: "/affiliates",
    title: "Affiliate Corner",
    description:
      "Wellness products from our reviews and roundups, from collagen and multivitamins to home fitness gear, sorted by category.",
    keywords: "affiliate corner links shop buy",
  },
];
