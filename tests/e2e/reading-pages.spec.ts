import type { Page } from "@playwright/test";
import { e2eUser, signInAs } from "./auth-helpers.ts";
import { expect, phone, test } from "./fixtures.ts";

/**
 * Reading pages are served without the client runtime (app/lib/hydration.ts):
 * they must work as plain HTML, and pages that need a script must still get it.
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

function isHydrated(page: Page) {
  return page.evaluate(() => "__reactRouterRouteModules" in window);
}

test.describe("reading pages without JavaScript", () => {
  for (const path of [
    "/",
    ARTICLE,
    "/product-reviews/marine-collagen-peptides",
    "/product-roundups",
    "/about",
    "/search?q=sleep",
  ]) {
    test(`${path} loads no script files`, async ({ page }) => {
      await page.goto(path, { waitUntil: "load" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await scriptsLoaded(page)).toEqual([]);
      expect(await page.locator('script[type="module"], link[rel="modulepreload"]').count()).toBe(0);
      expect(await isHydrated(page)).toBe(false);
    });
  }

  test("links and the search form work as plain HTML", async ({ page }) => {
    await page.goto(ARTICLE);
    await page.getByRole("link", { name: "Back to Articles" }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await page.getByRole("banner").locator('input[name="q"]').fill("sleep");
    await page.getByRole("banner").locator('input[name="q"]').press("Enter");
    await expect(page).toHaveURL(/\/search\?q=sleep/);
    await expect(page.getByRole("link", { name: /Better Sleep, Backed by Evidence/ }).first()).toBeVisible();
  });

  test("an article image that fails to load is hidden", async ({ page }) => {
    await page.route("**/images/articles/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(ARTICLE);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("img", { name: /crescent moon/ })).toBeHidden();
    expect(await isHydrated(page)).toBe(false);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: phone });

    test("the menu opens, closes with Escape and by a click outside", async ({ page }) => {
      await page.goto(ARTICLE);
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      await page.mouse.click(200, 700);
      await expect(menu).toBeHidden();
      expect(await isHydrated(page)).toBe(false);
    });
  });
});

test.describe("pages that need a script get it", () => {
  test("interactive pages are hydrated", async ({ page }) => {
    for (const path of ["/wellness-quiz/wellness-snapshot", "/wellness-toolkit", "/login"]) {
      const html = await (await page.goto(path))!.text();
      await expect.poll(() => isHydrated(page), { message: path }).toBe(true);
      // The runtime is fetched after what the first paint needs (as the page is sent: what loads after
      // hydration, a form's schema, adds its own preloads then).
      const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length, path).toBeGreaterThan(0);
      expect(
        preloads.filter((link) => !link.includes('fetchpriority="low"')),
        path,
      ).toEqual([]);
    }
  });

  test("the chat and the quiz hydrate without the validation library (its schemas stay on the server)", async ({
    page,
  }) => {
    // zod is one file named zod-… (a codeSplitting group in vite.config.ts); forms load it after hydration.
    for (const path of ["/chat/menopause-hormones", "/wellness-quiz/wellness-snapshot"]) {
      await page.goto(path);
      await expect.poll(() => isHydrated(page), { message: path }).toBe(true);
      const scripts = await scriptsLoaded(page);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(
        scripts.filter((script) => script.includes("zod")),
        path,
      ).toEqual([]);
    }
  });

  test("the toolkit loads a tool's code with its tab, not with the page", async ({ page }) => {
    const tools = /\/assets\/(health-tracker|meal-planner|workout-planner|profile-view)-/;
    await page.goto("/wellness-toolkit");
    await expect.poll(() => isHydrated(page)).toBe(true);
    expect((await scriptsLoaded(page)).filter((script) => tools.test(script))).toEqual([]);
    // A visitor's first tab asks her to log in: no profile form code either.
    await expect(page.getByRole("heading", { name: "You are not logged in." })).toBeVisible();

    await page.getByRole("tab", { name: "Meal Planner" }).click();
    await expect(page.getByRole("heading", { name: "Meal Planner", level: 2 })).toBeVisible();
    expect((await scriptsLoaded(page)).filter((script) => tools.test(script))).toEqual([
      expect.stringMatching(/meal-planner-/),
    ]);

    // A link to a tab gets that tool at once, rendered by the server and then hydrated.
    await page.goto("/wellness-toolkit?tab=workouts");
    await expect(page.getByRole("button", { name: "Generate" })).toBeEnabled();
  });

  test("a reading page with a flash toast loads the runtime to show it", async ({ page }) => {
    await signInAs(page, e2eUser());
    // A member who is not an admin is sent home with the spec's toast.
    await page.goto("/admin/data-migration");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("[data-sonner-toast]")).toBeVisible();
    expect(await isHydrated(page)).toBe(true);
    // The next visit to the same page has no toast, and no scripts.
    await page.goto("/");
    expect(await isHydrated(page)).toBe(false);
  });

  test("a client-side navigation to a reading page keeps the runtime", async ({ page }) => {
    await page.goto("/wellness-quiz");
    await expect.poll(() => isHydrated(page)).toBe(true);
    // The header's links navigate in the page (the footer's are plain links: a page load).
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await isHydrated(page)).toBe(true);
  });
});
