import fs from "node:fs";
import path from "node:path";
import { e2eAdmin, e2eUser, signInAs } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Subscribe (without JavaScript, from an article's footer form) → confirmation mail in the
 * outbox → confirm → an admin composes and sends an issue → the mail arrives with List-Unsubscribe →
 * one-click unsubscribe (a POST from "the mail program", another origin) → left.
 */
const outbox = () => path.join(process.env.APP_DATA_DIR!, "outbox");

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A mail file as text: the headers as they are, the body quoted-printable decoded. */
function readMail(file: string): string {
  const raw = fs.readFileSync(file, "utf8");
  const split = raw.indexOf("\n\n");
  return raw.slice(0, split) + decodeQuotedPrintable(raw.slice(split));
}

/** The outbox mails to `email` whose text contains `needle`. */
function mailsTo(email: string, needle: string): string[] {
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  if (!fs.existsSync(outbox())) return [];
  return fs
    .readdirSync(outbox())
    .filter((file) => file.endsWith(`-${safe}.eml`))
    .map((file) => readMail(path.join(outbox(), file)))
    .filter((text) => text.includes(needle));
}

test("subscribe without JavaScript, confirm, receive an issue, leave with one click", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const email = `reader-${Date.now().toString(36)}@example.com`;

  // 1. A visitor without JavaScript subscribes from the footer of an article.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const reader = await visitor.newPage();
  await reader.goto("/articles");
  // An article's own link, not its category chip (those open /articles/category/…).
  await reader
    .locator("a[href^='/articles/']:not([href^='/articles/category/'])")
    .filter({ hasNotText: /add/i })
    .first()
    .click();
  await expect(reader.locator("form[action='/newsletter']")).toHaveCount(2); // the article's end and the footer
  const footer = reader.getByRole("contentinfo");
  await footer.getByLabel("Your address for our newsletter").fill(email);
  await expect(footer.getByRole("link", { name: "how we handle your address" })).toHaveAttribute(
    "href",
    "/privacy-policy#newsletter",
  );
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(reader).toHaveURL(/\/newsletter$/);
  await expect(reader.getByRole("heading", { name: "Check Your Inbox!" })).toBeVisible();
  await expect(
    reader.getByText("If this address is not subscribed yet, we have sent it an email with a link to confirm."),
  ).toBeVisible();

  // 2. The confirmation mail is in the outbox; its link (and its button) confirm.
  await expect.poll(() => mailsTo(email, "/newsletter/confirm?token=").length, { timeout: 15_000 }).toBe(1);
  const confirmLink = mailsTo(email, "/newsletter/confirm?token=")[0]!.match(
    /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/,
  )![0];
  await reader.goto(confirmLink);
  await reader.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(reader.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
  await visitor.close();

  // 3. The admin composes an issue, previews it and sends it to every subscriber.
  await signInAs(page, e2eAdmin());
  await page.goto("/admin");
  await page.getByRole("link", { name: "Newsletter" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await page.getByRole("link", { name: "New issue" }).click();
  const subject = `Spring notes ${Date.now().toString(36)}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Intro").fill("Hello readers, here is what we wrote this month.");
  await page
    .getByRole("group", { name: /Articles/ })
    .getByRole("checkbox")
    .first()
    .check();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/issues\//);
  await expect(page.getByTestId("issue-preview")).toContainText("Hello readers, here is what we wrote this month.");
  await page.getByRole("button", { name: `Save and send a test to ${e2eAdmin().email}` }).click();
  await expect.poll(() => mailsTo(e2eAdmin().email, `[Test] ${subject}`).length, { timeout: 15_000 }).toBe(1);
  await page.getByLabel("Yes, send this issue now").check();
  await page.getByRole("button", { name: "Send to all subscribers" }).click();
  await expect(page.getByTestId("issue-status")).toHaveText(/sending|sent/);

  // 4. The reader receives it once, with List-Unsubscribe (one-click) and a visible link.
  await expect.poll(() => mailsTo(email, `Subject: ${subject}`).length, { timeout: 30_000 }).toBe(1);
  const mail = mailsTo(email, `Subject: ${subject}`)[0]!;
  // Long headers are folded onto a second line.
  const unsubscribe = mail.match(/^List-Unsubscribe:\s+<([^>]+)>/m)![1]!;
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(unsubscribe).toMatch(/\/newsletter\/unsubscribe\?token=/);
  expect(mail).toContain(`Unsubscribe with one click: ${unsubscribe}`);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId("issue-status").textContent();
      },
      { timeout: 30_000 },
    )
    .toBe("sent");
  await expect(page.getByTestId("deliveries-sent")).not.toHaveText("0");

  // 5. The mail program's one-click POST, from its own servers (another origin), unsubscribes.
  const oneClick = await page.request.post(unsubscribe, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { Origin: "https://mail.example.net" },
  });
  expect(oneClick.status(), `${unsubscribe} ${(await oneClick.text()).slice(0, 3000)}`).toBe(200);
  const signedOut = await browser.newContext({ javaScriptEnabled: false });
  const check = await signedOut.newPage();
  await check.goto(unsubscribe);
  await expect(check.getByRole("heading", { name: "Unsubscribed" })).toBeVisible();
  await signedOut.close();
});

test("a cross-site POST to the subscribe endpoint is refused; a bad address gets a clear answer", async ({ page }) => {
  const refused = await page.request.post("/newsletter", {
    form: { email: "someone@example.com" },
    headers: { Origin: "https://evil.example" },
  });
  expect(refused.status()).toBe(403);
  await page.goto("/newsletter");
  await page.getByRole("main").getByLabel("Your address for our newsletter").fill("not-an-address@");
  await page
    .getByRole("main")
    .getByRole("button", { name: "Subscribe" })
    .evaluate((button: HTMLButtonElement) => (button.form!.noValidate = true));
  await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
  // The error summary at the top (focused, linking to the field) and the same words beside the field.
  const summary = page.getByRole("alert");
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(summary.getByRole("link")).toHaveText("Please enter a valid email address.");
  await expect(page.locator('[id$="-email-error"]')).toHaveText("Please enter a valid email address.");
});

test("a member subscribes and leaves from the profile", async ({ page }) => {
  await signInAs(page, e2eUser());
  await page.goto("/profile");
  const status = page.getByTestId("profile-newsletter-status");
  await expect(status).toBeVisible();
  if ((await status.textContent())?.startsWith("You receive")) {
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(status).toHaveText("You do not receive our newsletter.");
  }
  await page.getByRole("button", { name: "Subscribe to the newsletter" }).click();
  await expect(status).toHaveText("You receive our newsletter at your account's email address.");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(status).toHaveText("You do not receive our newsletter.");
});
