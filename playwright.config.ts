import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/chromium.ts";

/**
 * End-to-end tests drive the system Chromium against the production build,
 * started once on a free port with a temporary DATA_DIR (tests/e2e/global-setup.ts).
 */
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // One worker on CI's two cores, as Playwright's own default gives there: the gate runs vitest's two workers
  // beside it, and two browser workers with their Chromium renderers oversubscribed the cores (measured with
  // `CI=1 npm test` on this machine: two workers 642.7 s, one 593.6 s; the accessibility sweep split off to run
  // after vitest on the core it leaves, 605.6 s). A bigger machine's default (half its cores) stays.
  workers: process.env.CI ? 1 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // `TEST_TIMINGS_DIR=<folder> npm test` also writes each test's duration there (playwright.json).
  reporter: [
    ["list"],
    ["./tests/e2e/require-all-run.ts"],
    ...(process.env.TEST_TIMINGS_DIR
      ? [["json", { outputFile: `${process.env.TEST_TIMINGS_DIR}/playwright.json` }] as const]
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
    { name: "faults", grep: /@faults/, use: desktop },
  ],
});
