import type { Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures.ts";
import { axeViolations } from "./axe.ts";

/** A date key `days` from today in the browser's own time zone. */
async function browserDate(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  }, days);
}

async function openTracker(page: Page) {
  await page.goto("/wellness-toolkit?tab=tracker");
  await expect(page.getByRole("heading", { name: "Health Tracker", level: 2 })).toBeVisible();
  await expect(page.getByLabel("Date")).toBeEnabled();
}

test.describe("wellness toolkit tabs", () => {
  test("profile is the default tab and asks visitors to log in", async ({ page }) => {
    await page.goto("/wellness-toolkit");
    await expect(page).toHaveTitle(/Wellness Toolkit/);
    await expect(page.getByRole("tab", { name: "My Profile" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("You are not logged in.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");
  });

  test("the chosen tab is in the URL, survives reload and works from the keyboard", async ({ page }) => {
    await page.goto("/wellness-toolkit");
    await page.getByRole("tab", { name: "Meal Planner" }).click();
    await expect(page).toHaveURL(/\?tab=meals$/);
    await expect(page.getByRole("heading", { name: "Vegan Meal Planner" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("tab", { name: "Meal Planner" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("tab", { name: "Meal Planner" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Workout Plans" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?tab=workouts$/);
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Meal Planner" })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=meals$/);
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Cycle Tracker" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?tab=cycle$/);
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Health Tracker" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?tab=tracker$/);
  });
});

test.describe("health tracker", () => {
  test("saves a past day, reloads it, and writes the spec's shape", async ({ page }) => {
    await openTracker(page);
    const past = await browserDate(page, -3);
    await page.getByLabel("Date").fill(past);
    await expect(page.getByLabel("Water (glasses)")).toHaveValue("0");
    await expect(page.getByText("Okay", { exact: true }).first()).toBeVisible();

    await page.getByLabel("Water (glasses)").fill("6");
    await page.getByLabel("Sleep (hours)").fill("7.5");
    await page.getByLabel("Exercise (minutes)").fill("25");
    await page.getByRole("slider", { name: "Mood" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("slider", { name: "Mood" })).toHaveAttribute("aria-valuenow", "4");
    await page.getByRole("button", { name: "Save Log" }).click();
    await expect(page.getByText("Log Saved!")).toBeVisible();
    await expect(page.getByText(`Your health data for ${past} has been saved.`)).toBeVisible();

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("healthTrackerLog") ?? "null"));
    expect(stored).toEqual({ [past]: { water: 6, sleep: 7.5, mood: 4, exercise: 25 } });

    await page.reload();
    await expect(page.getByLabel("Date")).toBeEnabled();
    await expect(page.getByLabel("Water (glasses)")).toHaveValue("0");
    await page.getByLabel("Date").fill(past);
    await expect(page.getByLabel("Water (glasses)")).toHaveValue("6");
    await expect(page.getByLabel("Sleep (hours)")).toHaveValue("7.5");
    await expect(page.getByLabel("Exercise (minutes)")).toHaveValue("25");
    await expect(page.getByRole("slider", { name: "Mood" })).toHaveAttribute("aria-valuenow", "4");
  });

  test("refuses a future date", async ({ page }) => {
    await openTracker(page);
    const tomorrow = await browserDate(page, 1);
    await expect(page.getByLabel("Date")).toHaveAttribute("max", await browserDate(page, 0));
    await page.getByLabel("Date").fill(tomorrow);
    await expect(page.getByRole("alert").filter({ hasText: "You can't log a future date" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Log" })).toBeDisabled();
    expect(await page.evaluate(() => localStorage.getItem("healthTrackerLog"))).toBeNull();
  });

  test("negative and non-numeric input becomes 0; today's progress is an uncapped percent", async ({ page }) => {
    await openTracker(page);
    await page.getByLabel("Water (glasses)").fill("-4");
    await page.getByLabel("Sleep (hours)").focus();
    await expect(page.getByLabel("Water (glasses)")).toHaveValue("0");
    await page.getByLabel("Water (glasses)").fill("12");
    await page.getByLabel("Sleep (hours)").fill("6");
    await page.getByLabel("Exercise (minutes)").fill("45");
    await page.getByRole("button", { name: "Save Log" }).click();
    await expect(page.getByText("Log Saved!")).toBeVisible();
    const progress = page.getByRole("region", { name: "Today's Progress" });
    await expect(progress.getByText("150% of goal")).toHaveCount(2);
    await expect(progress.getByText("75% of goal")).toBeVisible();
  });

  test("corrupt saved data is reported and the tracker starts clean", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("healthTrackerLog", "{not valid json");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await openTracker(page);
    await expect(page.getByText("Your saved health log could not be read")).toBeVisible();
    await page.getByLabel("Water (glasses)").fill("3");
    await page.getByRole("button", { name: "Save Log" }).click();
    await expect(page.getByText("Log Saved!")).toBeVisible();
    await expect(page.getByText("Your saved health log could not be read")).toHaveCount(0);
  });

  test("shows 7- and 30-day trends and exports CSV", async ({ page }) => {
    await openTracker(page);
    await page.getByLabel("Water (glasses)").fill("5");
    await page.getByRole("button", { name: "Save Log" }).click();
    await expect(page.getByText("1 of the last 7 days logged.")).toBeVisible();
    await expect(page.getByRole("img", { name: /Water: average 5 glasses over 1 logged day/ })).toBeVisible();
    await page.getByRole("button", { name: "30 days" }).click();
    await expect(page.getByText("1 of the last 30 days logged.")).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^health-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    let text = "";
    for await (const chunk of stream) text += chunk;
    expect(text.split("\r\n")[0]).toBe("date,water_glasses,sleep_hours,mood,mood_label,exercise_minutes");
    expect(text).toContain(",5,0,3,Okay,0");
  });
});

test.describe("meal planner", () => {
  test("age ranges and weeks switch the plan", async ({ page }) => {
    await page.goto("/wellness-toolkit?tab=meals");
    await expect(page.getByRole("radio", { name: "25-35" })).toBeChecked();
    await expect(page.getByRole("tab", { name: "Week 1" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Overnight oats with chia seeds")).toBeVisible();
    await expect(
      page.getByText("Vegan pad thai with tamari, tofu, rice noodles, bean sprouts, peanuts and lime"),
    ).toBeVisible();
    const nutrients = page.getByRole("region", { name: "Nutrients to plan for on a vegan diet" });
    await expect(nutrients).toContainText("Vitamin B12");
    await expect(nutrients).toContainText("Iodine");
    await expect(nutrients).toContainText("Pregnant, breastfeeding or planning a pregnancy?");
    await page.getByRole("radio", { name: "51-60" }).click();
    await page.getByRole("tab", { name: "Week 2" }).click();
    await expect(
      page.getByText("Tofu and vegetable pot pie with vegan puff pastry, steamed kale and peas"),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sunday" })).toBeVisible();
  });
});

test.describe("workout plans", () => {
  async function fill(page: Page, age: string, weight: string, height: string, level?: "Beginner" | "Intermediate") {
    // The planner's code loads with its tab: its button is enabled once it runs.
    await expect(page.getByRole("button", { name: "Generate" })).toBeEnabled();
    await page.getByLabel("Age", { exact: true }).fill(age);
    await page.getByLabel("Weight (kg)").fill(weight);
    await page.getByLabel("Height (cm)").fill(height);
    if (level) {
      await page.getByRole("combobox", { name: "Fitness Level" }).selectOption({ label: level });
    }
    await page.getByRole("button", { name: "Generate" }).click();
  }

  test("missing fields and an age under 18: the spec's words in the error summary, each field's beside it", async ({
    page,
  }) => {
    await page.goto("/wellness-toolkit?tab=workouts");
    const summary = page.locator("[data-error-summary]");
    await fill(page, "30", "60", "165");
    await expect(summary.getByRole("heading", { name: "Missing Information" })).toBeVisible();
    await expect(summary.getByText("Please fill out all fields to generate a plan.")).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Select your fitness level" })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await fill(page, "16", "55", "160", "Beginner");
    await expect(summary.getByRole("heading", { name: "Invalid Age" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Please enter an age of 18 or above." })).toBeVisible();
    await expect(page.getByLabel("Age", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Missing Information")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /Day 1/ })).toHaveCount(0);
  });

  test("plans for a few profiles, including the fallback", async ({ page }) => {
    await page.goto("/wellness-toolkit?tab=workouts");
    await fill(page, "30", "60", "165", "Beginner");
    await expect(page.getByRole("heading", { name: "Active Start" })).toBeVisible();
    await expect(page.getByText("BMI 22.0 (Healthy weight) · Age 18-39 · Beginner")).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Day \d/ })).toHaveCount(3);

    await fill(page, "45", "85", "165", "Intermediate");
    await expect(page.getByRole("heading", { name: "Midlife Metabolic Boost" })).toBeVisible();

    // Underweight: the muscle-building plan comes only after 'talk to your doctor first' and eating-disorder support.
    await fill(page, "25", "48", "170", "Intermediate");
    await expect(page.getByRole("heading", { name: "Lean Mass Builder" })).toBeVisible();
    await expect(page.locator("[data-doctor-first]")).toContainText("Talk to your doctor first");
    await expect(page.locator("[data-eating-disorder-support]")).toContainText("Beat");
    await expect(page.locator("[data-eating-disorder-support]")).toContainText("NEDA");

    // BMI 13.8 (the case): no plan at all, the doctor and the support.
    await fill(page, "25", "37", "163.7", "Intermediate");
    await expect(page.getByText("BMI 13.8 (Underweight) · Age 18-39 · Intermediate")).toBeVisible();
    await expect(page.getByText("See your doctor before a new exercise plan")).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Day \d/ })).toHaveCount(0);
    await expect(page.locator("[data-eating-disorder-support]")).toContainText("Beat");

    // BMI 37.1 is obesity class II, not 'Overweight', and over 65 asks for the doctor first.
    await fill(page, "70", "95", "160", "Beginner");
    await expect(page.getByText("BMI 37.1 (Obesity class II) · Age 60+ · Beginner")).toBeVisible();
    await expect(page.locator("[data-doctor-first]")).toContainText("Over 65");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: phone });
  test("the tracker and tabs fit a 390 px screen", async ({ page }) => {
    await openTracker(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("accessibility", () => {
  // The toolkit's first tab, the quiz list and each quiz are in the sitemap (tests/e2e/accessibility.spec.ts);
  // here the other tabs, hydrated.
  for (const path of [
    "/wellness-toolkit?tab=tracker",
    "/wellness-toolkit?tab=meals",
    "/wellness-toolkit?tab=workouts",
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page, null)).toEqual([]);
    });
  }
});

test("two weeks of low mood bring a gentle word and the support lines; one bad day brings nothing", async ({
  page,
}) => {
  await openTracker(page);
  const days = async (count: number, entry: Record<string, number>) => {
    const log: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) log[await browserDate(page, -i)] = entry;
    return JSON.stringify(log);
  };
  await page.evaluate(
    (log) => localStorage.setItem("healthTrackerLog", log),
    await days(1, { water: 2, sleep: 3, mood: 1, exercise: 0 }),
  );
  await page.reload();
  await expect(page.getByLabel("Date")).toBeEnabled();
  await expect(page.locator("[data-health-runs]")).toHaveCount(0);

  await page.evaluate(
    (log) => localStorage.setItem("healthTrackerLog", log),
    await days(14, { water: 4, sleep: 4.5, mood: 2, exercise: 0 }),
  );
  await page.reload();
  const card = page.locator("[data-health-runs]");
  await expect(card).toContainText("Low mood on most days for two weeks");
  await expect(card).toContainText("GP");
  await expect(card).toContainText("116 123");
  await expect(card).toContainText("Very short sleep on most nights this week");
  expect(await axeViolations(page, null)).toEqual([]);
});
