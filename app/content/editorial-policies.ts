/**
 * The editorial standards pages linked from the footer. What they say about the site must stay true:
 * change them when the way the site works changes.
 */
export type PolicySection = { heading: string; paragraphs: string[] };
export type PolicyPage = { path: string; title: string; description: string; updated: string; sections: PolicySection[] };

const UPDATED = "2026-11-28";

const editorialPolicy = (site: string): PolicyPage => ({
  path: "/editorial-policy",
  title: "Editorial Policy",
  description: `How ${site} chooses, writes, sources, reviews and updates its health content.`,
  updated: UPDATED,
  sections: [
    {
      heading: "What we publish",
      paragraphs: [
        "We write about women's health and wellness for general information: explainers on conditions and life stages, practical guides, and reviews of supplements and everyday products. Nothing here is medical advice or a diagnosis, and no page replaces a conversation with a doctor, nurse, pharmacist or registered dietitian who knows your history.",
      ],
    },
    {
      heading: "Who writes and reviews it",
      paragraphs: [
        "Every page names who stands behind it. An article written by a named author links to that person's page, with their role, any credentials they hold and a short biography. Content that no single person wrote is credited to the editorial team, whose page says who that is.",
        "“Medically reviewed by” appears only when a named clinician has checked the page against its sources; their page gives their credentials. None of our current articles carries that line, because none has yet had such a review, and we will not print it until one has.",
      ],
    },
    {
      heading: "Sources",
      paragraphs: [
        "We base health claims on systematic reviews, clinical guidelines, randomized trials and the guidance of public health bodies such as the NHS, NICE, the CDC and the WHO. Numbered markers in the text point to the numbered sources at the end of each article, with links where the source is online.",
        "We say when the evidence is thin, mixed or comes only from laboratory or animal studies. We do not cite press releases or a manufacturer's own claims as evidence.",
      ],
    },
    {
      heading: "Review dates",
      paragraphs: [
        "Each article shows when it was published, when it was last reviewed against its sources, and when its next review is due. We aim to review every health article at least every 12 months, sooner when new guidance is published; our administrators see a queue of articles whose review date has passed.",
        "“Updated” means the text changed after publication. A review that finds nothing to change moves the review dates only.",
      ],
    },
    {
      heading: "The review gate",
      paragraphs: [
        "The site has a review gate, a setting our administrators switch on once named reviewers are in place (and the site's operator can force on). While it is on, health content cannot be published, scheduled or kept on the site without a reviewer's sign-off on that exact revision: a health article (every subject except Lifestyle, Beauty, Style, Home & Living, Travel and Site News); a product review's rating, text, sources, evidence grade and safety note; a roundup's introduction and the reason each product made the list; the comparison guide's evidence scores and facts; and what an expert interview advises. The site enforces this itself, on every way such content can change, not only on the editing screens.",
        "An edit after sign-off takes the page off the site and back to “awaiting review” until a reviewer signs the new revision, unless the editor marks it as a typo-level fix: spelling, punctuation or formatting, at most 40 characters of the text, with the same subject and image. The revision records that mark. A scheduled article whose sign-off no longer covers its text stays unpublished at its time and waits in our review queue with the reason.",
        "While the gate is off, editors publish directly, as they did before it existed.",
      ],
    },
    {
      heading: "Reviewers",
      paragraphs: [
        "A reviewer is a real person with a record on this site that states their credentials, entered by an administrator, and an account with the Reviewer role linked to that record. Only a reviewer can sign off; administrators and authors cannot sign off their own work by virtue of running the site. A sign-off names the reviewer on the page (“Medically reviewed by”) and in its history.",
      ],
    },
    {
      heading: "Page history",
      paragraphs: [
        "Every article and review ends with its page history, built from the site's own records of each revision: when it was published (“Published”), each sign-off (“Reviewed by …”), each update with the editor's summary (“Updated: …”) and each correction (“Corrected: …”). Typo-level fixes are kept in the revisions but not listed.",
        "A correction of a fact is also shown in a notice at the top of the page for 30 days.",
      ],
    },
    {
      heading: "When a review is overdue",
      paragraphs: [
        "When a page's next review date passes before it has been reviewed, the page says so in one plain line at its foot, under “Page last reviewed” and “Next review due”, rather than showing a past date as if it were still ahead. The page also goes into our review queue, and its medical reviewer, if it has one with an account, gets one email saying the review is due.",
        "Every week we check each source and affiliate link on the site, following each site's robots.txt and sending at most one request to a site every few seconds. A link that fails two weekly checks in a row (an error answer, a name that no longer resolves, or no answer in time) puts its page in the review queue with the reason.",
      ],
    },
    {
      heading: "Independence",
      paragraphs: [
        "Brands cannot pay for an article or a review, see it before publication, or change a verdict. Some product links earn us a commission; our advertising and affiliate policy explains how that works and what it does not change.",
        "Some content, such as the expert interviews, was created with AI-assisted research and curated by the team; the pages where that applies say so.",
      ],
    },
    {
      heading: "Mistakes",
      paragraphs: [
        "When we get something wrong we correct it; our corrections policy says how, and every article has a link to report an error.",
      ],
    },
  ],
});

const correctionsPolicy = (site: string): PolicyPage => ({
  path: "/corrections-policy",
  title: "Corrections Policy",
  description: `How to tell us about a mistake on ${site}, and what we do about it.`,
  updated: UPDATED,
  sections: [
    {
      heading: "Tell us",
      paragraphs: [
        "If you find a factual error, an outdated figure, a broken source link or anything misleading, use the “Report an error on this page” link at the end of any article or review, or the report form linked below. Say what is wrong and, if you can, where you found the correct information. Leave an email address if you would like a reply; it is optional.",
        "Reports are stored on our own server and read by the site's administrators. We do not pass them to anyone else.",
      ],
    },
    {
      heading: "What we do",
      paragraphs: [
        "We check each report against the sources. When a page is wrong we correct it, change its “Updated” date, and, where the mistake could have changed what a reader did, add a short note at the end of the page saying what changed.",
        "A correction to a health claim is checked against a primary source or a current guideline before it is published.",
      ],
    },
    {
      heading: "What this is not",
      paragraphs: [
        "The report form is not a way to ask for medical advice, and it is not monitored around the clock. If you are worried about your health, contact a doctor or your local emergency number.",
      ],
    },
  ],
});

const advertisingPolicy = (site: string): PolicyPage => ({
  path: "/advertising-policy",
  title: "Advertising & Affiliate Policy",
  description: `How ${site} earns money, and what money does not change.`,
  updated: UPDATED,
  sections: [
    {
      heading: "Affiliate links",
      paragraphs: [
        "Some “Buy” and “Shop on” buttons are affiliate links: if you buy through one, the retailer may pay us a small commission, at no extra cost to you. Pages with such links say so.",
        "Commissions do not decide which products we list, how we rate them or what we write about them. A product with no affiliate link can be recommended, and one with a link can be rated poorly.",
      ],
    },
    {
      heading: "Brand collaborations",
      paragraphs: [
        "Brands can propose sponsored content or partnerships through our Work With Us page. Anything a brand paid for is labeled as sponsored at the top of the page. Sponsored content never appears as a review, and sponsors do not see or approve our reviews.",
      ],
    },
    {
      heading: "Advertising",
      paragraphs: [
        "The site shows no display advertising and loads no advertising or tracking scripts. If that changes, this page will say so first.",
      ],
    },
  ],
});

const termsOfUse = (site: string): PolicyPage => ({
  path: "/terms-of-use",
  title: "Terms of Use",
  description: `The terms for using ${site}'s content, tools and community.`,
  updated: UPDATED,
  sections: [
    {
      heading: "Information, not medical advice",
      paragraphs: [
        "The articles, reviews, quizzes and tools on this site are for general information and education. They are not medical advice, diagnosis or treatment, and they do not create a relationship with a healthcare professional. Always ask a qualified professional about your own health, and do not delay seeking care because of something you read here. In an emergency, call your local emergency number.",
      ],
    },
    {
      heading: "Quizzes and tools",
      paragraphs: [
        "Quiz results, workout plans, meal plans and tracker figures are general suggestions computed from your answers. They are not assessments of your health.",
      ],
    },
    {
      heading: "Your account and the community",
      paragraphs: [
        "Keep your password to yourself and tell us if you think someone else has used your account. In the chat rooms, be kind: no harassment, hate, spam, advertising or sharing other people's private information, and no advice to stop a treatment. Administrators may remove messages and accounts that break these rules.",
        "You keep the rights to what you post; you allow us to show it on the site. You can download your data or delete your account from your profile.",
      ],
    },
    {
      heading: "Our content",
      paragraphs: [
        `The text, illustrations and tools on this site belong to ${site} unless stated otherwise. You may share links and quote short passages with a link back; please ask before republishing more.`,
      ],
    },
    {
      heading: "Links to other sites",
      paragraphs: [
        "We link to sources and retailers we do not control. Their content, prices and privacy practices are their own.",
      ],
    },
    {
      heading: "Changes",
      paragraphs: [
        "We may update these terms; the date at the top says when they last changed. Questions are welcome through the contact page.",
      ],
    },
  ],
});

/** The pages, their words naming the site as the operator calls it (`siteName()`, SITE_NAME). */
export const policyPages = (site: string): PolicyPage[] => [
  editorialPolicy(site),
  correctionsPolicy(site),
  advertisingPolicy(site),
  termsOfUse(site),
];
