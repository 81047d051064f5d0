import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, phone, test } from "./fixtures.ts";
import { axeViolations, LAYOUT_RULES } from "./axe.ts";

/**
 * Pages at 390 and 1440 px in both themes: nothing under the sticky header, nothing below AA contrast (axe's
 * layout rules over representative pages in the dark theme; accessibility.spec.ts covers every route in the light one), icons that
 * render, long lists grouped with a jump to each group, markup a validator accepts, the feed discoverable, and a
 * robots.txt every parser reads the same way.
 */
const SLEEP = "/articles/better-sleep-backed-by-evidence-what-actually-helps";
const laptop = { width: 1440, height: 900 };

/** One page of each kind a reader meets. */
const REPRESENTATIVE = [
  "/",
  "/articles",
  SLEEP,
  "/articles/category/sleep",
  "/product-reviews",
  "/product-reviews/magnesium-glycinate",
  "/product-roundups",
  "/product-roundups/best-collagen-supplements",
  "/comparison-guide",
  "/wellness-toolkit",
  "/wellness-quiz",
  "/community",
  "/chat/menopause-hormones",
  "/affiliates",
  "/about",
  "/login",
  "/search?q=sleep",
  "/no-such-page",
];

async function headerBottom(page: Page): Promise<number> {
  return page.locator("header[data-site-header]").evaluate((node) => node.getBoundingClientRect().bottom);
}

async function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((node) => node.getBoundingClientRect().top);
}

for (const viewport of [phone, laptop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a table-of-contents entry and a citation land below the sticky header", async ({ page }) => {
      await page.goto(SLEEP);
      const onThisPage = page.locator("details", { has: page.locator("summary", { hasText: "On this page" }) });
      if (viewport.width < 1024) await onThisPage.locator("summary").click();
      const toc = viewport.width < 1024 ? onThisPage : page.getByTestId("toc");
      const entry = toc.locator("a").nth(2);
      const target = (await entry.getAttribute("href"))!;
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect.poll(() => topOf(page, target)).toBeGreaterThanOrEqual(await headerBottom(page));
      expect(await topOf(page, target)).toBeLessThan(viewport.height / 2);

      await page.locator('.prose-wellness sup.citation a[href="#source-1"]').first().click();
      await expect(page).toHaveURL(/#source-1$/);
      await expect.poll(() => topOf(page, "#source-1")).toBeGreaterThanOrEqual(await headerBottom(page));
      await expect(page.locator("#source-1")).toBeInViewport();
    });

    test("the reviews list jumps to each category, each a short shelf with a link to the rest", async ({ page }) => {
      await page.goto("/product-reviews");
      const jumps = page.getByRole("navigation", { name: "Review categories" }).getByRole("link");
      await expect(jumps).toHaveCount(6);
      await jumps.filter({ hasText: "Fitness" }).click();
      await expect(page).toHaveURL(/#category-fitness$/);
      await expect.poll(() => topOf(page, "#category-fitness")).toBeGreaterThanOrEqual(await headerBottom(page));
      await expect(page.locator("#category-fitness")).toBeInViewport();
      // Before: 27,400 px on a phone with every card of every category.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(viewport.width < 1024 ? 12_500 : 6_500);
      await page.getByRole("link", { name: "See all 6 Collagen reviews" }).click();
      await expect(page).toHaveURL(/\/product-reviews\?category=collagen$/);
      await expect(page.getByRole("link", { name: /^Learn More about/ })).toHaveCount(6);
    });
  });
}

test.describe("the sticky table of contents on a laptop", () => {
  test.use({ viewport: laptop });

  test("stays below the header when the page scrolls", async ({ page }) => {
    await page.goto(SLEEP);
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    const toc = page.getByTestId("toc");
    await expect(toc).toBeInViewport();
    expect(await topOf(page, "[data-testid=toc]")).toBeGreaterThanOrEqual(await headerBottom(page));
  });
});

for (const viewport of [phone, laptop]) {
  test.describe(`the dark theme at ${viewport.width} px`, () => {
    test.use({ viewport, colorScheme: "dark" });
    test.setTimeout(240_000);

    test("representative pages have no axe violations, contrast included", async ({ page }) => {
      for (const path of REPRESENTATIVE) {
        await page.goto(path);
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(27, 20, 23)");
        // The theme changes colours, not the document: the rules that read the rendered colours and layout
        // run here; every other rule reads the same markup the light theme's check covers (accessibility.spec.ts).
        expect(
          await axeViolations(page, undefined, { onlyRules: LAYOUT_RULES }),
          `axe violations on ${path} (dark)`,
        ).toEqual([]);
      }
    });
  });
}

test.describe("the dark theme", () => {
  test.use({ colorScheme: "dark" });

  test("the home quiz banner's text reads at AA, and illustrations are dimmed", async ({ page }) => {
    await page.goto("/");
    const banner = page.locator("section[aria-labelledby=quiz-heading] > div");
    const colours = await banner.evaluate((node) => ({
      background: getComputedStyle(node).backgroundColor,
      text: getComputedStyle(node.querySelector("p")!).color,
    }));
    expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
    for (const selector of ["svg[aria-labelledby=hero-illustration-title]", "[data-home-featured] img"])
      expect(await page.locator(selector).evaluate((node) => getComputedStyle(node).filter)).toContain("brightness");
  });
});

test("the Instagram icon renders as a glyph, not a solid square", async ({ page }) => {
  await page.goto("/about");
  const icon = page.getByRole("img", { name: "Instagram (coming soon)" }).locator("svg");
  await expect(icon).toBeVisible();
  // Drawn large, so each part of the glyph is many pixels wide.
  await icon.evaluate((node) => node.setAttribute("style", "width: 96px; height: 96px"));
  const png = await icon.screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const redAt = (x: number, y: number) =>
    data[
      (Math.round((y / 24) * (info.height - 1)) * info.width + Math.round((x / 24) * (info.width - 1))) * info.channels
    ]!;
  // The light glyph on the dark footer: its frame and lens ring are drawn; inside the frame and at the lens's
  // centre the dark background shows through (before, the whole square was filled).
  expect(redAt(3, 12)).toBeGreaterThan(180);
  expect(redAt(12, 7.8)).toBeGreaterThan(180);
  expect(redAt(5.5, 12)).toBeLessThan(120);
  expect(redAt(12, 12)).toBeLessThan(120);
});

test("representative pages carry no markup the Nu Html Checker refuses", async ({ page }) => {
  for (const path of REPRESENTATIVE) {
    await page.goto(path);
    // `sizes` is only valid on an <img> with a srcset; aria-label is not allowed on a <p> (no role to name).
    expect(await page.locator("img[sizes]:not([srcset])").count(), `${path}: sizes without srcset`).toBe(0);
    expect(await page.locator("p[aria-label]").count(), `${path}: aria-label on a paragraph`).toBe(0);
  }
});

test("the pages that list articles name the RSS feed", async ({ page }) => {
  for (const path of ["/", "/articles", "/articles/category/sleep"]) {
    await page.goto(path);
    const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed, path).toHaveAttribute("href", "/rss.xml");
    expect((await page.request.get("/rss.xml")).headers()["content-type"]).toContain("application/rss+xml");
  }
});

test("robots.txt reads the same to a first-match and a longest-match parser", async ({ page }) => {
  const text = await (await page.request.get("/robots.txt")).text();
  const rules = text
    .split("\n")
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => ({ allow: match[1]!.toLowerCase() === "allow", path: match[2]! }))
    .filter((rule) => rule.path !== "");
  const firstMatch = (path: string) => rules.find((rule) => path.startsWith(rule.path))?.allow ?? true;
  const longestMatch = (path: string) =>
    rules
      .filter((rule) => path.startsWith(rule.path))
      .sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow))[0]?.allow ?? true;
  const paths = ["/", "/articles", SLEEP, "/admin", "/admin/users", "/api/auth/session", "/profile", "/search?q=x"];
  for (const path of paths) expect(firstMatch(path), path).toBe(longestMatch(path));
  expect(firstMatch("/articles")).toBe(true);
  expect(firstMatch("/admin")).toBe(false);
});

/** WCAG contrast ratio of two rgb()/rgba() colours (the text's alpha laid over the background). */
function contrast(text: string, background: string): number {
  const parse = (value: string) => value.match(/[\d.]+/g)!.map(Number);
  const [br, bg, bb] = parse(background);
  const [tr, tg, tb, ta = 1] = parse(text);
  const mix = (t: number, b: number) => t * ta + b * (1 - ta);
  const luminance = (r: number, g: number, b: number) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const l1 = luminance(mix(tr!, br!), mix(tg!, bg!), mix(tb!, bb!));
  const l2 = luminance(br!, bg!, bb!);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}
