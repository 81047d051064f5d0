import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";

export type Credentials = { email: string; password: string; name: string };

export const e2eAdmin = (): Credentials => ({
  email: process.env.E2E_ADMIN_EMAIL!,
  password: process.env.E2E_ADMIN_PASSWORD!,
  name: process.env.E2E_ADMIN_NAME!,
});
export const e2eUser = (): Credentials => ({
  email: process.env.E2E_USER_EMAIL!,
  password: process.env.E2E_USER_PASSWORD!,
  name: process.env.E2E_USER_NAME!,
});

/**
 * Signs the page's browser context in through the auth API (cookies are shared
 * with the page), on the run's server or a spec's own (`base`). UI login itself is covered by the accounts tests.
 */
export async function signInAs(page: Page, who: Pick<Credentials, "email" | "password">, base = process.env.APP_URL!) {
  const response = await page.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email: who.email, password: who.password },
    headers: { Origin: base },
  });
  if (!response.ok()) throw new Error(`sign-in failed for ${who.email}: ${response.status()} ${await response.text()}`);
}

/** Logs in through the /login form, as a person would, and waits for the redirect away from /login. */
export async function loginViaForm(page: Page, who: Pick<Credentials, "email" | "password">, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** Decodes a quoted-printable mail body (soft line breaks and =XX bytes). */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/**
 * Waits for the newest outbox mail to `email` carrying a link to `/api/auth/<kind>` and returns the link.
 * `after` ignores older mails (ms since epoch, compared with the file name's timestamp).
 */
export async function waitForMailLink(
  email: string,
  kind: "verify-email" | "reset-password",
  options: { dataDir?: string; after?: number; timeoutMs?: number } = {},
): Promise<string> {
  const dir = path.join(options.dataDir ?? process.env.APP_DATA_DIR!, "outbox");
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  for (;;) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((file) => file.endsWith(`-${safe}.eml`) && Number(file.split("-")[0]) >= (options.after ?? 0))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), "utf8"));
      const link = text.match(new RegExp(`https?://[^\\s"<>]+/api/auth/${kind}[^\\s"<>]*`))?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no ${kind} mail for ${email} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Registers a verified user through the auth API and the mailed link (for tests that need a fresh account). */
export async function registerVerifiedUser(
  request: APIRequestContext,
  who: Credentials,
  options: { baseURL?: string; dataDir?: string } = {},
): Promise<Credentials> {
  const base = options.baseURL ?? process.env.APP_URL!;
  const started = Date.now() - 1000;
  const response = await request.post(`${base}/api/auth/sign-up/email`, {
    data: { email: who.email, password: who.password, name: who.name },
    headers: { Origin: base },
  });
  if (!response.ok()) throw new Error(`sign-up failed for ${who.email}: ${response.status()} ${await response.text()}`);
  const link = await waitForMailLink(who.email, "verify-email", { dataDir: options.dataDir, after: started });
  // Opened as a page, as from the mail (a subresource GET of the link verifies nothing).
  const verified = await request.get(link, {
    maxRedirects: 0,
    headers: { "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" },
  });
  if (verified.status() !== 302) throw new Error(`verification failed for ${who.email}: ${verified.status()}`);
  return who;
}

let uniqueCounter = 0;
/** A fresh email address for one test. */
export function uniqueEmail(prefix: string) {
  uniqueCounter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${uniqueCounter}@example.com`;
}
