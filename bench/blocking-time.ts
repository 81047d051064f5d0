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

/** The reading page's blocking time below which the target is 1.5× this instead (issue 62). */
export const BLOCKING_FLOOR_MS = 150;
/** How much more than the reading page (or the floor) an interactive page may block. */
export const BLOCKING_RATIO = 1.5;

/** Who opens the page: a visitor (none), the seeded member or admin, or a member half-way through a sign-in
 * with a second factor (a fresh sign-in per visit, so the pending step never expires mid-run). */
type Who = "admin" | "user" | "second factor pending";
type BenchPage = { path: string; as?: Who; route: string };

/** What bench/seed-interactive.ts made for the pages that show a record (their addresses). */
type Prepared = Record<"article" | "revision" | "productRevision" | "person" | "issue" | "inboxItem", string>;

/**
 * Every interactive page: each route whose page hydrates (bench/script-bytes.ts reads that from the route's
 * handle), at an address that shows it, as the reader who can open it. `--pages all` checks this list against
 * the build and refuses to run when a hydrated route is missing from it.
 */
export function interactivePages(prepared: Prepared): Record<string, BenchPage> {
  const article = prepared.article;
  return {
    // The issue's pages, and sign-up: measured when `--pages` is not given.
    quiz: { route: "routes/quizzes/quiz", path: "/wellness-quiz/wellness-snapshot" },
    chat: { route: "routes/chat", path: "/chat/menopause-hormones", as: "user" },
    login: { route: "routes/auth/login", path: "/login" },
    register: { route: "routes/auth/register", path: "/register" },
    toolkit: { route: "routes/toolkit/wellness-toolkit", path: "/wellness-toolkit" },
    // Readers' other interactive pages.
    "quiz list": { route: "routes/quizzes/overview", path: "/wellness-quiz" },
    "doctor summary": { route: "routes/toolkit/doctor-summary", path: "/wellness-toolkit/doctor-summary" },
    contact: { route: "routes/contact", path: "/contact" },
    collaborate: { route: "routes/collaborate", path: "/collaborate" },
    community: { route: "routes/community", path: "/community" },
    usage: { route: "routes/usage", path: "/usage" },
    "article credits": { route: "routes/articles/credits", path: `${article}/editorial`, as: "admin" },
    "review credits": {
      route: "routes/product-reviews/credits",
      path: "/product-reviews/magnesium-glycinate/editorial",
      as: "admin",
    },
    // Accounts.
    "forgot password": { route: "routes/auth/forgot-password", path: "/forgot-password" },
    "update password": { route: "routes/auth/update-password", path: "/update-password", as: "user" },
    "password reset confirmed": { route: "routes/auth/password-reset-confirmed", path: "/password-reset-confirmed" },
    "email confirmation": { route: "routes/auth/email-confirmation", path: "/email-confirmation" },
    "email verify": { route: "routes/auth/verify", path: "/auth/verify" },
    "second factor": { route: "routes/auth/two-factor", path: "/login/two-factor", as: "second factor pending" },
    "force logout": { route: "routes/auth/force-logout", path: "/force-logout" },
    "setup admin": { route: "routes/auth/setup-admin", path: "/setup-admin" },
    profile: { route: "routes/profile", path: "/profile", as: "user" },
    "profile security": { route: "routes/profile-security", path: "/profile/security", as: "user" },
    // Editors.
    "add article": { route: "routes/articles/add", path: "/articles/add", as: "admin" },
    "edit article": { route: "routes/articles/edit", path: `${article}/edit`, as: "admin" },
    revisions: { route: "routes/articles/revisions", path: `${article}/revisions`, as: "admin" },
    revision: { route: "routes/articles/revision", path: prepared.revision, as: "admin" },
    "awaiting review": { route: "routes/articles/awaiting-review", path: "/awaiting-review", as: "admin" },
    "sign off": { route: "routes/articles/sign-off", path: `${article}/sign-off`, as: "admin" },
    "admin: users": { route: "routes/admin/users", path: "/admin", as: "admin" },
    "admin: inbox": { route: "routes/admin/inbox", path: "/admin/inbox", as: "admin" },
    "admin: inbox message": { route: "routes/admin/inbox-item", path: prepared.inboxItem, as: "admin" },
    "admin: content": { route: "routes/admin/content", path: "/admin/content", as: "admin" },
    "admin: new article": { route: "routes/admin/article-new", path: "/admin/articles/new", as: "admin" },
    "admin: people": { route: "routes/admin/people", path: "/admin/people", as: "admin" },
    "admin: new person": { route: "admin-person-new", path: "/admin/people/new", as: "admin" },
    "admin: person": { route: "admin-person-edit", path: prepared.person, as: "admin" },
    "admin: review queue": { route: "routes/admin/review-queue", path: "/admin/review-queue", as: "admin" },
    "admin: editorial settings": {
      route: "routes/admin/editorial-settings",
      path: "/admin/editorial-settings",
      as: "admin",
    },
    "admin: error reports": { route: "routes/admin/error-reports", path: "/admin/error-reports", as: "admin" },
    "admin: data migration": { route: "routes/admin/data-migration", path: "/admin/data-migration", as: "admin" },
    "admin: newsletter": { route: "routes/admin/newsletter", path: "/admin/newsletter", as: "admin" },
    "admin: new issue": { route: "routes/admin/newsletter-new", path: "/admin/newsletter/new", as: "admin" },
    "admin: issue": { route: "routes/admin/newsletter-issue", path: prepared.issue, as: "admin" },
    "admin: subscribers": {
      route: "routes/admin/newsletter-subscribers",
      path: "/admin/newsletter/subscribers",
      as: "admin",
    },
    "admin: reports": { route: "routes/admin/reports", path: "/admin/reports", as: "admin" },
    "admin: moderation": { route: "routes/admin/moderation", path: "/admin/moderation", as: "admin" },
    "admin: site figures": { route: "routes/admin/site-figures", path: "/admin/site-figures", as: "admin" },
    "admin: search words": { route: "routes/admin/search-words", path: "/admin/search-words", as: "admin" },
    "admin: catalogue": { route: "routes/admin/catalogue", path: "/admin/catalogue", as: "admin" },
    "admin: new product": { route: "routes/admin/catalogue-product-new", path: "/admin/catalogue/new", as: "admin" },
    "admin: product": {
      route: "routes/admin/catalogue-product",
      path: "/admin/catalogue/magnesium-glycinate",
      as: "admin",
    },
    "admin: product revisions": {
      route: "routes/admin/catalogue-revisions",
      path: "/admin/catalogue/magnesium-glycinate/revisions",
      as: "admin",
    },
    "admin: product revision": {
      route: "routes/admin/catalogue-revision",
      path: prepared.productRevision,
      as: "admin",
    },
    "product sign off": {
      route: "routes/product-reviews/sign-off",
      path: "/product-reviews/magnesium-glycinate/sign-off",
      as: "admin",
    },
    "admin: roundups": { route: "routes/admin/roundups", path: "/admin/roundups", as: "admin" },
    "admin: roundup order": {
      route: "routes/admin/roundup-order",
      path: "/admin/roundups/best-collagen-supplements",
      as: "admin",
    },
    "admin: interviews": { route: "routes/admin/interviews", path: "/admin/interviews", as: "admin" },
    "admin: interview": {
      route: "routes/admin/interview-edit",
      path: "/admin/interviews/elena-marsh-interview",
      as: "admin",
    },
    "admin: new interview": { route: "routes/admin/interview-new", path: "/admin/interviews/new", as: "admin" },
    "admin: conversation": {
      route: "routes/admin/interview-conversation",
      path: "/admin/interviews/elena-marsh-interview/conversation",
      as: "admin",
    },
    "admin: analytics": { route: "routes/admin/analytics", path: "/admin/analytics", as: "admin" },
  };
}

/**
 * Routes that hydrate but are not a page of their own, or whose hydrated state Lighthouse cannot measure: the
 * admin layout (every admin page above includes it); the article list, which hydrates only when the list failed
 * to load (for its error toast); an article, which hydrates only when there is none (for the spec's not-found
 * toast), and then answers 404, a document Lighthouse refuses to measure.
 */
const NOT_A_PAGE = new Set(["routes/admin/layout", "routes/articles/index", "routes/articles/detail"]);

/** Hydrated routes of the build that `pages` does not measure. */
export async function unmeasuredRoutes(pages: Record<string, BenchPage>): Promise<string[]> {
  const measured = new Set(Object.values(pages).map((page) => page.route));
  return (await routeScriptBytes())
    .filter((route) => route.hydrated !== "no" && !NOT_A_PAGE.has(route.id) && !measured.has(route.id))
    .map((route) => route.id);
}

/** Measured when `--pages` is not given: the issue's four and sign-up, in about three minutes (3 runs). */
export const DEFAULT_PAGES = ["quiz", "chat", "login", "toolkit", "register"];

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
