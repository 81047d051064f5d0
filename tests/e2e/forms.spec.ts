import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { e2eAdmin, e2eUser, signInAs, uniqueEmail } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Every form goes through one path (app/lib/forms.ts, app/components/forms/field.tsx):
 * the same error marking (aria-invalid, aria-describedby pointing at the message),
 * an error summary at the top that takes the focus and links to each invalid field (GOV.UK's pattern),
 * and, without JavaScript, a plain POST whose answer shows the field errors and keeps what was typed
 * (never a password).
 */

const toast = (page: Page) => page.locator("[data-sonner-toast][data-removed=false][data-front=true]");

/** The field is marked invalid and described by a message with this text. */
async function expectFieldError(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = await field.getAttribute("aria-describedby");
  expect(describedBy, "aria-describedby").toBeTruthy();
  const ids = describedBy!.split(" ");
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  expect(texts.join(" ")).toMatch(message);
}

/** The form's error summary has the focus and links to the field with its message. */
async function expectSummaryFocused(field: Locator, message: string | RegExp) {
  const summary = field.page().locator("[data-error-summary]");
  await expect(summary).toBeFocused();
  const id = await field.getAttribute("id");
  await expect(summary.locator(`a[href="#${id}"]`)).toHaveText(message);
}

/** A hydrated form validates with its schema: Conform sets noValidate once React runs. */
async function hydratedForm(page: Page, id: string) {
  await expect(page.locator(`form#${id}`)).toHaveAttribute("novalidate", "");
}

const article = {
  title: "Forms Without Script",
  category: "Sleep",
  excerpt: "An excerpt typed without JavaScript.",
  content: "<p>Body typed without JavaScript.</p>",
  alt: "A quiet bedroom",
};

test.describe("without JavaScript, the server answers with the field errors and keeps what was typed", () => {
  test.use({ javaScriptEnabled: false });

  test("login: a refused sign-in keeps the email, never the password", async ({ page }) => {
    const user = e2eUser();
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("alert")).toContainText("Invalid email or password");
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    expect(await page.content()).not.toContain("wrong-password-1");
  });

  test("register: a refused name is marked and focused, the other values stay", async ({ page }) => {
    const email = uniqueEmail("nojs-register");
    await page.goto("/register");
    await page.getByRole("radio", { name: /^Avatar 4:/ }).check({ force: true });
    await page.getByLabel("Name").fill("Eve \u202eevil");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("nojs-pass-1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/register$/);
    const name = page.getByLabel("Name");
    await expectFieldError(name, "Name cannot contain control characters such as line breaks or tabs.");
    await expectSummaryFocused(name, "Name cannot contain control characters such as line breaks or tabs.");
    await expect(name).toHaveValue("Eve \u202eevil");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByRole("radio", { name: /^Avatar 4:/ })).toBeChecked();
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  });

  test("contact: an email the schema refuses is marked and focused, name and message stay", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill("Nora No-Script");
    await page.getByLabel("Email Address").fill("nora@example");
    await page.getByLabel("Message").fill("Sent from a browser without JavaScript.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const email = page.getByLabel("Email Address");
    await expectFieldError(email, "Please enter a valid email address.");
    await expectSummaryFocused(email, "Please enter a valid email address.");
    await expect(email).toHaveValue("nora@example");
    await expect(page.getByLabel("Full Name")).toHaveValue("Nora No-Script");
    await expect(page.getByLabel("Message")).toHaveValue("Sent from a browser without JavaScript.");
    await expect(page.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("article create: a missing image is marked on the file input and focused, the text stays", async ({ page }) => {
    await signInAs(page, e2eAdmin());
    await page.goto("/articles/add");
    await page.getByLabel("Title").fill(article.title);
    await page.getByLabel("Category", { exact: true }).fill(article.category);
    await page.getByLabel("Image Description (alt text)").fill(article.alt);
    await page.getByLabel("Excerpt").fill(article.excerpt);
    await page.getByLabel("Content").fill(article.content);
    await page.getByRole("button", { name: "Publish Article" }).click();
    await expect(page).toHaveURL(/\/articles\/add$/);
    const file = page.getByLabel("Choose an image");
    await expectFieldError(file, "Please upload an image.");
    await expectSummaryFocused(file, "Please upload an image.");
    await expect(page.getByLabel("Title")).toHaveValue(article.title);
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue(article.category);
    await expect(page.getByLabel("Image Description (alt text)")).toHaveValue(article.alt);
    await expect(page.getByLabel("Excerpt")).toHaveValue(article.excerpt);
    await expect(page.getByLabel("Content")).toHaveValue(article.content);
  });
});

test.describe("with JavaScript, focus goes to the error summary, which links to each invalid field", () => {
  test("login: an empty submit marks each field with its own message and focuses the summary", async ({ page }) => {
    await page.goto("/login");
    await hydratedForm(page, "login");
    await page.getByRole("button", { name: "Log In" }).click();
    await expectFieldError(page.getByLabel("Email"), "Enter your email address");
    await expectFieldError(page.getByLabel("Password", { exact: true }), "Enter your password");
    await expectSummaryFocused(page.getByLabel("Email"), "Enter your email address");
    await expect(page).toHaveURL(/\/login$/);

    // The server's answer (wrong password) moves focus to the summary carrying its message.
    await page.getByLabel("Email").fill(e2eUser().email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password-2");
    await page.getByRole("button", { name: "Log In" }).click();
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toContainText("Invalid email or password");
    await expect(summary).toBeFocused();
    await expect(toast(page)).toContainText("Sign in Failed");
  });

  test("register: the summary takes focus, the password's own rule is checked in the browser", async ({ page }) => {
    await page.goto("/register");
    await hydratedForm(page, "register");
    await page.getByLabel("Name").fill("Fiona Focus");
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByRole("button", { name: "Sign Up" }).click();
    const email = page.getByLabel("Email");
    await expectFieldError(email, "Enter your email address");
    await expectSummaryFocused(email, "Enter your email address");
    await expectFieldError(
      page.getByLabel("Password", { exact: true }),
      "Password must be at least 6 characters long.",
    );
    await expect(page).toHaveURL(/\/register$/);
  });

  test("contact: errors on blur and on submit, focus on the summary, cleared as the field is fixed", async ({
    page,
  }) => {
    await page.goto("/contact");
    await hydratedForm(page, "contact");
    const email = page.getByLabel("Email Address");
    await email.fill("not-an-email");
    await email.blur();
    await expectFieldError(email, "Please enter a valid email address.");
    await page.getByLabel("Full Name").fill("Fay Focus");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectSummaryFocused(email, "Please enter a valid email address.");
    await expectFieldError(page.getByLabel("Message"), "Please enter your message.");
    await email.fill("fay@example.com");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Thank You!")).toHaveCount(0);
  });

  test("on a slow connection, a field left before the form's checks arrived is checked when they arrive", async ({
    page,
  }) => {
    // Hold back the form's checks (loaded after hydration, decision 042) until the reader has left the field.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/validation-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    await hydratedForm(page, "contact");
    const email = page.getByLabel("Email Address");
    await email.fill("not-an-email");
    await email.blur();
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    release();
    await expectFieldError(email, "Please enter a valid email address.");
    // A field never left stays quiet.
    await expect(page.getByLabel("Message")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("article create: the summary takes focus and links to each field, the upload when only the image is missing", async ({
    page,
  }) => {
    await signInAs(page, e2eAdmin());
    await page.goto("/articles/add");
    await hydratedForm(page, "article");
    await page.getByLabel("Title").fill(article.title);
    await page.getByRole("button", { name: "Publish Article" }).click();
    await expect(toast(page)).toContainText("Missing Fields");
    const category = page.getByLabel("Category", { exact: true });
    await expectFieldError(category, "Category is required.");
    await expectSummaryFocused(category, "Category is required.");

    await category.fill(article.category);
    await page.getByLabel("Image Description (alt text)").fill(article.alt);
    await page.getByLabel("Excerpt").fill(article.excerpt);
    await page.getByRole("button", { name: "HTML" }).click();
    await page.getByLabel("Content").fill(article.content);
    await page.getByRole("button", { name: "Publish Article" }).click();
    const file = page.getByLabel("Choose an image");
    await expectFieldError(file, "Please upload an image.");
    await expectSummaryFocused(file, "Please upload an image.");
    await expect(page).toHaveURL(/\/articles\/add$/);
  });

  test("article create: a publish time already passed comes back under the date field through the same reply, focused", async ({
    page,
  }) => {
    await signInAs(page, e2eAdmin());
    await page.goto("/articles/add");
    await hydratedForm(page, "article");
    const title = `Too Late ${Date.now().toString(36)}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category", { exact: true }).fill(article.category);
    const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#6b8f71" } })
      .png()
      .toBuffer();
    await page.getByLabel("Choose an image").setInputFiles({ name: "featured.png", mimeType: "image/png", buffer });
    await page.getByRole("button", { name: "Upload Image" }).click();
    await expect(page.getByTestId("uploaded-url")).toContainText("/uploads/public/");
    await page.getByLabel("Image Description (alt text)").fill(article.alt);
    await page.getByLabel("Excerpt").fill(article.excerpt);
    await page.getByRole("button", { name: "HTML" }).click();
    await page.getByLabel("Content").fill(article.content);
    const when = page.getByLabel("Publish date and time (UTC)");
    await when.fill("2020-01-01T10:00:00");
    await page.getByRole("button", { name: "Schedule Article" }).click();
    await expect(toast(page)).toContainText("Creation Failed");
    await expectFieldError(when, /The publish time has already passed/);
    await expectSummaryFocused(when, /The publish time has already passed/);
    await expect(page).toHaveURL(/\/articles\/add$/);
    await expect(page.getByLabel("Title")).toHaveValue(title);
  });
});
