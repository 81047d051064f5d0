import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "platform/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/vitest.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: "test",
      // Each test file gets its own in-memory database, migrated once.
      PGLITE_DIR: "memory://",
      DATA_DIR: path.join(os.tmpdir(), `wellness-vitest-${process.pid}`),
      SITE_URL: "http://localhost:3000",
    },
  },
});
