import sharp from "sharp";
import type { Browser, Page } from "@playwright/test";
import { e2eAdmin, signInAs } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations } from "./axe.ts";

/**
 * A draft is invisible to visitors everywhere, a
 * schedule a few seconds ahead appears by itself when its time comes (though the list was
 * in the page cache), and a revision is compared and restored.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

async function uploadImage(page: Page) {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#6b8f71" } })
    .png()
    .toBuffer();
  await page.getByLabel("Choose an image").setInputFiles({ name: "featured.png", mimeType: "image/png", buffer });
  await page.getByRole("button", { name: "Upload Image" }).click();
  await expect(page.getByTestId("uploaded-url")).toContainText("/uploads/public/");
}

async function fillArticle(page: Page, title: string, word: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category", { exact: true }).fill("Sleep");
  await uploadImage(page);
  await page.getByLabel("Image Description (alt text)").fill("A green test image");
  await page.getByLabel("Excerpt").fill(`An excerpt about ${word}.`);
  await page.getByRole("button", { name: "HTML" }).click();
  await page.getByLabel("Content").fill(`<p>The first paragraph mentions ${word}.</p>`);
}

/** A visitor's own browser (no session cookie, so the page cache serves it). */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: process.env.APP_URL });
  return { context, page: await context.newPage() };
}

/** What a visitor finds of an article across the site. */
async function visitorFinds(page: Page, slug: string, title: string, word: string) {
  const get = (path: string) => page.request.get(path);
  const [list, home, search, sitemap, rss, detail] = await Promise.all([
    get("/articles"),
    get("/"),
    get(`/search?q=${word}`),
    get("/sitemap.xml"),
    get("/rss.xml"),
    get(`/articles/${slug}`),
  ]);
  return {
    list: (await list.text()).includes(title),
    home: (await home.text()).includes(title),
    search: (await search.text()).includes(title),
    sitemap: (await sitemap.text()).includes(`/articles/${slug}<`),
    rss: (await rss.text()).includes(`/articles/${slug}<`),
    detail: detail.status(),
  };
}

test("an admin saves a draft: she previews it, a visitor gets not-found and no list shows it", async ({
  page,
  browser,
}) => {
  const word = `draftword${unique()}`;
  const title = `Draft Notes ${word}`;
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await signInAs(page, e2eAdmin());
  await page.goto("/articles/add");
  await fillArticle(page, title, word);
  await page.getByRole("button", { name: "Save as Draft" }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(toast(page, "Draft Saved")).toContainText("Only admins can see it");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByTestId("article-status")).toHaveText("Draft");

  // The admin's preview.
  await row.getByRole("link", { name: `Preview ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("note")).toContainText("Draft preview.");
  // No Article JSON-LD on a preview (the site-wide one stays).
  expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join("")).not.toContain(
    '"@type":"Article"',
  );

  // A visitor: the spec's not-found view, twice (the first answer was not kept by the page cache).
  const { context, page: reader } = await visitor(browser);
  try {
    for (let i = 0; i < 2; i += 1) {
      const response = await reader.goto(`/articles/${slug}`);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["x-page-cache"]).toBeUndefined();
      await expect(reader.getByRole("heading", { name: "Article not found" })).toBeVisible();
    }
    await expect(toast(reader, "Article Not Found")).toContainText("We couldn't find the article you're looking for.");
    expect(await visitorFinds(reader, slug, title, word)).toEqual({
      list: false,
      home: false,
      search: false,
      sitemap: false,
      rss: false,
      detail: 404,
    });
  } finally {
    await context.close();
  }
});

/*
 * Scheduling in the browser: the form, the status, and a reader who finds nothing before the time. That the
 * article then goes live by itself, once, with the cached pages emptied, is proved without waiting for a clock:
 * server/scheduled-publishing.test.ts moves the time in the database and the job worker publishes it, and
 * tests/e2e-multi/scheduling.spec.ts does the same across two instances.
 */
test("a scheduled article: hidden from readers until its time, its status says when", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const word = `schedword${unique()}`;
  const title = `Scheduled Notes ${word}`;
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await signInAs(page, e2eAdmin());
  await page.goto("/admin/articles/new");
  await fillArticle(page, title, word);
  // Whole minutes, an hour ahead: the field carries no milliseconds, and nothing here waits for the time.
  const at = new Date(Math.ceil((Date.now() + 60 * 60_000) / 60_000) * 60_000);
  await page.getByLabel("Publish date and time (UTC)").fill(at.toISOString().slice(0, 19));
  // With a date, the publish button schedules.
  await page.getByRole("button", { name: "Schedule Article" }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(toast(page, "Article Scheduled")).toContainText("Until then only admins can see it.");
  await expect(page.getByRole("row").filter({ hasText: title }).getByTestId("article-status")).toHaveText(
    /^Scheduled for [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC$/,
  );

  const { context, page: reader } = await visitor(browser);
  try {
    expect(await visitorFinds(reader, slug, title, word)).toEqual({
      list: false,
      home: false,
      search: false,
      sitemap: false,
      rss: false,
      detail: 404,
    });
    // The list as the visitor saw it is in the page cache, and stays without the article.
    await expect.poll(async () => (await reader.request.get("/articles")).headers()["x-page-cache"]).toBe("hit");
    expect(await (await reader.request.get("/articles")).text()).not.toContain(title);
    // The admin still sees it.
    await page.goto(`/articles/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  } finally {
    await context.close();
  }
});

test("an admin edits an article, compares the earlier version and restores it", async ({ page }) => {
  const word = `revword${unique()}`;
  const title = `Revised Notes ${word}`;
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await signInAs(page, e2eAdmin());
  await page.goto("/articles/add");
  await fillArticle(page, title, word);
  await page.getByRole("button", { name: "Publish Article" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, "Article Created! 🎉")).toContainText("Your new article has been successfully published.");

  // An edit after publication.
  await page.goto(`/articles/${slug}/edit`);
  await expect(page.getByTestId("article-status")).toHaveText("Published");
  await page.getByRole("button", { name: "HTML" }).click();
  await page.getByLabel("Content").fill(`<p>The rewritten paragraph mentions ${word}.</p>`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${slug}$`));
  await expect(toast(page, "Article Saved! ✨")).toContainText("Your changes have been successfully saved.");
  await expect(page.getByText("The rewritten paragraph")).toBeVisible();
  await expect(page.getByText(/^Updated [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();

  // The revision list, the comparison, the restore.
  await page.getByRole("link", { name: "Revisions" }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${slug}/revisions$`));
  await expect(page.getByTestId("revision")).toHaveCount(1);
  await expect(page.getByTestId("revision")).toContainText(`by ${e2eAdmin().name}`);
  await page.getByRole("link", { name: /Compare with current/ }).click();
  const content = page.getByTestId("diff-content");
  await expect(content.locator("del")).toHaveText(["first"]);
  await expect(content.locator("ins")).toHaveText(["rewritten"]);
  await page.getByRole("button", { name: "Restore This Version" }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${slug}$`));
  await expect(toast(page, "Version Restored")).toBeVisible();
  await expect(page.getByText(`The first paragraph mentions ${word}.`)).toBeVisible();

  // Restoring was a save: the rewritten text is now a revision too.
  await page.goto(`/articles/${slug}/revisions`);
  await expect(page.getByTestId("revision")).toHaveCount(2);
});

test("the publishing screens have no axe violations", async ({ page }) => {
  test.setTimeout(120_000);
  const word = `axeword${unique()}`;
  const title = `Accessible Draft ${word}`;
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await signInAs(page, e2eAdmin());
  const editable = {
    category: "Sleep",
    author_name: "Axe Author",
    image_url: "/images/articles/better-sleep.webp",
    image_description: "A moon over hills",
    excerpt: `An excerpt about ${word}.`,
    content: `<p>First text about ${word}.</p>`,
  };
  const headers = { Origin: process.env.APP_URL! };
  expect(
    (
      await page.request.post("/articles/add", {
        form: { title, ...editable, intent: "draft" },
        headers,
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(302);
  const edit = { ...editable, content: `<p>Second text about ${word}.</p>`, intent: "save" };
  expect((await page.request.post(`/articles/${slug}/edit`, { form: edit, headers, maxRedirects: 0 })).status()).toBe(
    302,
  );

  await page.goto(`/articles/${slug}/revisions`);
  const compare = (await page.getByRole("link", { name: /Compare with current/ }).getAttribute("href"))!;
  for (const path of [
    "/admin/content",
    "/articles/add",
    "/admin/articles/new",
    `/articles/${slug}/edit`,
    `/articles/${slug}`,
    `/articles/${slug}/revisions`,
    compare,
  ]) {
    await page.goto(path);
    expect(await axeViolations(page), `axe violations on ${path}`).toEqual([]);
  }
});
