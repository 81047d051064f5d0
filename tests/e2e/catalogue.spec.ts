import fs from "node:fs";
import type { Page } from "@playwright/test";
import { e2eAdmin, e2eUser, signInAs } from "./auth-helpers.ts";
import { expect, phone, test } from "./fixtures.ts";
import { startServer, type RunningServer } from "./server.ts";
import { seededDataDir } from "#tests/helpers/data-dir.ts";

const TOTAL = 41;
const REL = "nofollow sponsored noopener";

test.describe("product reviews", () => {
  test("the list groups roundup products by category with stars, pros, cons and 'Learn More'", async ({ page }) => {
    await page.goto("/product-reviews");
    await expect(page.getByRole("heading", { level: 1, name: "Honest Wellness Reviews" })).toBeVisible();
    for (const category of ["Collagen", "Hormone Support", "Multivitamins", "Mental Health", "Fitness", "Gut Health"]) {
      await expect(page.getByRole("heading", { level: 2, name: category, exact: true })).toBeVisible();
    }
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Marine Collagen Peptides Powder" }) });
    // Four stars for 4.4, with the rating itself beside them.
    await expect(card.getByRole("img", { name: "Rated 4.4 out of 5" })).toBeVisible();
    await expect(card.getByRole("img", { name: "Rated 4.4 out of 5" })).toContainText("4.4");
    await expect(card.getByRole("heading", { name: "Pros" })).toBeVisible();
    await expect(card.getByRole("heading", { name: "Cons" })).toBeVisible();
    // Each category shows its first three on this view, and every product on its own.
    await expect(page.getByRole("link", { name: "See all 6 Collagen reviews" })).toBeVisible();
    await page.goto("/product-reviews?category=collagen");
    // 4.3 rounds down to four stars.
    const multi = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Multi-Collagen Complex Capsules" }) });
    await expect(multi.getByRole("img", { name: "Rated 4.3 out of 5" })).toBeVisible();
    // A product without a full review says so, with no stars.
    const shots = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Liquid Collagen Shots" }) });
    await expect(shots.getByText("Not yet reviewed")).toBeVisible();
    await expect(shots.getByRole("img", { name: /Rated/ })).toHaveCount(0);
    // Products in no roundup are not listed.
    await expect(page.getByRole("heading", { name: "Collagen Gummies with Biotin" })).toHaveCount(0);
    await expect(page.getByRole("main").getByText(/not medical advice/)).toBeVisible();
    await page.goto("/product-reviews?category=fitness");
    await expect(page.getByRole("heading", { name: "Plant Protein Powder (Vanilla)" })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "How we review" })).toHaveAttribute(
      "href",
      "/how-we-review",
    );

    await page.goto("/product-reviews");
    await card.getByRole("link", { name: /Learn More/ }).click();
    await expect(page).toHaveURL(/\/product-reviews\/marine-collagen-peptides$/);
    await expect(page.getByRole("heading", { level: 1, name: "Marine Collagen Peptides Powder" })).toBeVisible();
  });

  test("the detail shows the expert analysis, the in-depth review and the date note", async ({ page }) => {
    await page.goto("/product-reviews/magnesium-glycinate");
    await expect(page.getByRole("heading", { level: 1, name: "Magnesium Glycinate Capsules" })).toBeVisible();
    await expect(page.getByText("Hormone Support", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Verdict" })).toBeVisible();
    await expect(page.getByText("4.4 / 5.0")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Who Is It For?" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our In-Depth Review" })).toBeVisible();
    await expect(page.getByText("Review current as of August 2025")).toBeVisible();
    // Safety note beside the claims, and the method the verdict rests on.
    await expect(page.getByRole("note", { name: "Safety note" })).toContainText("kidney disease");
    await expect(page.getByText(/We do not test products ourselves/)).toBeVisible();
    await page.getByRole("link", { name: "How we review" }).click();
    await expect(page).toHaveURL(/\/how-we-review$/);
    await expect(page.getByRole("heading", { level: 1, name: "How We Review" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How ratings are set" })).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: "Back to All Reviews" }).click();
    await expect(page).toHaveURL(/\/product-reviews$/);
  });

  test("a product without a full review says 'Not yet reviewed': no stars, dates, placeholder copy or Review", async ({
    page,
  }) => {
    await page.goto("/product-reviews/liquid-collagen-shots");
    await expect(page.getByText("Not yet reviewed").first()).toBeVisible();
    await expect(page.getByRole("img", { name: /Rated/ })).toHaveCount(0);
    await expect(page.getByText(/\/ 5\.0/)).toHaveCount(0);
    await expect(page.getByTestId("byline")).not.toContainText("Last reviewed");
    await expect(page.getByRole("heading", { name: "Our In-Depth Review" })).toHaveCount(0);
    await expect(page.getByText("Limited flavor options")).toHaveCount(0);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join(" ")).not.toMatch(/"Review"|reviewRating|AggregateRating|lastReviewed/);
  });

  test("gear speaks for itself, and a biotin product warns about lab tests", async ({ page }) => {
    await page.goto("/product-reviews/adjustable-dumbbells");
    await expect(page.getByText("Limited flavor options")).toHaveCount(0);
    await expect(page.getByText("May cause mild bloating for sensitive users")).toHaveCount(0);
    await expect(page.getByText(/Dial mechanisms can fail if dropped/)).toBeVisible();
    await page.goto("/product-reviews/collagen-vitamin-c-capsules");
    await expect(page.getByRole("note", { name: "Safety note" })).toContainText("distort common lab tests");
  });

  test("an unknown review shows the not-found page", async ({ page }) => {
    const response = await page.goto("/product-reviews/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(
      page.getByText("We couldn't find the details for this review. It might have been moved or removed."),
    ).toBeVisible();
  });
});

test.describe("product roundups", () => {
  test("the list shows six roundup cards with a collage of at most four images", async ({ page }) => {
    await page.goto("/product-roundups");
    await expect(page.getByRole("heading", { level: 1, name: "Curated Product Roundups" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByText("Roundup", { exact: true })).toBeVisible();
      expect(await card.locator("img").count()).toBeLessThanOrEqual(4);
    }
    await page.getByRole("link", { name: "Read Roundup: Best Collagen Supplements" }).click();
    await expect(page).toHaveURL(/\/product-roundups\/best-collagen-supplements$/);
  });

  test("the detail lists products with reasons and shows the conditional links", async ({ page }) => {
    await page.goto("/product-roundups/best-collagen-supplements");
    await expect(page.getByRole("heading", { level: 1, name: "Best Collagen Supplements" })).toBeVisible();
    const item = (name: string) => page.getByRole("region", { name });

    const marine = item("Marine Collagen Peptides Powder");
    await expect(marine.getByRole("heading", { name: "Why It Made The List" })).toBeVisible();
    await expect(marine.getByRole("heading", { name: "Key Benefits" })).toBeVisible();
    await expect(marine.getByRole("heading", { name: "Who It's For" })).toBeVisible();
    // A search link names no price.
    const shop = marine.getByRole("link", { name: /^See prices on Amazon/ });
    await expect(shop).toHaveAttribute("target", "_blank");
    await expect(shop).toHaveAttribute("rel", REL);
    await expect(shop).toHaveAttribute("href", /^https:\/\/www\.amazon\.com\/s\?k=.+&tag=/);
    await expect(marine.getByRole("link", { name: /Read Full Review/ })).toHaveAttribute(
      "href",
      "/product-reviews/marine-collagen-peptides",
    );

    // Not recommended (no trial supports its main use): listed apart, with no buy link. No review row: no 'Read Full Review'.
    const notRecommended = page.getByRole("region", { name: "What we don't recommend" });
    await expect(notRecommended.getByRole("heading", { name: "Vegan Collagen Builder" })).toBeVisible();
    await expect(notRecommended.getByRole("link", { name: /Amazon/ })).toHaveCount(0);
    const shots = item("Liquid Collagen Shots");
    await expect(shots.getByRole("link", { name: /See prices on Amazon/ })).toHaveCount(1);
    await expect(shots.getByRole("link", { name: /Read Full Review/ })).toHaveCount(0);
    // Without a full review it is listed apart, unranked: picks at a glance hold only reviewed, recommended
    // products, in rating order, each rating printed once.
    await expect(shots.getByText("Not yet reviewed")).toBeVisible();
    const picks = page.getByRole("navigation", { name: "Our picks at a glance" });
    await expect(picks.getByRole("listitem")).toHaveCount(4);
    await expect(picks.getByRole("list")).not.toContainText(/Vegan Collagen Builder|Liquid Collagen Shots/);
    await expect(picks.getByRole("listitem").first()).toContainText("4.4 / 5.0 ·");
    await expect(picks).not.toContainText("/ 5.0 / 5");

    // Marketplace links come with the affiliate disclosure, the not-medical-advice line and the method.
    await expect(page.getByText(/Affiliate disclosure/)).toBeVisible();
    await expect(page.getByRole("main").getByText(/not medical advice/)).toBeVisible();
    await expect(page.getByRole("link", { name: "How we review" })).toHaveAttribute("href", "/how-we-review");
    await expect(item("Collagen + Vitamin C Capsules").getByRole("note", { name: "Safety note" })).toContainText(
      "lab tests",
    );

    await page.getByRole("link", { name: "Back to All Roundups" }).click();
    await expect(page).toHaveURL(/\/product-roundups$/);
  });

  test("an unknown roundup shows the not-found page with its message", async ({ page }) => {
    const response = await page.goto("/product-roundups/no-such-roundup");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("Could not find the requested roundup.")).toBeVisible();
  });
});

test.describe("comparison guide", () => {
  test("one table per category with 'View Product' links and a disclaimer", async ({ page }) => {
    await page.goto("/comparison-guide");
    await expect(page.getByRole("table")).toHaveCount(3);
    for (const title of ["Collagen Supplements", "Hormone Support Blends", "Women's Multivitamins"]) {
      const table = page.getByRole("region", { name: title }).getByRole("table");
      await expect(table.getByRole("row")).toHaveCount(3);
      await expect(table.getByRole("link", { name: /View Product/ })).toHaveCount(2);
    }
    await expect(page.getByRole("cell", { name: "$0.95" })).toBeVisible();
    await expect(page.getByRole("main").getByText(/not medical advice/)).toBeVisible();
    await expect(page.getByRole("link", { name: "How we review" })).toHaveAttribute("href", "/how-we-review");
    await page.getByRole("link", { name: "View Product: Women's Daily Multivitamin" }).click();
    await expect(page).toHaveURL(/\/product-reviews\/womens-daily-multivitamin$/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: phone });
    test("products are stacked cards and nothing scrolls sideways", async ({ page }) => {
      await page.goto("/comparison-guide");
      await expect(page.getByRole("table")).toHaveCount(0);
      await expect(page.getByRole("link", { name: /View Product/ })).toHaveCount(6);
      await expect(page.getByText("Price per serving").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

test.describe("affiliate corner", () => {
  test("tabs filter the grid and the tab is kept in the URL", async ({ page }) => {
    await page.goto("/affiliates");
    await expect(page.getByRole("heading", { level: 1, name: "Affiliate Corner" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Product categories" });
    await expect(tabs.getByRole("link")).toHaveText([
      "All",
      "Collagen",
      "Hormone Support",
      "Multivitamins",
      "Mental Health",
      "Fitness",
      "Gut Health",
    ]);
    const grid = page.getByRole("list", { name: "Affiliate products" });
    await expect(grid.getByRole("listitem")).toHaveCount(24);
    await expect(grid.getByRole("link", { name: /Adjustable Dumbbells/ })).toContainText("From $149.99");
    // Not buyable through the page (Walmart only): no price.
    await expect(grid.getByRole("link", { name: /Kettlebell/ })).not.toContainText("$");
    await expect(page.getByText(/Affiliate disclosure/)).toBeVisible();

    await tabs.getByRole("link", { name: "Fitness" }).click();
    await expect(page).toHaveURL(/\/affiliates\?category=fitness$/);
    await expect(tabs.getByRole("link", { name: "Fitness" })).toHaveAttribute("aria-current", "page");
    await expect(grid.getByRole("listitem")).toHaveCount(4);
    await expect(grid.getByText("Fitness", { exact: true })).toHaveCount(4);
    await expect(grid.getByRole("link", { name: /Marine Collagen/ })).toHaveCount(0);

    await tabs.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/affiliates$/);
    await expect(grid.getByRole("listitem")).toHaveCount(24);

    await page.goto("/affiliates?category=gut-health");
    await expect(grid.getByRole("listitem")).toHaveCount(4);
    await grid.getByRole("link", { name: /Women's Probiotic/ }).click();
    await expect(page).toHaveURL(/\/affiliates\/womens-probiotic-50-billion$/);
  });

  test("the detail has 'See prices on Amazon' (no fixed price) only when Amazon sells it, and links the review", async ({
    page,
  }) => {
    await page.goto("/affiliates/magnesium-glycinate");
    await expect(page.getByRole("heading", { level: 1, name: "Magnesium Glycinate Capsules" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Key Features" })).toBeVisible();
    const buy = page.getByRole("link", { name: /^See prices on Amazon/ });
    await expect(buy).not.toContainText("$");
    await expect(page.getByRole("link", { name: "Read our review" })).toHaveAttribute(
      "href",
      "/product-reviews/magnesium-glycinate",
    );
    // The disclosure, with Amazon's sentence, comes before the link.
    const disclosureTop = (await page
      .getByText(/As an Amazon Associate we earn from qualifying purchases/)
      .boundingBox())!.y;
    expect(disclosureTop).toBeLessThan((await buy.boundingBox())!.y);
    await expect(buy).toHaveAttribute("target", "_blank");
    await expect(buy).toHaveAttribute("rel", REL);
    await expect(page.getByText("This product is not currently available on Amazon.")).toHaveCount(0);

    await page.goto("/affiliates/vinyl-kettlebell");
    await expect(page.getByRole("link", { name: /on Amazon/ })).toHaveCount(0);
    await expect(page.getByText("This product is not currently available on Amazon.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Affiliate Corner" }).click();
    await expect(page).toHaveURL(/\/affiliates$/);
  });

  test("an unknown affiliate product shows the not-found page", async ({ page }) => {
    const response = await page.goto("/affiliates/no-such-item");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});

/** Slows each migration step a little so the progress text can be observed. */
async function slowSteps(page: Page) {
  await page.route("**/admin/data-migration/step", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 40));
    await route.continue();
  });
}

test.describe("data migration", () => {
  test("a plain user is sent home with 'Unauthorized Access'", async ({ page }) => {
    await signInAs(page, e2eUser());
    await page.goto("/admin/data-migration");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Unauthorized Access")).toBeVisible();
    await expect(page.getByText("You must be an admin to perform data migration.")).toBeVisible();
  });

  test("a visitor is asked to log in", async ({ page }) => {
    await page.goto("/admin/data-migration");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fdata-migration/);
  });

  test("an admin migrates every product with live progress, then goes to the dashboard", async ({ page }) => {
    await signInAs(page, e2eAdmin());
    await slowSteps(page);
    await page.goto("/admin/data-migration");
    await page.getByRole("button", { name: `Start Migration (${TOTAL} products)` }).click();
    await expect(page.getByText(new RegExp(`Migrating\\.\\.\\. \\d+ / ${TOTAL}`))).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Migration progress" })).toBeVisible();
    await expect(page.getByText("Migration Successful!")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("All local product data has been migrated to the database.")).toBeVisible();

    // The pages still show the same catalogue.
    const second = await page.context().newPage();
    await second.goto("/product-reviews/magnesium-glycinate");
    await expect(second.getByText("4.4 / 5.0")).toBeVisible();
    await second.close();

    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe("data migration without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form runs the whole migration on the server", async ({ page }) => {
    await signInAs(page, e2eAdmin());
    await page.goto("/admin/data-migration");
    await page.getByRole("button", { name: `Start Migration (${TOTAL} products)` }).click();
    await expect(page.getByText(`Migration complete: ${TOTAL} / ${TOTAL} products are in the database.`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/admin");
  });
});

// Every catalogue page (and the How we review page) is in the sitemap: tests/e2e/accessibility.spec.ts runs axe
// on each, on a desktop and on a phone.

const failSlug = "ashwagandha-root-extract";
const failName = "Ashwagandha Root Extract Capsules";

/** The failure test expects the page's console error ('Check the console for details') and the 500 answer. */
const failureTest = test.extend({
  // Same check as the shared fixture (it stays an auto fixture), minus the two expected messages.
  failOnConsoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() === "error" && !/status of (404|500)|Migration failed for/.test(text)) errors.push(text);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use();
    expect(errors, "console errors on the page").toEqual([]);
  },
});

failureTest.describe("data migration with a forced failure half-way", { tag: "@faults" }, () => {
  let server: RunningServer;

  failureTest.beforeAll(async () => {
    failureTest.setTimeout(120_000);
    const { dataDir } = seededDataDir("wellness-e2e-migration-");
    server = await startServer({ dataDir, env: { MIGRATION_FAIL_AT_SLUG: failSlug, LOG_LEVEL: "warn" } });
  });

  failureTest.afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  failureTest("the first error stops the run; 'Retry Migration' restarts from the beginning", async ({ page }) => {
    const admin = e2eAdmin();
    const signIn = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: admin.email, password: admin.password },
      headers: { Origin: server.url },
    });
    expect(signIn.ok()).toBe(true);
    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/admin/data-migration/step")) answers.push(response.status());
    });
    await slowSteps(page);

    await page.goto(`${server.url}/admin/data-migration`);
    await page.getByRole("button", { name: /Start Migration/ }).click();
    await expect(page.getByText(`Migration Failed for ${failName}`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("An error occurred during migration. Check the console for details.")).toBeVisible();
    // It stopped at the failing product: 21 successes, then one failure, nothing after.
    expect(answers.filter((s) => s === 200)).toHaveLength(21);
    expect(answers.at(-1)).toBe(500);

    answers.length = 0;
    await page.getByRole("button", { name: "Retry Migration" }).click();
    await expect(page.getByText(new RegExp(`Migrating\\.\\.\\. \\d+ / ${TOTAL}`))).toBeVisible();
    await expect(page.getByText("Migration Successful!")).toBeVisible({ timeout: 30_000 });
    expect(answers).toHaveLength(TOTAL);
    expect(answers.every((s) => s === 200)).toBe(true);
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toBeVisible();
  });
});
