/**
 * `npm start`'s build step. On a terminal, a person sees what is happening instead of a page of bundler output
 * or a silent wait: one line saying the site is being built, the seconds as they pass, then how long it took;
 * the bundler's own output goes to a log file, printed whole if the build fails. Piped (CI, a log file), the
 * bundler's output passes through as it is. `npm run build` is the bundler alone.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bundler = path.join(root, "node_modules/@react-router/dev/bin.cjs");
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(0);

if (!process.stdout.isTTY) {
  const child = spawn(process.execPath, [bundler, "build"], { cwd: root, stdio: "inherit" });
  child.on("exit", (code) => process.exit(code ?? 1));
} else {
  const logFile = path.join(root, "node_modules/.cache/wellness-build.log");
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, "w");
  process.stdout.write("Building the site (the first build takes about 20–60 s)…");
  const ticker = setInterval(
    () => process.stdout.write(`\rBuilding the site (the first build takes about 20–60 s)… ${seconds()} s`),
    1000,
  );
  const child = spawn(process.execPath, [bundler, "build"], { cwd: root, stdio: ["ignore", log, log] });
  child.on("exit", (code) => {
    clearInterval(ticker);
    fs.closeSync(log);
    if (code === 0) {
      process.stdout.write(`\rBuilt the site in ${seconds()} s.${" ".repeat(40)}\n`);
      process.exit(0);
    }
    process.stdout.write(`\rThe build failed after ${seconds()} s. Its output (also in ${logFile}):\n\n`);
    process.stdout.write(fs.readFileSync(logFile, "utf8"));
    process.exit(code ?? 1);
  });
}
