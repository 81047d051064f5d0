/**
 * Article categories the review gate leaves out: lifestyle subjects that make no health claim. Every other
 * category, including any new one an editor types, is a health category and needs a reviewer's sign-off to
 * go live while the gate is on (so a new category is reviewed until someone lists it here on purpose).
 */
export const LIFESTYLE_CATEGORIES = ["Lifestyle", "Beauty", "Style", "Home & Living", "Travel", "Site News"] as const;

/** Days a substantive correction's notice stays at the top of the page. */
export const CORRECTION_NOTICE_DAYS = 30;
