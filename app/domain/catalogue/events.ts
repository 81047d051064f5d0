/** What the catalogue area says after a committed write (`publishEvent`, platform/cluster-events.ts). */
declare module "#platform/cluster-events.ts" {
  interface SiteEvents {
    /** A product review's credits (author, reviewer, dates) changed. */
    "productReview.creditsChanged": { productSlug: string };
    /** The catalogue migration wrote products (`written` of them). */
    "catalogue.migrated": { written: number };
    /** An editor saved catalogue content: a product, its full review, a shop link, a roundup or a state. */
    "catalogue.changed": {
      slug: string;
      what: "product" | "review" | "retailer" | "roundup" | "status" | "interview" | "comparison" | "listing";
      /** A product scheduled for this time (ISO): a job is queued then, to announce it going live. */
      scheduledFor?: string | null;
    };
  }
}

export {};
