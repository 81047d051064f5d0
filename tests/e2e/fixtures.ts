import { test as base, expect, type Page } from "@playwright/test";

/**
 * React has hydrated the page (its nodes carry React's own keys), on pages that load scripts at all. Until then a
 * click submits a form the browser's way, so a test of what script shows (a "Sending..." button, a field error as
 * one types) waits for this first.
 */
export async function hydrated(page: Page) {
  await page.waitForLoadState("load");
  if ((await page.locator("script[type=module]").count()) === 0) return;
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__react")),
  );
}

/**
 * The shared test fixture: `page` opens paths against the running server and, unless a test names its own
 * `waitUntil` (to act before the scripts run) or turns scripts off, returns once the page has hydrated; any console error or uncaught
 * page error fails the test.
 */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  baseURL: async ({}, use) => {
    await use(process.env.APP_URL);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()["content-type"]?.startsWith("text/html");
      if (javaScriptEnabled !== false && options?.waitUntil === undefined && html) await hydrated(page);
      return response;
    };
    await use(page);
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // A 404 status, or a 4xx answer to a form (validation, wrong password, rate limit), is the page's
        // answer (asserted by the tests), not a script error.
        if (message.type() === "error" && !/status of (400|401|403|404|429)/.test(message.text()))
          errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use();
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const phone = { width: 390, height: 844 };
