import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { axeViolations } from "./axe.ts";

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

/** The cycle log with periods starting `daysAgo` days before the browser's today (oldest first). */
async function storeCycleLog(page: Page, periods: { daysAgo: number; length: number | null; flow?: string }[]) {
  await page.evaluate((list) => {
    const key = (daysAgo: number) => {
      const d = new Date();
      d.setDate(d.getDate() - daysAgo);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    };
    const log: Record<string, unknown> = {};
    for (const p of list)
      log[key(p.daysAgo)] = {
        ended: p.length === null ? null : key(p.daysAgo - p.length + 1),
        flow: p.flow ?? "medium",
        symptoms: [],
        notes: "",
      };
    localStorage.setItem("cycleTrackerLog", JSON.stringify(log));
  }, periods);
}

test("a late period is called late, with a pregnancy test and the three-missed-periods advice, and no past date as next", async ({
  page,
}) => {
  await page.goto("/wellness-toolkit?tab=cycle");
  // Three 28-day cycles, the last period started 60 days ago: the estimate (27 to 29 days) passed 31 days ago.
  await storeCycleLog(page, [
    { daysAgo: 144, length: 5 },
    { daysAgo: 116, length: 5 },
    { daysAgo: 88, length: 5 },
    { daysAgo: 60, length: 5 },
  ]);
  await page.reload();
  const late = page.getByRole("region", { name: "Your period is 31 days late" });
  await expect(late).toBeVisible();
  await expect(late).toContainText("take a pregnancy test");
  await expect(late).toContainText("See a GP if you miss 3 periods in a row");
  await expect(page.locator("[data-next-period]")).toHaveCount(0);

  await page.goto("/wellness-toolkit/doctor-summary");
  await expect(page.getByRole("heading", { name: "Your period is 31 days late" })).toBeVisible();
});

test("a period that has gone on for three weeks counts from its start: GP advice and when to get urgent care", async ({
  page,
}) => {
  await page.goto("/wellness-toolkit?tab=cycle");
  await storeCycleLog(page, [
    { daysAgo: 104, length: 5 },
    { daysAgo: 76, length: 5 },
    { daysAgo: 48, length: 5 },
    { daysAgo: 20, length: null, flow: "heavy" },
  ]);
  await page.reload();
  const ongoing = page.getByRole("region", { name: "Your period has lasted 21 days so far" });
  await expect(ongoing).toBeVisible();
  await expect(ongoing).toContainText("more than 7 days is worth checking: see a GP");
  await expect(ongoing.locator("[data-urgent-care]")).toContainText("feel faint");
  await expect(ongoing.locator("[data-urgent-care]")).toContainText("every hour");
  await expect(page.getByText("period ongoing, 21 days so far")).toBeVisible();
  await expect(page.getByText("Your current period has lasted 21 days so far.")).toBeVisible();
  // No next period counted from the start of three weeks of bleeding; the cards pass axe.
  await expect(page.locator("[data-next-period]")).toHaveCount(0);
  expect(await axeViolations(page, null)).toEqual([]);

  await page.goto("/wellness-toolkit/doctor-summary");
  await expect(page.getByText("The latest period is still going on: 21 days so far.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your period has lasted 21 days so far" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("ongoing, 21 days so far");
});

test("a teenager's cycles are read against ACOG's 21 to 45 days once she gives her birth year", async ({ page }) => {
  await page.goto("/wellness-toolkit?tab=cycle");
  await storeCycleLog(page, [
    { daysAgo: 130, length: 5 },
    { daysAgo: 90, length: 5 },
    { daysAgo: 50, length: 5 },
    { daysAgo: 10, length: 5 },
  ]);
  await page.reload();
  await expect(page.getByText("Cycles longer than 35 days")).toBeVisible();
  const year = await page.evaluate(() => new Date().getFullYear() - 15);
  await page.getByLabel("Year you were born (optional)").fill(String(year));
  await page.getByRole("button", { name: "Save birth year" }).click();
  await expect(page.getByText("Cycles longer than 35 days")).toHaveCount(0);
  await expect(page.getByText(/cycles of 21 to 45 days are usual/)).toBeVisible();
  await page.getByLabel("Year you were born (optional)").fill("19");
  await page.getByRole("button", { name: "Save birth year" }).click();
  await expect(page.getByText(/Enter the year you were born as four digits/)).toBeVisible();
});
