/**
 * The operator's settings that the pages show (the site's name and address), as the server holds them.
 * platform/config.ts hands over where to read them (its checked configuration, read when first asked); the interface reads
 * them through `siteName()` (app/lib/site.ts) and `siteUrl()` (app/lib/site-url.ts), the one path from
 * SITE_NAME and SITE_URL to every page, mail, feed and JSON-LD. Nothing here reads the environment, so the
 * browser bundle may carry this file: there the values stay unset and the page's own head says them.
 */
export type PublicSettings = { siteName: string; siteUrl: string };

let current: PublicSettings | undefined;
let source: (() => PublicSettings) | undefined;

/** Called by tests that need other values. */
export function setPublicSettings(settings: PublicSettings): void {
  current = { siteName: settings.siteName, siteUrl: settings.siteUrl.replace(/\/+$/, "") };
}

/** Called by platform/config.ts on import: where the settings come from, read at the first `publicSettings()`. */
export function readPublicSettingsFrom(read: () => PublicSettings): void {
  source = read;
}

/** The settings, or undefined where no configuration was read (the browser). */
export function publicSettings(): PublicSettings | undefined {
  if (!current && source) setPublicSettings(source());
  return current;
}
