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
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["./tests/e2e/require-all-run.ts"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  // The crash test (SIGKILL under a stream of writes, on both databases) runs in `npm run test:faults`.
  projects: [
    { name: "desktop", testIgnore: ["crash.spec.ts"], use: desktop },
    { name: "faults", testMatch: ["crash.spec.ts"], use: desktop },
  ],
});
