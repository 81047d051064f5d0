// node scripts/check-patches.mjs: fails unless every line each patch in patches/ adds is in the installed file it
// patches. `.ci/first-run` runs it on a production install (`npm ci --omit=dev`) to prove the tree the server
// runs from carries the patches. Plain JavaScript, so any Node runs it.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const folder = path.join(root, "patches");
let missing = 0;
let checked = 0;
for (const name of fs.readdirSync(folder).filter((file) => file.endsWith(".patch"))) {
  let target = null;
  let installed = "";
  for (const line of fs.readFileSync(path.join(folder, name), "utf8").split("\n")) {
    if (line.startsWith("+++ b/")) {
      target = line.slice("+++ b/".length);
      const file = path.join(root, target);
      installed = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
      if (!installed) {
        console.error(`${name}: ${target} is not installed`);
        missing += 1;
      }
    } else if (target && line.startsWith("+") && line.trim() !== "+") {
      checked += 1;
      if (!installed.includes(line.slice(1))) {
        console.error(`${name}: ${target} lacks a line the patch adds: ${line.slice(1).trim().slice(0, 80)}`);
        missing += 1;
      }
    }
  }
}
if (missing > 0) process.exit(1);
console.log(`patches: all ${checked} added lines are in the installed files`);
