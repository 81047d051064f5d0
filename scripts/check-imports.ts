/**
 * `npm run lint`'s import check: builds the import graph once (dependency-cruiser, .dependency-cruiser.mjs) and
 * refuses a cycle between files, an import against the dependency rule and a cycle between parts
 * (scripts/import-graph.ts). The graph is built here only: the tests check these rules on made-up graphs.
 *
 *   node scripts/check-imports.ts app server platform scripts bench
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { importProblems, type Cruise } from "./import-graph.ts";

const root = path.resolve(import.meta.dirname, "..");
const targets = process.argv.slice(2);
if (targets.length === 0) {
  console.error("usage: node scripts/check-imports.ts <folder> [<folder> …]");
  process.exit(2);
}

const run = spawnSync(
  path.join(root, "node_modules/.bin/depcruise"),
  [...targets, "--config", ".dependency-cruiser.mjs", "--output-type", "json"],
  { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "inherit"] },
);
if (run.status !== 0 && !run.stdout) {
  console.error(`dependency-cruiser failed (${run.status ?? run.signal})`);
  process.exit(1);
}
const graph = JSON.parse(run.stdout) as Cruise;
const problems = importProblems(graph);
for (const problem of problems) console.error(problem);
console.log(
  `imports: ${graph.modules.length} modules, ${problems.length === 0 ? "no problem" : `${problems.length} problem(s)`}`,
);
process.exit(problems.length === 0 ? 0 : 1);
