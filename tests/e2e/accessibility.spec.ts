import type { Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures.ts";
import { axeViolations, LAYOUT_RULES } from "./axe.ts";

/**
 * axe-core on every public route: every URL of the sitemap plus the public
 * pages a sitemap does not list (forms, auth screens, chat, search, 404). On a desktop every rule runs on
 * the first route of each page template and every rule but the layout ones (LAYOUT_RULES: contrast, target
 * size, links in text) on the template's other routes; on a phone every rule runs once per template.
 */
const extraRoutes = [
  "/login",
  "/register",
  "/forgot-password",
  "/email-confirmation",
  "/auth/verify",
  "/password-reset-confirmed",
  "/contact",
  "/collaborate",
  "/chat/menopause-hormones",
  "/chat/pregnancy-loss",
  "/report-error",
  "/affiliates?category=collagen",
  "/search?q=sleep",
  "/search?q=took%20too%20many%20tablets",
  "/no-such-page",
];

async function publicRoutes(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set([...fromSitemap, ...extraRoutes])];
}

const SHARDS = 4;

async function shardOf(page: Page, shard: number, routes?: string[]): Promise<string[]> {
  const all = routes ?? (await publicRoutes(page));
  expect(all.length, "public routes").toBeGreaterThan(SHARDS);
  return all.filter((_, index) => index % SHARDS === shard);
}

/** "/product-reviews/a" and "/product-reviews/b" are the same page template with other words. */
function templateOf(route: string): string {
  const segments = new URL(route, "http://x").pathname.split("/").filter(Boolean);
  return segments.length < 2 ? route : `/${segments.slice(0, -1).join("/")}/:slug`;
}

/**
 * One route per page template. A phone's width changes the layout, not the words, so on a phone each template
 * is checked once (every route is checked on a desktop).
 */
function onePerTemplate(routes: string[]): string[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const template = templateOf(route);
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}

async function expectNoViolations(page: Page, path: string, skipRules: readonly string[] = []) {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  expect(await axeViolations(page, undefined, { skipRules }), `axe violations on ${path}`).toEqual([]);
}

test.describe("accessibility", () => {
  test.setTimeout(300_000);

  // The routes are split into shards (every SHARDS-th route) so that the workers share them and each test's
  // time limit covers a part of the site, not all of it; together the shards cover every route.
  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`every public route has no axe violations on a desktop (part ${shard + 1} of ${SHARDS})`, async ({ page }) => {
      const routes = await publicRoutes(page);
      const firstOfTemplate = new Set(onePerTemplate(routes));
      for (const path of await shardOf(page, shard, routes))
        await expectNoViolations(page, path, firstOfTemplate.has(path) ? [] : LAYOUT_RULES);
    });
  }

  test.describe("on a phone", () => {
    test.use({ viewport: phone });
    for (let shard = 0; shard < SHARDS; shard += 1) {
      test(`every page template has no axe violations on a phone (part ${shard + 1} of ${SHARDS})`, async ({
        page,
      }) => {
        const routes = onePerTemplate(await publicRoutes(page));
        for (const path of await shardOf(page, shard, routes)) await expectNoViolations(page, path);
      });
    }
  });

  test("keyboard users see where focus is", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe("none");
  });
});
