import { afterAll, afterEach, beforeEach, vi } from "vitest";

// Both tiers: an unhandled rejection or a console.error fails the test. The database is the integration
// tier's alone (tests/setup/shared-worker.ts; the fault suites' files, each in its own process: db-setup.ts).

// A promise rejection that nothing handles fails the test during which it happened (or the file, if after
// its last test), with the reason, besides Vitest's own report of unhandled errors.
const unhandled: unknown[] = [];
const onUnhandledRejection = (reason: unknown) => void unhandled.push(reason);
process.on("unhandledRejection", onUnhandledRejection);
function failOnUnhandledRejections() {
  if (unhandled.length === 0) return;
  const reasons = unhandled
    .splice(0)
    .map((reason) => (reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)));
  throw new Error(`unhandled promise rejection:\n${reasons.join("\n")}`);
}

afterAll(async () => {
  // Let rejections of the last test's leftovers surface before the check.
  await new Promise((resolve) => setImmediate(resolve));
  process.off("unhandledRejection", onUnhandledRejection);
  failOnUnhandledRejections();
});

// A console.error during a test fails it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  failOnUnhandledRejections();
  if (consoleErrors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${consoleErrors.map((a) => a.map(String).join(" ")).join("\n")}`,
    );
  }
});
