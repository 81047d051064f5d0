import type { Page } from "@playwright/test";
import { e2eAdmin, e2eUser, signInAs } from "./auth-helpers.ts";
import { expect, phone, test } from "./fixtures.ts";

/**
 * Members own their words: she edits her message within the window (marked as edited) and deletes it,
 * anonymous ones included, and everyone in the room sees it live.
 */
const log = (page: Page) => page.getByRole("log");

test("she edits then deletes her own anonymous message; the room sees both live", async ({ page, browser }) => {
  const topic = "mental-wellness";
  await page.setViewportSize(phone);
  await signInAs(page, e2eUser());
  await page.goto(`/chat/${topic}`);
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();

  const otherContext = await browser.newContext({ baseURL: process.env.APP_URL });
  const other = await otherContext.newPage();
  await signInAs(other, e2eAdmin());
  await other.goto(`/chat/${topic}`);
  await expect(other.getByRole("status").filter({ hasText: "Live" })).toBeVisible();

  const stamp = Date.now();
  await page.getByRole("checkbox", { name: "Post anonymously" }).check();
  await page.getByRole("textbox", { name: "Message" }).fill(`Something I shared too soon ${stamp}`);
  await page.getByRole("button", { name: "Send message" }).click();
  const mine = log(page).locator("li", { hasText: `${stamp}` });
  const theirs = log(other).locator("li", { hasText: `${stamp}` });
  await expect(theirs).toContainText(/Anonymous \d{4}/);
  await expect(theirs.getByRole("button", { name: "Edit your message" })).toHaveCount(0);

  await mine.getByRole("button", { name: "Edit your message" }).click();
  const editor = mine.getByRole("textbox", { name: "Edit your message" });
  await expect(editor).toBeFocused();
  await editor.fill(`Something I shared ${stamp}`);
  await mine.getByRole("button", { name: "Save" }).click();
  await expect(mine.getByText("(edited)")).toBeVisible();
  await expect(mine).toContainText(`Something I shared ${stamp}`);
  await expect(theirs).toContainText(`Something I shared ${stamp}`);
  await expect(theirs).not.toContainText("too soon");
  await expect(theirs.getByText("(edited)")).toBeVisible();
  await expect(theirs).not.toContainText(e2eUser().name);

  await mine.locator("summary[aria-label='Delete your message']").click();
  await expect(mine.getByText("It is removed for everyone in the room.")).toBeVisible();
  await mine.getByRole("button", { name: "Delete message" }).click();
  await expect(log(page).getByText(`${stamp}`)).toHaveCount(0);
  await expect(log(other).getByText(`${stamp}`)).toHaveCount(0);

  // Gone from the page too, for a visitor (the room's cached page was emptied).
  const visitorContext = await browser.newContext({ baseURL: process.env.APP_URL, javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/chat/${topic}`);
  await expect(visitor.getByText(`${stamp}`)).toHaveCount(0);
  await visitorContext.close();
  await otherContext.close();
});

test("words she types while her message is on its way stay in the box when it lands", async ({ page }) => {
  const topic = "nutrition-recipes";
  // The server's answer to her send is held back until she has typed on.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket(/\/ws/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage(async (frame) => {
      if (typeof frame === "string" && frame.includes('"type":"ack"')) await held;
      socket.send(frame);
    });
  });
  await signInAs(page, e2eUser());
  await page.goto(`/chat/${topic}`);
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();

  const stamp = Date.now();
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(`First thought ${stamp}`);
  await page.getByRole("button", { name: "Send message" }).click();
  await box.fill(`Second thought ${stamp}`);
  release();
  await expect(log(page).getByText(`First thought ${stamp}`)).toBeVisible();
  await expect(box).toHaveValue(`Second thought ${stamp}`);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(log(page).getByText(`Second thought ${stamp}`)).toBeVisible();
  await expect(box).toHaveValue("");
});
