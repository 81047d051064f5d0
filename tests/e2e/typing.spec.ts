import type { Page } from "@playwright/test";
import { e2eAdmin, signInAs } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Typing into a form costs one read of the form per key, and a key that changes no message renders
 * no other field again. React 19 blanks and restores an input's `name` after every input event and on
 * every render of it; Conform 1.21.1 watched `name` and read the whole form again for each, and every
 * validation while typing re-rendered the whole form (patches/@conform-to+dom+1.21.1.patch). Counted in
 * the browser, not timed: the form's reads (FormData built) and the renders of a field that is not
 * typed into (its `name` set again).
 */

type Counts = { formReads: number; otherFieldRenders: number };

/** Counts, from before the page's own scripts run, FormData built and `name` set on `otherField`. */
async function countFormWork(page: Page, otherField: string) {
  await page.addInitScript((other) => {
    const counts = { formReads: 0, otherFieldRenders: 0 };
    (window as unknown as { __formWork: Counts }).__formWork = counts;
    const Original = window.FormData;
    window.FormData = class extends Original {
      constructor(...args: ConstructorParameters<typeof FormData>) {
        super(...args);
        counts.formReads += 1;
      }
    };
    new MutationObserver((records) => {
      for (const record of records)
        if ((record.target as HTMLInputElement).name === other) counts.otherFieldRenders += 1;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["name"] });
  }, otherField);
}

const counts = (page: Page) => page.evaluate(() => ({ ...(window as unknown as { __formWork: Counts }).__formWork }));

/** Types one key at a time, each after the last one's mutations were delivered. */
async function typeKeys(page: Page, text: string) {
  for (const key of text) {
    await page.keyboard.type(key);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  }
}

async function hydratedForm(page: Page, id: string) {
  await expect(page.locator(`form#${id}`)).toHaveAttribute("novalidate", "");
}

/**
 * Touches the field, which loads the form's checks (decision 047: on first touch), and waits until they arrived
 * and rendered the form once: their script answered, nothing else is loading, two frames went by.
 */
async function touchAndWaitForChecks(page: Page, field: ReturnType<Page["getByLabel"]>) {
  const arrived = page.waitForResponse((response) => /\/assets\/validation-[\w-]+\.js$/.test(response.url()));
  await field.click();
  await arrived;
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}

test("login: a key typed reads the form once and renders no other field", async ({ page }) => {
  await countFormWork(page, "password");
  await page.goto("/login");
  await hydratedForm(page, "login");
  // The first touch loads the form's checks, which render the form once when they arrive: measured from then
  // on, as she types.
  await touchAndWaitForChecks(page, page.getByLabel("Email"));
  const before = await counts(page);
  await typeKeys(page, "ann@ex");
  const after = await counts(page);
  expect(after.formReads - before.formReads).toBe(6);
  expect(after.otherFieldRenders - before.otherFieldRenders).toBe(0);
});

test("register: while a marked field is checked on every key, a key that changes no message renders no other field", async ({
  page,
}) => {
  await countFormWork(page, "email");
  await page.goto("/register");
  await hydratedForm(page, "register");
  const password = page.locator("input[name=password]");
  await password.fill("ab");
  await page.locator("input[name=name]").focus();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await password.click();
  const before = await counts(page);
  await typeKeys(page, "cd");
  const after = await counts(page);
  await expect(password).toHaveAttribute("aria-invalid", "true");
  expect(after.otherFieldRenders - before.otherFieldRenders).toBe(0);
});

test("admin article form: typing the title renders no other field", async ({ page }) => {
  await countFormWork(page, "image_description");
  await signInAs(page, e2eAdmin());
  await page.goto("/admin/articles/new");
  await hydratedForm(page, "article");
  // What the page loads after hydration (the upload's buttons, the editor's placeholder) renders first;
  // the first touch loads the form's validation, which renders the form once when it arrives (issue 62).
  await page.waitForLoadState("networkidle");
  await touchAndWaitForChecks(page, page.getByLabel("Title"));
  const before = await counts(page);
  await typeKeys(page, "Sleep");
  const after = await counts(page);
  expect(after.formReads - before.formReads).toBe(5);
  expect(after.otherFieldRenders - before.otherFieldRenders).toBe(0);
});
