import type { Page } from "@playwright/test";
import { e2eUser, signInAs, uniqueEmail } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { trackerNeedsScript } from "#app/content/toolkit-tools.ts";

/**
 * The forms a reader uses, with JavaScript off, on a phone's width (issue 62 point 2): each is a plain POST the
 * server answers, with a redirect when it worked and, when it did not, the message beside the field and what
 * she typed kept. The refusals of login, register, contact and the article form are in forms.spec.ts, the
 * newsletter's in newsletter.spec.ts and form-errors.spec.ts, a quiz's forged steps in
 * tests/integration/quiz-form.test.ts; here the way through. FORM_SHOTS=<dir> saves a
 * screenshot of each answer (for the closing note; the gate does not set it).
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

async function shot(page: Page, name: string) {
  if (process.env.FORM_SHOTS) await page.screenshot({ path: `${process.env.FORM_SHOTS}/${name}.png`, fullPage: true });
}

/** No module script ran: the page has no client runtime (the test's browser runs none anyway). */
async function noScriptRan(page: Page) {
  expect(
    await page.evaluate(() => "__reactRouterContext" in window && document.documentElement.dataset.hydrated),
  ).toBeFalsy();
}

test("sign-up, sign-in and a password reset request work as plain forms", async ({ page }) => {
  const email = uniqueEmail("noscript-signup");
  await page.goto("/register");
  await page.getByLabel("Name").fill("Nadia No-Script");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Sign Up" }).click();
  // Refused by the server (the browser's own check would stop a 5-letter password only with minLength set).
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await shot(page, "sign-up-refused");
  await password.fill("no-script-pass-1");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/email-confirmation\?email=/);
  await shot(page, "sign-up-done");

  const user = e2eUser();
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
  await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
  await shot(page, "sign-in-done");

  await page.context().clearCookies();
  await page.goto("/forgot-password");
  // A malformed address is the browser's to refuse (type=email, required: the server's constraints as attributes).
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: /reset/i }).click();
  await expect(page.getByText(/if an account exists|check your inbox|we have sent/i).first()).toBeVisible();
  await shot(page, "password-reset-sent");
});

test("contact: a message is sent and thanked", async ({ page }) => {
  await page.goto("/contact");
  await noScriptRan(page);
  await page.getByLabel("Full Name").fill("Nora No-Script");
  await page.getByLabel("Email Address").fill("nora@example.com");
  await page.getByLabel("Message").fill("Sent from a phone without JavaScript.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await shot(page, "contact-sent");
});

test("newsletter: the subscribe form answers with its page", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Your address for our newsletter").fill(uniqueEmail("noscript-news"));
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole("heading", { name: "Check Your Inbox!" })).toBeVisible();
  await shot(page, "newsletter-subscribed");
});

test("profile: a refused name is marked beside the field and kept; a valid one is saved", async ({ page }) => {
  const user = e2eUser();
  await signInAs(page, user);
  await page.goto("/profile");
  const name = page.getByLabel("Full Name");
  const current = await name.inputValue();
  await name.fill("Eve \u202eevil");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveValue("Eve \u202eevil");
  await expect(page.locator(`#${(await name.getAttribute("aria-describedby"))!.split(" ")[0]}`)).toHaveText(
    "Full name cannot contain control characters such as line breaks or tabs.",
  );
  await shot(page, "profile-refused");
  await name.fill(current);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile Updated! Your information has been saved.")).toBeVisible();
  await expect(name).toHaveValue(current);
  await shot(page, "profile-saved");
});

test("toolkit: the workout planner refuses beside the field, keeps what she typed, then answers with a plan", async ({
  page,
}) => {
  // The toolkit's tabs are links: without script, each opens its tool's page.
  await page.goto("/wellness-toolkit");
  await noScriptRan(page);
  await page.getByRole("tab", { name: "Workout Plans" }).click();
  await expect(page).toHaveURL(/\/wellness-toolkit\?tab=workouts$/);
  await page.getByLabel("Age", { exact: true }).fill("16");
  await page.getByLabel("Weight (kg)").fill("60");
  await page.getByLabel("Height (cm)").fill("165");
  await page.getByRole("combobox", { name: "Fitness Level" }).selectOption({ label: "Beginner" });
  await page.getByRole("button", { name: "Generate" }).click();
  const age = page.getByLabel("Age", { exact: true });
  await expect(age).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-error-summary]").getByRole("heading", { name: "Invalid Age" })).toBeVisible();
  await expect(page.getByLabel("Weight (kg)")).toHaveValue("60");
  await expect(page.getByRole("combobox", { name: "Fitness Level" })).toHaveValue("beginner");
  await shot(page, "workout-refused");
  await age.fill("30");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText("BMI 22.0 (Healthy weight) · Age 18-39 · Beginner")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Active Start" })).toBeVisible();
  await shot(page, "workout-plan");
});

test("a quiz answered to its result, and the meal planner's choices, as plain forms", async ({ page }) => {
  await page.goto("/wellness-quiz/stress-check");
  await noScriptRan(page);
  const question = (n: number) => page.getByText(`Question ${n} of 4`, { exact: true });
  const next = page.getByRole("button", { name: "Next" });
  // Next without an answer: the server says so, and the question stays.
  await next.click();
  await expect(page.locator("[data-error-summary]")).toContainText("Choose an answer to go on.");
  await expect(question(1)).toBeVisible();
  await shot(page, "quiz-no-answer");
  await page.getByRole("radio", { name: "Sometimes" }).check();
  await next.click();
  await expect(question(2)).toBeVisible();
  await shot(page, "quiz-question");
  // Back keeps the answer given.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(question(1)).toBeVisible();
  await expect(page.getByRole("radio", { name: "Sometimes" })).toBeChecked();
  await next.click();
  for (const [answer, button] of [
    ["Daily", "Next"],
    ["It stays with me for days", "Next"],
    ["Never", "Get My Results"],
  ]) {
    await page.getByRole("radio", { name: answer }).check();
    await page.getByRole("button", { name: button }).click();
  }
  // The runner's own result: safety first (red flags cap the headline), the crisis lines with it.
  await expect(page.getByRole("heading", { name: "High Stress Alert", level: 2 })).toBeVisible();
  await expect(page.getByText("6 / 16", { exact: true })).toBeVisible();
  await expect(page.locator("[data-crisis-resources]").first()).toContainText("988");
  await shot(page, "quiz-result");
  // The result was for her alone: the quiz's address is question 1 again, for anyone.
  await page.goto("/wellness-quiz/stress-check");
  await expect(question(1)).toBeVisible();

  await page.goto("/wellness-toolkit?tab=meals");
  await page.getByRole("radio", { name: "51-60" }).check();
  await page.getByRole("button", { name: "Show plan" }).click();
  await expect(page).toHaveURL(/[?&]age=51-60/);
  await page.getByRole("tab", { name: "Week 2" }).click();
  await expect(page).toHaveURL(/[?&]week=week2/);
  await expect(page.getByRole("radio", { name: "51-60" })).toBeChecked();
  await expect(
    page.getByText("Tofu and vegetable pot pie with vegan puff pastry, steamed kale and peas"),
  ).toBeVisible();
  await shot(page, "meal-planner");
});

test("toolkit: a tracker, which keeps its log in the browser only, says it needs JavaScript", async ({ page }) => {
  // Playwright turns script execution off but not the parser's scripting flag, so a <noscript> is kept as text
  // here, where a browser with JavaScript off shows it: its markup is what is checked.
  for (const tab of ["tracker", "cycle"]) {
    await page.goto(`/wellness-toolkit?tab=${tab}`);
    expect(await page.locator("noscript").evaluateAll((nodes) => nodes.map((node) => node.textContent))).toEqual(
      expect.arrayContaining([expect.stringContaining(trackerNeedsScript)]),
    );
  }
});
