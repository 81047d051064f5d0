/** Escapes text for XML element content and attribute values. */
export function xmlEscape(value: string): string {
  return (
    value
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Characters XML 1.0 cannot carry at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
  );
}

export type SitemapEntry = {
  path: string;
  lastmod?: Date;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
};

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${xmlEscape(siteUrl + entry.path)}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod.toISOString()}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export type FeedItem = {
  title: string;
  path: string;
  description: string;
  published: Date;
  category?: string;
  author?: string;
};

export function renderRss(
  channel: { title: string; siteUrl: string; description: string; feedPath: string },
  items: FeedItem[],
): string {
  const body = items
    .map((item) =>
      [
        "    <item>",
        `      <title>${xmlEscape(item.title)}</title>`,
        `      <link>${xmlEscape(channel.siteUrl + item.path)}</link>`,
        `      <guid isPermaLink="true">${xmlEscape(channel.siteUrl + item.path)}</guid>`,
        `      <description>${xmlEscape(item.description)}</description>`,
        `      <pubDate>${item.published.toUTCString()}</pubDate>`,
        item.category ? `      <category>${xmlEscape(item.category)}</category>` : "",
        item.author ? `      <dc:creator>${xmlEscape(item.author)}</dc:creator>` : "",
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlEscape(channel.title)}</title>
    <link>${xmlEscape(channel.siteUrl)}/</link>
    <description>${xmlEscape(channel.description)}</description>
    <language>en-us</language>
    <atom:link href="${xmlEscape(channel.siteUrl + channel.feedPath)}" rel="self" type="application/rss+xml"/>
${body}
  </channel>
</rss>
`;
}
