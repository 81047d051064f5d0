import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { e2eAdmin, signInAs } from "./auth-helpers.ts";
import { expect, phone, test } from "./fixtures.ts";
import { startServer } from "./server.ts";

/** The message beside a field (the same words also stand as a link in the error summary at the top). */
const FIELD_ERROR = '[id$="-error"]';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Outbox mails (decoded from quoted-printable) that contain `text`. */
function outboxMailsWith(text: string, dataDir = process.env.APP_DATA_DIR!): string[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return (
    fs
      .readdirSync(dir)
      // Only written mails: one still being written is a `.partial` file, renamed when done.
      .filter((file) => file.endsWith(".eml"))
      .map((file) => fs.readFileSync(path.join(dir, file), "utf8").replace(/=\r?\n/g, ""))
      .filter((mail) => mail.includes(text))
  );
}

async function noJsPage(browser: Browser, baseURL = process.env.APP_URL!) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

async function expectInAdminInbox(page: Page, name: string, kind: "Contact" | "Proposal") {
  await signInAs(page, e2eAdmin());
  await page.goto("/admin/inbox");
  await expect(page.getByRole("heading", { name: "Inbox", exact: true })).toBeVisible();
  const item = page.getByTestId("inbox-item").filter({ hasText: name });
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute("data-unread", "true");
  await expect(item.getByText(kind, { exact: true })).toBeVisible();
  await expect(item.getByText("Unread", { exact: true })).toBeVisible();
  return item;
}

test.describe("expert interviews", () => {
  test("the list shows three experts, the notice, and links to each interview", async ({ page }) => {
    await page.goto("/expert-interviews");
    await expect(page.getByRole("heading", { level: 1, name: "Expert Interviews" })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("created with AI-assisted research and curated by our team");
    const links = page.getByRole("main").getByRole("link", { name: /^(Elena Marsh|Priya Raman|Naomi Okafor)/ });
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(hrefs).toEqual([
      "/expert-interviews/elena-marsh-interview",
      "/expert-interviews/priya-raman-interview",
      "/expert-interviews/naomi-okafor-interview",
    ]);
    for (const title of [
      "Illustrative Q&A: a naturopathic perspective",
      "Illustrative Q&A: a nutrition perspective",
      "Illustrative Q&A: a dermatology perspective",
    ]) {
      await expect(page.getByText(title, { exact: true })).toBeVisible();
    }
  });

  test("an interview has name, title, date, portrait, quote, paragraphs and a back link", async ({ page }) => {
    await page.goto("/expert-interviews");
    await page.getByRole("link", { name: /^Priya Raman/ }).click();
    await expect(page).toHaveURL(/\/expert-interviews\/priya-raman-interview$/);
    await expect(page.getByRole("heading", { level: 1, name: /Priya Raman/ })).toBeVisible();
    await expect(page.getByText("Illustrative Q&A: a nutrition perspective", { exact: true }).first()).toBeVisible();
    await expect(page.locator("time")).toHaveText("June 10, 2025");
    // The detail page carries its own AI-assisted / illustrative notice.
    await expect(page.getByRole("note", { name: "About this interview" })).toContainText("AI-assisted research");
    await expect(page.getByRole("note", { name: "About this interview" })).toContainText(
      /Priya Raman is an illustrative/,
    );
    await expect(page.getByText(/meal plans in our wellness toolkit/)).toHaveCount(0);
    const portrait = page.getByRole("img", { name: /Illustrated portrait of Priya Raman/ });
    await expect(portrait).toBeVisible();
    expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator("blockquote")).toContainText("Addition is easier to live with than restriction");
    expect(await page.locator(".prose-wellness p").count()).toBeGreaterThanOrEqual(8);
    expect(await page.locator(".prose-wellness h2").count()).toBeGreaterThanOrEqual(6);
    await page.getByRole("link", { name: "Back to Expert Interviews" }).first().click();
    await expect(page).toHaveURL(/\/expert-interviews$/);
  });

  test("an unknown interview lands on /404", async ({ page }) => {
    const response = await page.goto("/expert-interviews/nobody-interview");
    await expect(page).toHaveURL(/\/404$/);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});

test("the privacy policy has sections 1–7 and its date, then the newsletter section", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Last updated: 2026-11-28")).toBeVisible();
  const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(headings).toEqual([
    "1. Introduction",
    "2. Information We Collect",
    "3. How We Use Your Information",
    "4. Sharing",
    "5. Cookies",
    "6. Privacy Rights",
    "7. Contact",
    "8. Newsletter",
  ]);
  for (const word of ["wc.session_token", "wc_toast", "healthTrackerLog", "completedQuizzes", "affiliate tag"]) {
    await expect(page.getByRole("main")).toContainText(word);
  }
});

test("the usage page explains npm outdated and npm update", async ({ page }) => {
  await page.goto("/usage");
  await expect(page.getByRole("heading", { level: 1, name: "Maintenance Guide" })).toBeVisible();
  await expect(page.locator("pre code")).toHaveText(["npm outdated", "npm update"]);
  await expect(page.getByRole("heading", { name: "Check for outdated packages" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Update packages" })).toBeVisible();
});

test.describe("collaborate", () => {
  test("lists the six offers, why work with us and a downloadable media kit", async ({ page }) => {
    await page.goto("/collaborate");
    for (const offer of [
      "Sponsored Blog Content",
      "Product Reviews",
      "Brand Ambassadorships",
      "Newsletter Spotlights",
      "Social Media Collaborations",
      "Affiliate Marketing",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: offer })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Why Work With Us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Send a Proposal" })).toBeVisible();
    const kit = page.getByRole("link", { name: "Download Media Kit (PDF)" });
    await expect(kit).toHaveAttribute("href", "/media-kit.pdf");
    await expect(kit).toHaveAttribute("download", /\.pdf$/);
    const download = page.waitForEvent("download");
    await kit.click();
    const file = await (await download).path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
    const response = await page.request.get("/media-kit.pdf");
    expect(response.headers()["content-type"]).toBe("application/pdf");
  });

  test("with JavaScript: field errors, then a proposal that reaches the inbox and the outbox", async ({
    page,
    browser,
  }) => {
    const name = `Pat Proposal ${unique()}`;
    await page.goto("/collaborate");
    const form = page.locator("form#proposal");
    await form.getByLabel("Work Email").fill("pat@");
    await form.getByRole("button", { name: "Submit Proposal" }).click();
    await expect(form.locator(FIELD_ERROR).getByText("Please enter your name.")).toBeVisible();
    await expect(form.locator(FIELD_ERROR).getByText("Please enter your company name.")).toBeVisible();
    await expect(form.locator(FIELD_ERROR).getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.locator(FIELD_ERROR).getByText("Please describe your proposal.")).toBeVisible();
    // The error summary at the top takes focus (decision 034); its first link leads to the first field.
    await expect(form.locator("[data-error-summary]")).toBeFocused();
    await expect(form.locator("[data-error-summary]").getByRole("link").first()).toHaveText("Please enter your name.");
    await expect(form.getByLabel("Work Email")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Your Name").fill(name);
    await form.getByLabel("Company Name").fill("Glow Labs");
    await form.getByLabel("Work Email").fill("pat@glowlabs.example");
    await form.getByLabel("Your Proposal").fill("A sponsored series about skin barrier health.");
    await form.getByRole("button", { name: "Submit Proposal" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(
      page.getByText(
        "Your collaboration proposal has been sent. We're excited to review it and will be in touch soon!",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    await expect.poll(() => outboxMailsWith(name).length).toBe(1);
    expect(outboxMailsWith(name)[0]).toContain("Subject: New collaboration proposal from");

    const adminContext = await browser.newContext({ baseURL: process.env.APP_URL });
    const admin = await adminContext.newPage();
    const item = await expectInAdminInbox(admin, name, "Proposal");
    await item.getByRole("link", { name: new RegExp(name) }).click();
    await expect(admin.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(admin.getByTestId("message-body")).toHaveText("A sponsored series about skin barrier health.");
    await expect(admin.getByText("Glow Labs")).toBeVisible();
    await expect(admin.getByText("Sent", { exact: true })).toBeVisible();

    // Back in the list it is read; delete asks for confirmation first.
    await admin.getByRole("link", { name: "Back to Inbox" }).click();
    const row = admin.getByTestId("inbox-item").filter({ hasText: name });
    await expect(row).toHaveAttribute("data-unread", "false");
    await row.getByRole("button", { name: /^Delete message from/ }).click();
    const dialog = admin.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: "Are you absolutely sure?" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: /^Delete message from/ }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Continue" }).click();
    await expect(admin.getByText("Message has been deleted.")).toBeVisible();
    await expect(admin.getByTestId("inbox-item").filter({ hasText: name })).toHaveCount(0);
    await adminContext.close();
  });

  test("without JavaScript: server field errors, then success", async ({ browser }) => {
    const { context, page } = await noJsPage(browser);
    const name = `Noah NoJS ${unique()}`;
    await page.goto("/collaborate");
    const form = page.locator("form#proposal");
    // Values the browser accepts but the shared schema does not.
    await form.getByLabel("Your Name").fill("   ");
    await form.getByLabel("Company Name").fill("Acme");
    await form.getByLabel("Work Email").fill("noah@acme");
    await form.getByLabel("Your Proposal").fill("Partnership idea");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Submit Proposal" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(form.locator(FIELD_ERROR).getByText("Please enter your name.")).toBeVisible();
    await expect(form.locator(FIELD_ERROR).getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByLabel("Company Name")).toHaveValue("Acme");

    await form.getByLabel("Your Name").fill(name);
    await form.getByLabel("Work Email").fill("noah@acme.example");
    await form.getByRole("button", { name: "Submit Proposal" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect.poll(() => outboxMailsWith(name).length).toBe(1);
    await context.close();
  });
});

test.describe("contact", () => {
  test("with JavaScript: field errors, 'Sending...', success, inbox and outbox", async ({ page, browser }) => {
    const name = `Cora Contact ${unique()}`;
    await page.goto("/contact");
    await expect(page.getByLabel("Message")).toHaveAttribute("rows", "5");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator(FIELD_ERROR).getByText("Please enter your full name.")).toBeVisible();
    await expect(page.locator(FIELD_ERROR).getByText("Please enter your email address.")).toBeVisible();
    await expect(page.locator(FIELD_ERROR).getByText("Please enter your message.")).toBeVisible();

    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Email Address").fill("cora@example.com");
    await page.getByLabel("Message").fill("Could you write about iron and heavy periods?");
    // Hold the request briefly to see the submitting state.
    await page.route("**/contact*", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByText("Your message has been sent successfully. I'll get back to you soon!")).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);

    await expect.poll(() => outboxMailsWith(name).length).toBe(1);
    const mail = outboxMailsWith(name)[0]!;
    expect(mail).toContain("Reply-To: cora@example.com");
    expect(mail).toContain("Could you write about iron and heavy periods?");

    const adminContext = await browser.newContext({ baseURL: process.env.APP_URL });
    const admin = await adminContext.newPage();
    const item = await expectInAdminInbox(admin, name, "Contact");
    await item.getByRole("button", { name: /as read$/ }).click();
    await expect(admin.getByTestId("inbox-item").filter({ hasText: name })).toHaveAttribute("data-unread", "false");
    await adminContext.close();
  });

  test("without JavaScript: server field errors under each field, then success", async ({ browser }) => {
    const { context, page } = await noJsPage(browser);
    const name = `Nia NoJS ${unique()}`;
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill("  ");
    await page.getByLabel("Email Address").fill("nia@b");
    await page.getByLabel("Message").fill(" ");
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const [label, error] of [
      ["Full Name", "Please enter your full name."],
      ["Email Address", "Please enter a valid email address."],
      ["Message", "Please enter your message."],
    ] as const) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      const errorId = await field.getAttribute("aria-describedby");
      await expect(page.locator(`#${errorId}`)).toHaveText(error);
    }
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Email Address").fill("nia@example.com");
    await page.getByLabel("Message").fill("Hello from a browser without scripts.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByText("Your message has been sent successfully. I'll get back to you soon!")).toBeVisible();
    await expect.poll(() => outboxMailsWith(name).length).toBe(1);
    await context.close();
  });

  test("a filled-in honeypot is refused with a clear message and nothing is stored", async ({ browser }) => {
    const { context, page } = await noJsPage(browser);
    const name = `Bot Honey ${unique()}`;
    await page.goto("/contact");
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    // Off-screen for people, hidden from assistive technology.
    const box = await honeypot.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(0);
    await expect(page.locator('[aria-hidden="true"]').filter({ has: honeypot })).toHaveCount(1);
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Email Address").fill("bot@example.com");
    await page.getByLabel("Message").fill("Cheap pills");
    await honeypot.fill("http://spam.example", { force: true });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "hidden anti-spam field" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
    await context.close();

    const adminContext = await browser.newContext({ baseURL: process.env.APP_URL });
    const admin = await adminContext.newPage();
    await signInAs(admin, e2eAdmin());
    await admin.goto("/admin/inbox");
    await expect(admin.getByRole("heading", { name: "Inbox", exact: true })).toBeVisible();
    await expect(admin.getByTestId("inbox-item").filter({ hasText: name })).toHaveCount(0);
    expect(outboxMailsWith(name)).toEqual([]);
    await adminContext.close();
  });

  test("the form works on a phone", async ({ browser }) => {
    const context = await browser.newContext({ viewport: phone, baseURL: process.env.APP_URL });
    const page = await context.newPage();
    await page.goto("/contact");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(phone.width);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
    await context.close();
  });
});

test.describe("rate limit", () => {
  test("refuses a second message from the same address within the hour", async ({ browser }) => {
    test.setTimeout(120_000);
    const server = await startServer({ env: { FORM_RATE_LIMIT_PER_HOUR: "1" } });
    try {
      const { context, page } = await noJsPage(browser, server.url);
      for (const attempt of [1, 2]) {
        await page.goto("/contact");
        await page.getByLabel("Full Name").fill(`Rita Rate ${attempt}`);
        await page.getByLabel("Email Address").fill("rita@example.com");
        await page.getByLabel("Message").fill("Another message");
        await page.getByRole("button", { name: "Send Message" }).click();
        if (attempt === 1) await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
      }
      await expect(
        page.getByRole("alert").filter({
          hasText: /You've sent several messages in a short time\. Please wait \d+ minutes? and try again\./,
        }),
      ).toBeVisible();
      await expect(page.getByLabel("Full Name")).toHaveValue("Rita Rate 2");
      expect(outboxMailsWith("Rita Rate 1", server.dataDir)).toHaveLength(1);
      expect(outboxMailsWith("Rita Rate 2", server.dataDir)).toHaveLength(0);
      await context.close();
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
