import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumExecutable } from "#tests/e2e/chromium.ts";
import { freePort } from "#tests/e2e/server.ts";
import { newDataDir } from "#tests/helpers/data-dir.ts";

/**
 * `npm run dev` keeps the promise of README.md and docs/operations.md: an edit under app/ shows in the
 * running server without a restart (server render and, in the open page, hot module replacement),
 * an edit under server/ restarts it, the page cache is off, and the CSP (with the request's nonce)
 * still holds: the browser reports no violation while Vite's HMR client runs. Slow (it starts Vite
 * and a browser), so it runs once, in this file.
 */
const root = path.resolve(import.meta.dirname, "../..");
const routeFile = path.join(root, "app/routes/auth/login.tsx");
const serverFile = path.join(root, "server/dev.ts");
const TEXT = "Log in to your Wellness Circle account.";
const EDITED = "Log in to your Wellness Circle account (edited while running).";
/** The same words in the route's source, where the site's name is read from the setting. */
const SOURCE = "Log in to your ${siteNameWithoutArticle()} account.";
const EDITED_SOURCE = "Log in to your ${siteNameWithoutArticle()} account (edited while running).";

let child: ChildProcess;
let url = "";
let browser: Browser | undefined;
const logs: string[] = [];
const originalRoute = fs.readFileSync(routeFile, "utf8");
const dataDir = newDataDir("wellness-dev-");

const listeningLines = () =>
  logs
    .join("")
    .split("\n")
    .filter((line) => line.includes("is listening on")).length;

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (child.exitCode !== null) throw new Error(`npm run dev exited while waiting for ${what}:\n${logs.join("")}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${logs.join("").slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  expect(originalRoute).toContain(SOURCE);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // The developer's environment, not the test runner's (in-memory database, NODE_ENV=test, Vitest's flags).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: url,
    LOG_LEVEL: "info",
  };
  for (const name of Object.keys(env))
    if (name === "NODE_ENV" || name === "PGLITE_DIR" || name.startsWith("VITEST")) delete env[name];
  child = spawn("npm", ["run", "dev"], {
    cwd: root,
    detached: true,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
  await waitFor("the server", async () => (await fetch(`${url}/healthz`)).ok);
}, 180_000);

afterAll(async () => {
  fs.writeFileSync(routeFile, originalRoute);
  await browser?.close();
  if (child?.pid && child.exitCode === null) {
    // npm, node --watch and the server: the whole process group.
    process.kill(-child.pid, "SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("npm run dev", () => {
  it("renders with the page cache off and the CSP nonce on every script", async () => {
    const first = await fetch(`${url}/about`);
    const second = await fetch(`${url}/about`);
    expect(first.status).toBe(200);
    expect(second.headers.get("X-Page-Cache")).toBeNull();
    const login = await fetch(`${url}/login`);
    const csp = login.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("script-src 'self' 'nonce-");
    const html = await login.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // The first requests compile the routes they render (Vite): far slower than a production render.
  }, 120_000);

  it("shows an edit under app/ without a restart: in the next render and, hot, in the open page", async () => {
    browser = await chromium.launch({
      executablePath: chromiumExecutable,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
    });
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const hmrConnected = page.waitForEvent("console", {
      predicate: (message) => message.text().includes("[vite] connected"),
      timeout: 120_000,
    });
    await page.goto(`${url}/login`);
    await expect.poll(() => page.getByText(TEXT).isVisible(), { timeout: 60_000 }).toBe(true);
    await hmrConnected;
    // Hydrated (React Router's client router is up), so an update lands on the running tree.
    await page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter
          ?.state.initialized === true,
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForLoadState("networkidle");
    // A full reload would lose this.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const restartsBefore = listeningLines();

    fs.writeFileSync(routeFile, originalRoute.replace(SOURCE, EDITED_SOURCE));
    await expect.poll(() => page.getByText(EDITED).isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await (await fetch(`${url}/login`)).text()).toContain(EDITED);
    expect(listeningLines()).toBe(restartsBefore);
    expect(problems).toEqual([]);
    fs.writeFileSync(routeFile, originalRoute);
  }, 240_000);

  it("restarts when a file under server/ changes", async () => {
    const before = listeningLines();
    fs.writeFileSync(serverFile, fs.readFileSync(serverFile, "utf8"));
    await waitFor("the restart", async () => listeningLines() > before);
    await waitFor("the restarted server", async () => (await fetch(`${url}/healthz`)).ok);
  }, 180_000);
});
