import fs from "node:fs";
import { request as playwrightRequest, type Page } from "@playwright/test";
import {
  e2eAdmin,
  e2eUser,
  loginViaForm,
  registerVerifiedUser,
  signInAs,
  uniqueEmail,
  waitForMailLink,
} from "./auth-helpers.ts";
import { expect, phone, test } from "./fixtures.ts";
import { startServer } from "./server.ts";

const toast = (page: Page) => page.locator("[data-sonner-toast][data-removed=false][data-front=true]");

test("register → mail → verify (signed in there) → sign out → login → edit name and avatar → sign out", async ({
  page,
}) => {
  const email = uniqueEmail("reg");
  const started = Date.now() - 1000;
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Join the Circle" })).toBeVisible();
  const avatars = page.getByRole("radio");
  await expect(avatars).toHaveCount(10);
  await expect(avatars.first()).toBeChecked();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute(
    "placeholder",
    "Must be at least 6 characters",
  );
  await page.getByRole("img", { name: /^Avatar 3:/ }).click();
  await page.getByLabel("Name").fill("Rita Register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("rita-pass-1");
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(page).toHaveURL(`/email-confirmation?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { name: "Check Your Inbox!" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(toast(page)).toContainText("Confirmation email on its way!");
  await expect(toast(page)).toContainText("Please check your inbox to verify your account.");

  const link = await waitForMailLink(email, "verify-email", { after: started });
  expect(link.startsWith(process.env.APP_URL!)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await expect(page.getByRole("heading", { name: "Email Confirmed!" })).toBeVisible();
  // Opened in the browser that signed up: she is signed in there.
  await expect(page.getByText("Your email address has been verified and you are now logged in.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "My Profile" }).first()).toBeAttached();
  await page.getByRole("link", { name: "Go to My Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // Signed out, she logs in with the form.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("rita-pass-1");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(toast(page)).toContainText("Welcome back!");
  await expect(page.getByRole("banner").getByRole("link", { name: "My Profile" }).first()).toBeAttached();

  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("Role")).toHaveValue("User");
  await expect(page.getByRole("radio", { name: /^Avatar 3:/ })).toBeChecked();
  await page.getByLabel("Full Name").fill("Rita Renamed");
  await page.getByRole("img", { name: /^Avatar 8:/ }).click();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("Profile Updated!");
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Rita Renamed");
  await expect(page.getByRole("radio", { name: /^Avatar 8:/ })).toBeChecked();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText("Signed Out");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" }).first()).toBeAttached();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "You are not logged in." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");
});

test("forgot password → mail → new password → login with it", async ({ page }) => {
  const who = await registerVerifiedUser(page.request, {
    email: uniqueEmail("reset"),
    password: "old-pass-1",
    name: "Rosa Reset",
  });
  const started = Date.now() - 1000;
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The URL changes before the new page replaces the login form (whose field is also "Email").
  await expect(page.getByRole("heading", { name: "Forgot Password?" })).toBeVisible();
  await page.getByLabel("Email").fill(who.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    page.getByText("If an account exists for this email, you will receive a password reset link shortly."),
  ).toBeVisible();

  // The same neutral answer for an address without an account.
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    page.getByText("If an account exists for this email, you will receive a password reset link shortly."),
  ).toBeVisible();

  const link = await waitForMailLink(who.email, "reset-password", { after: started });
  await page.goto(link);
  await expect(page).toHaveURL(/\/update-password\?token=/);
  await page.getByLabel("New Password", { exact: true }).fill("new-pass-1");
  await page.getByLabel("Confirm New Password").fill("new-pass-2");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page)).toContainText("Passwords do not match");
  await page.getByLabel("New Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm New Password").fill("short");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page)).toContainText("Password too short");
  await page.getByLabel("New Password", { exact: true }).fill("new-pass-1");
  await page.getByLabel("Confirm New Password").fill("new-pass-1");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page).toHaveURL(/\/password-reset-confirmed$/);
  await expect(page.getByRole("heading", { name: "Password Reset Successful!" })).toBeVisible();
  await expect(toast(page)).toContainText("Password updated!");

  await page.getByRole("link", { name: "Log In Now" }).click();
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill("old-pass-1");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(toast(page)).toContainText("Sign in Failed");
  await loginViaForm(page, { email: who.email, password: "new-pass-1" });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(toast(page)).toContainText("Welcome back!");
});

test("a wrong password shows 'Sign in Failed' and no welcome", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(e2eUser().email);
  await page.getByLabel("Password", { exact: true }).fill("definitely-wrong");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(toast(page)).toContainText("Sign in Failed");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Welcome back!")).toHaveCount(0);
});

test("login returns to the page the user came from, else /admin for admins", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL("/login?redirectTo=%2Fadmin");
  await page.getByLabel("Email").fill(e2eAdmin().email);
  await page.getByLabel("Password", { exact: true }).fill(e2eAdmin().password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
});

test("a ghost session and an undecodable cookie end at /force-logout, then / after about 2 s", async ({
  page,
  browser,
}) => {
  const ghost = await registerVerifiedUser(page.request, {
    email: uniqueEmail("ghost"),
    password: "ghost-pass-1",
    name: "Gina Ghost",
  });
  await signInAs(page, ghost);
  await page.goto("/profile");
  await expect(page.getByLabel("Email")).toHaveValue(ghost.email);

  // An admin removes the user: the browser still holds the session cookie.
  const adminContext = await browser.newContext({ baseURL: process.env.APP_URL });
  await signInAs(await adminContext.newPage(), e2eAdmin());
  const users = await adminContext.request.get(
    "/api/auth/admin/list-users?searchValue=" + encodeURIComponent(ghost.email) + "&searchField=email",
  );
  const { users: found } = (await users.json()) as { users: { id: string }[] };
  const removed = await adminContext.request.post("/api/auth/admin/remove-user", {
    data: { userId: found[0]!.id },
    headers: { Origin: process.env.APP_URL! },
  });
  expect(removed.ok()).toBe(true);
  await adminContext.close();

  await page.goto("/about");
  await expect(page).toHaveURL(/\/force-logout$/);
  await expect(page.getByRole("heading", { name: "Session Invalid" })).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1200);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" }).first()).toBeAttached();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name.endsWith("wc.session_token"))).toBeUndefined();

  // A cookie that cannot be decoded goes the same way.
  await page
    .context()
    .addCookies([{ name: "wc.session_token", value: "garbage.notsigned", url: process.env.APP_URL! }]);
  await page.goto("/articles");
  await expect(page.getByRole("heading", { name: "Session Invalid" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
});

test("visitors and users are kept out of /admin", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL("/login?redirectTo=%2Fadmin");
  await signInAs(page, e2eUser());
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  // The server refuses the action whatever the client sends.
  const response = await page.request.post("/admin?index", {
    form: { userId: "anyone", role: "admin" },
    headers: { Origin: process.env.APP_URL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/");
});

test("an admin changes a role; it takes effect at once and the list reloads", async ({ page, browser }) => {
  const member = await registerVerifiedUser(page.request, {
    email: uniqueEmail("member"),
    password: "member-pass-1",
    name: "",
  });
  await signInAs(page, e2eAdmin());
  await page.goto("/admin");
  await expect(
    page.getByRole("tab", { name: "User Management" }).or(page.getByRole("link", { name: "User Management" })),
  ).toBeVisible();
  const row = page.getByTestId(`user-row-${member.email}`);
  await expect(row).toContainText("Not set");
  await expect(row.locator("[data-slot=badge]:visible")).toBeVisible();
  await expect(row.locator("img")).toHaveAttribute("src", `/avatars/initials/${encodeURIComponent(member.email)}`);
  await row.getByRole("combobox").selectOption("admin");
  await expect(toast(page)).toContainText("Success!");
  await expect(toast(page)).toContainText("User role has been updated.");
  await expect(row.locator("[data-slot=badge]:visible")).toBeVisible();

  // The promoted member sees the Dashboard link on their next request.
  const memberContext = await browser.newContext({ baseURL: process.env.APP_URL });
  const memberPage = await memberContext.newPage();
  await signInAs(memberPage, member);
  await memberPage.goto("/admin");
  await expect(memberPage).toHaveURL(/\/admin$/);
  await memberContext.close();

  await row.getByRole("combobox").selectOption("user");
  await expect(row.locator("[data-slot=badge]:visible")).toBeVisible();
});

test("the header shows 'Login', 'My Profile' and the admin 'Dashboard' from the first HTML", async ({ page }) => {
  const visitorHtml = await (await page.request.get("/about")).text();
  expect(visitorHtml).toContain(">Login</a>");
  expect(visitorHtml).not.toContain(">Loading<");
  await signInAs(page, e2eUser());
  const userHtml = await (await page.request.get("/about")).text();
  expect(userHtml).toContain(">My Profile</a>");
  expect(userHtml).not.toContain(">Dashboard</a>");
});

test.describe("on a phone", () => {
  test.use({ viewport: phone });
  test("the register page picks avatars five per row", async ({ page }) => {
    await page.goto("/register");
    const boxes = await Promise.all(
      (await page.getByRole("radio").all()).map((radio) => radio.locator("..").boundingBox()),
    );
    const rows = new Set(boxes.map((box) => Math.round(box!.y)));
    expect(rows.size).toBe(2);
  });
});

test.describe("with a fresh database and no admin", () => {
  test.describe.configure({ timeout: 180_000 });

  test("setup-admin works once from the logged link; the last admin cannot be demoted; sign-in is rate limited", async ({
    browser,
  }) => {
    const server = await startServer({ env: { AUTH_RATE_LIMIT_SCALE: "1", ADMIN_EMAIL: "owner@example.com" } });
    try {
      const line = server.logs
        .join("")
        .split("\n")
        .find((text) => text.includes("/setup-admin?token="));
      const setupUrl = line?.match(/https?:\/\/\S+\/setup-admin\?token=[A-Za-z0-9_-]+/)?.[0];
      expect(setupUrl, "the start-up log carries the setup link").toContain(`${server.url}/setup-admin?token=`);

      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      await page.goto(`${server.url}/setup-admin`);
      await expect(page.getByRole("heading", { name: "Setup Link Required" })).toBeVisible();

      await page.goto(setupUrl!);
      await expect(page.getByRole("heading", { name: "Admin Account Setup" })).toBeVisible();
      await expect(page.getByLabel("Admin Email")).toHaveValue("owner@example.com");
      await expect(page.getByLabel("Admin Email")).toHaveAttribute("readonly", "");
      await page.getByLabel("Full Name").fill("Olivia Owner");
      await page.getByLabel("Password", { exact: true }).fill("owner-pass-1");
      await page.getByRole("button", { name: "Create Admin & Login" }).click();
      await expect(page).toHaveURL(`${server.url}/admin`);
      await expect(toast(page)).toContainText("Admin Account Created!");

      // The only admin cannot demote herself: the select is disabled and the server refuses.
      const me = page.getByTestId("user-row-owner@example.com");
      await expect(me.getByRole("combobox")).toBeDisabled();
      const html = await (await page.request.get(`${server.url}/admin`)).text();
      const userId = html.match(/name="userId" value="([^"]+)"/)?.[1];
      const direct = await page.request.post(`${server.url}/admin?index`, {
        form: { userId: userId!, role: "user" },
        headers: { Origin: server.url },
      });
      expect(direct.status()).toBe(400);
      const viaAuthApi = await page.request.post(`${server.url}/api/auth/admin/set-role`, {
        data: { userId, role: "user" },
        headers: { Origin: server.url },
      });
      expect(viaAuthApi.status()).toBe(400);
      expect(((await viaAuthApi.json()) as { message: string }).message).toBe("The last admin cannot be demoted.");
      await page.reload();
      await expect(me.locator("[data-slot=badge]:visible")).toBeVisible();

      // The link is single-use: now setup is complete.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await otherPage.goto(setupUrl!);
      await expect(otherPage.getByRole("heading", { name: "Setup Complete" })).toBeVisible();
      await expect(otherPage.getByRole("button", { name: "Create Admin & Login" })).toHaveCount(0);
      const replay = await otherPage.request.post(setupUrl!, {
        form: { token: new URL(setupUrl!).searchParams.get("token")!, fullName: "Eve", password: "eve-pass-12" },
        headers: { Origin: server.url },
      });
      expect(replay.status()).toBe(403);
      await other.close();
      await context.close();

      // Rapid wrong passwords are cut off with 429 by the abuse limits.
      const api = await playwrightRequest.newContext();
      const statuses: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        const response = await api.post(`${server.url}/api/auth/sign-in/email`, {
          data: { email: "owner@example.com", password: `wrong-${i}` },
          headers: { Origin: server.url },
        });
        statuses.push(response.status());
      }
      await api.dispose();
      expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
