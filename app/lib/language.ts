/**
 * The language a request is answered in: one function, so everything that depends on it (the page's
 * `lang`, the page cache's key, server/page-cache.ts) asks the same question. Today the site has one
 * language; a second one changes this function, and every page kept for one language stays that
 * language's.
 */
export const SITE_LANGUAGE = "en";

export function languageOf(_request: { url?: string }): string {
  return SITE_LANGUAGE;
}
