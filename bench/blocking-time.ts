/**
 * Blocking time and response to input of the interactive pages, beside a reading page's, in one run (issue 62;
 * `npm run bench:tbt`, which builds first, or `node bench/blocking-time.ts` on a build). Run it alone: it
 * measures CPU time, and another benchmark beside it would count in its figures.
 *
 * 1. **Total blocking time**: Lighthouse's (mobile: its simulated throttling, 4× CPU slow-down), the median of
 *    `--runs` (3) per page, the pages taken in turn round after round so a busy moment of the machine falls on
 *    all of them alike. Each page is compared with the reading page measured in the same run: the target is
 *    1.5× the reading page's, or 1.5× 150 ms when the reading page's is under 150 ms.
 * 2. **Interaction to next paint** at 4× CPU slow-down (Chromium's own throttling, through the DevTools
 *    protocol) of what issue 62 names: typing into the chat box (each key), choosing a quiz answer and saving the
 *    toolkit's health tracker. The Event Timing API reports each interaction's time from the input to the next
 *    paint after its handlers ran (what INP is); the worst of each is compared with 100 ms. The page is loaded and
 *    left to go quiet first, so what is measured is the answer to the reader, not hydration.
 *
 * `--pages quiz,chat` measures those (the reading page always; `all`: every interactive page, `interactivePages()`, checked against the build; default: the
 * five of DEFAULT_PAGES, about three minutes), `--runs 5` more runs, `--skip-tbt` or
 * `--skip-input` one half only. Prints two tables; exits 1 when a page is over either target.
 */
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "#tests/e2e/chromium.ts";
import { inputToPaint, INPUT_TO_PAINT_TARGET_MS, TYPED_FORMS } from "./typing.ts";
import { secretOfUri, totpCode } from "#tests/helpers/totp.ts";
import { kilobytes, routeScriptBytes, sharedRuntime } from "./script-bytes.ts";
import { cookieOf, startSeededServer } from "./seeded-server.ts";
import {
  DEFAULT_PAGES,
  interactivePages,
  unmeasuredRoutes,
  type BenchPage,
  type Prepared,
  type Who,
} from "./interactive-pages.ts";

/** The reading page's blocking time below which the target is 1.5× this instead (issue 62). */
export const BLOCKING_FLOOR_MS = 150;
/** How much more than the reading page (or the floor) an interactive page may block. */
export const BLOCKING_RATIO = 1.5;

// The full Chromium for Lighthouse, as bench/run-browser.ts: it measures the browser readers have.
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const chromeFlags = ["--headless=new", ...chromiumLaunchOptions.args];

/** The target for an interactive page, from the reading page's blocking time in the same run. */
export function blockingTarget(readingMs: number): number {
  return BLOCKING_RATIO * Math.max(readingMs, BLOCKING_FLOOR_MS);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Lighthouse's total blocking time of each page, `runs` rounds over all pages; the median of each. */
async function blockingTimes(
  base: string,
  pages: Record<string, BenchPage>,
  cookieFor: (as: Who) => Promise<string>,
  runs: number,
): Promise<{
  medians: Record<string, number>;
  all: Record<string, number[]>;
  shownAt: Record<string, string>;
  settings: string;
}> {
  const all: Record<string, number[]> = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  /** Where the page ended up, when a redirect took it elsewhere (then that page is what was measured). */
  const shownAt: Record<string, string> = {};
  let settings = "";
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    for (let round = 0; round < runs; round++) {
      for (const [name, page] of Object.entries(pages)) {
        for (let attempt = 0; attempt < 3; attempt++) {
          const result = await lighthouse(
            base + page.path,
            {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyAudits: ["total-blocking-time"],
              ...(page.as ? { extraHeaders: { Cookie: await cookieFor(page.as) } } : {}),
            },
            undefined,
          );
          const lhr = result!.lhr;
          if (lhr.runtimeError) {
            console.warn(`lighthouse ${name}: ${lhr.runtimeError.code}, retrying`);
            continue;
          }
          const throttling = lhr.configSettings.throttling;
          settings = `Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling, CPU ×${throttling.cpuSlowdownMultiplier}`;
          all[name]!.push(Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0));
          const landed = new URL(lhr.finalDisplayedUrl);
          if (landed.pathname + landed.search !== page.path) shownAt[name] = landed.pathname + landed.search;
          break;
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  const medians: Record<string, number> = {};
  for (const [name, values] of Object.entries(all)) {
    if (values.length === 0) throw new Error(`lighthouse could not measure ${name}`);
    medians[name] = median(values);
  }
  return { medians, all, shownAt, settings };
}

type Interaction = { worstMs: number; interactions: number };

/** Starts recording Event Timing entries (interactions of 16 ms or more; shorter ones are not reported). */
async function recordInteractions(page: Page) {
  await page.evaluate(() => {
    const entries: { id: number; duration: number }[] = [];
    (window as unknown as { __interactions: typeof entries }).__interactions = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId) entries.push({ id: entry.interactionId, duration: entry.duration });
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });
}

async function worstInteraction(page: Page, count: number): Promise<Interaction> {
  // Two frames and a pause: the last interaction's paint has happened and its entry been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(300);
  const entries = await page.evaluate(
    () => (window as unknown as { __interactions: { id: number; duration: number }[] }).__interactions,
  );
  return { worstMs: Math.max(16, ...entries.map((entry) => entry.duration)), interactions: count };
}

/**
 * A press where a finger would land: the control is found first, then the mouse goes down and up at its
 * centre, so the page measures its own answer and not Playwright's checks (which run in the page's thread).
 */
async function press(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error("the control is not shown");
  // Playwright's own lookup ran in the page's thread: let it settle, so it does not count as input delay.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Opens a page at 390 px, waits until it is quiet, then slows the CPU 4×. */
async function openSlowed(browser: Browser, url: string, cookie?: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page };
}

/** Choosing an answer on each of the quiz's first three questions (a click on the option, then Next). */
async function quizAnswer(browser: Browser, base: string): Promise<Interaction> {
  const { context, page } = await openSlowed(browser, `${base}/wellness-quiz/wellness-snapshot`);
  try {
    const answers = 3;
    await recordInteractions(page);
    for (let question = 0; question < answers; question++) {
      await press(page, page.getByRole("radio").nth(1));
      if (question < answers - 1) await press(page, page.getByRole("button", { name: "Next" }));
    }
    return await worstInteraction(page, answers * 2 - 1);
  } finally {
    await context.close();
  }
}

/** Saving a day in the toolkit's health tracker (its form's submit). */
async function toolkitSubmit(browser: Browser, base: string): Promise<Interaction> {
  const { context, page } = await openSlowed(browser, `${base}/wellness-toolkit?tab=tracker`);
  try {
    await page.getByLabel("Water (glasses)").fill("6");
    await page.getByLabel("Sleep (hours)").fill("7.5");
    await recordInteractions(page);
    await press(page, page.getByRole("button", { name: "Save Log" }));
    await page.getByText("Log Saved!").waitFor();
    return await worstInteraction(page, 1);
  } finally {
    await context.close();
  }
}

/** The worst interaction to next paint of each interaction issue 62 names, at 4× CPU slow-down. */
async function responseToInput(base: string, cookieFor: (as: "admin" | "user") => string) {
  const results: Record<string, Interaction | { error: string }> = {};
  const typed = await inputToPaint(base, cookieFor, { "chat: typing": TYPED_FORMS["chat message"]! });
  const chat = typed["chat: typing"]!;
  results["chat: typing"] = "error" in chat ? chat : { worstMs: chat.worstMs, interactions: chat.keys };
  const browser = await chromium.launch({ ...chromiumLaunchOptions, executablePath: chromePath });
  try {
    for (const [name, run] of [
      ["quiz: choosing an answer", quizAnswer],
      ["toolkit: saving the tracker", toolkitSubmit],
    ] as const) {
      try {
        results[name] = await run(browser, base);
      } catch (error) {
        results[name] = { error: error instanceof Error ? error.message.split("\n")[0]! : String(error) };
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Turns on an authenticator app for `member` (through the auth API, as the profile's security page does), and
 * returns a function that starts a fresh sign-in with her password and gives the cookie of the pending second
 * step: what a reader has when she opens /login/two-factor.
 */
async function withSecondFactor(base: string, member: { email: string; password: string }) {
  const session = await cookieOf(base, member);
  const post = (url: string, body: unknown, cookie: string) =>
    fetch(base + url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, Cookie: cookie },
      body: JSON.stringify(body),
    });
  const enabled = await post("/api/auth/two-factor/enable", { password: member.password }, session);
  if (!enabled.ok) throw new Error(`two-factor enable: ${enabled.status}`);
  const secret = secretOfUri(((await enabled.json()) as { totpURI: string }).totpURI);
  const confirmed = await post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) }, session);
  if (!confirmed.ok) throw new Error(`two-factor confirm: ${confirmed.status}`);
  return async () => {
    const signIn = await post("/api/auth/sign-in/email", { email: member.email, password: member.password }, "");
    if (!signIn.ok) throw new Error(`sign-in with a second factor: ${signIn.status}`);
    return signIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  };
}

async function firstArticle(base: string): Promise<string> {
  const html = await (await fetch(`${base}/articles`)).text();
  const match = /href="(\/articles\/[a-z0-9-]+)"/.exec(html);
  if (!match) throw new Error("no article linked from /articles");
  return match[1]!;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "3" },
      pages: { type: "string" },
      "skip-input": { type: "boolean" },
      "skip-tbt": { type: "boolean" },
    },
  });
  const runs = Number(values.runs);
  const chosen = values.pages?.split(",").map((name) => name.trim());
  const seeded = await startSeededServer({ prepare: "bench/seed-interactive.ts", extraMembers: 1 });
  let failed = false;
  try {
    const base = seeded.server.url;
    const secondFactor = await withSecondFactor(base, seeded.accounts.member1!);
    const cookieFor = async (as: Who) => (as === "second factor pending" ? secondFactor() : seeded.cookies[as]);
    const everyPage = interactivePages(seeded.prepared as Prepared);
    const interactive = Object.fromEntries(
      Object.entries(everyPage).filter(([name]) =>
        chosen?.includes("all") ? true : (chosen ?? DEFAULT_PAGES).includes(name),
      ),
    );
    const unknown = (chosen ?? []).filter((name) => name !== "all" && !everyPage[name]);
    if (unknown.length) throw new Error(`no such page: ${unknown.join(", ")}`);
    if (chosen?.includes("all")) {
      const missing = await unmeasuredRoutes(everyPage);
      if (missing.length) throw new Error(`hydrated routes with no page in interactivePages(): ${missing.join(", ")}`);
    }
    const pages: Record<string, BenchPage> = {
      "reading page (article)": { path: await firstArticle(base), route: "routes/articles/detail" },
    };
    Object.assign(pages, interactive);
    if (!values["skip-tbt"]) {
      const started = Date.now();
      const { medians, all, shownAt, settings } = await blockingTimes(base, pages, cookieFor, runs);
      const reading = medians["reading page (article)"]!;
      const target = blockingTarget(reading);
      console.log(
        `Total blocking time: ${settings}, median of ${runs}; ${Math.round((Date.now() - started) / 1000)} s`,
      );
      console.log(
        `The reading page blocks ${reading} ms: an interactive page's target is ${BLOCKING_RATIO} × max(${reading}, ${BLOCKING_FLOOR_MS}) = ${target} ms`,
      );
      // The bytes beside the time (bench/script-bytes.ts, from the build): the shared runtime every hydrated
      // page loads first, and each page's own code beyond it (brotli, as sent).
      const bytes = new Map((await routeScriptBytes()).map((route) => [route.id, route]));
      console.log(`Shared runtime: ${kilobytes(sharedRuntime().brotli)} KB brotli (every hydrated page)`);
      const short = (path: string) => (path.length > 60 ? `${path.slice(0, 57)}…` : path);
      console.table(
        Object.entries(pages).map(([name, page]) => {
          const ms = medians[name]!;
          if (name !== "reading page (article)" && ms > target) failed = true;
          return {
            page: name,
            path: short(shownAt[name] ? `${page.path} → ${shownAt[name]}` : page.path),
            "KB own": name === "reading page (article)" ? 0 : kilobytes(bytes.get(page.route)?.ownBrotli ?? NaN),
            "TBT ms (median)": ms,
            runs: all[name]!.join(" / "),
            "× reading": Number((ms / Math.max(reading, 1)).toFixed(2)),
            "within target": name === "reading page (article)" ? "" : ms <= target ? "yes" : "NO",
          };
        }),
      );
    }
    if (!values["skip-input"]) {
      const input = await responseToInput(base, (as) => seeded.cookies[as]);
      console.log(
        `Interaction to next paint at 4× CPU slow-down (Chromium, 390 px), target ${INPUT_TO_PAINT_TARGET_MS} ms`,
      );
      console.table(
        Object.entries(input).map(([name, result]) => {
          if ("error" in result) {
            failed = true;
            return { interaction: name, "worst ms": NaN, interactions: 0, "within target": `error: ${result.error}` };
          }
          const within = result.worstMs < INPUT_TO_PAINT_TARGET_MS;
          if (!within) failed = true;
          return {
            interaction: name,
            "worst ms": Math.round(result.worstMs),
            interactions: result.interactions,
            "within target": within ? "yes" : "NO",
          };
        }),
      );
    }
  } finally {
    await seeded.stop();
  }
  if (failed) process.exitCode = 1;
}
