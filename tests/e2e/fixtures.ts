import { test as base, expect } from "@playwright/test";

/**
 * The shared test fixture: `page` opens paths against the running server, and
 * any console error or uncaught page error fails the test.
 */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  baseURL: async ({}, use) => {
    await use(process.env.APP_URL);
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
