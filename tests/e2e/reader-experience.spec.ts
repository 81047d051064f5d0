import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

async function generate(page: Page, age: string, weight: string, height: string, level?: "Beginner") {
  await page.getByLabel("Age", { exact: true }).fill(age);
  await page.getByLabel("Weight (kg)").fill(weight);
  await page.getByLabel("Height (cm)").fill(height);
  if (level) {
    await page.getByRole("combobox", { name: "Fitness Level" }).click();
    await page.getByRole("option", { name: level }).click();
  }
  await page.getByRole("button", { name: "Generate" }).click();
}

test.describe("toasts", () => {
  test("a toast shown as the previous one expires replaces it and is not lost", async ({ page }) => {
    await page.clock.install();
    await page.goto("/wellness-toolkit?tab=workouts");
    await generate(page, "30", "60", "165");
    await expect(page.getByText("Missing Information")).toBeVisible();
    const shownAt = await page.evaluate(() => Date.now());
    // The second toast's form is ready; its button has the focus.
    await page.getByLabel("Age", { exact: true }).fill("16");
    await page.getByRole("combobox", { name: "Fitness Level" }).click();
    await page.getByRole("option", { name: "Beginner" }).click();
    await page.getByRole("button", { name: "Generate" }).focus();
    // Hold the clock just after the first toast's 5 s ran out, while it is leaving, and show the second one.
    await page.clock.pauseAt(shownAt + 5_050);
    await page.keyboard.press("Enter");
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await expect(page.getByText("Invalid Age")).toBeVisible();
    await expect(page.getByText("Missing Information")).toHaveCount(0);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  });
});
