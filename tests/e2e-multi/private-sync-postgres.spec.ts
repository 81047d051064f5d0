import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";
import { startPostgres, type PostgresServer } from "#tests/helpers/postgres.ts";
import { startBalancer, type Balancer } from "./balancer.ts";

/**
 * Private sync as an operator runs it: two production instances behind the round-robin balancer
 * (TRUST_PROXY=1), on PostgreSQL. A member saves a cycle entry while PostgreSQL is stopped: the entry is kept
 * in her browser, the failed send says so, and once the database is back the entry is sealed and stored;
 * nothing is lost, and the database holds no plain value of it.
 *
 * Its own PostgreSQL server: the shared fixture's cannot be stopped in the middle of the other tests.
 */
const root = path.resolve(import.meta.dirname, "../..");
const AUTH_SECRET = "private-sync-pg-e2e-secret-0123456789abcdef";
const PASSPHRASE = "lantern over a quiet harbour";

let postgres: PostgresServer;
let balancer: Balancer;
let a: RunningServer;
let b: RunningServer;
let member: { email: string; password: string };

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPostgres();
  balancer = await startBalancer();
  const env = {
    SITE_URL: balancer.url,
    TRUST_PROXY: "1",
    DATABASE_URL: postgres.url,
    AUTH_SECRET,
    LOG_LEVEL: "info",
    DATABASE_CONNECT_TIMEOUT_MS: "1500",
  };
  const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-sync-pg-seed-"));
  const output = execFileSync(process.execPath, ["tests/e2e/seed-users.ts"], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: seedDir },
    encoding: "utf8",
  });
  fs.rmSync(seedDir, { recursive: true, force: true });
  member = (JSON.parse(output) as Record<"user", { email: string; password: string }>).user;
  a = await startServer({ env });
  b = await startServer({ env });
  balancer.setTargets([
    { name: "a", url: a.url },
    { name: "b", url: b.url },
  ]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  for (const server of [a, b]) if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await balancer?.close();
  await postgres?.stop();
});

async function logPeriod(page: Page, start: string, flow: string, notes: string) {
  const form = page.getByRole("form", { name: "Log Your Cycle" });
  await form.getByLabel("Period started").fill(start);
  await form.getByLabel(flow, { exact: true }).check();
  await form.getByLabel("Notes").fill(notes);
  await form.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText(/has been saved\./).last()).toBeVisible();
}

const pending = (page: Page) =>
  page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem("wellnessPrivateSync") ?? "{}").pending ?? {}));

test("an entry saved while PostgreSQL is down is kept, then sealed and stored when it is back", async ({ browser }) => {
  const marker = `pg-marker-${Date.now().toString(36)}`;
  const context = await browser.newContext({ baseURL: balancer.url });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");

  await page.goto("/wellness-toolkit?tab=cycle");
  const panel = page.getByRole("region", { name: "Private sync" });
  await panel.getByLabel("Passphrase", { exact: true }).fill(PASSPHRASE);
  await panel.getByLabel("Confirm passphrase").fill(PASSPHRASE);
  await panel.getByRole("button", { name: "Turn on private sync" }).click();
  await page.getByRole("button", { name: "I have saved my recovery key" }).click();
  await expect(panel.getByText("Private sync is on")).toBeVisible();

  const sent = page.waitForResponse((r) => r.url().endsWith("/account/vault") && r.request().method() === "POST");
  await logPeriod(page, "2026-01-05", "Medium", `online ${marker}`);
  expect((await sent).status()).toBe(200);
  await expect.poll(() => pending(page)).toEqual([]);

  // PostgreSQL stops. The browser is online; the instances answer, the database does not.
  postgres.halt();
  const refused = page.waitForResponse((r) => r.url().endsWith("/account/vault") && r.request().method() === "POST");
  await logPeriod(page, "2026-02-03", "Heavy", `while down ${marker}`);
  expect((await refused).status()).toBeGreaterThanOrEqual(500);
  expect(await pending(page)).toEqual(["cycle:2026-02-03"]);
  // The entry is in her list on this device all along.
  await expect(page.getByRole("region", { name: "Your Entries" })).toContainText(`while down ${marker}`);

  // PostgreSQL is back. The browser sends what waits when it next comes online (here: a network change).
  postgres.restart();
  await expect.poll(async () => (await fetch(`${a.url}/healthz`)).status, { timeout: 30_000 }).toBe(200);
  await expect.poll(async () => (await fetch(`${b.url}/healthz`)).status, { timeout: 30_000 }).toBe(200);
  const arrived = page.waitForResponse(
    (r) => r.url().endsWith("/account/vault") && r.request().method() === "POST" && r.ok(),
  );
  await context.setOffline(true);
  await context.setOffline(false);
  await arrived;
  await expect.poll(() => pending(page)).toEqual([]);

  // Stored: two sealed records for her (two entries), no plain value in the database.
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const records = await client.query(
      `select count(*)::int as n from sealed_records r join "user" u on u.id = r.user_id where u.email = $1`,
      [member.email],
    );
    expect(records.rows[0].n).toBe(2);
    const dump = await client.query(`select r::text as row from sealed_records r`);
    expect(dump.rows.map((row) => row.row as string).filter((text) => text.includes(marker))).toEqual([]);
  } finally {
    await client.end();
  }

  // A second browser unlocks and sees both entries: nothing was lost.
  const second = await browser.newContext({ baseURL: balancer.url });
  const other = await second.newPage();
  await other.goto("/login");
  await other.getByLabel("Email").fill(member.email);
  await other.getByLabel("Password", { exact: true }).fill(member.password);
  await other.getByRole("button", { name: "Log In" }).click();
  await other.waitForURL((url) => url.pathname !== "/login");
  await other.goto("/wellness-toolkit?tab=cycle");
  const lock = other.getByRole("region", { name: "Private sync" });
  await lock.getByLabel("Passphrase", { exact: true }).fill(PASSPHRASE);
  await lock.getByRole("button", { name: "Unlock" }).click();
  const entries = other.getByRole("region", { name: "Your Entries" }).getByRole("listitem");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(`while down ${marker}`);
  await expect(entries.nth(1)).toContainText(`online ${marker}`);
  await second.close();
  await context.close();
  for (const server of [a, b]) expect(server.logs.join("")).not.toContain(marker);
});
