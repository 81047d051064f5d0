import { trackerNeedsScript } from "#app/content/toolkit-tools.ts";

/**
 * The trackers keep their logs in the reader's browser only, so their forms need its script: shown when script
 * is off, in place of a form that would do nothing.
 */
export function TrackerNeedsScript() {
  return (
    <noscript>
      <p className="mb-4 rounded-md border border-gold/40 bg-accent p-3 text-sm text-accent-foreground">
        {trackerNeedsScript}
      </p>
    </noscript>
  );
}
