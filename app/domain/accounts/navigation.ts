import { isSameSite } from "#app/lib/same-site.ts";

/**
 * A GET that changes state (signing out, confirming an
 * email) acts only when the browser is navigating to it as a page, never for
 * a subresource (an <img>, <script>, <iframe>, prefetch) or a fetch that some
 * page points at it. Fetch Metadata tells which; a client that sends none
 * (old browsers, scripts) must at least ask for an HTML page.
 */
export function isTopLevelNavigation(headers: Headers): boolean {
  const dest = headers.get("sec-fetch-dest");
  const mode = headers.get("sec-fetch-mode");
  if (dest !== null || mode !== null) return dest === "document" && mode === "navigate";
  return (headers.get("accept") ?? "").toLowerCase().includes("text/html");
}

/**
 * A GET that acts on the visitor's own session (signing out) acts only when the navigation started on
 * this site or from the address bar: `Sec-Fetch-Site: cross-site` or `same-site` means another site sent
 * the browser here. Links in mails carry their own token (verification, reset, newsletter) and keep
 * working from a webmail; this check is for state changes that rest on the cookie alone. A navigation
 * carries no Origin, so the site's one same-origin rule (app/lib/same-site.ts) decides by Sec-Fetch-Site.
 */
export function isOwnSiteNavigation(headers: Headers): boolean {
  if (!isTopLevelNavigation(headers)) return false;
  return isSameSite({ origin: null, fetchSite: headers.get("sec-fetch-site"), ownOrigin: null }, "");
}
