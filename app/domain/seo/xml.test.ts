import { describe, expect, it } from "vitest";
import { renderRss, renderSitemap, xmlEscape } from "./xml.ts";

describe("xml", () => {
  it("escapes markup and drops characters XML cannot carry", () => {
    expect(xmlEscape(`<a href="x">Tom & Jerry's</a>\u0000\u0008`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });

  it("renders a sitemap with absolute URLs", () => {
    const xml = renderSitemap("https://example.com", [
      { path: "/", priority: 1 },
      { path: "/articles/a&b", lastmod: new Date("2025-01-02T00:00:00Z") },
    ]);
    expect(xml).toContain("<loc>https://example.com/</loc>");
    expect(xml).toContain("<loc>https://example.com/articles/a&amp;b</loc><lastmod>2025-01-02T00:00:00.000Z</lastmod>");
  });

  it("renders an RSS 2.0 feed", () => {
    const xml = renderRss({ title: "T", siteUrl: "https://example.com", description: "D", feedPath: "/rss.xml" }, [
      {
        title: "<b>Sleep</b>",
        path: "/articles/sleep",
        description: "Why",
        published: new Date("2025-07-21T00:00:00Z"),
      },
    ]);
    expect(xml).toContain("<title>&lt;b&gt;Sleep&lt;/b&gt;</title>");
    expect(xml).toContain("<pubDate>Mon, 21 Jul 2025 00:00:00 GMT</pubDate>");
  });
});
