import fs from "node:fs";
import type { Page } from "@playwright/test";
import { secretOfUri, totpCode } from "#tests/helpers/totp.ts";
import { loginViaForm, registerVerifiedUser, uniqueEmail, type Credentials } from "./auth-helpers.ts";
import { freePort, startServer } from "./server.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations } from "./axe.ts";

/**
 * The data download, deleting the account, and signing in with a second factor on the no-JavaScript code
 * screen. (Health data following her between browsers is private sync's: private-sync.spec.ts.)
 */

async function newMember(page: Page, name: string): Promise<Credentials> {
  return registerVerifiedUser(page.request, {
    email: uniqueEmail(name.toLowerCase()),
    password: `${name.toLowerCase()}-pass-1`,
    name,
  });
}

test("download my data, then delete my account with her password; she cannot log in again", async ({ page }) => {
  const who = await newMember(page, "Dana");
  await loginViaForm(page, who);
  await page.goto("/profile");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^wellness-circle-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(file.account.email).toBe(who.email);
  expect(file.profile.fullName).toBe("Dana");

  await page.getByLabel("Your password").fill("not-her-password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  // The answer is under the field and in a toast: the same words twice, so each is looked for in its place
  // (one search for the words met both once the toast was up, and failed as ambiguous).
  const wrongPassword = "That password is not right. Your account was not deleted.";
  await expect(page.locator("#delete-account-password-error")).toHaveText(wrongPassword);
  await expect(page.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("region", { name: /^Notifications/ }).getByText(wrongPassword)).toBeVisible();
  await page.getByLabel("Your password").fill(who.password);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByText("Account Deleted")).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a member with an authenticator app signs in with password, then the code", async ({ page }) => {
    const who = await newMember(page, "Tess");
    // Set up through the auth API with her session (the profile's page is covered by integration tests).
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: who.email, password: who.password },
      headers: { Origin: process.env.APP_URL! },
    });
    expect(signIn.ok()).toBe(true);
    const enabled = await page.request.post("/api/auth/two-factor/enable", {
      data: { password: who.password },
      headers: { Origin: process.env.APP_URL! },
    });
    const secret = secretOfUri((await enabled.json()).totpURI);
    const confirmed = await page.request.post("/api/auth/two-factor/verify-totp", {
      data: { code: totpCode(secret, Date.now() - 30_000) },
      headers: { Origin: process.env.APP_URL! },
    });
    expect(confirmed.ok()).toBe(true);
    await page.context().clearCookies();

    await page.goto("/login");
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password", { exact: true }).fill(who.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL((url) => url.pathname === "/login/two-factor");
    await expect(page.getByRole("heading", { name: "Two-Step Verification" })).toBeVisible();
    // The password alone made no session.
    expect((await page.request.get("/api/auth/get-session").then((r) => r.text())).trim()).toBe("null");

    await page.getByLabel("Authentication code").fill("000000" === totpCode(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("That code is not right. Please try again.").first()).toBeVisible();

    await page.getByLabel("Authentication code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    await expect(page.getByText(who.email).first()).toBeVisible();
  });
});

test("the new account screens have no axe violations", async ({ page }) => {
  // Three pages under axe plus a sign-in: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const who = await newMember(page, "Alma");
  await loginViaForm(page, who);
  for (const path of ["/profile", "/profile/security"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
  // The authenticator setup step (secret, confirm form, recovery codes).
  await page.getByLabel("Your password").fill(who.password);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByTestId("totp-secret")).toBeVisible();
  await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  expect(await axeViolations(page), "authenticator setup").toEqual([]);
  // Confirmed with the code the app would show: two-factor is on.
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("Code from the app").fill(totpCode(secret, Date.now() - 30_000));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByText("Two-factor is on").first()).toBeVisible();

  // The code screen of the next sign-in.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname === "/login/two-factor");
  expect(await axeViolations(page), "/login/two-factor").toEqual([]);
});

test.describe("passkeys", () => {
  test("a member adds a passkey on the security page and signs in with it alone (Chromium's virtual authenticator)", async ({
    browser,
  }) => {
    // Starts its own server (up to a minute on a busy machine) before the browser part.
    test.setTimeout(180_000);
    // WebAuthn refuses an IP address as the relying party: this server's address is http://localhost:PORT.
    const port = await freePort();
    const server = await startServer({ port, env: { SITE_URL: `http://localhost:${port}` } });
    const base = `http://localhost:${port}`;
    const context = await browser.newContext({ baseURL: base });
    try {
      const page = await context.newPage();
      const who = await registerVerifiedUser(
        page.request,
        { email: uniqueEmail("pia"), password: "pia-pass-1", name: "Pia" },
        { baseURL: base, dataDir: server.dataDir },
      );
      const cdp = await context.newCDPSession(page);
      await cdp.send("WebAuthn.enable");
      await cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: {
          protocol: "ctap2",
          transport: "internal",
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });

      await loginViaForm(page, who);
      await page.goto("/profile/security");
      await page.getByRole("button", { name: "Add a passkey" }).click();
      await expect(page.getByText("Passkey added").first()).toBeVisible();
      await expect(page.getByRole("button", { name: /Remove passkey/ })).toHaveCount(1);

      await context.clearCookies();
      await page.goto("/login");
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await page.waitForURL((url) => url.pathname === "/profile");
      await expect(page.getByText(who.email).first()).toBeVisible();
    } finally {
      await context.close();
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
