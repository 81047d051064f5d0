import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  e2eAdmin,
  e2eUser,
  loginViaForm,
  uniqueEmail,
  waitForMailLink,
  type Credentials,
} from "#tests/e2e/auth-helpers.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { connectChat } from "#tests/helpers/ws-client.ts";

/**
 * Two app instances, one PostgreSQL, one object store, one round-robin load
 * balancer (tests/e2e-multi/global-setup.ts): what a visitor does on one
 * instance holds on the other. Most tests address A and B directly to choose
 * which instance does what; the first goes through the balancer, as visitors do.
 */
const A = () => process.env.APP_URL!;
const B = () => process.env.APP_URL_B!;
const BALANCER = () => process.env.APP_SITE_URL!;
const SEEDED_ARTICLE = "better-sleep-backed-by-evidence-what-actually-helps";

/** Pages opened here (besides the fixture's `page`) fail the test on console errors too. */
const openedContexts: { context: BrowserContext; errors: string[] }[] = [];

async function newPage(
  browser: Browser,
  baseURL: string,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options });
  const errors: string[] = [];
  openedContexts.push({ context, errors });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of (400|401|403|404|429)/.test(message.text()))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return page;
}

test.afterEach(async () => {
  const opened = openedContexts.splice(0);
  await Promise.all(opened.map(({ context }) => context.close()));
  expect(
    opened.flatMap(({ errors }) => errors),
    "console errors on the other pages",
  ).toEqual([]);
});

/**
 * Signs a browser context in through the auth API of one instance. The auth API trusts only the
 * site's origin (SITE_URL, here the balancer), which is what a browser on the site sends.
 */
async function signInOn(page: Page, base: string, who: Credentials) {
  const response = await page.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email: who.email, password: who.password },
    headers: { Origin: BALANCER() },
  });
  if (!response.ok()) throw new Error(`sign-in on ${base} failed: ${response.status()} ${await response.text()}`);
}

function outboxMailsWith(dataDir: string, text: string): string[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8").replace(/=\r?\n/g, ""))
    .filter((mail) => mail.includes(text));
}

test("through a round-robin balancer, a new member registers, confirms, logs in and chats; both instances serve her", async ({
  browser,
}) => {
  const page = await newPage(browser, BALANCER());
  const servedBy = new Set<string>();
  page.on("response", (response) => {
    const instance = response.headers()["x-balanced-to"];
    if (instance) servedBy.add(instance);
  });
  const who = { email: uniqueEmail("balanced"), password: "balanced-pass-1", name: "Bea Balanced" };
  const started = Date.now() - 1000;
  await page.goto("/register");
  await page.getByLabel("Name").fill(who.name);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Inbox!" })).toBeVisible();

  // The mail was written by whichever instance took the sign-up; its link points at the site (the balancer).
  const link = await Promise.any(
    [process.env.APP_DATA_DIR!, process.env.APP_DATA_DIR_B!].map((dataDir) =>
      waitForMailLink(who.email, "verify-email", { dataDir, after: started }),
    ),
  );
  expect(link.startsWith(`${BALANCER()}/`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Email Confirmed!" })).toBeVisible();
  // Opened in the browser that signed up, the link signs her in there (decision 034), whichever instance took it.
  await expect(page.getByText("Your email address has been verified and you are now logged in.")).toBeVisible();
  await page.getByRole("link", { name: "Go to My Profile" }).click();
  await expect(page.getByLabel("Full Name")).toHaveValue(who.name);
  // Signed out, she logs in with the form, through the balancer again.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);

  await loginViaForm(page, who);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Welcome back!" })).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByLabel("Full Name")).toHaveValue(who.name);

  // A visitor reads the room live while she writes; their sockets go to the next instances in turn.
  const topic = "fitness-movement";
  const visitor = await newPage(browser, BALANCER());
  await visitor.goto(`/chat/${topic}`);
  await page.goto(`/chat/${topic}`);
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  await expect(visitor.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  const text = `Balanced hello ${Date.now()}`;
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.getByRole("log").locator("li", { hasText: text })).toContainText(who.name);

  expect([...servedBy].sort()).toEqual(["A", "B"]);
});

test("a session made on instance A is valid on instance B, and signing out on B ends it everywhere", async ({
  page,
  request,
}) => {
  await loginViaForm(page, e2eUser());
  // Cookies ignore ports: one cookie for 127.0.0.1 reaches both instances, as one site's cookie would behind a balancer.
  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session_token"));
  expect(session).toMatchObject({ domain: "127.0.0.1", httpOnly: true, sameSite: "Lax" });

  await page.goto(`${B()}/profile`);
  await expect(page).toHaveURL(`${B()}/profile`);
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue(e2eUser().name);
  await expect(page.getByLabel("Email")).toHaveValue(e2eUser().email);

  // Signing out on B revokes the session in the shared database: the old cookie no longer opens A.
  const cookie = `${session!.name}=${session!.value}`;
  const before = await request.get(`${A()}/profile`, { headers: { Cookie: cookie }, maxRedirects: 0 });
  expect(before.status()).toBe(200);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${B()}/`);
  const after = await request.get(`${A()}/profile`, { headers: { Cookie: cookie }, maxRedirects: 0 });
  expect(after.status()).toBe(302);
  // A cookie whose session is gone is a ghost session: sent to /force-logout.
  expect(after.headers().location).toBe("/force-logout");
  // The browser's own cookie went with the sign-out: A sees a visitor.
  await page.goto(`${A()}/profile`);
  await expect(page.getByRole("heading", { level: 2, name: "You are not logged in." })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveCount(0);
});

test("chat: a member on A and an admin on B in the same room see each other's messages and deletions live", async ({
  browser,
}) => {
  const topic = "menopause-hormones";
  const onA = await newPage(browser, A());
  const onB = await newPage(browser, B());
  await signInOn(onA, A(), e2eUser());
  await signInOn(onB, B(), e2eAdmin());
  await onA.goto(`/chat/${topic}`);
  await onB.goto(`/chat/${topic}`);
  for (const page of [onA, onB]) {
    await expect(page.getByRole("heading", { level: 1, name: "Menopause & Hormones" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  }

  const stamp = Date.now();
  const send = async (page: Page, text: string) => {
    await page.getByRole("textbox", { name: "Message" }).fill(text);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  };
  await send(onA, `Sent to A ${stamp}`);
  await expect(onB.getByRole("log").locator("li", { hasText: `Sent to A ${stamp}` })).toContainText(e2eUser().name);
  await send(onB, `Sent to B ${stamp}`);
  await expect(onA.getByRole("log").locator("li", { hasText: `Sent to B ${stamp}` })).toContainText(e2eAdmin().name);

  // The admin on B deletes the member's message: it disappears on A too.
  await onB
    .getByRole("log")
    .locator("li", { hasText: `Sent to A ${stamp}` })
    .getByRole("button", { name: /Delete message/ })
    .click();
  await expect(onA.getByRole("log").getByText(`Sent to A ${stamp}`)).toHaveCount(0);
  await expect(onB.getByRole("log").getByText(`Sent to A ${stamp}`)).toHaveCount(0);

  // A visitor on either instance reads the same history (server-rendered from the shared database).
  for (const base of [A(), B()]) {
    const visitor = await newPage(browser, base, { javaScriptEnabled: false });
    await visitor.goto(`/chat/${topic}`);
    await expect(visitor.getByText(`Sent to B ${stamp}`)).toBeVisible();
    await expect(visitor.getByText(`Sent to A ${stamp}`)).toHaveCount(0);
  }
});

test("rate limits are shared: contact messages sent to A count on B", async ({ browser }) => {
  const limit = Number(process.env.MULTI_FORM_LIMIT);
  const stamp = Date.now();
  const submit = async (base: string, attempt: number) => {
    const page = await newPage(browser, base, { javaScriptEnabled: false });
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill(`Multi Rate ${stamp} ${attempt}`);
    await page.getByLabel("Email Address").fill("multi-rate@example.com");
    await page.getByLabel("Message").fill("One message among several instances.");
    await page.getByRole("button", { name: "Send Message" }).click();
    return page;
  };
  for (let attempt = 1; attempt <= limit; attempt += 1) {
    const page = await submit(A(), attempt);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  }
  const refused = await submit(B(), limit + 1);
  await expect(
    refused
      .getByRole("alert")
      .filter({ hasText: /You've sent several messages in a short time\. Please wait \d+ minutes? and try again\./ }),
  ).toBeVisible();
  await expect(refused.getByLabel("Full Name")).toHaveValue(`Multi Rate ${stamp} ${limit + 1}`);
  await expect.poll(() => outboxMailsWith(process.env.APP_DATA_DIR!, `Multi Rate ${stamp}`).length).toBe(limit);
  expect(outboxMailsWith(process.env.APP_DATA_DIR_B!, `Multi Rate ${stamp}`)).toEqual([]);
});

test("an article edited on A is shown fresh by B at once, though B had the page cached", async ({
  browser,
  request,
}) => {
  const articlePath = `/articles/${SEEDED_ARTICLE}`;
  // Anonymous visitors get cached pages: warm both instances' caches.
  for (const base of [A(), B()]) {
    await request.get(`${base}${articlePath}`);
    const again = await request.get(`${base}${articlePath}`);
    expect(again.headers()["x-page-cache"], `page cache on ${base}`).toBe("hit");
  }

  const category = `Sleep Science ${Date.now()}`;
  const admin = await newPage(browser, A());
  await signInOn(admin, A(), e2eAdmin());
  await admin.goto(`${articlePath}/edit`);
  await admin.getByLabel("Category", { exact: true }).fill(category);
  await admin.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin).toHaveURL(new RegExp(`${articlePath}$`));
  await expect(admin.getByText(category)).toBeVisible();

  // Within seconds, far inside the 60 s cache lifetime, B serves the new version to visitors.
  await expect
    .poll(async () => (await (await request.get(`${B()}${articlePath}`)).text()).includes(category), {
      message: "B serves the edited article to visitors",
      timeout: 5_000,
    })
    .toBe(true);
  const visitor = await newPage(browser, B());
  await visitor.goto(articlePath);
  await expect(visitor.getByText(category)).toBeVisible();
  await visitor.goto("/articles");
  await expect(visitor.getByRole("main").getByText(category).first()).toBeVisible();
});

test("an image uploaded through A is served by B (shared object storage)", async ({ browser, request }) => {
  const admin = await newPage(browser, A());
  await signInOn(admin, A(), e2eAdmin());
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#7a4f6a" } })
    .png()
    .toBuffer();
  const upload = await admin.request.post("/api/uploads", {
    multipart: { file: { name: "shared.png", mimeType: "image/png", buffer: png } },
    headers: { Origin: A() },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  expect(url).toMatch(/^\/uploads\/public\//);
  const fromA = await request.get(`${A()}${url}`);
  const fromB = await request.get(`${B()}${url}`);
  expect(fromB.status()).toBe(200);
  expect(fromB.headers()["content-type"]).toMatch(/^image\//);
  expect(Buffer.compare(await fromB.body(), await fromA.body())).toBe(0);
});

test("each instance, directly and through the balancer, refuses chat sockets from a foreign origin and accepts the site's", async () => {
  // Through the balancer the sockets land on A and B in turn; the site's origin is SITE_URL there.
  for (const base of [A(), B(), BALANCER(), BALANCER()]) {
    const url = `${base.replace("http", "ws")}/ws/chat`;
    await expect(connectChat(url, { origin: "https://evil.example" })).rejects.toThrow("upgrade refused: 403");
    await expect(connectChat(url, { origin: "null" })).rejects.toThrow("upgrade refused: 403");
    const own = await connectChat(url, { origin: base });
    await own.next("ready");
    await own.close();
  }
});
