/**
 * Moves files and rewrites every import specifier that points at a moved file
 * or sits in one: `node_modules/.bin/node scripts/rewrite-imports.ts MOVES [--no-move]`.
 *
 * MOVES is a text file of `old/path.ts new/path.ts` lines (scripts/restructure-moves.txt is
 * the restructuring). Without `--no-move` the files are moved with `git mv`; with it only
 * the specifiers are rewritten (for a branch made before the move: merge, then run it with
 * `--no-move` to point that branch's new imports at the new places).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const [movesFile, flag] = process.argv.slice(2);
if (!movesFile) {
  console.error("usage: node scripts/rewrite-imports.ts MOVES [--no-move]");
  process.exit(2);
}
const root = process.cwd();
const moves = new Map(
  fs
    .readFileSync(movesFile, "utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((pair): pair is [string, string] => pair.length === 2 && !pair[0].startsWith("#")),
);
const aliases: [string, string][] = [
  ["#app/", "app/"],
  ["#server/", "server/"],
  ["#content/", "app/content/"],
  ["#tests/", "tests/"],
  ["#platform/", "platform/"],
];
const outputs: [string, string][] = [
  ["platform/", "#platform/"],
  ["server/", "#server/"],
  ["app/content/", "#content/"],
  ["app/", "#app/"],
  ["tests/", "#tests/"],
];
const skipped = new Set([
  "node_modules",
  "build",
  ".react-router",
  "data",
  "test-results",
  "playwright-report",
  ".git",
]);

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name)) found.push(path.relative(root, full));
  }
  return found;
}

type Resolved = { target: string; alias: string | null };

function resolveSpecifier(specifier: string, fromFile: string): Resolved | null {
  for (const [alias, dir] of aliases) {
    if (specifier.startsWith(alias)) return { target: dir + specifier.slice(alias.length), alias };
  }
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    return { target: path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier)), alias: null };
  }
  return null;
}

function specifierFor(target: string, fromFile: string, original: Resolved): string {
  if (original.alias === null && path.posix.dirname(target) === path.posix.dirname(fromFile)) {
    return "./" + path.posix.basename(target);
  }
  if (original.alias === "#app/" && target.startsWith("app/")) return "#app/" + target.slice("app/".length);
  for (const [dir, alias] of outputs) if (target.startsWith(dir)) return alias + target.slice(dir.length);
  throw new Error(`no subpath import reaches ${target}`);
}

const specifiers =
  /((?:from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*|importActual(?:<[^>]*>)?\(\s*)["'])([^"']+)(["'])/g;
let rewritten = 0;
for (const file of walk(root)) {
  const newFile = moves.get(file) ?? file;
  const text = fs.readFileSync(file, "utf8");
  const next = text.replace(specifiers, (match: string, before: string, specifier: string, after: string) => {
    const resolved = resolveSpecifier(specifier, file);
    if (!resolved) return match;
    const target = moves.get(resolved.target) ?? resolved.target;
    if (target === resolved.target && newFile === file) return match;
    const replacement = specifierFor(target, newFile, resolved);
    return replacement === specifier ? match : before + replacement + after;
  });
  if (next !== text) {
    fs.writeFileSync(file, next);
    rewritten += 1;
  }
}
if (flag !== "--no-move") {
  for (const [from, to] of moves) {
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    execFileSync("git", ["mv", from, to]);
  }
}
console.log(`rewrote the imports of ${rewritten} files${flag === "--no-move" ? "" : `; moved ${moves.size}`}`);
