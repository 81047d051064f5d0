import { e2eAdmin, signInAs } from "./auth-helpers.ts";
import { expect, phone, test } from "./fixtures.ts";

/**
 * What a first visit meets: a home page that leads with articles, review dates stated calmly at a page's
 * foot (and first in an editor's dashboard), a toolkit that welcomes a visitor, and one house style.
 */
const SLEEP = "/articles/better-sleep-backed-by-evidence-what-actually-helps";

test.describe("the home page leads with content", () => {
  for (const viewport of [phone, { width: 1440, height: 900 }]) {
    test(`featured and latest articles, topics and search come before the spec's sections (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const main = page.getByRole("main");
      // The content row: a featured article, the newest others, each topic, and a search of the whole site.
      const featured = main.locator("[data-home-featured]");
      await expect(featured.getByRole("heading", { level: 3 })).toHaveText(/Perimenopause and Menopause/);
      await expect(featured.getByRole("link", { name: /Perimenopause and Menopause/ })).toHaveAttribute(
        "href",
        "/articles/perimenopause-and-menopause-what-is-happening-and-what-helps",
      );
      const latest = main.locator("[data-home-latest] li");
      await expect(latest).toHaveCount(4);
      // Newest first (other tests publish articles on this server, so no title is fixed), and the featured
      // article is not repeated.
      const dates = await latest
        .locator("time")
        .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute("datetime") ?? "")));
      expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      await expect(main.locator("[data-home-latest]")).not.toContainText("Perimenopause");
      const topics = main.locator("[data-home-topics]");
      await expect(topics.getByRole("link", { name: /Sleep\s*\d+ articles?/ })).toHaveAttribute(
        "href",
        "/articles/category/sleep",
      );
      await expect(topics.getByRole("link")).toHaveCount(6);
      const search = main.getByRole("search", { name: "Search articles, reviews and topics" });
      await expect(search).toBeVisible();

      // On a laptop the featured article is on the first screen; on a phone it follows the hero's search.
      if (viewport.width === 1440) {
        const box = (await featured.boundingBox())!;
        expect(box.y).toBeLessThan(viewport.height);
      }

      // The spec's sections follow the content row, in the spec's order.
      const order = await main.evaluate((node) =>
        [
          "h1",
          "[data-home-featured]",
          "[data-home-topics]",
          "#features-heading",
          "#compare-heading",
          "#quiz-heading",
          "#community-heading",
        ].map((selector) => node.querySelector(selector)!.getBoundingClientRect().top),
      );
      expect([...order].sort((a, b) => a - b)).toEqual(order);

      // Nothing promises what is not there; one newsletter form on the page (the footer's).
      await expect(main.getByText(/coming soon/i)).toHaveCount(0);
      await expect(main.getByText("No skincare products reviewed yet")).toBeVisible();
      await expect(page.locator("form[action='/newsletter']")).toHaveCount(1);
    });
  }

  test("the home search finds an article by either spelling", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("main").getByRole("search", { name: "Search articles, reviews and topics" });
    await search.locator('input[name="q"]').fill("hot flushes");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=hot\+flushes/);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Perimenopause and Menopause/ })
        .first(),
    ).toBeVisible();
  });
});

test.describe("review dates, proportionate", () => {
  test("an overdue article states its dates at the foot, once, in secondary text", async ({ page }) => {
    await page.goto(SLEEP);
    await expect(page.getByTestId("byline")).not.toContainText(/review/i);
    const status = page.getByTestId("review-status");
    await expect(status).toContainText("Page last reviewed: September 2, 2025");
    await expect(status).toContainText("Next review due: September 2, 2026");
    await expect(page.getByTestId("review-overdue")).toHaveCount(1);
    await expect(page.getByText(/Review overdue/)).toHaveCount(0);
    // After the article's sources, in the page's secondary text colour and weight: no alarm colour, no bold.
    const placed = await page.evaluate(() => {
      const status = document.querySelector("[data-testid=review-status]")!;
      const sources = document.querySelector("#source-1")!;
      const title = document.querySelector("h1")!;
      const overdue = document.querySelector("[data-testid=review-overdue]")!;
      const muted = getComputedStyle(document.querySelector("[data-testid=byline]")!).color;
      return {
        afterSources: sources.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING,
        afterTitle: title.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING,
        color: getComputedStyle(overdue).color,
        muted,
        weight: Number(getComputedStyle(overdue).fontWeight),
        bold: overdue.querySelector("strong, b") !== null,
      };
    });
    expect(placed.afterSources).toBeTruthy();
    expect(placed.afterTitle).toBeTruthy();
    expect(placed.color).toBe(placed.muted);
    expect(placed.weight).toBeLessThan(600);
    expect(placed.bold).toBe(false);
  });

  test("a product review states its dates at the foot too", async ({ page }) => {
    await page.goto("/product-reviews/magnesium-glycinate");
    await expect(page.getByTestId("byline")).not.toContainText("Last reviewed");
    await expect(page.getByTestId("review-status")).toContainText("Page last reviewed: August 2025");
    await expect(page.getByTestId("review-overdue")).toHaveCount(1);
  });

  test("an editor's dashboard opens with what is due for review", async ({ page }) => {
    await signInAs(page, e2eAdmin());
    await page.goto("/admin");
    const due = page.getByTestId("admin-reviews-due");
    await expect(due).toBeVisible();
    await expect(due).toContainText(/\d+ pages are due for review/);
    // Above the tabs and the user list: the first thing on the page after its title.
    const [dueTop, navTop] = await Promise.all([
      due.evaluate((node) => node.getBoundingClientRect().top),
      page.getByRole("navigation", { name: "Admin sections" }).evaluate((node) => node.getBoundingClientRect().top),
    ]);
    expect(dueTop).toBeLessThan(navTop);
    const count = Number((await due.textContent())!.match(/(\d+) pages/)![1]);
    await expect(page.getByRole("link", { name: new RegExp(`^Reviews Due${count}$`) })).toBeVisible();
    await due.getByRole("link", { name: "Open Reviews Due" }).click();
    await expect(page).toHaveURL(/\/admin\/review-queue$/);
    await expect(page.getByRole("heading", { name: "Reviews Due", level: 2 })).toBeVisible();
  });
});

test.describe("the toolkit welcomes a visitor", () => {
  for (const viewport of [phone, { width: 1440, height: 900 }]) {
    test(`the profile tab keeps its login text, with every tool offered beside it (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/wellness-toolkit");
      // The spec's default tab and its words.
      await expect(page.getByRole("tab", { name: "My Profile" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByText("You are not logged in.")).toBeVisible();
      await expect(page.getByText("Please log in to view your profile.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");
      const welcome = page.getByTestId("toolkit-welcome");
      await expect(welcome).toBeVisible();
      for (const [tool, tab] of [
        ["Health Tracker", "tracker"],
        ["Cycle Tracker", "cycle"],
        ["Meal Planner", "meals"],
        ["Workout Plans", "workouts"],
      ])
        await expect(welcome.getByRole("link", { name: new RegExp(`Open ${tool}`) })).toHaveAttribute(
          "href",
          `/wellness-toolkit?tab=${tab}`,
        );
      await welcome.getByRole("link", { name: /Open Meal Planner/ }).click();
      await expect(page.getByRole("tab", { name: "Meal Planner" })).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveURL(/tab=meals/);
      await expect(page.getByRole("tab", { name: "Week 1" })).toBeVisible();
    });
  }
});

test.describe("one house style", () => {
  test("the comparison guide says what its two scales mean, and shows neutral facts as facts", async ({ page }) => {
    await page.goto("/comparison-guide");
    await expect(page.getByTestId("comparison-scales")).toContainText(
      "Stars (of 5) are our overall verdict, never above 4.4 where the evidence is limited; effectiveness (of 10) is the strength of the trial evidence for the main use alone.",
    );
    const table = page.getByTestId("comparison-table").first();
    const marine = table.getByRole("row").filter({ hasText: "Marine Collagen Peptides" });
    await expect(marine).toContainText("5/10 evidence limited");
    // "Varies by seller" is a fact to weigh, not a drawback: no cross, no "(drawback)".
    const varies = marine.getByRole("cell").filter({ hasText: "Varies by seller" });
    await expect(varies.locator("svg")).toHaveCount(0);
    await expect(varies).not.toContainText("drawback");
    // A real drawback keeps its mark.
    const wholeFood = page.getByTestId("comparison-table").nth(2).getByRole("row").filter({ hasText: "Whole-Food" });
    await expect(wholeFood.getByRole("cell").filter({ hasText: "Maker's claim, untested" })).toContainText(
      "(drawback)",
    );
  });

  test("the cycle tracker says 'Hot flashes', as the articles do", async ({ page }) => {
    await page.goto("/wellness-toolkit?tab=cycle");
    await expect(page.getByText("Hot flashes", { exact: true }).first()).toBeAttached();
    await expect(page.getByText(/hot flushes/i)).toHaveCount(0);
  });
});
