import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

test.describe("SEO", () => {
  test("robots.txt points to the sitemap", async ({ request }) => {
    const body = await (await request.get("/robots.txt")).text();
    expect(body).toContain("User-agent: *");
    expect(body).toContain(`Sitemap: ${process.env.APP_URL}/sitemap.xml`);
  });

  test("the sitemap is valid XML listing public URLs", async ({ request, page }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    // Parse with the browser's XML parser: a parse error fails.
    const urls = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      if (doc.querySelector("parsererror")) throw new Error("sitemap is not well-formed XML");
      return [...doc.getElementsByTagName("loc")].map((node) => node.textContent ?? "");
    }, xml);
    expect(urls).toContain(`${process.env.APP_URL}/`);
    expect(urls).toContain(`${process.env.APP_URL}/about`);
    for (const url of urls) {
      const status = (await request.get(url)).status();
      expect(status, url).toBe(200);
    }
  });

  test("the RSS feed is valid RSS 2.0", async ({ request, page }) => {
    const xml = await (await request.get("/rss.xml")).text();
    const info = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      if (doc.querySelector("parsererror")) throw new Error("feed is not well-formed XML");
      return {
        version: doc.documentElement.getAttribute("version"),
        title: doc.querySelector("channel > title")?.textContent,
      };
    }, xml);
    expect(info.version).toBe("2.0");
    expect(info.title).toContain("The Wellness Circle");
  });

  test("pages carry canonical URLs, social cards and Organization JSON-LD", async ({ page }) => {
    await page.goto("/about?utm_source=x");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${process.env.APP_URL}/about`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${process.env.APP_URL}/images/og-default.png`,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((block) => JSON.parse(block)["@type"]);
    expect(types).toContain("Organization");
  });
});

test.describe("structured data", () => {
  async function jsonLd(page: Page) {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.flatMap((block) => {
      const parsed = JSON.parse(block);
      return Array.isArray(parsed) ? parsed : [parsed];
    });
  }

  test("an article page carries Article and BreadcrumbList JSON-LD and its own social image", async ({ page }) => {
    await page.goto("/articles");
    const href = await page.locator('main h2 a[href^="/articles/"]').first().getAttribute("href");
    await page.goto(href!);
    const data = await jsonLd(page);
    const pageNode = data.find((d) => d["@type"] === "MedicalWebPage" || d["@type"] === "WebPage");
    const article = pageNode.mainEntity;
    expect(article["@type"]).toBe("Article");
    expect(article.headline).toBe(await page.getByRole("heading", { level: 1 }).textContent());
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(article.image[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/(images\/articles|uploads)\//);
    expect(data.find((d) => d["@type"] === "BreadcrumbList").itemListElement).toHaveLength(3);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/(images\/articles|uploads)\//,
    );
  });

  test("a review page carries Product JSON-LD with a Review", async ({ page }) => {
    await page.goto("/product-reviews");
    const href = await page.locator('main a[href^="/product-reviews/"]').first().getAttribute("href");
    await page.goto(href!);
    const product = (await jsonLd(page)).find((d) => d["@type"] === "Product");
    expect(product.name).toBeTruthy();
    expect(product.review["@type"]).toBe("Review");
    expect(Number(product.review.reviewRating.ratingValue)).toBeGreaterThanOrEqual(1);
  });
});
