/** What the search area says after a committed write (`publishEvent`, platform/cluster-events.ts). */
declare module "#platform/cluster-events.ts" {
  interface SiteEvents {
    /** An editor added a phrase to search's lay vocabulary or removed one (search results may change). */
    "search.vocabularyChanged": Record<never, never>;
  }
}

export {};
