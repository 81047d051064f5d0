/**
 * The browser steps of `npm run bench` (bench/run.ts): what each page loads on a phone (script and style
 * bytes, gzip) and Lighthouse's mobile scores, the median of a few runs.
 */
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "#tests/e2e/chromium.ts";

// The full Chromium, not the tests' headless shell: Lighthouse measures the browser readers have.
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const chromeFlags = ["--headless=new", ...chromiumLaunchOptions.args];

/** Script and style bytes (gzip) and requests of each page, on a 390 px wide phone. */
export async function pageWeights(
  baseUrl: string,
  all: Record<string, string>,
  cookieFor: (name: string) => string | undefined,
) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => !f.startsWith("--headless")),
  });
  const weight: Record<string, { js: number; css: number; requests: number }> = {};
  for (const [name, urlPath] of Object.entries(all)) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: cookieFor(name) ? { Cookie: cookieFor(name)! } : {},
    });
    const page = await context.newPage();
    const assets: { url: string; type: string }[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type === "script" || type === "stylesheet") assets.push({ url: response.url(), type });
    });
    // A busy machine can take long to go quiet: a generous timeout rather than a lost run.
    await page.goto(baseUrl + urlPath, { waitUntil: "networkidle", timeout: 180_000 });
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
  return weight;
}

/** Lighthouse's mobile scores of each page, the median of `lighthouseRuns` runs that did not fail. */
export async function lighthouseScores(
  baseUrl: string,
  all: Record<string, string>,
  cookieFor: (name: string) => string | undefined,
  lighthouseRuns: number,
) {
  const scores: Record<string, Record<string, number>> = {};
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    for (const [name, urlPath] of Object.entries(all)) {
      const runs = [];
      for (let attempt = 0; runs.length < lighthouseRuns && attempt < lighthouseRuns + 2; attempt++) {
        const cookie = cookieFor(name);
        const lhr = (await lighthouse(baseUrl + urlPath, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        }))!.lhr;
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
  return scores;
}
