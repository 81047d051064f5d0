import type { Page } from "@playwright/test";

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
 * with the page). UI login itself is covered by the accounts tests.
 */
export async function signInAs(page: Page, who: Credentials) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: who.email, password: who.password },
    headers: { Origin: process.env.APP_URL! },
  });
  if (!response.ok()) throw new Error(`sign-in failed for ${who.email}: ${response.status()} ${await response.text()}`);
}
