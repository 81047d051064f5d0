import { waitForMailLink } from "./auth-helpers.ts";
import { expect, phone, test } from "./fixtures.ts";

/**
 * Sign-up that flows: the address is never broken mid-word, a new link can be asked for with its limit
 * shown, the confirmation link signs her in in the browser that asked for it (only there), and toasts
 * cover neither the header nor the page's heading.
 */
test("on a phone: the address wraps at its parts, a new link with its limit, signed in by the link here only", async ({
  page,
  browser,
}) => {
  await page.setViewportSize(phone);
  // Long, as real addresses are, with each part shorter than the phone's line.
  const email = `averyverylongfirstname.lastname.${Date.now()}${Math.floor(Math.random() * 1000)}@example-mail-provider.com`;
  const started = Date.now() - 1000;
  await page.goto("/register");
  await page.getByLabel("Name").fill("Flo Flow");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("flo-pass-1");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Inbox!" })).toBeVisible();

  // Every part of the address (between the @ and the dots) stays on one line.
  const address = page.locator("[data-email-address]").first();
  await expect(address).toHaveText(email);
  const parts = await address
    .locator("span")
    .evaluateAll((spans) => spans.map((span) => ({ text: span.textContent, lines: span.getClientRects().length })));
  expect(parts.length).toBeGreaterThan(2);
  for (const part of parts) expect(part, part.text ?? "").toMatchObject({ lines: 1 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The toast covers neither the header nor the heading.
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText("Confirmation email on its way!");
  const toastBox = (await toast.boundingBox())!;
  for (const covered of [page.getByRole("banner"), page.getByRole("heading", { name: "Check Your Inbox!" })]) {
    const box = (await covered.boundingBox())!;
    expect(toastBox.y >= box.y + box.height || toastBox.y + toastBox.height <= box.y).toBe(true);
  }

  await expect(page.getByText("You can ask for a new link 3 times an hour.")).toBeVisible();
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByText("You can ask for 2 more new links this hour.")).toBeVisible();

  const link = await waitForMailLink(email, "verify-email", { after: started });
  // The same link opened in another browser first would confirm without signing anyone in there.
  const elsewhere = await browser.newContext({ baseURL: process.env.APP_URL });
  const otherPage = await elsewhere.newPage();
  await otherPage.goto(link);
  await expect(otherPage.getByRole("heading", { name: "Email Confirmed!" })).toBeVisible();
  await expect(otherPage.getByRole("link", { name: "Log In Now" })).toBeVisible();
  await elsewhere.close();

  // The browser that asked: the link signs her in here (the address is confirmed already; the newest link
  // still signs in the browser that holds the pending sign-up).
  await page.goto(await waitForMailLink(email, "verify-email", { after: started }));
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await expect(page.getByText("Your email address has been verified and you are now logged in.")).toBeVisible();
  await page.getByRole("link", { name: "Go to My Profile" }).click();
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("on a laptop, a toast sits below the sticky header", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
  await page.getByRole("button", { name: "Log In" }).click();
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText("Sign in Failed");
  const header = (await page.getByRole("banner").boundingBox())!;
  // Once it has slid in.
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
});
