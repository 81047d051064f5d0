import type { APIRequestContext } from "@playwright/test";
import { expect, phone, test } from "./fixtures.ts";

/**
 * Reader safety: help before anything else where a reader signals risk (search, articles, quiz results, the
 * locked quiz page, the workout tool), no link that opens a quiz a new reader cannot take, and forms that keep
 * what she typed when the server refuses it.
 */
const search = (query: string) => `/search?q=${encodeURIComponent(query)}`;

test.describe("risk searches show the crisis help before any result, and nothing that sells", () => {
  // A browser language that names no country: the region is unknown, so both the UK's and the US's lines show.
  test.use({ locale: "en" });
  for (const [query, kind] of [
    ["i want to die", "self-harm"],
    ["kill myself", "self-harm"],
    ["self harm", "self-harm"],
    ["depressed", "distress"],
    ["my partner hits me", "abuse"],
    // Tablets already taken: the overdose help, and no product review above or below it.
    ["took too many tablets", "overdose"],
    ["he hit me last night", "abuse"],
  ] as const) {
    test(`"${query}"`, async ({ page }) => {
      const response = await page.goto(search(query));
      // The help follows the reader's region, so the page is never kept for others.
      expect(response?.headers()["cache-control"]).toContain("no-store");
      const help = page.locator("[data-crisis-resources]");
      await expect(help).toBeVisible();
      await expect(help).toHaveAttribute("data-crisis-kind", kind);
      for (const number of ["116 123", "988", "999", "911"]) await expect(help).toContainText(number);
      // Before every result in the page's order.
      const before = await page.evaluate(() => {
        const box = document.querySelector("[data-crisis-resources]")!;
        const first = document.querySelector("[data-search-result]");
        return !first || Boolean(box.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(before).toBe(true);
      const labels = await page.locator("ol li p:first-child").allTextContents();
      if (kind !== "distress")
        for (const label of labels) expect(label).not.toMatch(/Product review|Affiliate|Roundup/);
      else {
        const firstProduct = labels.findIndex((l) => /Product review|Affiliate|Roundup/.test(l));
        const lastArticle = labels.findLastIndex((l) => /Article/.test(l));
        if (firstProduct >= 0 && lastArticle >= 0) expect(firstProduct).toBeGreaterThan(lastArticle);
      }
    });
  }

  test("abuse lines come first for abuse, and a reader in the UK gets the UK's lines", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: process.env.APP_URL, locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(search("my partner hits me"));
    const help = page.locator("[data-crisis-resources]");
    await expect(help.locator("[data-crisis-region]")).toHaveCount(1);
    await expect(help.locator("[data-crisis-line]").nth(0)).toContainText("999");
    await expect(help.locator("[data-crisis-line]").nth(1)).toContainText("0808 2000 247");
    await expect(help).not.toContainText("911");
    await context.close();
    const us = await browser.newContext({ baseURL: process.env.APP_URL, locale: "en-US" });
    const usPage = await us.newPage();
    await usPage.goto(search("kill myself"));
    await expect(usPage.locator("[data-crisis-line]").nth(1)).toContainText("988");
    await expect(usPage.locator("[data-crisis-resources]")).not.toContainText("116 123");
    await us.close();
  });

  test("a search that signals no risk shows no crisis box and stays cacheable", async ({ page }) => {
    const response = await page.goto(search("vegan protein"));
    expect(response?.headers()["cache-control"]).toContain("public");
    await expect(page.locator("[data-crisis-resources]")).toHaveCount(0);
  });

  test("'can't sleep' is never corrected to 'can sleep'", async ({ page }) => {
    await page.goto(search("can't sleep"));
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  });
});

test("the stress and sleep articles carry the crisis help above the text", async ({ page }) => {
  for (const slug of [
    "stress-and-your-body-what-happens-and-what-actually-helps",
    "better-sleep-backed-by-evidence-what-actually-helps",
  ]) {
    await page.goto(`/articles/${slug}`);
    const above = await page.evaluate(() => {
      const box = document.querySelector("[data-crisis-resources]");
      const text = document.querySelector(".prose-wellness");
      return Boolean(box && text && box.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(above, slug).toBe(true);
    await expect(page.locator("[data-crisis-resources]").first()).toContainText("116 123");
  }
});

/**
 * Every link to a quiz in a page's main content, as hrefs, from the page the server sends: the pages read here
 * render their links on the server (reading pages ship no script), so the HTML is what a reader can click.
 */
async function quizLinks(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const main = /<main[\s>][\s\S]*<\/main>/.exec(await response.text())?.[0] ?? "";
  return [...main.matchAll(/href="(\/wellness-quiz\/[^"]+)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
}

test("every quiz link on every article and search result opens a quiz a first-time reader can take", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const articles = [...sitemap.matchAll(/<loc>[^<]*?(\/articles\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(articles.length).toBeGreaterThan(5);
  const categories = [...sitemap.matchAll(/<loc>[^<]*?(\/articles\/category\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  const pages = [
    ...articles,
    ...categories,
    "/wellness-toolkit",
    ...["quiz", "stress check", "sleep quiz", "nutrition quiz", "movement quiz", "stress test"].map(search),
  ];
  const targets = new Map<string, string>();
  for (const path of pages) for (const href of await quizLinks(request, path)) targets.set(href, path);
  expect(targets.size).toBeGreaterThan(0);
  for (const [href, from] of targets) {
    // A new visitor: a fresh context with nothing in local storage.
    const context = await browser.newContext({ baseURL: process.env.APP_URL });
    const page = await context.newPage();
    await page.goto(href);
    await expect(page.getByText("Question 1 of", { exact: false }), `${href} from ${from}`).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: /is locked/ }), `${href} from ${from}`).toHaveCount(0);
    await context.close();
  }
});

test("the snapshot result for under five hours' sleep and daily overwhelm asks for attention, with the help", async ({
  page,
}) => {
  await page.goto("/wellness-quiz/wellness-snapshot");
  for (const [i, choice] of [0, 3, 3, 3, 0, 3, 3].entries()) {
    await page.getByRole("radio").nth(choice).click();
    await page.getByRole("button", { name: i === 6 ? "Get My Results" : "Next" }).click();
  }
  await expect(page.getByRole("heading", { name: "Room for a Boost!", level: 2 })).toBeVisible();
  await expect(page.locator("[data-red-flags]")).toContainText("Less than 5 hours");
  await expect(page.locator("[data-red-flags]")).toContainText("Almost every day");
  await expect(page.locator("[data-crisis-resources]")).toContainText("116 123");
});

test.describe("on a phone", () => {
  test.use({ viewport: phone });
  test("the crisis help on a risk search fits a 390 px screen", async ({ page }) => {
    await page.goto(search("i want to die"));
    await expect(page.locator("[data-crisis-resources]")).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("a refused newsletter address stays in the field", async ({ browser }) => {
  // Without JavaScript: the footer form is a plain POST, answered by the newsletter page.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.APP_URL });
  const page = await context.newPage();
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox").fill("reader@localhost");
  await footer.getByRole("button", { name: /Subscribe/ }).click();
  await expect(page.getByRole("alert")).toContainText("valid email");
  await expect(page.getByRole("main").getByRole("textbox")).toHaveValue("reader@localhost");
  await context.close();
});
