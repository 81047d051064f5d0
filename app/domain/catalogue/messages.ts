/** Catalogue copy used by more than one module (spec §2.5, §2.6, §2.12, §2.16, §8). */
export const REVIEW_NOT_FOUND_TITLE = "Review Not Found";
export const REVIEW_NOT_FOUND = "We couldn't find the details for this review. It might have been moved or removed.";
export const ROUNDUP_NOT_FOUND = "Could not find the requested roundup.";
export const ROUNDUP_NOT_FOUND_FALLBACK = "Roundup not found.";
export const ROUNDUP_EMPTY = "No products found for this roundup.";
export const NOT_ON_MARKETPLACE = "This product is not currently available on Amazon.";
export const REVIEW_DATE_NOTE = "Review current as of August 2025";
export const MEDICAL_DISCLAIMER =
  "Disclaimer: Our reviews are for informational purposes only and are not medical advice. Always consult a healthcare provider before starting any new supplement or wellness routine.";
export const AFFILIATE_DISCLOSURE =
  "Affiliate disclosure: some links on this page are affiliate links. If you buy through them we may earn a small commission, at no extra cost to you. It never influences our reviews or ratings, and a product we list is not always one we recommend: its review says which.";
export const MIGRATION_FAILED_TEXT = "An error occurred during migration. Check the console for details.";
