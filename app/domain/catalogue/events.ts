/** What the catalogue area says after a committed write (`publishEvent`, platform/cluster-events.ts). */
declare module "#platform/cluster-events.ts" {
  interface SiteEvents {
    /** A product review's credits (author, reviewer, dates) changed. */
    "productReview.creditsChanged": { productSlug: string };
    /** The catalogue migration wrote products (`written` of them). */
    "catalogue.migrated": { written: number };
  }
}

export {};
