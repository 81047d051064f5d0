import type { Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures.ts";

/**
 * Site search where readers look for it: the header's field with suggestions as one types (an ARIA combobox
 * that a reading page loads only on focus, without React), one ranked list with type labels and marked
 * excerpts, the lists' search boxes, the not-found page, did-you-mean and the suggestions endpoint's limits.
 */
const ARTICLE = "/articles/better-sleep-backed-by-evidence-what-actually-helps";

function scriptsLoaded(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );
}

test("the header suggests pages as one types, by keyboard, on a page that ships no runtime", async ({ page }) => {
  await page.goto(ARTICLE);
  expect(await scriptsLoaded(page)).toEqual([]);
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const field = page.getByRole("combobox", { name: "Search the site" });
  await expect(field).toBeFocused();
  await field.pressSequentially("kettleb", { delay: 30 });
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list.getByRole("option").first()).toContainText("Vinyl-Coated Kettlebell");
  await expect(list.getByRole("option").first()).toContainText("Product review");
  await expect(field).toHaveAttribute("aria-expanded", "true");
  // Only the suggestions module was fetched: no React, no route modules.
  expect(await scriptsLoaded(page)).toEqual(["/search-suggest.js"]);
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
  await field.press("ArrowDown");
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", /-0$/);
  await field.press("Escape");
  await expect(list).toBeHidden();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  // Closed, ArrowDown opens the list again on its first suggestion.
  await field.press("ArrowDown");
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/product-reviews\/vinyl-kettlebell$/);
});

test("the search form works without JavaScript, and results are one ranked list with labels and marks", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: process.env.APP_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about");
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const field = page.getByRole("banner").locator('input[name="q"]');
  await field.fill("best collagen");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=best\+collagen$/);
  const first = page
    .getByRole("listitem")
    .filter({ has: page.locator("[data-search-result]") })
    .first();
  await expect(first).toContainText("Roundup");
  await expect(first.getByRole("link")).toHaveText("Best Collagen Supplements");
  await expect(first.locator("mark").first()).toHaveText(/collagen/i);
  await context.close();
});

test("did you mean, the most-words note and a type-limited search from the articles list", async ({ page }) => {
  await page.goto("/search?q=ashwaganda");
  await page.getByRole("link", { name: "ashwagandha", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=ashwagandha$/);
  await expect(page.locator("[data-search-result]").first()).toHaveText("Ashwagandha Root Extract Capsules");

  // No page holds both words ("weight gain" at the menopause is one phrase of the lay vocabulary now).
  await page.goto("/search?q=menopause+kettlebell");
  await expect(page.getByText("No page has every word; these have most of them.", { exact: false })).toBeVisible();

  await page.goto("/articles");
  const box = page.getByRole("search", { name: "Search articles" });
  await box.locator('input[name="q"]').fill("sleep");
  await box.locator('input[name="q"]').press("Enter");
  await expect(page).toHaveURL(/\/search\?type=article&q=sleep$/);
  await expect(page.getByText("Showing articles only.")).toBeVisible();
  const labels = await page.locator("ol > li > p:first-child").allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  expect(new Set(labels)).toEqual(new Set(["Article"]));

  await page.goto("/product-reviews");
  await expect(page.getByRole("search", { name: "Search product reviews" })).toBeVisible();
});

test("the not-found page offers search and popular links, with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page-at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Wellness quizzes" })).toHaveAttribute("href", "/wellness-quiz");
  const box = page.getByRole("main").getByRole("search", { name: "Search the site" });
  await box.locator('input[name="q"]').fill("sleep quiz");
  await box.locator('input[name="q"]').press("Enter");
  await expect(page.locator("[data-search-result]").first()).toHaveText("Sleep Quality quiz");
});

test("the suggestions endpoint validates its query and answers cacheable JSON", async ({ request }) => {
  expect((await request.get("/search/suggest")).status()).toBe(400);
  expect((await request.get("/search/suggest?q=a")).status()).toBe(400);
  expect((await request.get(`/search/suggest?q=${"x".repeat(101)}`)).status()).toBe(400);
  expect((await request.get("/search/suggest?q=sleep&q=iron")).status()).toBe(400);
  const ok = await request.get("/search/suggest?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
  expect(ok.status()).toBe(200);
  expect(ok.headers()["content-type"]).toContain("application/json");
  const good = await request.get("/search/suggest?q=menopa");
  expect(good.headers()["cache-control"]).toContain("public");
  const { suggestions } = (await good.json()) as { suggestions: { url: string; label: string; title: string }[] };
  expect(suggestions.map((s) => s.url)).toContain(
    "/articles/perimenopause-and-menopause-what-is-happening-and-what-helps",
  );
  expect(
    suggestions.every((s) => s.url.startsWith("/") && typeof s.title === "string" && typeof s.label === "string"),
  ).toBe(true);
});

test.describe("on a phone", () => {
  test.use({ viewport: phone });

  test("the header search field opens under the header and suggests", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    const field = page.getByRole("combobox", { name: "Search the site" });
    await field.pressSequentially("magnes", { delay: 30 });
    await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toContainText(
      "Magnesium",
    );
  });
});
