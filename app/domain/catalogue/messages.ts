/** Catalogue copy used by more than one module. */
export const REVIEW_NOT_FOUND_TITLE = "Review Not Found";
export const REVIEW_NOT_FOUND = "We couldn't find the details for this review. It might have been moved or removed.";
export const ROUNDUP_NOT_FOUND = "Could not find the requested roundup.";
export const ROUNDUP_NOT_FOUND_FALLBACK = "Roundup not found.";
export const ROUNDUP_EMPTY = "No products found for this roundup.";
export const NOT_ON_MARKETPLACE = "This product is not currently available on Amazon.";
export const REVIEW_DATE_NOTE = "Review current as of August 2025";
/** The built-in reviews' review date (REVIEW_DATE_NOTE gives only its month). */
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
export const NOT_YET_REVIEWED_NOTE =
  "We have not reviewed this product in full yet, so it has no rating. This page says only what its label and category tell us; check the label before you buy.";
export const NOT_YET_REVIEWED_HEADING = "Also listed, not yet reviewed";
export const NOT_YET_REVIEWED_ROUNDUP_NOTE =
  "These products fit this roundup, but we have not reviewed them in full yet, so they have no rating and no rank.";

/** The comparison guide's two scales, said once above its tables in one line. */
export const COMPARISON_SCALES =
  "Stars (of 5) are our overall verdict, never above 4.4 where the evidence is limited; effectiveness (of 10) is the strength of the trial evidence for the main use alone.";
export const EVIDENCE_LABELS = {
  supported: "supported",
  limited: "limited",
  "not-supported": "not supported",
} as const;
