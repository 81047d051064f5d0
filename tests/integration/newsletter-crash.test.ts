import { fork, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * A send killed half-way (SIGKILL, no chance to clean up) resumes on the next run and
 * every recipient ends with exactly one mail. Each step is its own process on one embedded database
 * (bench/newsletter-worker.ts); the outbox is the mail that left.
 */
const root = path.resolve(import.meta.dirname, "../..");
const worker = path.join(root, "bench/newsletter-worker.ts");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wc-newsletter-crash-"));
const env = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  PGLITE_DIR: path.join(dataDir, "pglite"),
  LOG_LEVEL: "warn",
  SITE_URL: "https://wellness.example",
};
const RECIPIENTS = 400;

function run(...args: string[]) {
  return JSON.parse(execFileSync(process.execPath, [worker, ...args], { cwd: root, env, encoding: "utf8" })) as Record<
    string,
    unknown
  >;
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("a newsletter send killed mid-send", () => {
  it("resumes after a restart with no recipient mailed twice and none missed", async () => {
    expect(run("prepare", String(RECIPIENTS))).toMatchObject({ recipients: RECIPIENTS });

    // First run: killed with SIGKILL once about half the mails are out.
    const child = fork(worker, ["send"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit", "ipc"] });
    const killedAt = await new Promise<number>((resolve, reject) => {
      child.on("message", (message: { sent: number }) => {
        if (message.sent >= RECIPIENTS / 2 && child.kill("SIGKILL")) resolve(message.sent);
      });
      child.on("exit", (code) => reject(new Error(`the sender finished (${code}) before it could be killed`)));
    });
    await new Promise((resolve) => child.once("exit", resolve));
    const afterKill = run("count") as { deliveries: Record<string, number>; outboxFiles: number; duplicates: number };
    expect(afterKill.deliveries.sent).toBeGreaterThanOrEqual(killedAt);
    expect(afterKill.deliveries.sent).toBeLessThan(RECIPIENTS);
    expect(afterKill.duplicates).toBe(0);

    // Second run, as a restart a few minutes later (the dead run's lease has passed): it finishes the rest.
    run("send", "--after-lease");
    const final = run("count") as {
      deliveries: Record<string, number>;
      outboxFiles: number;
      recipients: number;
      duplicates: number;
      issueStatus: string[];
    };
    expect(final.deliveries).toEqual({ sent: RECIPIENTS });
    expect(final.outboxFiles).toBe(RECIPIENTS);
    expect(final.recipients).toBe(RECIPIENTS);
    expect(final.duplicates).toBe(0);
    expect(final.issueStatus).toEqual(["sent"]);

    // A third run finds nothing to send.
    expect(run("send", "--after-lease")).toMatchObject({ sent: 0 });
  }, 180_000);
});
