/**
 * npm run bench:newsletter [-- --recipients=10000]
 *
 * Sends one issue to N confirmed subscribers (default 10,000) into the outbox on a temporary embedded
 * database, twice, each step a process of its own (bench/newsletter-worker.ts):
 *   1. straight through: throughput (mails/s) and the sender's RSS;
 *   2. killed with SIGKILL half-way, then run again as a restart after the lease: mails per recipient
 *      in the outbox (duplicates must be 0, missing 0).
 * Prints both and writes bench/newsletter-results.json.
 */
import { execFileSync, fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const worker = path.join(import.meta.dirname, "newsletter-worker.ts");
const recipients = Number(process.argv.find((arg) => arg.startsWith("--recipients="))?.split("=")[1] ?? 10_000);

type Counts = {
  deliveries: Record<string, number>;
  outboxFiles: number;
  recipients: number;
  duplicates: number;
  attempts: number;
  issueStatus: string[];
};

function environment(dataDir: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PGLITE_DIR: path.join(dataDir, "pglite"),
    LOG_LEVEL: "warn",
    SITE_URL: "https://wellness.example",
  };
  // The benchmark's database is its own, whatever .env says.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  return env;
}

function run(env: NodeJS.ProcessEnv, ...args: string[]) {
  return JSON.parse(
    execFileSync(process.execPath, [worker, ...args], {
      cwd: root,
      env,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as Record<string, unknown>;
}

function fresh(label: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `wc-bench-newsletter-${label}-`));
}

console.log(`newsletter send to ${recipients.toLocaleString("en-US")} subscribers, outbox, embedded database`);

// 1. Straight through.
const straightDir = fresh("straight");
const straightEnv = environment(straightDir);
run(straightEnv, "prepare", String(recipients));
const straight = run(straightEnv, "send") as { sent: number; seconds: number; rss: number };
const straightCounts = run(straightEnv, "count") as Counts;
const throughput = straight.sent / straight.seconds;
console.log(
  `  sent ${straight.sent} in ${straight.seconds.toFixed(1)} s: ${throughput.toFixed(0)} mails/s; sender RSS ${(straight.rss / 1048576).toFixed(0)} MB; duplicates ${straightCounts.duplicates}`,
);

// 2. Killed half-way, then resumed.
const crashDir = fresh("crash");
const crashEnv = environment(crashDir);
run(crashEnv, "prepare", String(recipients));
const child = fork(worker, ["send"], { cwd: root, env: crashEnv, stdio: ["ignore", "ignore", "inherit", "ipc"] });
const killedAt = await new Promise<number>((resolve, reject) => {
  child.on("message", (message: { sent: number }) => {
    if (message.sent >= recipients / 2 && child.kill("SIGKILL")) resolve(message.sent);
  });
  child.on("exit", (code) => reject(new Error(`the sender finished (${code}) before it was killed`)));
});
await new Promise((resolve) => child.once("exit", resolve));
const afterKill = run(crashEnv, "count") as Counts;
const resumed = run(crashEnv, "send", "--after-lease") as { sent: number; seconds: number };
const final = run(crashEnv, "count") as Counts;
const missing = recipients - final.recipients;
console.log(
  `  killed (SIGKILL) after ${killedAt} recorded sends (${afterKill.outboxFiles} mails in the outbox); resumed: ${resumed.sent} more`,
);
console.log(
  `  after the restart: ${final.outboxFiles} mails for ${final.recipients} recipients, duplicates ${final.duplicates}, missing ${missing}, deliveries ${JSON.stringify(final.deliveries)}, issue ${final.issueStatus.join(",")}`,
);

const results = {
  recipients,
  throughputPerSecond: Math.round(throughput),
  seconds: Number(straight.seconds.toFixed(2)),
  senderRssMb: Math.round(straight.rss / 1048576),
  straightDuplicates: straightCounts.duplicates,
  kill: {
    killedAfterRecordedSends: killedAt,
    outboxAfterKill: afterKill.outboxFiles,
    resumedSends: resumed.sent,
    duplicates: final.duplicates,
    missing,
  },
};
fs.writeFileSync(path.join(import.meta.dirname, "newsletter-results.json"), `${JSON.stringify(results, null, 2)}\n`);
for (const dir of [straightDir, crashDir]) fs.rmSync(dir, { recursive: true, force: true });
if (final.duplicates !== 0 || missing !== 0 || straightCounts.duplicates !== 0) process.exitCode = 1;
