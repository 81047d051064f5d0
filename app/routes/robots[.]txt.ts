import { config } from "#platform/config.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";

/**
 * Only Disallow lines: with no "Allow: /" first, a parser that takes the first matching line and one that takes
 * the longest read every path the same way.
 */
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /profile",
    "Disallow: /force-logout",
    "Disallow: /setup-admin",
    "Disallow: /update-password",
    "Disallow: /search",
    "",
    `Sitemap: ${config.SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** Kept by the page cache (app/lib/page-cache-policy.ts). */
export const handle = { pageCache: contentPage() };
