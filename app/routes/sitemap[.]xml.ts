import { sitemapEntries } from "#app/domain/seo/sitemap.server.ts";
import { renderSitemap } from "#app/domain/seo/xml.ts";
import { config } from "#platform/config.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";

export async function loader() {
  return new Response(renderSitemap(config.SITE_URL, await sitemapEntries()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

/** Kept by the page cache (app/lib/page-cache-policy.ts). */
export const handle = { pageCache: contentPage() };
