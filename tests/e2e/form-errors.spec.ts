import type { Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, phone, test } from "./fixtures.ts";

/**
 * Forms as GOV.UK and the NHS build them: an error summary at the top that links to each field and takes
 * the focus, the message beside the field, what was typed kept, no auth-library sentence shown raw; a
 * result or a pop-up never outlives what caused it; the numbers a reader types have plausible ranges,
 * with the reason given.
 */
const summary = (page: Page) => page.locator("[data-error-summary]");

test.describe("error summary", () => {
  test("an empty sign-up: the summary first, focused, linking to each field; the site's words, never the library's", async ({
    page,
  }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole("heading", { name: "There is a problem" })).toBeVisible();
    const emailLink = summary(page).getByRole("link", { name: "Enter your email address" });
    await expect(emailLink).toHaveAttribute("href", "#register-email");
    await expect(summary(page).getByRole("link", { name: "Enter a password of at least 6 characters" })).toBeVisible();
    // The message beside the field, which it describes.
    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await email.getAttribute("aria-describedby"))!.split(" ")[0]!;
    await expect(page.locator(`#${describedBy}`)).toHaveText("Enter your email address");
    await expect(page.getByText(/phone number/)).toHaveCount(0);
    // The summary is above the form's first field.
    const summaryBox = (await summary(page).boundingBox())!;
    const avatarBox = (await page.getByText("Choose your avatar").boundingBox())!;
    expect(summaryBox.y).toBeLessThan(avatarBox.y);

    await emailLink.click();
    await expect(email).toBeFocused();
    await email.fill("not-an-address");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(
      summary(page).getByRole("link", { name: "Enter an email address in the correct format, like name@example.com" }),
    ).toBeVisible();
    await expect(email).toHaveValue("not-an-address");
  });

  test("without JavaScript the server answers the same way, keeps what was typed and focuses the summary", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: process.env.APP_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/register");
    await page.getByLabel("Name").fill("Nora No-Script");
    await page.getByLabel("Email").fill("nora@example");
    await page.getByLabel("Password", { exact: true }).fill("secret-12x");
    // The browser's own check would stop "nora@example"? It accepts it (a dotless domain is valid HTML email).
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(summary(page)).toBeVisible();
    await expect(summary(page)).toHaveAttribute("autofocus", "");
    await expect(
      summary(page).getByRole("link", { name: "Enter an email address in the correct format, like name@example.com" }),
    ).toHaveAttribute("href", "#register-email");
    await expect(page.getByLabel("Name")).toHaveValue("Nora No-Script");
    await expect(page.getByLabel("Email")).toHaveValue("nora@example");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await context.close();
  });

  test("an error toast leaves as soon as she changes what caused it", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("nobody-here@example.com");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText("Sign in Failed");
    await expect(summary(page)).toContainText("Invalid email or password.");
    await page.getByLabel("Password", { exact: true }).fill("another-try-2");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });
});

test.describe("workout generator", () => {
  async function fill(page: Page, values: { age: string; weight: string; height: string }, level?: string) {
    await expect(page.getByRole("button", { name: "Generate" })).toBeEnabled();
    await page.getByLabel("Age", { exact: true }).fill(values.age);
    await page.getByLabel("Weight (kg)").fill(values.weight);
    await page.getByLabel("Height (cm)").fill(values.height);
    if (level) {
      await page.getByRole("combobox", { name: "Fitness Level" }).selectOption({ label: level });
    }
  }

  test("a plan never stays under a refusal, nor a refusal over a plan; the summary follows her fixes", async ({
    page,
  }) => {
    await page.goto("/wellness-toolkit?tab=workouts");
    await fill(page, { age: "30", weight: "60", height: "165" }, "Beginner");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByRole("heading", { name: "Active Start" })).toBeVisible();

    // Changing an input takes the plan away: it no longer answers the form.
    await page.getByLabel("Age", { exact: true }).fill("16");
    await expect(page.getByRole("heading", { name: "Active Start" })).toHaveCount(0);
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(summary(page).getByRole("heading", { name: "Invalid Age" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Day \d/ })).toHaveCount(0);

    // Implausible figures: the reason beside each field, all at once.
    await fill(page, { age: "250", weight: "600", height: "1.65" });
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole("link", { name: /120 or under/ })).toBeVisible();
    await expect(summary(page).getByRole("link", { name: /from 25 to 300 kg/ })).toBeVisible();
    await expect(summary(page).getByRole("link", { name: /from 100 to 250 cm/ })).toBeVisible();

    // Fixing every field clears the summary; the next Generate shows a plan and nothing else.
    await fill(page, { age: "45", weight: "80", height: "165" });
    await expect(summary(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByRole("heading", { name: /^Day \d/ }).first()).toBeVisible();
    await expect(page.getByText("Invalid Age")).toHaveCount(0);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });
});

test.describe("health tracker", () => {
  test("30 hours of sleep is refused with the reason and not saved; 8 is saved", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/wellness-toolkit?tab=tracker");
    await expect(page.getByLabel("Date")).toBeEnabled();
    await page.getByLabel("Sleep (hours)").fill("30");
    await page.getByRole("button", { name: "Save Log" }).click();
    await expect(summary(page)).toBeFocused();
    await expect(
      summary(page).getByRole("link", { name: "Enter 24 hours or fewer: a day has 24 hours." }),
    ).toBeVisible();
    await expect(page.getByLabel("Sleep (hours)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Sleep (hours)")).toHaveValue("30");
    await expect(page.getByText("375% of goal")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("healthTrackerLog"))).toBeNull();

    await page.getByLabel("Exercise (minutes)").fill("2000");
    await page.getByRole("button", { name: "Save Log" }).click();
    await expect(summary(page).getByRole("link")).toHaveCount(2);

    await page.getByLabel("Sleep (hours)").fill("8");
    await page.getByLabel("Exercise (minutes)").fill("30");
    await expect(summary(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Save Log" }).click();
    await expect(page.getByText("Log Saved!")).toBeVisible();
    await expect(page.getByText("100% of goal")).toHaveCount(2);
  });

  test("a stored day no one can have lived is not shown as progress", async ({ page }) => {
    await page.goto("/wellness-toolkit?tab=tracker");
    await expect(page.getByLabel("Date")).toBeEnabled();
    const today = await page.getByLabel("Date").inputValue();
    await page.evaluate(
      (day) =>
        localStorage.setItem(
          "healthTrackerLog",
          JSON.stringify({ [day]: { water: 2, sleep: 30, mood: 3, exercise: 0 } }),
        ),
      today,
    );
    await page.reload();
    await expect(page.getByLabel("Date")).toBeEnabled();
    await expect(page.getByText("375% of goal")).toHaveCount(0);
    await expect(page.getByText(/could not be read and were skipped/)).toBeVisible();
  });
});

test.describe("accessibility of the refused forms", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`summaries and messages pass axe (${theme})`, async ({ page, context }) => {
      await context.addCookies([{ name: "wc_theme", value: theme, url: process.env.APP_URL! }]);
      await page.goto("/register");
      await page.getByRole("button", { name: "Sign Up" }).click();
      await expect(summary(page)).toBeFocused();
      expect(await axeViolations(page, null)).toEqual([]);

      await page.goto("/wellness-toolkit?tab=workouts");
      await expect(page.getByRole("button", { name: "Generate" })).toBeEnabled();
      await page.getByLabel("Age", { exact: true }).fill("16");
      await page.getByRole("button", { name: "Generate" }).click();
      await expect(summary(page)).toBeFocused();
      expect(await axeViolations(page, null)).toEqual([]);

      await page.goto("/wellness-toolkit?tab=tracker");
      await expect(page.getByLabel("Date")).toBeEnabled();
      await page.getByLabel("Sleep (hours)").fill("30");
      await page.getByRole("button", { name: "Save Log" }).click();
      await expect(summary(page)).toBeFocused();
      expect(await axeViolations(page, null)).toEqual([]);

      await page.goto("/email-confirmation?email=averyverylongfirstname.lastname%40example-mail-provider.com");
      expect(await axeViolations(page, null)).toEqual([]);
    });
  }
});

test("the newsletter's plain form, refused without JavaScript: the summary at the top, focused, the message beside the field", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.APP_URL });
  const page = await context.newPage();
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox").fill("reader@localhost");
  await footer.getByRole("button", { name: /Subscribe/ }).click();
  const summary = page.locator("[data-error-summary]");
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(summary).toBeFocused();
  const field = page.getByRole("main").getByRole("textbox");
  await expect(field).toHaveValue("reader@localhost");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const link = summary.getByRole("link");
  await expect(link).toHaveAttribute("href", `#${await field.getAttribute("id")}`);
  // The same message beside the field, read with it.
  const described = (await field.getAttribute("aria-describedby"))!.split(" ")[0]!;
  await expect(page.locator(`#${described}`)).toHaveText((await link.textContent())!);
  await context.close();
});
