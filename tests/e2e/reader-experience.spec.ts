import sharp from "sharp";
import type { Page } from "@playwright/test";
import { e2eAdmin, signInAs } from "./auth-helpers.ts";
import { expect, phone, test } from "./fixtures.ts";
import { axeViolations } from "./axe.ts";

test.describe("toasts", () => {
  test("a toast shown as the previous one expires replaces it and is not lost", async ({ page }) => {
    await page.clock.install();
    await page.goto("/wellness-toolkit?tab=tracker");
    await expect(page.getByLabel("Date")).toBeEnabled();
    await page.getByRole("button", { name: "Save Log" }).click();
    const today = await page.getByLabel("Date").inputValue();
    await expect(page.getByText(`Your health data for ${today} has been saved.`)).toBeVisible();
    const shownAt = await page.evaluate(() => Date.now());
    // The second toast's day is chosen; the save button has the focus.
    const [y, m, d] = today.split("-").map(Number);
    const yesterday = new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
    await page.getByLabel("Date").fill(yesterday);
    await page.getByRole("button", { name: "Save Log" }).focus();
    // Hold the clock just after the first toast's 5 s ran out, while it is leaving, and show the second one.
    await page.clock.pauseAt(shownAt + 5_050);
    await page.keyboard.press("Enter");
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await expect(page.getByText(`Your health data for ${yesterday} has been saved.`)).toBeVisible();
    await expect(page.getByText(`Your health data for ${today} has been saved.`)).toHaveCount(0);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  });
});

const SLEEP = "/articles/better-sleep-backed-by-evidence-what-actually-helps";

function jsonLd(page: Page) {
  return page.$$eval('script[type="application/ld+json"]', (nodes) =>
    nodes.flatMap((n) => [JSON.parse(n.textContent ?? "null")].flat()),
  );
}

test.describe("who stands behind a page", () => {
  test("a built-in article is credited to the editorial team, with review dates, sources and JSON-LD", async ({
    page,
  }) => {
    await page.goto(SLEEP);
    const byline = page.getByTestId("byline");
    await expect(byline.getByRole("link", { name: "The Wellness Circle editorial team" })).toHaveAttribute(
      "href",
      "/editorial-team",
    );
    // The review dates sit at the page's foot, not in the byline; every seeded date has passed, and the page
    // says so in one plain line rather than showing a past date as if it were ahead.
    await expect(byline).not.toContainText("Last reviewed");
    const status = page.getByTestId("review-status");
    await expect(status).toContainText("Page last reviewed: September 2, 2025");
    await expect(status).toContainText("Next review due: September 2, 2026");
    await expect(status.getByTestId("review-overdue")).toContainText("past its review date");
    await expect(byline).not.toContainText("Medically reviewed");
    // Numbered sources with in-text markers that jump to them.
    await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
    await expect(page.locator("#source-1")).toContainText("Recommended amount of sleep");
    const marker = page.locator('.prose-wellness sup.citation a[href="#source-1"]');
    await expect(marker).toHaveText("[1]");
    await expect(page.locator(".prose-wellness").getByRole("heading", { name: "References" })).toHaveCount(0);
    const [webPage] = (await jsonLd(page)).filter((item) => item["@type"] === "MedicalWebPage");
    const article = webPage.mainEntity;
    expect(article["@type"]).toBe("Article");
    expect(article.author).toMatchObject({ "@type": "Organization", name: "The Wellness Circle editorial team" });
    // A claim of review names the person who reviewed it, or nobody: the team is never claimed as reviewer
    // (decision 036); the page's own review date stays.
    expect(webPage.reviewedBy).toBeUndefined();
    expect(webPage.lastReviewed).toBe("2025-09-02");
    expect(article.dateModified).toBeTruthy();
    expect(article.citation).toHaveLength(7);
    expect(article.citation[5].url).toBe("https://www.nice.org.uk/guidance/mtg70");

    await byline.getByRole("link", { name: "The Wellness Circle editorial team" }).click();
    await expect(page.getByRole("heading", { name: "Our Editorial Team", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How the site works" })).toBeVisible();
  });

  test("a review page names who reviewed it instead of 'Expert Review & Analysis'", async ({ page }) => {
    await page.goto("/product-reviews");
    await page
      .getByRole("link", { name: /^Learn More about/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Expert Review & Analysis" })).toHaveCount(0);
    await expect(
      page.getByTestId("byline").getByRole("link", { name: "The Wellness Circle editorial team" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Report an error on this page" })).toBeVisible();
  });

  test("an admin adds a person, credits an article to her, and the pages, JSON-LD and queue follow", async ({
    page,
  }) => {
    await signInAs(page, e2eAdmin());
    const name = `Dana Reviewer ${Date.now()}`;
    await page.goto("/admin/people");
    await page.getByRole("link", { name: "Add Person" }).click();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Role").fill("Medical reviewer");
    await page.getByLabel("Credentials (only ones they hold)").fill("MD");
    await page.getByLabel("Short bio").fill("A test record made by the end-to-end suite.");
    await page.getByLabel(/^Links/).fill("Profile | https://example.org/dana");
    await page.getByRole("button", { name: "Save Person" }).click();
    await expect(page).toHaveURL(/\/admin\/people$/);
    await expect(page.getByRole("main").getByText(name).first()).toBeVisible();

    // A new article to credit (so other tests' articles stay as they are).
    const slug = await createArticle(page, `Editorial Model ${Date.now()}`);
    await page.goto(`/articles/${slug}/editorial`);
    await page.getByLabel("Author").selectOption({ label: `${name} (Medical reviewer)` });
    await page.getByLabel("Medical reviewer (optional)").selectOption({ label: `${name}, MD` });
    await page.getByLabel(/^Key takeaways/).fill("First point.\nSecond point.");
    await page.getByLabel(/^Sources/).fill("Not a source | x | 20 | ftp://bad");
    await page.getByLabel("Last reviewed").fill("2026-01-10");
    await page.getByLabel("Next review due").fill("2026-02-10");
    await page.getByRole("button", { name: "Save Editorial Details" }).click();
    await expect(page.getByText(/Source 1: the year must be/)).toBeVisible();
    await page
      .getByLabel(/^Sources/)
      .fill(
        "Water and health | NHS | 2024 | https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/water-drinks-nutrition/",
      );
    await page.getByRole("button", { name: "Save Editorial Details" }).click();
    await expect(page).toHaveURL(new RegExp(`/articles/${slug}$`));
    const byline = page.getByTestId("byline");
    await expect(byline.getByRole("link", { name }).first()).toBeVisible();
    await expect(byline).toContainText(`Medically reviewed by ${name}, MD`);
    await expect(page.getByTestId("review-status")).toContainText(
      "Page last reviewed: January 10, 2026Next review due: February 10, 2026This page is past its review date.",
    );
    await expect(page.getByRole("heading", { name: "Key takeaways" })).toBeVisible();
    await expect(page.locator("#source-1")).toContainText("Water and health NHS, 2024.");
    const [pageLd] = (await jsonLd(page)).filter((item) => item["@type"] === "MedicalWebPage");
    const ld = pageLd.mainEntity;
    expect(ld.author).toMatchObject({ "@type": "Person", name });
    expect(pageLd.reviewedBy).toMatchObject({ "@type": "Person", name });
    expect(pageLd.lastReviewed).toBe("2026-01-10");
    expect(ld.citation[0]).toMatchObject({
      name: "Water and health",
      publisher: { name: "NHS" },
      datePublished: "2024",
    });

    await byline.getByRole("link", { name }).first().click();
    await expect(page.getByRole("heading", { name: new RegExp(name), level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Articles written" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Articles medically reviewed" })).toBeVisible();

    // Its review was due in February 2026: it is in the queue.
    await page.goto("/admin/review-queue");
    await expect(
      page.getByRole("listitem").filter({ hasText: "Review was due February 10, 2026" }).first(),
    ).toBeVisible();
  });
});

test.describe("who stands behind a review", () => {
  test("a built-in review credits the editorial team with its review dates, numbered sources and JSON-LD", async ({
    page,
  }) => {
    await page.goto("/product-reviews/vitamin-d3-k2-drops");
    const byline = page.getByTestId("byline");
    await expect(byline.getByRole("link", { name: "The Wellness Circle editorial team" })).toHaveAttribute(
      "href",
      "/editorial-team",
    );
    await expect(page.getByTestId("review-status")).toContainText(
      "Page last reviewed: August 2025Next review due: August 2026This page is past its review date.",
    );
    await expect(byline).not.toContainText("Medically reviewed");
    await expect(page.locator("#source-1")).toBeVisible();
    const items = await jsonLd(page);
    const product = items.find((item) => item["@type"] === "Product");
    expect(product.review.author).toMatchObject({
      "@type": "Organization",
      name: "The Wellness Circle editorial team",
    });
    expect(product.review.citation.length).toBeGreaterThan(0);
    const webPage = items.find((item) => item["@type"] === "MedicalWebPage");
    expect(webPage.lastReviewed).toBe("2025-08-01");
    expect(webPage.reviewedBy).toMatchObject({ "@type": "Organization" });
  });

  test("an admin credits a review from the review queue, and the page and JSON-LD follow", async ({ page }) => {
    await signInAs(page, e2eAdmin());
    const name = `Rhea Reviewer ${Date.now()}`;
    await page.goto("/admin/people/new");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Role").fill("Medical reviewer");
    await page.getByLabel("Credentials (only ones they hold)").fill("MD");
    await page.getByRole("button", { name: "Save Person" }).click();
    await expect(page).toHaveURL(/\/admin\/people$/);

    // The catalogue's review from August 2025 is due: it is in the queue, with a way to its details.
    await page.goto("/admin/review-queue");
    const due = page.getByTestId("product-reviews-due");
    await due.getByRole("link", { name: /^Editorial details of the .*Vitamin D3/ }).click();
    await expect(page.getByRole("heading", { name: "Editorial Details", level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^Key takeaways/)).toHaveCount(0);
    await page.getByLabel("Author").selectOption({ label: `${name} (Medical reviewer)` });
    await page.getByLabel("Medical reviewer (optional)").selectOption({ label: `${name}, MD` });
    await page.getByLabel("Last reviewed").fill("2026-03-01");
    await page.getByLabel("Next review due").fill("2026-02-01");
    await page.getByRole("button", { name: "Save Editorial Details" }).click();
    await expect(page.getByText("The next review must come after the last one.")).toBeVisible();
    await page.getByLabel("Next review due").fill("2099-03-01");
    await page.getByRole("button", { name: "Save Editorial Details" }).click();
    await expect(page).toHaveURL(/\/product-reviews\/vitamin-d3-k2-drops$/);

    const byline = page.getByTestId("byline");
    await expect(byline.getByRole("link", { name }).first()).toHaveAttribute("href", /^\/people\//);
    await expect(byline).toContainText(`Medically reviewed by ${name}, MD`);
    await expect(page.getByTestId("review-status")).toContainText(
      "Page last reviewed: March 1, 2026Next review due: March 1, 2099",
    );
    await expect(page.getByTestId("review-overdue")).toHaveCount(0);
    const items = await jsonLd(page);
    expect(items.find((item) => item["@type"] === "Product").review.author).toMatchObject({ "@type": "Person", name });
    expect(items.find((item) => item["@type"] === "MedicalWebPage")).toMatchObject({
      reviewedBy: { "@type": "Person", name },
      lastReviewed: "2026-03-01",
    });
    await byline.getByRole("link", { name }).first().click();
    await expect(page.getByRole("heading", { name: "Product reviews medically reviewed" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Vitamin D3 + K2 Drops review" }).first()).toBeVisible();
    await page.goto("/admin/review-queue");
    await expect(page.getByTestId("product-reviews-due").getByText(/Vitamin D3/)).toHaveCount(0);
  });
});

test.describe("every built-in article cites its sources in the text", () => {
  test("the iron article has key takeaways and markers that jump to its sources", async ({ page }) => {
    await page.goto("/articles/iron-and-fatigue-why-so-many-women-run-low");
    await expect(page.getByRole("heading", { name: "Key takeaways" })).toBeVisible();
    const markers = page.locator(".prose-wellness sup.citation a");
    expect(await markers.count()).toBeGreaterThanOrEqual(7);
    await page.locator('.prose-wellness sup.citation a[href="#source-6"]').first().click();
    await expect(page).toHaveURL(/#source-6$/);
    await expect(page.locator("#source-6")).toContainText("alternate days");
  });
});

test.describe("guessed addresses", () => {
  test("/toolkit and /quizzes redirect permanently to the real pages", async ({ page, request }) => {
    for (const [from, to] of [
      ["/toolkit", "/wellness-toolkit"],
      ["/quizzes", "/wellness-quiz"],
      ["/quizzes/stress-check", "/wellness-quiz/stress-check"],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(response.headers().location).toBe(to);
    }
    await page.goto("/toolkit");
    await expect(page).toHaveURL(/\/wellness-toolkit$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

async function createArticle(page: Page, title: string): Promise<string> {
  await page.goto("/articles/add");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category", { exact: true }).fill("Nutrition");
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#4f7a5a" } })
    .png()
    .toBuffer();
  await page.getByLabel("Choose an image").setInputFiles({ name: "featured.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload Image" }).click();
  await expect(page.getByTestId("uploaded-url")).toContainText("/uploads/public/");
  await page.getByLabel("Image Description (alt text)").fill("Test image");
  await page.getByLabel("Excerpt").fill("An excerpt.");
  await page.getByRole("button", { name: "HTML" }).click();
  await page.getByLabel("Content").fill("<h2>One</h2><p>Drink water [1].</p>");
  await page.getByRole("button", { name: "Publish Article" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

test.describe("editorial standards", () => {
  test("the footer links the four policies, and an error report reaches the admins", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [label, heading] of [
      ["Editorial Policy", "Editorial Policy"],
      ["Corrections Policy", "Corrections Policy"],
      ["Advertising & Affiliates", "Advertising & Affiliate Policy"],
      ["Terms of Use", "Terms of Use"],
    ]) {
      await footer.getByRole("link", { name: label, exact: true }).click();
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    }

    await page.goto(SLEEP);
    await page.getByRole("link", { name: "Report an error on this page" }).click();
    await expect(page.getByLabel("Page with the error")).toHaveValue(SLEEP);
    // Validated on the server (the browser's own checks are bypassed to prove it).
    await page.locator("form textarea").evaluate((el) => el.removeAttribute("minlength"));
    await page.getByLabel("What is wrong?").fill("short");
    await page.getByRole("button", { name: "Send Report" }).click();
    await expect(page.getByText("Describe the error in at least 10 characters.")).toBeVisible();
    const report = `The caffeine study figure looks wrong ${Date.now()}`;
    await page.getByLabel("What is wrong?").fill(report);
    await page.getByRole("button", { name: "Send Report" }).click();
    await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();

    const outside = await page.request.post("/report-error", {
      form: { page: "https://evil.example/", message: "A report about another site entirely." },
      headers: { Origin: process.env.APP_URL! },
      maxRedirects: 0,
    });
    expect(outside.status()).toBe(400);

    await signInAs(page, e2eAdmin());
    await page.goto("/admin/error-reports");
    const item = page.getByRole("listitem").filter({ hasText: report });
    await expect(item.getByRole("link", { name: SLEEP })).toBeVisible();
    await item.getByRole("button", { name: "Mark Resolved" }).click();
    await expect(
      page.getByRole("listitem").filter({ hasText: report }).getByRole("button", { name: "Reopen" }),
    ).toBeVisible();
  });
});

test.describe("reading aids", () => {
  test("a long article has a sticky table of contents, takeaways, related reading and its quiz and tool", async ({
    page,
  }) => {
    await page.goto(SLEEP);
    const toc = page.getByTestId("toc");
    await expect(toc).toBeVisible();
    const links = toc.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    expect(await toc.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
    await links.filter({ hasText: "CBT-I: the first-line treatment" }).click();
    await expect(page).toHaveURL(/#section-cbt-i-the-first-line-treatment$/);
    await page.mouse.wheel(0, 2000);
    await expect(toc).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Key takeaways" })).toBeVisible();
    // The sleep quiz is step 3 of the journey: a new reader's link starts it, and says so.
    await expect(page.getByRole("link", { name: "Sleep Quality Quiz" })).toHaveAttribute(
      "href",
      "/wellness-quiz/wellness-snapshot",
    );
    await expect(page.locator("[data-quiz-journey]")).toContainText("step 3 of the Wellness Journey");
    await expect(page.getByRole("link", { name: "Health Tracker" }).last()).toHaveAttribute(
      "href",
      "/wellness-toolkit?tab=tracker",
    );
    const related = page.getByRole("region", { name: "Related articles" });
    expect(await related.getByRole("link").count()).toBe(3);
    // Still no script on a reading page.
    const scripts = await page.$$eval("script[src]", (nodes) => nodes.length);
    expect(scripts).toBe(0);
  });

  test("a phone gets the contents as a collapsible list", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(SLEEP);
    await expect(page.getByTestId("toc")).toBeHidden();
    await page.locator("summary", { hasText: "On this page" }).click();
    await expect(page.getByRole("link", { name: "When to see a doctor" }).first()).toBeVisible();
  });

  test("category chips open the category page", async ({ page }) => {
    await page.goto("/articles");
    await page.getByRole("main").getByRole("link", { name: "Sleep", exact: true }).first().click();
    await expect(page).toHaveURL(/\/articles\/category\/sleep$/);
    await expect(page.getByRole("heading", { name: "Sleep", level: 1 })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Better Sleep, Backed by Evidence: What Actually Helps" }),
    ).toBeVisible();
    expect((await page.goto("/articles/category/no-such-topic"))?.status()).toBe(404);
  });

  test("the reviews list filters by category and sorts on the server, without a script", async ({ page }) => {
    await page.goto("/product-reviews");
    await page.getByLabel("Category", { exact: true }).selectOption("collagen");
    await page.getByLabel("Sort by").selectOption("rating");
    await page.getByRole("button", { name: "Show Reviews" }).click();
    await expect(page).toHaveURL(/category=collagen&sort=rating/);
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(["Collagen"]);
    expect(await page.$$eval("script[src]", (nodes) => nodes.length)).toBe(0);
  });

  test("a roundup starts with our picks at a glance, each a jump link", async ({ page }) => {
    await page.goto("/product-roundups");
    await page
      .getByRole("link", { name: /Read Roundup/ })
      .first()
      .click();
    const picks = page.getByRole("navigation", { name: "Our picks at a glance" });
    await expect(picks).toBeVisible();
    const first = picks.getByRole("link").first();
    const target = (await first.getAttribute("href"))!;
    expect(target).toMatch(/^#product-/);
    await first.click();
    await expect(page.locator(target)).toBeInViewport();
  });
});

test.describe("every screen fits", () => {
  test("comparison tables fit their box at 1440 px and 1024 px, with every link shown", async ({ page }) => {
    for (const width of [1440, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/comparison-guide");
      const tables = page.getByTestId("comparison-table");
      expect(await tables.count()).toBe(3);
      for (const box of await tables.all()) {
        const fits = await box.evaluate((el) => {
          const inner = el.querySelector('[data-slot="table-container"]')!;
          return inner.scrollWidth <= inner.clientWidth + 1;
        });
        expect(fits, `table fits at ${width}`).toBe(true);
        const cut = await box.evaluate((el) => {
          const edge = el.getBoundingClientRect().right;
          return [...el.querySelectorAll("a")].filter((a) => a.getBoundingClientRect().right > edge).length;
        });
        expect(cut, `links cut off at ${width}`).toBe(0);
      }
    }
  });

  test("at 390 px the toolkit and admin tab bars show every tab, and the admin has one create button", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto("/wellness-toolkit");
    for (const name of ["My Profile", "Health Tracker", "Meal Planner", "Workout Plans"]) {
      const tab = page.getByRole("tab", { name });
      await expect(tab).toBeInViewport({ ratio: 1 });
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${name} is not cut`).toBe(true);
    }
    await signInAs(page, e2eAdmin());
    await page.goto("/admin/content");
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    for (const link of await nav.getByRole("link").all()) await expect(link).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("link", { name: /New Article/ })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("comfort", () => {
  test("dark mode follows the system, the switch remembers a choice, and it is applied before the first paint", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(SLEEP);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe("rgb(27, 20, 23)");
    await page.getByRole("button", { name: "Use light theme" }).click();
    await expect(page).toHaveURL(new RegExp(`${SLEEP}$`));
    expect(await background()).toBe("rgb(253, 248, 244)");
    // The choice is on <html> when the body is parsed: no flash of the system's theme.
    await page.goto(SLEEP, { waitUntil: "commit" });
    await page.waitForSelector("body");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await page.getByRole("button", { name: "Use dark theme" }).click();
    expect(await background()).toBe("rgb(27, 20, 23)");
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    expect(await background()).toBe("rgb(27, 20, 23)");
  });

  // Lighthouse-style accessibility in both themes: axe on the reading pages, the toolkit and the community.
  // The light theme is tests/e2e/accessibility.spec.ts's (every public route) and toolkit.spec.ts's (each tab).
  for (const scheme of ["dark"] as const) {
    for (const path of [
      SLEEP,
      "/product-reviews/marine-collagen-peptides",
      "/product-roundups/best-collagen-supplements",
      "/comparison-guide",
      "/wellness-toolkit?tab=workouts",
      "/editorial-team",
      "/report-error",
      "/community",
    ]) {
      test(`${path} has no axe violations in the ${scheme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        expect(await axeViolations(page), `axe on ${path} (${scheme})`).toEqual([]);
      });
    }
  }

  test("print hides the site's chrome and the share links and prints source addresses", async ({ page }) => {
    await page.goto(SLEEP);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header[data-site-header]")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Share this page" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
  });

  test("share links are plain links to the page, and no third-party script is loaded", async ({ page }) => {
    const hosts = new Set<string>();
    page.on("request", (request) => hosts.add(new URL(request.url()).host));
    await page.goto(SLEEP);
    const share = page.getByRole("navigation", { name: "Share this page" });
    const url = encodeURIComponent(`${process.env.APP_URL}${SLEEP}`);
    await expect(share.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    await expect(share.getByRole("link", { name: "Email" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:\\?subject=.*&body=${url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
    expect([...hosts]).toEqual([new URL(process.env.APP_URL!).host]);
  });

  test("a logged-out visitor in a chat room is invited to join, and /community says who is there", async ({
    page,
    browser,
  }) => {
    await page.goto("/chat/fitness-movement");
    await expect(page.getByText("Start the conversation!")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Join the circle" }).first()).toHaveAttribute("href", "/register");
    await expect(page.getByText("Live")).toBeVisible();
    const other = await browser.newPage();
    await other.goto(`${process.env.APP_URL}/community`);
    await expect(other.locator('[data-room-members="fitness-movement"]')).toContainText(
      /\d+ (person|people) in the room now/,
    );
    await expect(other.getByText(/members online/)).toHaveCount(0);
    await other.close();
  });
});
