import type { Page } from "@playwright/test";
import { e2eAdmin, signInAs } from "./auth-helpers.ts";
import { expect, phone, test } from "./fixtures.ts";

/**
 * The review gate's screens: an editor records a correction, and the article shows the notice at the top
 * and the entry in its page history; the editorial settings switch the gate; the review queue lists what
 * waits on a reviewer with the reason. Screens are kept at 1440 and 390 px.
 */
const SHOTS = "/work/notes/shots/governance";
const slug = "iron-and-fatigue-why-so-many-women-run-low";

async function shoot(page: Page, name: string) {
  if (!process.env.GOVERNANCE_SHOTS) return;
  for (const [label, size] of [
    ["1440", { width: 1440, height: 900 }],
    ["390", phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a correction shows its notice and its history entry; the gate and the queue", async ({ page }) => {
  await signInAs(page, e2eAdmin());
  await page.goto(`/articles/${slug}/edit`);
  await page.getByLabel(/^Correction/).check();
  await page.getByLabel("Summary of the change (public)").fill("Ferritin threshold corrected to 30 µg/L.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${slug}$`));
  await expect(page.getByTestId("correction-notice")).toContainText("Ferritin threshold corrected to 30 µg/L.");
  const history = page.getByTestId("page-history");
  await expect(history).toContainText("Corrected: Ferritin threshold corrected to 30 µg/L.");
  await expect(history).toContainText("Published");
  await expect(page.getByTestId("review-overdue").first()).toBeVisible();
  await shoot(page, "article-correction");

  await page.goto("/admin/editorial-settings");
  await expect(page.getByTestId("review-gate")).toContainText("Status: Off");
  await shoot(page, "editorial-settings");
  await page.getByRole("button", { name: "Turn the review gate on" }).click();
  await expect(page.getByTestId("review-gate")).toContainText("Status: On");
  try {
    await page.goto("/admin/review-queue");
    await expect(page.getByTestId("awaiting-signoff")).toContainText("Live without a sign-off");
    await shoot(page, "review-queue");
  } finally {
    // Other specs publish health articles directly: the gate goes off again.
    await page.goto("/admin/editorial-settings");
    await page.getByRole("button", { name: "Turn the review gate off" }).click();
    await expect(page.getByTestId("review-gate")).toContainText("Status: Off");
  }
});
