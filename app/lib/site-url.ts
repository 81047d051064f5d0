/**
 * The public site URL (SITE_URL) for absolute links in meta tags. The server
 * sets it at start-up (entry.server); in the browser the page's own origin is
 * the site.
 */
let serverSiteUrl: string | undefined;

export function setSiteUrl(url: string) {
  serverSiteUrl = url.replace(/\/+$/, "");
}

export function siteUrl(): string {
  if (typeof window !== "undefined") return window.location.origin;
  return serverSiteUrl ?? "http://localhost:3000";
}

export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl()}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
