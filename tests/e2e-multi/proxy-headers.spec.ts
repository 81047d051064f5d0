import { expect, test } from "@playwright/test";
import type { RunningServer } from "#tests/e2e/server.ts";
import { e2eUser, uniqueEmail } from "#tests/e2e/auth-helpers.ts";
import { startBalancer, type Balancer, type HeaderMode } from "./balancer.ts";
import { selfSignedCertificate, startOwnInstance, stopOwnInstance } from "./own-instance.ts";

/**
 * Three common proxy set-ups that lose or change the public origin on the way in: `Host $host` (no port),
 * no X-Forwarded-Proto behind TLS, and nginx's default Host (the upstream's name). An instance behind a
 * TLS proxy (SITE_URL https://…) takes browser form posts (log in, newsletter) in every one of them: the
 * request URL is built on SITE_URL, not on the headers.
 */
const SITE_NAME = "Circle Behind A Proxy";
let balancer: Balancer;
let instance: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  balancer = await startBalancer({ tls: selfSignedCertificate() });
  instance = await startOwnInstance({ SITE_URL: balancer.url, TRUST_PROXY: "1", SITE_NAME: SITE_NAME });
  balancer.setTargets([{ name: "P", url: instance.url }]);
});

test.afterAll(async () => {
  await stopOwnInstance(instance);
  await balancer?.close();
});

const modes: HeaderMode[] = ["forwarded", "host-without-port", "no-forwarded-proto", "upstream-host"];

for (const mode of modes) {
  test(`behind a TLS proxy sending ${mode} headers, the log-in and newsletter forms work`, async ({ browser }) => {
    balancer.setHeaderMode(mode);
    const context = await browser.newContext({ baseURL: balancer.url, ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      await page.goto("/login");
      await page.getByLabel("Email").fill(e2eUser().email);
      await page.getByLabel("Password", { exact: true }).fill(e2eUser().password);
      await page.getByRole("button", { name: "Log In" }).click();
      await expect(page).not.toHaveURL(/\/login/);
      expect((await context.cookies()).some((cookie) => cookie.name.startsWith("__Secure-") && cookie.secure)).toBe(
        true,
      );

      // The newsletter form of the footer, as a plain POST (no JavaScript).
      const visitor = await browser.newContext({
        baseURL: balancer.url,
        ignoreHTTPSErrors: true,
        javaScriptEnabled: false,
      });
      const reader = await visitor.newPage();
      await reader.goto("/about");
      // SITE_NAME names the site in the title, the header and the footer.
      await expect(reader).toHaveTitle(`About Us | ${SITE_NAME}`);
      await expect(reader.getByRole("banner")).toContainText(SITE_NAME);
      const footer = reader.getByRole("contentinfo");
      await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} ${SITE_NAME}`);
      await footer.getByLabel("Your address for our newsletter").fill(uniqueEmail(`proxy-${mode}`));
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await expect(reader.getByRole("heading", { name: "Check Your Inbox!" })).toBeVisible();
      await visitor.close();
    } finally {
      await context.close();
    }
  });
}
