// npm's postinstall (package.json): applies patches/ to the installed packages, then, in a production install
// (`npm ci --omit=dev`), takes the build tools back out that npm leaves in.
//
// Plain JavaScript, not TypeScript: npm runs it with whatever Node runs npm (the system's, possibly 20), before
// anything checks the version. Decision 031 says why each step is here.
//
// 1. Patches: patch-package (a dependency, not a development one: the server loads patched React Router code at
//    run time, so a production install needs the patch as much as a development one).
// 2. Build tools: npm keeps a development dependency in a production install when a production package names it
//    as an optional peer (better-auth names vitest and drizzle-kit, @react-router/node names typescript;
//    npm/cli#6282 and #7772: npm's maintainers call that intended). Those ~100 MB are removed here: every package
//    the lockfile does not reach from the production dependencies by a non-optional edge. Nothing runs in
//    development installs (a development-only package such as @react-router/dev is there).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);

const patched = spawnSync(process.execPath, [require.resolve("patch-package/index.js"), "--error-on-fail"], {
  cwd: root,
  stdio: "inherit",
});
if (patched.status !== 0) process.exit(patched.status ?? 1);

const productionInstall = !fs.existsSync(path.join(root, "node_modules/@react-router/dev/package.json"));
if (productionInstall) pruneBuildTools();

/** Removes the installed packages that no production package needs; prints what it freed. */
function pruneBuildTools() {
  const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8"));
  const packages = lock.packages;
  const needed = new Set([""]);
  const queue = [""];
  while (queue.length > 0) {
    const key = queue.pop();
    const entry = packages[key] ?? {};
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
    ];
    for (const name of names) {
      const found = resolve(packages, key, name);
      if (found !== undefined && !needed.has(found)) {
        needed.add(found);
        queue.push(found);
      }
    }
  }
  let removed = 0;
  let bytes = 0;
  for (const key of Object.keys(packages)) {
    if (needed.has(key)) continue;
    const folder = path.join(root, key);
    if (!fs.existsSync(folder)) continue;
    bytes += sizeOf(folder);
    fs.rmSync(folder, { recursive: true, force: true });
    removed += 1;
  }
  // Command links (node_modules/.bin/tsc) whose package went.
  const bin = path.join(root, "node_modules/.bin");
  if (fs.existsSync(bin)) {
    for (const name of fs.readdirSync(bin)) {
      const link = path.join(bin, name);
      if (!fs.existsSync(link)) fs.rmSync(link, { force: true });
    }
  }
  if (removed > 0) {
    const megabytes = (bytes / 1024 / 1024).toFixed(0);
    console.log(
      `production install: removed ${removed} build-only packages (${megabytes} MB) that npm keeps as optional peers`,
    );
  }
}

/** The lockfile key Node's resolution finds for `name` required from the package at `from`. */
function resolve(packages, from, name) {
  for (let base = from; ; base = parentOf(base)) {
    const key = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[key]) return packages[key].link ? packages[key].resolved : key;
    if (base === "") return undefined;
  }
}

/** "node_modules/a/node_modules/@b/c" → "node_modules/a"; "node_modules/a" → "". */
function parentOf(key) {
  const at = key.lastIndexOf("node_modules/");
  return at <= 0 ? "" : key.slice(0, at - 1);
}

function sizeOf(target) {
  const stat = fs.lstatSync(target);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const name of fs.readdirSync(target)) total += sizeOf(path.join(target, name));
  return total;
}
