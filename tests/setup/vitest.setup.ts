import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { database } from "#server/db.ts";

// Each test file (its own module graph) migrates its own in-memory database once.
beforeAll(async () => {
  await database.migrate();
});

afterAll(async () => {
  await database.close();
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
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${consoleErrors.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});
