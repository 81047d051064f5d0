import type { Page } from "@playwright/test";
import { registerVerifiedUser, uniqueEmail } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

/**
 * What the Wellness Journey says about where her results go matches what happens: a visitor's stay in the
 * browser; a member's reach her account only through private sync, so the words follow its state on this
 * browser (off: not sent; on: saved encrypted to the account), and a member is never told her results
 * "stay private in this browser" once they sync, nor that they follow her to any device while they do not.
 */

const copy = (page: Page) => page.getByTestId("quiz-privacy");

test("a visitor is told her results stay in this browser", async ({ page }) => {
  await page.goto("/wellness-quiz");
  await expect(copy(page)).toHaveText(
    "Your results stay private in this browser: we never receive your answers or scores.",
  );
});

test("a member is told the truth with private sync off, then on", async ({ page }) => {
  test.setTimeout(120_000);
  const who = await registerVerifiedUser(page.request, {
    email: uniqueEmail("quiz-privacy"),
    password: "quiz-privacy-pass-1",
    name: "Quinn",
  });
  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");

  // Sync off: nothing reaches her account, and the page does not promise it does.
  await page.goto("/wellness-quiz");
  await expect(copy(page)).toContainText("are not sent to your account");
  await expect(copy(page)).not.toContainText("stay private in this browser");
  await expect(copy(page)).not.toContainText("follow you");

  // She turns private sync on in the Cycle Tracker.
  await page.goto("/wellness-toolkit?tab=cycle");
  const panel = page.getByRole("region", { name: "Private sync" });
  await expect(panel.getByText("Sync is off")).toBeVisible();
  await panel.getByLabel("Passphrase", { exact: true }).fill("a long passphrase for quizzes");
  await panel.getByLabel("Confirm passphrase").fill("a long passphrase for quizzes");
  await panel.getByRole("button", { name: "Turn on private sync" }).click();
  await page.getByRole("button", { name: "I have saved my recovery key" }).click();
  await expect(panel.getByText("Private sync is on")).toBeVisible();

  // Sync on: the results are saved to her account, sealed; the browser-only wording is gone.
  await page.goto("/wellness-quiz");
  await expect(copy(page)).toContainText("saved to your account encrypted on your device");
  await expect(copy(page)).not.toContainText("stay private in this browser");
  await expect(copy(page)).not.toContainText("not sent to your account");
});
