/**
 * `npm test` and `npm run test:faults`: run npm scripts in steps, the scripts of one step at the same time,
 * stop after the first step with a failure, and print how long each script and each step took, so a slow
 * stage shows in every run's log (CI's included). Each line a concurrent script prints carries its name.
 *
 *   node scripts/test-stages.ts typegen format:check+build test:types+lint+test:vitest>test:e2e:2+test:e2e:1
 *
 * Words are steps, run one after another; `+` joins the lanes one step runs together (two cores: pair a
 * script that mostly waits on servers and browsers with one that computes: the checks run beside the tests,
 * which leave about a fifth of the two cores idle); `,` puts scripts one after another in a lane, so a lane
 * whose first script ends early takes up work that would otherwise wait for the longest lane.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const steps = process.argv.slice(2).map((word) =>
  word
    .split("+")
    .map((lane) => lane.split(",").filter(Boolean))
    .filter((lane) => lane.length > 0),
);
if (steps.length === 0 || steps.some((step) => step.length === 0)) {
  console.error("usage: node scripts/test-stages.ts <script>[,…][+<script>[,…]…] [<script>[+<script>…] …]");
  process.exit(2);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
type Timing = { stage: string; seconds: string; result: string };
const timings: Timing[] = [];

/** Runs one npm script; with `label`, prefixes each line of its output (it shares the terminal). */
function runScript(stage: string, label: boolean): Promise<Timing> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", "--silent", stage], { stdio: label ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (label) {
      for (const [from, to] of [
        [child.stdout!, process.stdout],
        [child.stderr!, process.stderr],
      ] as const) {
        let rest = "";
        from.on("data", (chunk: Buffer) => {
          const lines = (rest + chunk.toString()).split("\n");
          rest = lines.pop()!;
          for (const line of lines) to.write(`[${stage}] ${line}\n`);
        });
        from.on("end", () => rest && to.write(`[${stage}] ${rest}\n`));
      }
    }
    child.on("close", (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const result = code === 0 ? "passed" : `failed (${code ?? signal})`;
      console.log(`◀ ${stage}: ${seconds} s${code === 0 ? "" : ", failed"}`);
      resolve({ stage, seconds, result });
    });
  });
}

/** Runs a lane's scripts one after another; after a failure the rest of the lane does not run. */
async function runLane(lane: string[], label: boolean): Promise<Timing[]> {
  const results: Timing[] = [];
  for (const stage of lane) {
    if (results.some((timing) => timing.result !== "passed")) {
      results.push({ stage, seconds: "0.0", result: "not run" });
      continue;
    }
    results.push(await runScript(stage, label));
  }
  return results;
}

// A folder for the run's scripts to share (TEST_RUN_DIR; `npm test` prepares the tests' data template there
// beside the build, tests/helpers/data-dir.ts), removed when the run ends, whatever its result.
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-test-run-"));
process.env.TEST_RUN_DIR = runDir;
process.on("exit", () => fs.rmSync(runDir, { recursive: true, force: true }));

const runStarted = performance.now();
let failed: string[] = [];
for (const step of steps) {
  const started = performance.now();
  const name = step.map((lane) => lane.join(" → ")).join(" + ");
  console.log(`\n▶ ${name}`);
  const label = step.length > 1 || step[0].length > 1;
  const results = (await Promise.all(step.map((lane) => runLane(lane, label)))).flat();
  timings.push(...results);
  if (label) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    timings.push({ stage: `(step: ${name})`, seconds, result: "wall time" });
  }
  failed = results.filter((timing) => !["passed", "not run"].includes(timing.result)).map((timing) => timing.stage);
  if (failed.length > 0) break;
}

const total = ((performance.now() - runStarted) / 1000).toFixed(1);
console.log("\nStage times");
console.table([
  ...timings,
  { stage: "total (wall)", seconds: total, result: failed.length ? `stopped: ${failed.join(", ")} failed` : "passed" },
]);
process.exit(failed.length ? 1 : 0);
