/**
 * What the articles area says after a committed write (published with `publishEvent`, platform/cluster-events.ts).
 * Facts only: which pages go stale and which job is queued is each subscriber's business (server/events.ts,
 * server/background-jobs.ts). Times are ISO strings: an event crosses instances as JSON.
 */
declare module "#platform/cluster-events.ts" {
  interface SiteEvents {
    /** An article was created or saved: public before and/or after, and its publication time if scheduled. */
    "article.saved": { slug: string; wasPublic: boolean; isPublic: boolean; scheduledFor: string | null };
    /** An article was deleted. */
    "article.deleted": { wasPublic: boolean };
    /** A reviewer signed an article off (its review line on the public page changed). */
    "article.signedOff": { slug: string; status: string; publishedAt: string | null };
    /** Scheduled articles whose time came were marked as gone live (lists, the sitemap and the feed change). */
    "articles.wentLive": { slugs: string[] };
    /** The review gate was turned on or off (held articles were held or released). */
    "reviewGate.changed": { on: boolean };
    /** A person record (author, reviewer, editor) changed, was added or removed, or people were merged. */
    "people.changed": Record<never, never>;
    /** A person record was linked to a member account (the reviewer's sign-in). */
    "reviewer.linked": { personId: string };
  }
}

export {};
