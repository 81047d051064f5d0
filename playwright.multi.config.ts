import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/chromium.ts";

/**
 * Many instances: the browser tests in tests/e2e-multi run
 * against TWO production app instances that share one real PostgreSQL server
 * and one S3-compatible store, all started by tests/e2e-multi/global-setup.ts.
 * `npm run test:e2e:multi` (part of `npm run test:faults`) after `npm run build`.
 */
export default defineConfig({
  testDir: "tests/e2e-multi",
  globalSetup: "./tests/e2e-multi/global-setup.ts",
  // The tests share the two instances' rate-limit counters and page caches: one worker keeps them apart.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["./tests/e2e/require-all-run.ts"]],
  timeout: 60_000,
  // The fault specs start instances of their own (proxy, SMTP, S3, a fresh database): about 3 minutes more.
  globalTimeout: 600_000,
  expect: { timeout: 10_000 },
  outputDir: "test-results/multi",
  use: {
    // A trace records every action's DOM and screenshots: about a sixth of the suite's CPU. CI keeps no
    // artefacts, so it records none; locally a failing test keeps its trace (PLAYWRIGHT_TRACE sets either).
    trace:
      (process.env.PLAYWRIGHT_TRACE as "on" | "off" | "retain-on-failure" | undefined) ??
      (process.env.CI ? "off" : "retain-on-failure"),
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "two-instances", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } }],
});
