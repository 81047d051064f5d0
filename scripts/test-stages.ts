/**
 * `npm test`: runs the given npm scripts in order, stops at the first that fails, and prints how long each
 * stage took, so a slow stage shows in every run's log (CI's included).
 *
 *   node scripts/test-stages.ts typecheck lint build test:unit …
 */
import { spawnSync } from "node:child_process";

const stages = process.argv.slice(2);
if (stages.length === 0) {
  console.error("usage: node scripts/test-stages.ts <npm script> [<npm script> …]");
  process.exit(2);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const timings: { stage: string; seconds: string; result: string }[] = [];
let failed: string | undefined;

for (const stage of stages) {
  const started = performance.now();
  console.log(`\n▶ ${stage}`);
  const run = spawnSync(npm, ["run", "--silent", stage], { stdio: "inherit" });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  timings.push({ stage, seconds, result: ok ? "passed" : `failed (${run.status ?? run.signal})` });
  console.log(`◀ ${stage}: ${seconds} s${ok ? "" : ", failed"}`);
  if (!ok) {
    failed = stage;
    break;
  }
}

const total = timings.reduce((sum, timing) => sum + Number(timing.seconds), 0).toFixed(1);
console.log("\nStage times");
console.table([...timings, { stage: "total", seconds: total, result: failed ? `stopped at ${failed}` : "passed" }]);
process.exit(failed ? 1 : 0);
