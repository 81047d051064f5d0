/**
 * npm run bench — builds first (the npm script does), then, on a fresh temporary embedded database:
 *  1. Memory: PSS of the server and every process it started (bench/memory.ts) after its first start.
 *  2. HTTP: each cached page (home, article, review, chat room for visitors) beside a static server
 *     (nginx when installed, else bench/static-server.ts) serving the same bytes, in the same run: wrk
 *     when installed, else autocannon; --connections (50) for --duration s; no compression. Requests carry
 *     a browser's user agent, so each one is counted by the visit statistics (ANALYTICS=on, the default).
 *     Then the cached article once more with counting on, and with the server restarted with
 *     ANALYTICS=off, side by side.
 *  3. Memory after a burst of mixed anonymous traffic (cached pages, hydrated pages, search, cache
 *     bypasses with random query parameters), and its peak during the burst.
 *  4. With PostgreSQL binaries installed (tests/helpers/postgres.ts): the Node process's PSS after the
 *     same burst on PostgreSQL (the database server is not the site's child, so not counted).
 *  5. Page weight (JS/CSS gzip) and Lighthouse (mobile preset, system Chromium, the median of
 *     --lighthouse-runs runs) of the home, article, review, quiz, chat, toolkit, login and an admin page
 *     (signed in as an admin seeded into the database).
 *  6. Every performance target, met or not met, from this run's figures.
 * Prints tables and writes bench/results.json. The machine's load average is printed: figures taken on a
 * busy machine are lower, but the page/static ratio is measured in the same conditions.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";
import { findPostgresBin, startPostgres } from "#tests/helpers/postgres.ts";
import { measure, startStaticServer, type Throughput } from "./load-tools.ts";
import { megabytes, pssTree } from "./memory.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "burst-duration": { type: "string", default: "20" },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-postgres": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "3" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const burstSeconds = Number(values["burst-duration"]);
const lighthouseRuns = Math.max(1, Number(values["lighthouse-runs"]));
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const root = path.resolve(import.meta.dirname, "..");
/** A reader's browser: a request without a user agent (or a bot's) is not counted by the visit statistics. */
const READER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => os.loadavg().map((value) => value.toFixed(2)).join(" ");

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverageAtStart: load(),
  duration,
  connections,
};

async function firstLink(base: string, listPath: string, prefix: string): Promise<string> {
  const html = await (await fetch(base + listPath)).text();
  const match = new RegExp(`href="(${prefix}/[a-z0-9-]+)"`).exec(html);
  if (!match) throw new Error(`no link under ${prefix} on ${listPath}`);
  return match[1]!;
}

/** Mixed anonymous traffic for `seconds`: cached pages, hydrated pages, search, random cache bypasses. */
async function burst(base: string, paths: string[], seconds: number, pid?: number) {
  let peak = 0;
  const timer = pid ? setInterval(() => (peak = Math.max(peak, pssTree(pid).total)), 500) : undefined;
  let counter = 0;
  const run = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          counter += 1;
          const pathname = paths[counter % paths.length]!;
          // One request in five bypasses the page cache (an unknown query parameter renders the page).
          return { ...request, path: counter % 5 === 0 ? `${pathname}${pathname.includes("?") ? "&" : "?"}utm_source=${counter}` : pathname };
        },
      },
    ],
  });
  if (timer) clearInterval(timer);
  return { requests: run.requests.total, rps: Math.round(run.requests.average), non2xx: run.non2xx, errors: run.errors, peak };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-bench-"));
let server: RunningServer | undefined;
try {
  // 1. Memory after the first start (empty data folder: migrations and seeding happen now).
  server = await startServer({ dataDir, env: { LOG_LEVEL: "warn" } });
  await sleep(5000);
  const atRest = pssTree(server.child.pid!);
  const base = server.url;

  const pages = {
    home: "/",
    article: await firstLink(base, "/articles", "/articles"),
    review: await firstLink(base, "/product-reviews", "/product-reviews"),
    chat: "/chat/menopause-hormones",
  };
  const interactive = {
    quiz: "/wellness-quiz/wellness-snapshot",
    toolkit: "/wellness-toolkit",
    login: "/login",
    admin: "/admin/articles/new",
  };
  results.pages = { ...pages, ...interactive };

  // 2. Each cached page beside a static server serving its very bytes (identity, as the site sends them).
  const bytes: Record<string, Buffer> = {};
  for (const [name, pathname] of Object.entries(pages)) {
    await fetch(base + pathname);
    const answer = await fetch(base + pathname, { headers: { "Accept-Encoding": "identity" } });
    if (answer.headers.get("x-page-cache") !== "hit") throw new Error(`${pathname} is not served from the page cache`);
    bytes[`${name}.html`] = Buffer.from(await answer.arrayBuffer());
  }
  const staticServer = await startStaticServer(bytes);
  const http: Record<string, { site: Throughput; static: Throughput; ratio: number; bytes: number }> = {};
  try {
    for (const [name, pathname] of Object.entries(pages)) {
      const site = await measure(base + pathname, connections, duration, READER);
      const reference = await measure(`${staticServer.base}/${name}.html`, connections, duration, READER);
      http[name] = { site, static: reference, ratio: Number((site.rps / reference.rps).toFixed(3)), bytes: bytes[`${name}.html`]!.length };
    }
  } finally {
    await staticServer.stop();
  }
  results.http = { staticServer: staticServer.kind, loadAverage: load(), pages: http };

  // 2b. The cached article with the visit statistics counting (ANALYTICS=on) and off, on the same data folder
  // and port: on, then the server restarted with ANALYTICS=off, then on again (a busy machine drifts; the
  // two "on" runs around the "off" one show by how much). Each run after a restart is warmed first.
  const restartWith = async (analytics: "on" | "off") => {
    await server!.stop();
    server = await startServer({ dataDir, port: server!.port, env: { LOG_LEVEL: "warn", ANALYTICS: analytics } });
    await fetch(base + pages.article);
    await fetch(base + pages.article, { headers: READER });
  };
  const countingOn = await measure(base + pages.article, connections, duration, READER);
  await restartWith("off");
  const countingOff = await measure(base + pages.article, connections, duration, READER);
  await restartWith("on");
  const countingOnAgain = await measure(base + pages.article, connections, duration, READER);
  const onMean = (countingOn.rps + countingOnAgain.rps) / 2;
  results.analytics = {
    page: pages.article,
    loadAverage: load(),
    countingOn,
    countingOff,
    countingOnAgain,
    onOffRatio: Number((onMean / countingOff.rps).toFixed(3)),
  };


  // 3. Memory after a burst of mixed anonymous traffic.
  const mixed = [...Object.values(pages), "/about", "/articles", "/product-reviews", "/search?q=sleep", ...Object.values(interactive).slice(0, 3), "/community", "/no-such-page"];
  const burstResult = await burst(base, mixed, burstSeconds, server.child.pid!);
  await sleep(3000);
  const afterLoad = pssTree(server.child.pid!);
  results.memory = {
    database: "embedded (PGlite)",
    atRestMB: megabytes(atRest.total),
    afterLoadMB: megabytes(afterLoad.total),
    peakDuringBurstMB: megabytes(burstResult.peak),
    processes: afterLoad.processes.map((p) => ({ ...p, pss: megabytes(p.pss) })),
    burst: { ...burstResult, peak: undefined },
  };

  // 4. The Node process on PostgreSQL, after the same burst.
  if (!values["skip-postgres"] && !process.env.DATABASE_URL && findPostgresBin()) {
    const postgres = await startPostgres();
    const pgServer = await startServer({ env: { LOG_LEVEL: "warn", DATABASE_URL: postgres.url } });
    try {
      await sleep(3000);
      const pgRest = pssTree(pgServer.child.pid!);
      const pgBurst = await burst(pgServer.url, mixed, burstSeconds, pgServer.child.pid!);
      await sleep(3000);
      const pgAfter = pssTree(pgServer.child.pid!);
      results.memoryPostgres = { atRestMB: megabytes(pgRest.total), afterLoadMB: megabytes(pgAfter.total), peakDuringBurstMB: megabytes(pgBurst.peak) };
    } finally {
      await pgServer.stop();
      fs.rmSync(pgServer.dataDir, { recursive: true, force: true });
      await postgres.stop();
    }
  } else if (process.env.DATABASE_URL) {
    results.memoryPostgres = { atRestMB: megabytes(atRest.total), afterLoadMB: megabytes(afterLoad.total), peakDuringBurstMB: megabytes(burstResult.peak) };
  }

  // 5. An admin for the admin page: seeded into the data folder while the server is stopped.
  await server.stop();
  const seeded = JSON.parse(
    execFileSync(process.execPath, ["tests/e2e/seed-users.ts"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      encoding: "utf8",
    }),
  ) as Record<"admin", { email: string; password: string }>;
  server = await startServer({ dataDir, env: { LOG_LEVEL: "warn" } });
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email: seeded.admin.email, password: seeded.admin.password }),
  });
  if (signIn.status !== 200) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const adminCookie = signIn.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
  const all = { ...pages, ...interactive };
  const cookieFor = (name: string) => (name === "admin" ? adminCookie : undefined);

  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((f) => !f.startsWith("--headless")) });
  const weight: Record<string, { js: number; css: number; requests: number }> = {};
  for (const [name, urlPath] of Object.entries(all)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: cookieFor(name) ? { Cookie: cookieFor(name)! } : {} });
    const page = await context.newPage();
    const assets: { url: string; type: string }[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type === "script" || type === "stylesheet") assets.push({ url: response.url(), type });
    });
    await page.goto(server.url + urlPath, { waitUntil: "networkidle" });
    let js = 0;
    let css = 0;
    for (const asset of assets) {
      const body = Buffer.from(await (await fetch(asset.url)).arrayBuffer());
      const size = zlib.gzipSync(body, { level: 6 }).length;
      if (asset.type === "script") js += size;
      else css += size;
    }
    weight[name] = { js, css, requests: assets.length };
    await context.close();
  }
  await browser.close();
  results.pageWeight = weight;

  const scores: Record<string, Record<string, number>> = {};
  if (!values["skip-lighthouse"]) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      for (const [name, urlPath] of Object.entries(all)) {
        const runs = [];
        for (let attempt = 0; runs.length < lighthouseRuns && attempt < lighthouseRuns + 2; attempt++) {
          const cookie = cookieFor(name);
          const lhr = (await lighthouse(server.url + urlPath, { port: chrome.port, output: "json", logLevel: "error", ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) }))!.lhr;
          if (lhr.runtimeError) console.warn(`lighthouse ${name}: ${lhr.runtimeError.code}, retrying`);
          else runs.push(lhr);
        }
        if (!runs.length) throw new Error(`lighthouse could not measure ${name}`);
        runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
        const lhr = runs[Math.floor(runs.length / 2)]!;
        scores[name] = {
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
          fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
          runs: runs.length,
        };
      }
    } finally {
      await chrome.kill();
    }
    results.lighthouse = { loadAverage: load(), scores };
  }

  // Print.
  console.log(`\nMachine: ${os.cpus().length} CPUs, load average at start ${results.loadAverageAtStart as string}, now ${load()}`);
  console.log(`\nHTTP: cached pages vs ${staticServer.kind} on the same bytes (${connections} connections, ${duration} s each, no compression, ${Object.values(http)[0]?.site.tool})`);
  console.table(
    Object.fromEntries(
      Object.entries(http).map(([name, row]) => [
        name,
        { bytes: row.bytes, "site req/s": row.site.rps, "site p99 ms": row.site.p99, "static req/s": row.static.rps, "static p99 ms": row.static.p99, "site/static": `${(row.ratio * 100).toFixed(1)} %`, errors: row.site.errors + row.site.non2xx },
      ]),
    ),
  );
  console.log(`\nThe cached article with the visit statistics counting and off (ANALYTICS), ${connections} connections, ${duration} s each`);
  const runRow = (run: typeof countingOn) => ({ "req/s": run.rps, "p50 ms": run.p50, "p99 ms": run.p99, errors: run.errors + run.non2xx });
  console.table({
    "counting on": runRow(countingOn),
    "counting off (ANALYTICS=off)": runRow(countingOff),
    "counting on, again": runRow(countingOnAgain),
    "on (mean) / off": { "req/s": `${((onMean / countingOff.rps) * 100).toFixed(1)} %`, "p50 ms": "", "p99 ms": "", errors: "" },
  });
  const memory = results.memory as { atRestMB: number; afterLoadMB: number; peakDuringBurstMB: number; processes: unknown[]; burst: { requests: number; rps: number } };
  console.log(`\nMemory (PSS, the server and every process it started), embedded database`);
  console.log(`  after first start ${memory.atRestMB} MB; after ${burstSeconds} s of mixed anonymous traffic (${memory.burst.requests} requests, ${memory.burst.rps} req/s) ${memory.afterLoadMB} MB; peak during it ${memory.peakDuringBurstMB} MB`);
  console.table(memory.processes);
  const pgMemory = results.memoryPostgres as { atRestMB: number; afterLoadMB: number; peakDuringBurstMB: number } | undefined;
  if (pgMemory) console.log(`Memory on PostgreSQL (Node process): at rest ${pgMemory.atRestMB} MB, after the burst ${pgMemory.afterLoadMB} MB, peak ${pgMemory.peakDuringBurstMB} MB`);
  console.log("\nPage weight (bytes, gzip)");
  console.table(weight);
  if (Object.keys(scores).length) {
    console.log(`\nLighthouse (mobile, median of ${lighthouseRuns}; load average ${load()})`);
    console.table(scores);
  }

  const targets: { target: string; measured: string; met: string }[] = [];
  const row = (target: string, measured: string, met: boolean | null) => targets.push({ target, measured, met: met === null ? "not measured" : met ? "met" : "NOT MET" });
  for (const [name, page] of Object.entries(http)) {
    row(`${name}: cached page ≥ 20 % of ${staticServer.kind} (same bytes, same run)`, `${page.site.rps} vs ${page.static.rps} req/s = ${(page.ratio * 100).toFixed(1)} %`, page.ratio >= 0.2);
  }
  row("memory at rest after a first start < 300 MB (PSS, all processes, embedded database)", `${memory.atRestMB} MB`, memory.atRestMB < 300);
  row("memory after a burst of mixed anonymous traffic < 350 MB (same count)", `${memory.afterLoadMB} MB (peak ${memory.peakDuringBurstMB} MB)`, memory.afterLoadMB < 350);
  row("Node process < 200 MB on PostgreSQL (after the burst)", pgMemory ? `${pgMemory.afterLoadMB} MB` : "no PostgreSQL binaries", pgMemory ? pgMemory.afterLoadMB < 200 : null);
  for (const name of ["quiz", "chat", "toolkit", "login", "admin"]) {
    const score = scores[name];
    row(`${name}: Lighthouse mobile performance ≥ 95 (median of ${lighthouseRuns})`, score ? String(score.performance) : "skipped", score ? score.performance >= 95 : null);
    row(`${name}: TBT < 200 ms`, score ? `${score.tbtMs} ms` : "skipped", score ? score.tbtMs < 200 : null);
  }
  for (const name of ["home", "article", "review"]) {
    const score = scores[name];
    if (score) row(`${name}: Lighthouse mobile performance ≥ 95`, String(score.performance), score.performance >= 95);
  }
  row("article page JavaScript = 0 (reading page)", `${weight.article?.js ?? 0} B`, (weight.article?.js ?? 0) === 0);
  results.targets = targets;
  console.log("\nTargets (the chat targets are printed by npm run bench:chat)");
  console.table(targets);
  fs.writeFileSync(path.join(import.meta.dirname, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log("\nWritten to bench/results.json");
} finally {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
