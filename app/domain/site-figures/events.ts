/** What the site-figures area says after a committed write (`publishEvent`, platform/cluster-events.ts). */
declare module "#platform/cluster-events.ts" {
  interface SiteEvents {
    /** An operator-set figure shown on public pages was set or cleared. */
    "siteFigures.changed": { key: string };
  }
}

export {};
