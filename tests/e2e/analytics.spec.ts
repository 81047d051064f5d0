import fs from "node:fs";
import path from "node:path";
import { e2eAdmin, signInAs } from "./auth-helpers.ts";
import { expect, phone, test } from "./fixtures.ts";
import { axeViolations } from "./axe.ts";

/**
 * First-party analytics seen end to end (docs/decisions/012): three readers with their own browsers read
 * pages (each a distinct user agent, from 127.0.0.1); none gets a cookie or anything in browser storage;
 * one starts a quiz (the page's beacon). The admin's Analytics tab then shows them. Other tests share the
 * server and may be counted too, so the counts are checked as "at least". Screenshots of the tab at 1440
 * and 390 px go to test-results/screenshots/.
 */
const readers = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1 E2eReaderOne",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 E2eReaderTwo",
  "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/604.1 E2eReaderThree",
];

const shots = path.resolve(import.meta.dirname, "../../test-results/screenshots");

test("readers' visits appear on the Analytics tab, with no cookie or storage for an anonymous reader", async ({
  browser,
  page,
  baseURL,
}) => {
  const listing = await (await page.request.get("/articles")).text();
  const article = /href="(\/articles\/[a-z0-9-]+)"/.exec(listing)![1]!;

  for (const [index, userAgent] of readers.entries()) {
    const context = await browser.newContext({ userAgent, baseURL });
    const reader = await context.newPage();
    await reader.goto("/");
    await reader.goto(article);
    await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
    if (index === 0) {
      // A quiz page hydrates: its first answer sends the "started" beacon.
      await reader.goto("/wellness-quiz/wellness-snapshot");
      await expect(reader.getByRole("heading", { name: "Wellness Snapshot", level: 1 })).toBeVisible();
      // (A beacon's Blob body is not visible to the test; the Analytics tab below shows what it said.)
      const beacon = reader.waitForResponse(
        (response) => response.url().endsWith("/analytics/event") && response.request().method() === "POST",
      );
      await reader.getByRole("radio").first().click();
      const answered = await beacon;
      expect(answered.status()).toBe(204);
      expect(await answered.request().headerValue("cookie")).toBeNull();
      await reader.goto(article);
    }
    // Nothing was set: no cookie, no local storage, no IndexedDB database. Session storage holds at most
    // React Router's scroll positions, written by the hydrated quiz page (ScrollRestoration), for the tab only.
    expect(await context.cookies()).toEqual([]);
    expect(
      await reader.evaluate(async () => ({
        cookie: document.cookie,
        local: Object.keys(localStorage),
        session: Object.keys(sessionStorage).filter((key) => key !== "react-router-scroll-positions"),
        indexedDb: (await indexedDB.databases()).length,
      })),
    ).toEqual({ cookie: "", local: [], session: [], indexedDb: 0 });
    await context.close();
  }

  // The privacy policy says what is counted, and how.
  await page.goto("/privacy-policy");
  await expect(page.getByText(/Visit statistics\./)).toBeVisible();
  await expect(
    page.getByText(/if your browser sends Do-Not-Track or Global Privacy Control, nothing of your visit is counted/),
  ).toBeVisible();

  await signInAs(page, e2eAdmin());
  await page.goto("/admin/analytics?range=day");
  await expect(page.getByRole("heading", { name: "Analytics", level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Analytics" })).toHaveAttribute("aria-current", "page");
  expect(Number((await page.getByTestId("total-visitors").textContent())!.replace(/,/g, ""))).toBeGreaterThanOrEqual(3);
  expect(Number((await page.getByTestId("total-pageviews").textContent())!.replace(/,/g, ""))).toBeGreaterThanOrEqual(
    8,
  );
  const articleRow = page.getByTestId("list-pages").getByRole("row").filter({ hasText: article });
  await expect(articleRow).toHaveCount(1);
  expect(Number((await articleRow.getByRole("cell").nth(1).textContent())!.replace(/,/g, ""))).toBeGreaterThanOrEqual(
    4,
  );
  const devices = page.getByTestId("list-devices");
  for (const device of ["mobile", "desktop", "tablet"])
    await expect(devices.getByRole("row").filter({ hasText: device })).toHaveCount(1);
  const quizRow = page.getByTestId("list-quizzes").getByRole("row").filter({ hasText: "Wellness Snapshot" });
  expect(Number(await quizRow.getByRole("cell").nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("visits-chart")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The 7-day view and the CSV of it.
  await page.getByRole("link", { name: "7 days" }).click();
  await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  const csv = await page.request.get("/admin/analytics.csv?range=7d");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`top pages,${article},`);

  fs.mkdirSync(shots, { recursive: true });
  await page.goto("/admin/analytics?range=day");
  await page.screenshot({ path: path.join(shots, "analytics-tab-1440.png"), fullPage: true });
  await page.setViewportSize(phone);
  await page.reload();
  await page.screenshot({ path: path.join(shots, "analytics-tab-390.png"), fullPage: true });
});
