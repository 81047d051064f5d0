import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/chromium.ts";

/**
 * End-to-end tests drive the system Chromium against the production build,
 * started once on a free port with a temporary DATA_DIR (tests/e2e/global-setup.ts).
 */
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };

/** The gate's lane (npm script `test:e2e:lane-2`), for the timings file's name. */
const lane = /:(lane-\d)$/.exec(process.env.npm_lifecycle_event ?? "")?.[1];
const timingsFile = lane ? `playwright-${lane}` : "playwright";

/**
 * The gate (`npm test`) runs the browser tests in two lanes, each a Playwright run with its own server: lane 1
 * from the start, beside vitest; lane 2 (these files: the axe sweeps, which keep a browser busiest) once vitest
 * has ended, on the core it leaves. A single run left that core partly idle for the last third of the gate (the
 * accessibility spec alone: 113 CPU-seconds in 82 s). Two fresh-clone gates on 2026-12-07: in lanes 704.5 s; in
 * one lane 589.8 s twenty minutes later, with every other stage 1.3–1.4× faster then (lint 76.9 s against 99.1,
 * vitest 289.6 against 387.8): scaled by those stages, the lanes were 7–15 % quicker. Vitest then lane 2 ended
 * 18 s before lane 1: move a file between the lanes when one ends well before the other. A fresh-clone gate on
 * 2026-12-08: vitest 268.6 s then lane 2 147.0 s ended 68 s before lane 1 (484.2 s, of it 34.4 s the account-data
 * spec's tests), so that spec moved to lane 2.
 */
const secondLane = ["**/accessibility.spec.ts", "**/every-page.spec.ts", "**/account-data.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // One worker on CI's two cores, as Playwright's own default gives there: the gate runs vitest's two workers
  // beside it, and two browser workers with their Chromium renderers oversubscribed the cores (measured with
  // `CI=1 npm test` on this machine: two workers 642.7 s, one 593.6 s); the core vitest leaves goes to the
  // second lane (above). A bigger machine's default (half its cores) stays.
  workers: process.env.CI ? 1 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // `TEST_TIMINGS_DIR=<folder> npm test` also writes each test's duration there (playwright.json, one file per lane).
  reporter: [
    ["list"],
    ["./tests/e2e/require-all-run.ts"],
    ...(process.env.TEST_TIMINGS_DIR
      ? [["json", { outputFile: `${process.env.TEST_TIMINGS_DIR}/${timingsFile}.json` }] as const]
      : []),
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // A trace records every action's DOM and screenshots: about a sixth of the suite's CPU. CI keeps no
    // artefacts, so it records none; locally a failing test keeps its trace (PLAYWRIGHT_TRACE sets either).
    trace:
      (process.env.PLAYWRIGHT_TRACE as "on" | "off" | "retain-on-failure" | undefined) ??
      (process.env.CI ? "off" : "retain-on-failure"),
    launchOptions: chromiumLaunchOptions,
  },
  // Tests tagged @faults kill, restart or break a server process of their own (SIGKILL under a stream of
  // writes, SIGTERM, a bad variable, a restart under a live chat, a migration forced to fail): each starts
  // its own production server, so they run in `npm run test:faults`, after the gate.
  projects: [
    { name: "desktop", grepInvert: /@faults/, use: desktop },
    { name: "lane-1", grepInvert: /@faults/, testIgnore: secondLane, use: desktop },
    { name: "lane-2", grepInvert: /@faults/, testMatch: secondLane, use: desktop },
    { name: "faults", grep: /@faults/, use: desktop },
  ],
});
