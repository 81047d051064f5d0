import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { registerVerifiedUser, uniqueEmail, type Credentials } from "./auth-helpers.ts";
import { SERVER_NODE_OPTIONS, startServer, type RunningServer } from "./server.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Private sync end to end, on a server of its own (its data folder, backups and log are searched): a
 * member's cycle entry with a unique note and symptoms never reaches the server, its log, a backup or any
 * request body in readable form; a second browser sees nothing until the passphrase, then exactly her
 * entries; a wrong passphrase shows nothing; an entry saved offline arrives after reconnecting; the
 * doctor summary is made with no request carrying her data.
 */
test.describe.configure({ mode: "serial", timeout: 420_000 });

const PASSPHRASE = "plum orchard at dawn";

async function browserDate(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  }, days);
}

/** Every request a context makes: its address and body, to be searched for the marker. */
function recordRequests(context: BrowserContext, into: string[]) {
  context.on("request", (request) => {
    into.push(`${request.method()} ${request.url()}\n${request.postData() ?? ""}`);
  });
}

async function login(page: Page, who: Credentials) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

async function openCycleTracker(page: Page) {
  await page.goto("/wellness-toolkit?tab=cycle");
  await expect(page.getByRole("heading", { name: "Cycle Tracker", level: 2 })).toBeVisible();
  await expect(page.getByLabel("Period started")).toBeEnabled();
}

async function logPeriod(page: Page, start: string, options: { flow: string; symptoms?: string[]; notes?: string }) {
  const form = page.getByRole("form", { name: "Log Your Cycle" });
  await form.getByLabel("Period started").fill(start);
  await form.getByLabel(options.flow, { exact: true }).check();
  for (const symptom of options.symptoms ?? []) await form.getByLabel(symptom, { exact: true }).check();
  if (options.notes) await form.getByLabel("Notes").fill(options.notes);
  await form.getByRole("button", { name: "Save Entry" }).click();
  // This save's own toast: the previous one stays in the page while it animates out, so a pattern
  // matching any saved period would find two.
  const shown = new Date(`${start}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(page.getByText(`Your period starting ${shown} has been saved.`)).toBeVisible();
}

/** Every file under a folder, read as bytes, with the ones holding `needle` (as UTF-8 or UTF-16) named. */
function filesContaining(dir: string, needle: string): { files: number; hits: string[] } {
  const hits: string[] = [];
  let files = 0;
  const utf8 = Buffer.from(needle, "utf8");
  const utf16 = Buffer.from(needle, "utf16le");
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        files += 1;
        const bytes = fs.readFileSync(full);
        if (bytes.includes(utf8) || bytes.includes(utf16)) hits.push(full);
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return { files, hits };
}

/** The base64 (or base64url) strings of a recorded request's body: what a sealed record is sent as. */
function encodedValues(recorded: string): string[] {
  const body = recorded.slice(recorded.indexOf("\n") + 1);
  return [...body.matchAll(/"([A-Za-z0-9+/_-]{24,}={0,2})"/g)].map((match) =>
    match[1]!.replace(/-/g, "+").replace(/_/g, "/"),
  );
}

let server: RunningServer;
let stopped = false;
let who: Credentials;
const requests: string[] = [];
const marker = `marker-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function newContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url });
  recordRequests(context, requests);
  return context;
}

test.beforeAll(async () => {
  // A first start creates the embedded database: slow on a busy machine.
  test.setTimeout(180_000);
  server = await startServer({ port: 4650 + Math.floor(Math.random() * 40) });
});

test.afterAll(async () => {
  if (!stopped) await server?.stop();
});

test("a member's sealed entries: a second browser needs her passphrase; offline saves arrive; nothing plain leaves", async ({
  browser,
}) => {
  const first = await newContext(browser);
  const page = await first.newPage();
  who = await registerVerifiedUser(
    page.request,
    { email: uniqueEmail("cycle"), password: "cycle-pass-1", name: "Cyra" },
    { baseURL: server.url, dataDir: server.dataDir },
  );
  await login(page, who);
  await openCycleTracker(page);

  // Sync is off until she sets it up: the passphrase twice, then the recovery key shown once.
  const panel = page.getByRole("region", { name: "Private sync" });
  await expect(panel.getByText("Sync is off")).toBeVisible();
  await panel.getByLabel("Passphrase", { exact: true }).fill(PASSPHRASE);
  await panel.getByLabel("Confirm passphrase").fill("something else entirely");
  await panel.getByRole("button", { name: "Turn on private sync" }).click();
  await expect(panel.getByText("The passphrases do not match.")).toBeVisible();
  await panel.getByLabel("Confirm passphrase").fill(PASSPHRASE);
  await panel.getByRole("button", { name: "Turn on private sync" }).click();
  const recoveryKey = (await page.getByTestId("recovery-key").textContent())!.trim();
  expect(recoveryKey).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/);
  await page.getByRole("button", { name: "I have saved my recovery key" }).click();
  await expect(page.getByRole("region", { name: "Private sync" }).getByText("Private sync is on")).toBeVisible();

  const start = await browserDate(page, -10);
  const sent = page.waitForResponse(
    (r) => r.url().endsWith("/account/vault") && r.request().method() === "POST" && r.ok(),
  );
  await logPeriod(page, start, { flow: "Heavy", symptoms: ["Cramps", "Night sweats"], notes: `note ${marker}` });
  await sent;

  // Offline: the entry is saved here and sent when the browser is back online.
  const offlineStart = await browserDate(page, -40);
  await first.setOffline(true);
  await logPeriod(page, offlineStart, { flow: "Light", symptoms: ["Acne"], notes: `offline ${marker}` });
  const pending = await page.evaluate(() => JSON.parse(localStorage.getItem("wellnessPrivateSync") ?? "{}").pending);
  expect(Object.keys(pending)).toEqual([`cycle:${offlineStart}`]);
  const arrived = page.waitForResponse(
    (r) => r.url().endsWith("/account/vault") && r.request().method() === "POST" && r.ok(),
  );
  await first.setOffline(false);
  await arrived;
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem("wellnessPrivateSync") ?? "{}").pending)),
    )
    .toEqual([]);

  // The doctor summary is made in the page: no request carries her data (checked with all requests below).
  const before = requests.length;
  await page.getByRole("link", { name: "Doctor summary" }).click();
  await expect(page.getByRole("heading", { name: "Cycle summary for my doctor" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Heavy");
  await expect(page.getByRole("table")).toContainText("Cramps, Night sweats");
  await expect(page.getByRole("table")).toContainText("30 days");
  expect(requests.slice(before).filter((r) => r.startsWith("POST"))).toEqual([]);

  // A second browser signed in as her: nothing until the passphrase; a wrong one shows nothing.
  const second = await newContext(browser);
  const other = await second.newPage();
  await login(other, who);
  await openCycleTracker(other);
  const lock = other.getByRole("region", { name: "Private sync" });
  await expect(lock.getByText("You have private data saved to your account (2 encrypted entries)")).toBeVisible();
  await expect(other.getByText("No entries yet.")).toBeVisible();
  await lock.getByLabel("Passphrase", { exact: true }).fill("plum orchard at dusk");
  await lock.getByRole("button", { name: "Unlock" }).click();
  await expect(lock.getByText("That passphrase is not the right one.")).toBeVisible();
  await expect(other.getByText("No entries yet.")).toBeVisible();
  expect(await other.evaluate(() => localStorage.getItem("cycleTrackerLog"))).toBeNull();
  await lock.getByLabel("Passphrase", { exact: true }).fill(PASSPHRASE);
  await lock.getByRole("button", { name: "Unlock" }).click();
  const entries = other.getByRole("region", { name: "Your Entries" }).getByRole("listitem");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(`note ${marker}`);
  await expect(entries.first()).toContainText("Cramps, Night sweats");
  await expect(entries.nth(1)).toContainText(`offline ${marker}`);
  await expect(entries.first()).toContainText("Heavy flow");
  await second.close();
  await first.close();

  // Nothing plain anywhere: request bodies and addresses, the server's log, its data folder and a backup.
  expect(requests.length).toBeGreaterThan(10);
  expect(requests.filter((r) => r.includes(marker))).toEqual([]);
  expect(requests.filter((r) => /Night sweats|night-sweats|"heavy"/.test(r))).toEqual([]);
  // Nor merely encoded: every base64 value sent, decoded, holds no marker either (ciphertext decodes to noise).
  const decoded = requests.flatMap((r) => encodedValues(r)).map((value) => Buffer.from(value, "base64").toString());
  expect(decoded.length).toBeGreaterThan(0);
  expect(decoded.filter((text) => text.includes(marker) || /night-sweats|"heavy"/.test(text))).toEqual([]);
  await server.stop();
  expect(server.logs.join("")).not.toContain(marker);
  const data = filesContaining(server.dataDir, marker);
  expect(data.files).toBeGreaterThan(10);
  expect(data.hits).toEqual([]);
  const backup = execFileSync(process.execPath, [...SERVER_NODE_OPTIONS, "scripts/backup.ts"], {
    env: { ...process.env, DATA_DIR: server.dataDir, NODE_ENV: "production" },
    encoding: "utf8",
  });
  const archive = /Backup written to (\S+) /.exec(backup)?.[1];
  expect(archive).toBeTruthy();
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), "cycle-backup-"));
  execFileSync("tar", ["-xzf", archive!, "-C", unpacked]);
  const database = path.join(unpacked, "database.tar.gz");
  if (fs.existsSync(database)) execFileSync("tar", ["-xzf", database, "-C", unpacked]);
  const backedUp = filesContaining(unpacked, marker);
  expect(backedUp.files).toBeGreaterThan(10);
  expect(backedUp.hits).toEqual([]);
  stopped = true;
});
