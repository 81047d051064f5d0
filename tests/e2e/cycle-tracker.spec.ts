import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The Cycle Tracker's form and its doctor summary, signed out (the entries stay in this browser): a refused
 * save puts focus on the first invalid field, as the site's other forms do, and the summary prints alone,
 * without the site's header, footer, navigation or toasts.
 */

async function openCycleTracker(page: Page) {
  await page.goto("/wellness-toolkit?tab=cycle");
  await expect(page.getByLabel("Period started")).toBeEnabled();
  return page.getByRole("form", { name: "Log Your Cycle" });
}

test("a refused save moves focus to the first invalid field", async ({ page }) => {
  const form = await openCycleTracker(page);
  // The start date cleared and no flow chosen: both are missing; the date comes first.
  await form.getByLabel("Period started").fill("");
  await form.getByLabel("Notes").fill("Typed before the refusal.");
  await form.getByRole("button", { name: "Save Entry" }).click();
  const started = form.getByLabel("Period started");
  await expect(started).toHaveAttribute("aria-invalid", "true");
  await expect(started).toBeFocused();
  await expect(form.getByLabel("Notes")).toHaveValue("Typed before the refusal.");

  // With the date fixed, the flow is the first invalid field: focus goes to its first choice.
  await started.fill("2026-01-05");
  await form.getByRole("button", { name: "Save Entry" }).click();
  await expect(form.getByText("Choose how heavy the flow was.")).toBeVisible();
  await expect(form.getByLabel("Spotting", { exact: true })).toBeFocused();
});

test("the doctor summary prints alone: no site header, footer, navigation or toasts", async ({ page }) => {
  await page.goto("/wellness-toolkit?tab=cycle");
  // Three periods already on this device (local storage is what the tracker itself writes).
  await page.evaluate(() => {
    const entry = (ended: string) => ({ ended, flow: "medium", symptoms: ["cramps", "fatigue"], notes: "" });
    localStorage.setItem(
      "cycleTrackerLog",
      JSON.stringify({
        "2026-01-05": entry("2026-01-09"),
        "2026-02-02": entry("2026-02-06"),
        "2026-03-02": entry("2026-03-06"),
      }),
    );
  });
  await page.goto("/wellness-toolkit/doctor-summary");
  const heading = page.getByRole("heading", { name: "Cycle summary for my doctor" });
  await expect(page.getByRole("table")).toContainText("2 Feb 2026");

  // On screen the page has the site around it.
  await expect(page.locator("header[data-site-header]")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(heading).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.locator("header[data-site-header]")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation"))
    .toHaveCount(0, { timeout: 1 })
    .catch(async () => {
      for (const nav of await page.getByRole("navigation").all()) await expect(nav).toBeHidden();
    });
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Back to the Cycle Tracker" })).toBeHidden();
  // Black on white, whatever the theme on screen.
  const colours = await heading.evaluate((element) => ({
    text: getComputedStyle(element).color,
    page: getComputedStyle(document.body).backgroundColor,
  }));
  expect(colours).toEqual({ text: "rgb(0, 0, 0)", page: "rgb(255, 255, 255)" });
  // The summary starts at the top of the printed page: nothing visible sits above its heading.
  const top = await heading.boundingBox();
  expect(top!.y).toBeLessThan(80);
});
