/** Catalogue copy used by more than one module. */
export const REVIEW_NOT_FOUND_TITLE = "Review Not Found";
export const REVIEW_NOT_FOUND = "We couldn't find the details for this review. It might have been moved or removed.";
export const ROUNDUP_NOT_FOUND = "Could not find the requested roundup.";
export const ROUNDUP_NOT_FOUND_FALLBACK = "Roundup not found.";
export const ROUNDUP_EMPTY = "No products found for this roundup.";
export const NOT_ON_MARKETPLACE = "This product is not currently available on Amazon.";
/** The built-in reviews' review date (their date note gives only its month). */
export const CATALOGUE_REVIEWED_ON = "2025-08-01";
export const MEDICAL_DISCLAIMER =
  "Disclaimer: Our reviews are for informational purposes only and are not medical advice. Always consult a healthcare provider before starting any new supplement or wellness routine.";
/** Amazon Associates' required statement, word for word (Operating Agreement, section 5). */
export const AMAZON_ASSOCIATE_STATEMENT = "As an Amazon Associate we earn from qualifying purchases.";
export const AFFILIATE_DISCLOSURE = `Affiliate disclosure: some links on this page are affiliate links. ${AMAZON_ASSOCIATE_STATEMENT} If you buy through them we may earn a small commission, at no extra cost to you. Commissions do not decide which products we list or how we rate them, and a product we do not recommend gets no buy link.`;
/** The marketplace button: it opens a search, so it names no price (prices change and differ by seller). */
export const SEE_PRICES = "See prices on Amazon";
export const NOT_RECOMMENDED_ITEM =
  "We do not recommend this product: the evidence does not support its main use. Its page in our reviews says why.";
export const NOT_RECOMMENDED_HEADING = "What we don't recommend";
export const NOT_RECOMMENDED_NOTE =
  "The evidence does not support the main use of these products, so we do not link to a shop for them. They are here because readers ask about them; the note beside each says why.";
export const MIGRATION_FAILED_TEXT = "An error occurred during migration. Check the console for details.";
/** Shown instead of stars wherever a product without a full review is listed. */
export const NOT_YET_REVIEWED = "Not yet reviewed";

/** A comparison row's fact for a label its table gained after the row was written, until an editor gives it. */
export const FACT_NOT_GIVEN = "Not given yet";
export const NOT_YET_REVIEWED_NOTE =
  "We have not reviewed this product in full yet, so it has no rating. This page says only what its label and category tell us; check the label before you buy.";
export const NOT_YET_REVIEWED_HEADING = "Also listed, not yet reviewed";
export const NOT_YET_REVIEWED_ROUNDUP_NOTE =
  "These products fit this roundup, but we have not reviewed them in full yet, so they have no rating and no rank.";

/** The comparison guide's two scales, said once above its tables in one line. */
export const COMPARISON_SCALES =
  "Stars (of 5) are our overall verdict, never above 4.4 where the evidence is limited; effectiveness (of 10) is the strength of the trial evidence for the main use alone.";
/** The guide's description in search results and shares, naming the tables readers find on it now. */
export const COMPARISON_GUIDE_DESCRIPTION = (tables: string[]) =>
  `Compare products side by side${tables.length ? ` (${tables.join(", ")})` : ""}: price per serving, rating and effectiveness.`;
/** Beside a comparison price: when a person last checked it ("checked November 2026"). */
export const PRICE_CHECKED = (monthYear: string) => `checked ${monthYear}`;
export const EVIDENCE_LABELS = {
  supported: "supported",
  limited: "limited",
  "not-supported": "not supported",
} as const;

/** What an editor is told when a catalogue save is refused (app/domain/catalogue/editing.server.ts). */
export const EDITING_MESSAGES = {
  productMissing: "This product no longer exists. It may have been removed by another editor.",
  roundupMissing: "This roundup no longer exists. It may have been removed by another editor.",
  slugTaken: "Another product already uses this web address (slug). Choose a different one.",
  slugFormat:
    "Use lowercase letters, numbers and single hyphens only, e.g. marine-collagen-peptides (up to 80 characters).",
  slugReserved: 'The web address "new" is kept for the admin\'s "Add a product" page. Choose a different one.',
  nameRequired: "Give the product a name (up to 120 characters).",
  categoryUnknown: "Choose one of the catalogue's categories.",
  descriptionRequired: "Write a one-sentence description (up to 300 characters).",
  longDescriptionRequired:
    "Write the longer description shown on the roundup and affiliate pages (up to 2,000 characters).",
  evidenceUnknown: "Choose how well the evidence supports the main use: supported, limited or not supported.",
  imageAltRequired: "Describe the image for readers who cannot see it (alt text, up to 200 characters).",
  imagePath: "Use an image uploaded through the admin (a path starting with /uploads/ or /images/).",
  featuresFormat: "List up to 12 features, one per line, each up to 200 characters.",
  consFormat: "List up to 12 drawbacks, one per line, each up to 200 characters.",
  audienceFormat: "Say who the product is for in up to 600 characters.",
  safetyNoteFormat: "Keep the safety note to 600 characters.",
  ratingFormat: "Enter a rating between 0 and 5 with at most one decimal, e.g. 4.2.",
  reviewBodyRequired: "Write the in-depth review: a full review is its text and its rating, the two together.",
  reviewConflict:
    "Another editor saved this review while you were writing. Your text is still in the form: compare it with the saved review below, then save again.",
  priceFormat: "Enter the price as a number in dollars, e.g. 24.99.",
  urlHttps: "Enter the shop's full web address starting with https:// (plain http links are not accepted).",
  retailerName: "Name the shop (up to 60 characters).",
  checkedOnFormat: "Enter the date you checked the price as yyyy-mm-dd, not in the future.",
  retailerMissing: "This shop link no longer exists. Reload the page to see the product's current shops.",
  reasonRequired: "Say why this product made the list (up to 400 characters).",
  roundupNotPublished: (name: string) =>
    `${name} is not published (a draft, scheduled or retired product), so it cannot be listed in a roundup yet.`,
  roundupDuplicate: "A product can appear in a roundup only once.",
  roundupUnknownProduct: (slug: string) => `There is no product "${slug}".`,
  methodRefused: "This change breaks our review method, so it was not saved:",
  statusUnknown: "Choose draft, scheduled, published or retired.",
  scheduleInPast: "Choose a publication time in the future, or publish now.",
} as const;

/** The product form (/admin/catalogue/new and the details on /admin/catalogue/:slug). */
export const PRODUCT_FORM = {
  newTitle: "Add a product",
  newIntro:
    "A new product starts as a draft: only admins can see it. Preview its public page, add its shops and full review, then publish it from its page.",
  addProduct: "Add a product",
  detailsHeading: "Product details",
  detailsHelp: "What the product's pages say about it. Every save is checked against our review method.",
  name: "Name",
  slug: "Web address (slug)",
  slugHint: "Lowercase letters, numbers and hyphens. The public page is /product-reviews/ followed by this.",
  category: "Category",
  chooseCategory: "Choose a category",
  evidence: "Evidence grade for the main use",
  chooseEvidence: "Choose a grade",
  evidenceOptions: { supported: "Supported", limited: "Limited", "not-supported": "Not supported" },
  description: "One-sentence description",
  longDescription: "Longer description (roundup and affiliate pages)",
  features: "Features (one per line)",
  cons: "Drawbacks (one per line)",
  whoIsItFor: "Who it is for",
  safetyNote: "Safety note",
  safetyNoteHint:
    "Required for iron (keep away from young children), biotin (it can upset lab tests) and anything with a pregnancy or interaction warning.",
  image: "Product image",
  imageAlt: "Image description (alt text)",
  imageAltHint: "Required with an image: what the photo shows, for readers who cannot see it.",
  create: "Create draft",
  save: "Save details",
  cancel: "Cancel",
  created: "Draft created",
  createdText: (name: string) => `${name} is saved as a draft. Only admins can see it until you publish it.`,
  saved: "Saved",
  savedText: "The product's details are saved.",
  refused: "Not saved",
  checkFields: "Some fields need attention; see the messages beside them.",
  preview: "Preview the public page",
  previewBanner:
    "Preview: this is how the public page will look. Readers cannot see it until the product is published.",
  previewBack: "Back to the product",
} as const;

/** The admin's roundup screens (/admin/roundups, /admin/roundups/:slug). */
export const ROUNDUP_ADMIN = {
  title: "Roundups",
  intro:
    "Each roundup's products in rank order, with the reason each made the list. Ranks follow ratings: a product may not rank above one with a higher rating.",
  products: (count: number) => (count === 1 ? "1 product" : `${count} products`),
  back: "Back to Roundups",
  orderHeading: "Order and reasons",
  detailsHeading: "Title and intro",
  titleLabel: "Title",
  descriptionLabel: "Intro (shown under the title)",
  coverLabel: "Cover image description",
  orderHelp:
    "Move products with the up and down buttons, edit each reason, then save. Nothing is public until you save; the save is refused if the ranks stop following the ratings.",
  rank: (rank: number) => `Rank ${rank}`,
  notReviewed: "Not yet reviewed (unranked)",
  rating: (rating: string) => `Rated ${rating}`,
  reason: (name: string) => `Why ${name} made the list`,
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  remove: (name: string) => `Remove ${name}`,
  up: "Up",
  down: "Down",
  removeShort: "Remove",
  add: "Add a published product",
  addNone: "Choose a product",
  addButton: "Add to the list",
  save: "Save roundup",
  unsaved: "Not saved yet: press “Save roundup” to make this order public.",
  unknownAction: "Nothing was saved: use the Up, Down, Remove, Add or Save buttons.",
  empty: "This roundup lists no products yet.",
  none: "No roundups match these filters.",
  saved: "Roundup saved",
  savedText: "The roundup is saved and shown on its page.",
  refused: "Not saved",
  viewPublic: "View the public page",
} as const;

/** The admin's catalogue screens (/admin/catalogue). */
export const CATALOGUE_ADMIN = {
  title: "Products",
  intro:
    "Every product in the catalogue, drafts and retired ones included. Open one to write its full review, correct a shop's price or change whether it is public. Every save is checked against our review method.",
  search: "Search products",
  category: "Category",
  review: "Review",
  state: "State",
  any: "Any",
  reviewed: "Full review",
  notReviewed: "Not yet reviewed",
  overdue: "Review overdue",
  held: "Held (waiting for sign-off)",
  filter: "Filter",
  none: "No products match these filters.",
  page: (page: number, pages: number, total: number) => `Page ${page} of ${pages} · ${total} products`,
  previous: "Previous",
  next: "Next",
  states: { draft: "Draft", scheduled: "Scheduled", published: "Published", retired: "Retired" },
} as const;

/** The admin's product page (/admin/catalogue/:slug). */
export const PRODUCT_ADMIN = {
  back: "Back to Products",
  viewPublic: "View the public page",
  notPublic: "Not public: readers cannot open this page.",
  reviewHeading: "Full review",
  reviewHelp:
    "A full review is the in-depth text with its rating, the two together. The rating may not pass the ceiling of the product's evidence grade, nor a product with stronger evidence in its category or the comparison guide.",
  body: "In-depth review (HTML)",
  rating: "Rating (0 to 5, one decimal)",
  saveReview: "Save review",
  savedVersion: (version: number) => `Saved review: version ${version}.`,
  noReview: "No full review yet.",
  theirVersion: "The review as the other editor saved it",
  retailersHeading: "Shops and prices",
  retailerName: "Shop",
  url: "Link (https)",
  price: "Price ($)",
  checkedOn: "Price checked on",
  saveRetailer: "Save",
  addRetailer: "Add a shop",
  stateHeading: "State",
  state: "State",
  publishAt: "Publish at (for scheduled)",
  saveState: "Change state",
  saved: "Saved",
  reviewSaved: "The review is saved and shown on the public page.",
  reviewHeld:
    "The review is saved. The review gate is on, so the product is off the site until a reviewer signs off this revision.",
  sources: "Sources (one per line: Title | Publisher | Year | Link)",
  retailerSaved: "The shop's link and price are saved.",
  stateSaved: "The product's state is changed.",
  refused: "Not saved",
  evidence: (grade: string) => `Evidence: ${grade}`,
} as const;

/** The editorial model on products (decision 048): revisions, the review gate, sign-off and page history. */
export const PRODUCT_EDITORIAL = {
  needsSignoff:
    "The review gate is on: a product with a full review or a safety note is published or scheduled only after a reviewer signs off its current revision. Keep it a draft and ask a reviewer to sign it off (Review queue).",
  typoTooLarge:
    "This is more than a typo-level fix (at most 40 characters of the review, rating, sources, evidence grade and safety note changed). Save it as an update or a correction: a reviewer then signs it off again.",
  changeKindUnknown: "Choose what this save is: an update, a correction or a typo-level fix.",
  summaryFormat: "Keep the summary to 200 characters.",
  correctionNeedsSummary: "Say what was corrected: readers see it in the page history.",
  sourcesFormat:
    "List one source per line as Title | Publisher | Year | Link: a title and publisher, an optional four-digit year and an optional https link.",
  changeKind: "What this save is",
  /** The kinds of save, in the article form's words (CHANGE_KIND_LABELS, app/domain/articles/review-gate.ts). */
  changeKinds: { update: "Update", correction: "Correction", typo: "Typo-level fix" },
  changeSummary: "Summary for the page history (readers see updates and corrections)",
  revisionsLink: "Revisions",
  revisionsHeading: "Revisions",
  currentVersion: (savedAt: string, by: string) => `Current version: saved ${savedAt} by ${by}`,
  noRevisions: "No earlier versions yet. Each save keeps the version it replaces.",
  savedBy: (savedAt: string, by: string) => `Saved ${savedAt} by ${by}`,
  compare: "Compare with current",
  compareHeading: "Compare versions",
  compareIntro: (name: string, savedAt: string, by: string) =>
    `${name}: the version saved ${savedAt} by ${by}, against the current one.`,
  sameText: "This version is the same as the current one.",
  restore: "Restore this version",
  restoring: "Restoring...",
  restored: "Version restored",
  restoredText: (savedAt: string) => `The product now has the details, review, sources and shops saved on ${savedAt}.`,
  noRevision: "This version does not exist.",
  restoreFailed: "Not restored",
  backToRevisions: "Back to Revisions",
  backToProduct: "Back to the product",
  stateChange: (state: string) => `State: ${state}`,
  held: "Held",
  awaitingSignoff: "Awaiting a reviewer's sign-off",
  signOffLink: "Sign-off page",
  signOffHeading: (name: string) => `Sign off: ${name} review`,
  signOffIntro:
    "Read the product's health content (its evidence grade, safety note, full review, rating and sources) as it stands, then sign off this revision.",
  healthContentHeading: (version: number) => `Health content of revision ${version}`,
  signingAs: (name: string, credentials: string) =>
    `Signing as ${name}, ${credentials}. Your name appears on the review page and in its history as “Reviewed by”.`,
  signOff: (version: number) => `Sign off revision ${version}`,
  notReviewerNote:
    "Only a reviewer signs off: an account with the Reviewer role linked to a person record with a credential (Editorial Settings).",
  signedOff: "Signed off",
  signedOffText: (name: string, lifted: boolean) =>
    lifted ? `The ${name} review is signed off and back on its schedule.` : `The ${name} review is signed off.`,
  signOffFailed: "Sign-off failed",
  staleSignoff: "The product changed since you opened it. Read the current revision and sign it off again.",
  alreadySigned: "This revision is already signed off.",
  versionMissing: "The revision to sign is missing.",
  liveUnsigned: "Live without a sign-off on its current health content (published before the gate)",
  draftUnsigned: "Draft: a reviewer's sign-off is needed before it can be published or scheduled",
  revision: "Revision",
  lastSignoff: "Last sign-off",
  /** The last sign-off on a sign-off page, and whether it covers the health content as it stands. */
  lastSignoffShown: (
    latest: { name: string; version: number; at: string; covers: boolean },
    words: { covers: string; changed: string },
  ) => `${latest.name}, revision ${latest.version}, ${latest.at} (${latest.covers ? words.covers : words.changed})`,
  signoffCovers: { covers: "covers the current health content", changed: "it changed since" },
  none: "none",
} as const;
