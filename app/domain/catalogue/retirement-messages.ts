/** Retiring a product: its 410 page and what the editor is told (issue 60, decision 051). */

/** A retired product's review page (answered with 410 Gone). */
export const RETIRED_PRODUCT = {
  title: "This product is no longer reviewed",
  text: (name: string) =>
    `We have retired ${name}: it is no longer listed or rated on this site, and its old review has been taken down.`,
  roundupLink: (title: string) => `See what we list instead in ${title}`,
  categoryLink: (category: string) => `Browse our ${category} reviews`,
  allReviews: "Browse all reviews",
} as const;

/** The product admin page's retirement copy (/admin/catalogue/:slug, its State section and answer). */
export const PRODUCT_RETIREMENT = {
  linkedArticles:
    "These articles still link to the retired product's pages, which now answer that it is gone; correct them:",
  linkedBeforeRetire:
    "These articles link to this product's pages. If you retire it, its pages answer that it is gone: correct them too.",
  notPublicArticle: "not public",
  retireHelp:
    "Retiring a product takes it off every page and list and removes its comparison guide row and Affiliate Corner listing (their revisions say so). Publishing it again does not bring them back: add them again from the guide's and the corner's admin.",
  retiredFrom: (places: string[]) =>
    places.length === 0
      ? "The product is retired and off every page."
      : `The product is retired and off every page; it is also removed from ${places.join(" and ")}.`,
  retiredPlaces: { comparison: "the comparison guide", listing: "the Affiliate Corner" },
} as const;
