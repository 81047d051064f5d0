/**
 * npm run bench — builds nothing; run `npm run build` first (the npm script does).
 * Starts the production server on a temporary embedded database and measures:
 *  1. HTTP: requests/s and p50/p99 latency (autocannon) for anonymous GETs of the home,
 *     an article and a review page, beside the ceiling: the same article bytes served
 *     from memory by the same server (ratio page/ceiling).
 *  2. Page weight: JS and CSS bytes (gzip) loaded by the home, article, review, quiz and chat pages.
 *  3. Lighthouse (mobile preset, system Chromium): the four category scores and FCP, LCP, TBT,
 *     CLS, the median of --lighthouse-runs runs per page.
 *  4. The targets against those figures.
 * Prints tables and writes bench/results.json.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { startServer } from "#tests/e2e/server.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    "skip-lighthouse": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "3" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
// Lighthouse scores vary from run to run; each page is measured this many times and the median run kept.
const lighthouseRuns = Math.max(1, Number(values["lighthouse-runs"]));
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const server = await startServer({ env: { BENCH_ENDPOINTS: "true", LOG_LEVEL: "warn" } });
const base = server.url;
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, duration, connections };

async function firstLink(listPath: string, prefix: string): Promise<string | undefined> {
  const html = await (await fetch(base + listPath)).text();
  const match = new RegExp(`href="(${prefix}/[a-z0-9-]+)"`).exec(html);
  return match?.[1];
}

try {
  const articlePath = (await firstLink("/articles", "/articles")) ?? "/articles";
  const reviewPath = (await firstLink("/product-reviews", "/product-reviews")) ?? "/product-reviews";
  const pages = {
    home: "/",
    article: articlePath,
    review: reviewPath,
    quiz: "/wellness-quiz/wellness-snapshot",
    chat: "/chat/menopause-hormones",
  };
  results.pages = pages;

  // The ceiling: the article page's bytes, served from memory.
  const articleBytes = Buffer.from(await (await fetch(base + articlePath)).arrayBuffer());
  await fetch(`${base}/__bench/ceiling`, { method: "PUT", body: articleBytes, headers: { "Content-Type": "text/html; charset=utf-8" } });

  // 1. HTTP throughput.
  const http: Record<string, { rps: number; p50: number; p99: number; errors: number; non2xx: number }> = {};
  for (const [name, urlPath] of [
    ["home", pages.home],
    ["article", pages.article],
    ["review", pages.review],
    ["ceiling", "/__bench/ceiling"],
  ] as const) {
    const run = await autocannon({
      url: base + urlPath,
      connections,
      duration,
      headers: { "accept-encoding": "gzip, br" },
    });
    http[name] = {
      rps: Math.round(run.requests.average),
      p50: run.latency.p50,
      p99: run.latency.p99,
      errors: run.errors,
      non2xx: run.non2xx,
    };
  }
  const ratio = http.article.rps / http.ceiling.rps;
  results.http = { ...http, articleToCeiling: Number(ratio.toFixed(3)) };

  // 2. Page weight (gzip) of the JS and CSS each page loads.
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((f) => !f.startsWith("--headless")) });
  const weight: Record<string, { js: number; css: number; requests: number }> = {};
  for (const [name, urlPath] of Object.entries(pages)) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const assets: { url: string; type: string }[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type === "script" || type === "stylesheet") assets.push({ url: response.url(), type });
    });
    await page.goto(base + urlPath, { waitUntil: "networkidle" });
    let js = 0;
    let css = 0;
    for (const asset of assets) {
      const body = Buffer.from(await (await fetch(asset.url)).arrayBuffer());
      const size = zlib.gzipSync(body, { level: 6 }).length;
      if (asset.type === "script") js += size;
      else css += size;
    }
    weight[name] = { js, css, requests: assets.length };
    await page.close();
  }
  await browser.close();
  results.pageWeight = weight;

  // 3. Lighthouse, mobile preset.
  const scores: Record<string, Record<string, number>> = {};
  if (!values["skip-lighthouse"]) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      for (const [name, urlPath] of Object.entries(pages)) {
        const runs = [];
        for (let attempt = 0; runs.length < lighthouseRuns && attempt < lighthouseRuns + 2; attempt++) {
          const lhr = (await lighthouse(base + urlPath, { port: chrome.port, output: "json", logLevel: "error" }))!.lhr;
          // A run that failed to load the page (runtimeError) measures nothing: retried, not averaged in.
          if (lhr.runtimeError) console.warn(`lighthouse ${name}: ${lhr.runtimeError.code}, retrying`);
          else runs.push(lhr);
        }
        if (!runs.length) throw new Error(`lighthouse could not measure ${name}`);
        runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
        const lhr = runs[Math.floor(runs.length / 2)];
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
        const failing = Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
          .map((audit) => audit.id);
        if (failing.length) scores[name].failingAudits = failing.length;
        (results.lighthouseFailing ??= {} as Record<string, string[]>);
        (results.lighthouseFailing as Record<string, string[]>)[name] = failing;
      }
    } finally {
      await chrome.kill();
    }
    results.lighthouse = scores;
  }

  // Print.
  console.log(`\nHTTP (${connections} connections, ${duration} s each, anonymous GET)`);
  console.table(http);
  console.log(`article / ceiling = ${(ratio * 100).toFixed(1)} %`);
  console.log("\nPage weight (bytes, gzip)");
  console.table(weight);
  if (Object.keys(scores).length) {
    console.log("\nLighthouse (mobile)");
    console.table(scores);
  }

  // The targets, checked against this run's figures.
  const targets: { target: string; measured: string; met: boolean }[] = [
    { target: "article JS ≤ 110 KB gzip", measured: `${(weight.article.js / 1024).toFixed(1)} KB`, met: weight.article.js <= 110 * 1024 },
    { target: "article ≥ 50 % of ceiling", measured: `${(ratio * 100).toFixed(1)} %`, met: ratio >= 0.5 },
  ];
  for (const [name, score] of Object.entries(scores)) {
    targets.push(
      { target: `${name}: performance ≥ 95`, measured: String(score.performance), met: score.performance >= 95 },
      {
        target: `${name}: a11y, best practices, SEO = 100`,
        measured: `${score.accessibility}/${score.bestPractices}/${score.seo}`,
        met: score.accessibility === 100 && score.bestPractices === 100 && score.seo === 100,
      },
      { target: `${name}: CLS ≤ 0.02`, measured: String(score.cls), met: score.cls <= 0.02 },
    );
  }
  results.targets = targets;
  console.log("\nTargets");
  console.table(targets);

  fs.writeFileSync(path.join(import.meta.dirname, "results.json"), JSON.stringify(results, null, 2));
  console.log("\nWritten to bench/results.json");
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
