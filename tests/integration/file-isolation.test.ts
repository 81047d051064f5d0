import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";

/**
 * Integration files share a worker process (vitest.config.ts, `isolate: false`); tests/setup/shared-worker.ts
 * drops each file's modules after it and fails a file that leaves state behind for the next. Run on two
 * fixture files in one worker: one leaves an environment variable, a global, a signal listener, an interval
 * and a listening server; the other opens a server, a timer and the database and closes them.
 */
test("a file that leaves state behind fails, naming each thing; a tidy one passes", async () => {
  const outputFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "isolation-")), "report.json");
  // The child is a Vitest run of its own, not a worker of this one.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST")));
  const exit = await promisify(execFile)(
    process.execPath,
    ["node_modules/vitest/vitest.mjs", "run", "--config", "tests/setup/fixtures/vitest.config.ts"].concat([
      "--reporter=json",
      `--outputFile=${outputFile}`,
    ]),
    { env },
  ).then(
    () => 0,
    (failed: { code: number }) => failed.code,
  );
  expect(exit).toBe(1);
  const report = JSON.parse(fs.readFileSync(outputFile, "utf8")) as {
    testResults: { name: string; status: string; message: string }[];
  };
  const byFile = Object.fromEntries(report.testResults.map((file) => [file.name.split("/").pop(), file]));

  expect(byFile["tidy.fixture.ts"].status).toBe("passed");
  expect(byFile["leaky.fixture.ts"].status).toBe("failed");
  const message = byFile["leaky.fixture.ts"].message;
  expect(message).toContain("environment variables changed: LEFT_BY_A_TEST");
  expect(message).toContain("globals added: leftByATest");
  expect(message).toContain("process listeners added: SIGHUP +1");
  expect(message).toMatch(/resources still open: .*TCPServerWrap \+1/);
  expect(message).toMatch(/resources still open: .*setInterval started .*leaky\.fixture\.ts/);
}, 120_000);
