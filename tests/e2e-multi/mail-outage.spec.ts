import { expect, test } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { freePort, type RunningServer } from "#tests/e2e/server.ts";
import { uniqueEmail } from "#tests/e2e/auth-helpers.ts";
import { runWaitingJobsNow } from "./job-queue.ts";
import { createFreshDatabase, startOwnInstance, stopOwnInstance } from "./own-instance.ts";

/**
 * The mail server is down while a visitor signs up: the page says the confirmation mail is on its way
 * (not "sent"), the mail waits in the job queue, and once the mail server is back it arrives, with a
 * link that verifies the account.
 */
let instance: RunningServer | undefined;
let database: Awaited<ReturnType<typeof createFreshDatabase>> | undefined;
let smtp: SMTPServer | undefined;
let smtpPort = 0;
const received: { to: string[]; body: string }[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Reserved, but nothing listens yet: the instance's mail server is "down".
  smtpPort = await freePort();
  // Its own database: the suite's other instances (no SMTP_URL) would take the queued mail otherwise.
  database = await createFreshDatabase("mail_outage");
  instance = await startOwnInstance({
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Circle <no-reply@example.com>",
  });
});

test.afterAll(async () => {
  await stopOwnInstance(instance);
  await database?.drop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          body: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => smtp!.listen(smtpPort, "127.0.0.1", () => resolve()));
}

test("a sign-up while SMTP is down: the page says the mail is on its way, and it arrives once SMTP is back", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const base = instance!.url;
  const email = uniqueEmail("smtp-down");
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    await page.goto("/register");
    await page.getByLabel("Name").fill("Sam Outage");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("outage-pass-1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/email-confirmation/);
    await expect(page.locator("[data-sonner-toast]")).toContainText("Confirmation email on its way!");
    await expect(page.getByText("is on its way to")).toBeVisible();

    // The first try failed (nothing listens on the mail port): the queue says it will try again.
    await expect.poll(() => instance!.logs.join("").includes("mail not delivered yet"), { timeout: 15_000 }).toBe(true);
    await startSmtp();
    const started = Date.now();
    // Its retry is due within seconds, but the workers would find it at their next backstop poll: run it now.
    // (Polled: the log line comes just before pg-boss records the failed try.)
    await expect
      .poll(() => runWaitingJobsNow(database!.url, "mail"), { message: "the mail waits in the queue", timeout: 15_000 })
      .toBe(1);
    await expect
      .poll(() => received.some((mail) => mail.to.includes(email)), { timeout: 30_000, intervals: [250] })
      .toBe(true);
    console.log(`the queued mail arrived ${Math.round((Date.now() - started) / 1000)} s after SMTP came back`);

    const body = received
      .find((mail) => mail.to.includes(email))!
      .body.replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    const link = body.match(/https?:\/\/[^\s"<>]+\/api\/auth\/verify-email[^\s"<>]*/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/auth\/verify/);
  } finally {
    await context.close();
  }
});
