import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Answers every question with the given option indexes (0-3, scoring 1-4) and asks for the results. */
async function takeQuiz(page: Page, total: number, choices: number[]) {
  for (let i = 0; i < total; i++) {
    await expect(page.getByText(`Question ${i + 1} of ${total}`, { exact: true })).toBeVisible();
    if (i === 0) await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
    const advance = page.getByRole("button", { name: i === total - 1 ? "Get My Results" : "Next" });
    await expect(advance).toBeDisabled();
    await page.getByRole("radio").nth(choices[i]).click();
    await expect(advance).toBeEnabled();
    await advance.click();
  }
}

async function expectResult(page: Page, title: string, score: string) {
  await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
  await expect(page.getByText(score, { exact: true })).toBeVisible();
}

test("unknown quiz id shows the not-found page", async ({ page }) => {
  const response = await page.goto("/wellness-quiz/not-a-quiz");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("a locked quiz opened by URL says it is locked, gives the way in and the crisis help", async ({ page }) => {
  await page.goto("/wellness-quiz/sleep-quality");
  await expect(page.getByRole("heading", { name: "Sleep Quality is locked" })).toBeVisible();
  await expect(page.getByText("Complete the Stress Check quiz first")).toBeVisible();
  // A new reader's way in is the first quiz she has not taken, not the one just before.
  await expect(page.getByRole("link", { name: "Go to Wellness Snapshot" })).toBeVisible();
  await expect(page.locator("[data-crisis-resources]")).toContainText("116 123");
  await expect(page.locator("[data-crisis-resources]")).toContainText("988");
});

test("the quiz page is server-rendered before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.APP_URL });
  const page = await context.newPage();
  await page.goto("/wellness-quiz/wellness-snapshot");
  await expect(page.getByRole("heading", { name: "Wellness Snapshot", level: 1 })).toBeVisible();
  await expect(page.getByText("Question 1 of 7")).toBeVisible();
  await expect(page.getByText("On a typical night, how many hours of sleep do you get?")).toBeVisible();
  await context.close();
});

test("the whole journey: order, unlocking, every quiz, retake and 'Congratulations!'", async ({ page }) => {
  // Twenty-three questions through five quizzes: on a loaded machine this takes longer than one page's test.
  test.slow();
  await page.goto("/wellness-quiz");
  await expect(page.getByRole("heading", { name: "Wellness Journey", level: 1 })).toBeVisible();
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(5);
  await expect(cards.nth(0).getByRole("link", { name: /Start Quiz/ })).toBeVisible();
  for (let i = 1; i < 5; i++) await expect(cards.nth(i).getByText("Locked")).toBeVisible();

  await page.getByRole("link", { name: "Start Your Journey" }).click();
  await expect(page).toHaveURL(/\/wellness-quiz\/wellness-snapshot$/);
  // Back works and keeps the answer.
  await page.getByRole("radio").nth(2).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radio").nth(2)).toBeChecked();
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  await page.reload();
  await takeQuiz(page, 7, [3, 3, 3, 3, 3, 3, 3]);
  await expectResult(page, "Excellent Alignment!", "28 / 28");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("completedQuizzes") ?? "{}"))).toEqual({
    "wellness-snapshot": { score: 28, totalPossibleScore: 28 },
  });

  await page.goto("/wellness-quiz");
  await expect(cards.nth(0).getByText("Completed")).toBeVisible();
  await expect(cards.nth(1).getByRole("link", { name: /Start Quiz/ })).toBeVisible();
  await expect(cards.nth(2).getByText("Locked")).toBeVisible();
  await page.getByRole("link", { name: "Continue Your Journey" }).click();
  await expect(page).toHaveURL(/\/wellness-quiz\/stress-check$/);

  await takeQuiz(page, 4, [0, 0, 0, 0]);
  await expectResult(page, "High Stress Alert", "4 / 16");
  // The worst answers are named with what to do, and the crisis lines are there.
  await expect(page.getByText(/You very often feel things are piling up beyond you/)).toBeVisible();
  // Red flags (overwhelm, stress that stays for days) bring the crisis help right under the headline.
  await expect(page.getByRole("complementary", { name: /struggling/ })).toContainText("116 123");
  await expect(page.getByRole("complementary", { name: /struggling/ })).toContainText("988");
  await expect(page.getByRole("navigation", { name: "Read next" }).getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/articles\/stress-and-your-body/,
  );
  await page.getByRole("button", { name: "Retake Quiz" }).click();
  await takeQuiz(page, 4, [3, 3, 3, 3]);
  await expectResult(page, "Managing Well", "16 / 16");

  await page.getByRole("link", { name: "Next Quiz" }).click();
  await expect(page).toHaveURL(/\/wellness-quiz\/sleep-quality$/);
  await takeQuiz(page, 4, [0, 1, 1, 1]);
  // 7 / 16 is 25 % of the range the answers can reach, and more than an hour to fall asleep is a red flag:
  // never 'Sweet Dreams!' above a note that the answers fit insomnia.
  await expectResult(page, "Sleep Needs Attention", "7 / 16");
  await expect(page.getByText(/It usually takes you more than an hour to fall asleep/)).toBeVisible();
  await expect(page.getByText(/Your sleep habits are serving you well/)).toHaveCount(0);

  await page.getByRole("link", { name: "Next Quiz" }).click();
  await takeQuiz(page, 4, [1, 1, 0, 0]);
  await expectResult(page, "Nutritional Tune-Up Needed", "6 / 16");

  await page.getByRole("link", { name: "Next Quiz" }).click();
  await expect(page).toHaveURL(/\/wellness-quiz\/movement-motivation$/);
  await takeQuiz(page, 4, [3, 2, 3, 3]);
  await expectResult(page, "Movement Master", "15 / 16");
  await expect(page.getByRole("link", { name: "Next Quiz" })).toHaveCount(0);

  await page.getByRole("link", { name: "Finish" }).click();
  await expect(page).toHaveURL(/\/wellness-quiz$/);
  await expect(page.getByRole("heading", { name: "Congratulations!" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Explore the Wellness Toolkit/ })).toHaveAttribute(
    "href",
    "/wellness-toolkit",
  );
  await expect(page.getByRole("link", { name: /Your Journey/ })).toHaveCount(0);
  for (let i = 0; i < 5; i++) await expect(cards.nth(i).getByText("Completed")).toBeVisible();
});

test("the remaining result bands of the first quiz", async ({ page }) => {
  for (const [choices, title, score] of [
    [[0, 0, 0, 0, 0, 0, 0], "Room for a Boost!", "7 / 28"],
    // Sleep and stress in the middle, the rest one step from the worst end: 43 % of the range.
    [[2, 1, 1, 1, 2, 1, 1], "On the Right Path!", "16 / 28"],
    // One step from the worst end everywhere (14 / 28 by the total) includes five to six hours' sleep and
    // overwhelm several times a week: a pattern that asks for attention.
    [[1, 1, 1, 1, 1, 1, 1], "Room for a Boost!", "14 / 28"],
    [[2, 2, 2, 2, 2, 2, 2], "Thriving!", "21 / 28"],
  ] as const) {
    await page.goto("/wellness-quiz/wellness-snapshot");
    await takeQuiz(page, 7, [...choices]);
    await expectResult(page, title, score);
  }
});

test("near-worst answers get no reassuring headline; an eating-disorder signal brings Beat and NEDA, not a meal plan", async ({
  page,
}) => {
  await page.goto("/wellness-quiz");
  // The journey's earlier quizzes already taken, so every quiz is open.
  await page.evaluate(() =>
    localStorage.setItem(
      "completedQuizzes",
      JSON.stringify({
        "wellness-snapshot": { score: 20, totalPossibleScore: 28 },
        "stress-check": { score: 10, totalPossibleScore: 16 },
        "sleep-quality": { score: 10, totalPossibleScore: 16 },
      }),
    ),
  );
  await page.goto("/wellness-quiz/stress-check");
  // One step from the worst on every question: 8 / 16 is above the 30 % threshold.
  await takeQuiz(page, 4, [1, 1, 1, 1]);
  await expectResult(page, "High Stress Alert", "8 / 16");
  await expect(page.locator("[data-red-flags]")).toContainText("together call for attention");
  await expect(page.locator("[data-crisis-resources]").first()).toContainText("116 123");

  await page.goto("/wellness-quiz/sleep-quality");
  // Waking a few nights a week, the rest at the best end: not 'Sweet Dreams!'.
  await takeQuiz(page, 4, [3, 1, 3, 3]);
  await expectResult(page, "Sleep Worth a Closer Look", "14 / 16");
  await expect(page.getByRole("heading", { name: "Sweet Dreams!" })).toHaveCount(0);

  await page.goto("/wellness-quiz/nutrition-habits");
  await takeQuiz(page, 4, [3, 3, 3, 0]);
  await expectResult(page, "Nutritional Tune-Up Needed", "13 / 16");
  const support = page.getByRole("complementary", { name: "Support with eating, food and body image" });
  await expect(support).toContainText("Beat");
  await expect(support).toContainText("NEDA");
  await expect(page.getByRole("navigation", { name: "Read next" })).not.toContainText("Meal Planner");
});
