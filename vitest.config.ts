import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { isPreparedDataTemplate, sharedDataTemplate } from "./tests/helpers/data-dir.ts";

/** Per run: the data folder the tests write to, and the migrated database each integration file starts from. */
const runDir = path.join(os.tmpdir(), `wellness-vitest-${process.pid}`);

/**
 * Tests beside the code that need the database. Everything else beside the code is the unit tier: pure rules,
 * parsers and in-memory structures, no database.
 */
const databaseTestsBesideCode = [
  "app/domain/accounts/auth-limits.server.test.ts",
  "app/domain/inbox/inbox.server.test.ts",
  "platform/db.test.ts",
  "platform/rate-limit.test.ts",
  "server/scheduled-publishing.test.ts",
  "server/uploads.test.ts",
];

/**
 * Fault and cluster suites: they kill or crash processes, start the development server, move a database to
 * PostgreSQL, run two instances on one PostgreSQL server, cut database connections, or start processes of
 * their own for one check each. Minutes of waiting on processes, so they run in `npm run test:faults`, after
 * the gate (`npm test`), in CI too.
 */
export const faultTests = [
  "tests/integration/backup-restore.test.ts",
  "tests/integration/backup-online.test.ts",
  "tests/integration/upgrade.test.ts",
  "tests/integration/chat-postgres.test.ts",
  "tests/integration/chat-moderation-postgres.test.ts",
  "tests/integration/dev-server.test.ts",
  "tests/integration/move-to-postgres.test.ts",
  "tests/integration/newsletter-crash.test.ts",
  "tests/integration/process-lifecycle.test.ts",
  "tests/integration/hostile-clients/database-and-chat.test.ts",
  // Processes of their own, each costing a server's or a test runner's start: a first start in an empty data
  // folder (file modes), `.env` read by every npm script that starts one, and a Vitest run that checks the
  // integration files' isolation. About 90 s of the gate's Vitest time on CI's two cores (2026-12-07).
  "tests/integration/hostile-clients/data-file-modes.test.ts",
  "tests/integration/env-file.test.ts",
  "tests/integration/file-isolation.test.ts",
];

const shared = sharedDataTemplate();
const sharedTemplate = isPreparedDataTemplate(shared) ? shared : undefined;

const integrationSetup = {
  // WebAssembly (the embedded database each file opens) stays on V8's baseline compiler, as in the server
  // (bin/site-node): the optimising tier's background compilations cost more than the tests' queries gain.
  // Measured on the integration tier alone: 324-337 → 291-299 CPU-seconds, 196-214 → 181-183 s.
  execArgv: ["--liftoff-only"],
  // Migrates one database before any file runs; each file's in-memory database starts from its dump.
  globalSetup: ["tests/setup/global-setup.ts"],
  setupFiles: ["tests/setup/vitest.setup.ts", "tests/setup/db-setup.ts"],
  env: {
    PGLITE_TEMPLATE: path.join(runDir, "pglite-template.tar"),
    // The data template `npm test` prepared beside the build for both runners (tests/helpers/data-dir.ts), when
    // there is one; else the global setup prepares one of the run's own.
    WELLNESS_TEST_DATA_TEMPLATE: sharedTemplate ?? path.join(runDir, "data-template"),
  },
};

/** `TEST_TIMINGS_DIR=<folder> npm test` also writes each file's and test's duration there (vitest.json). */
const timingsDir = process.env.TEST_TIMINGS_DIR;

export default defineConfig({
  test: {
    environment: "node",
    reporters: timingsDir ? ["default", ["json", { outputFile: path.join(timingsDir, "vitest.json") }]] : ["default"],
    testTimeout: 30_000,
    // Vitest's default leaves one core idle (2 cores: one worker), yet integration files spend much of their
    // time waiting on servers and scripts they start: two files at a time use both cores.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    hookTimeout: 60_000,
    env: {
      NODE_ENV: "test",
      PGLITE_DIR: "memory://",
      DATA_DIR: runDir,
      SITE_URL: "http://localhost:3000",
    },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "platform/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: databaseTestsBesideCode,
          setupFiles: ["tests/setup/vitest.setup.ts"],
          // Nothing here keeps state between files, so files share one module graph per worker: each module
          // is transformed and imported once instead of once per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: [...databaseTestsBesideCode, "tests/integration/**/*.test.ts"],
          exclude: faultTests,
          ...integrationSetup,
          // Files share a worker process and the dependencies it loaded; each file's own modules are dropped
          // after it (tests/setup/shared-worker.ts, in place of db-setup.ts), which also fails a file that
          // leaves state behind. A fresh process per file cost 38-51 % more of the tier's CPU (dependencies
          // loaded and the database set up again per file; docs/decisions/054-no-work-on-import.md).
          isolate: false,
          setupFiles: ["tests/setup/vitest.setup.ts", "tests/setup/shared-worker.ts"],
        },
      },
      {
        extends: true,
        test: { name: "faults", include: faultTests, ...integrationSetup },
      },
    ],
  },
});
