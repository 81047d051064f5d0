import { publicSettings } from "#platform/public-settings.ts";

/**
 * The public site URL (SITE_URL) for absolute links in meta tags: on the server as configured
 * (platform/config.ts → platform/public-settings.ts); in the browser the page's own origin is the site.
 */
export function siteUrl(): string {
  if (typeof window !== "undefined") return window.location.origin;
  return publicSettings()?.siteUrl ?? "http://localhost:3000";
}
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl()}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
