/**
 * The files of ours that Node loads itself when the site runs: every module reachable, by a static or a
 * dynamic `import` of a literal, from the processes' entry points (the server, the development server, the
 * command-line tools). The SSR build leaves exactly these to Node (vite.config.ts, `oneCopyPerProcess`), so
 * each exists once per process: one evaluation, one module-level value, one configured `siteName()`
 * (docs/decisions/038-each-module-once.md).
 *
 * Read from the source text, not by running anything: `import type` and `export type` are left out (Node
 * erases them, nothing is loaded); bare names (packages, `node:` modules) are not ours.
 */
import fs from "node:fs";
import path from "node:path";

/** The entry points of the processes the site starts (package.json scripts, deploy/, tests' servers). */
export const PROCESS_ENTRIES = ["server/main.ts", "server/dev.ts", "server/cli"] as const;

/** package.json "imports" prefixes, as the folders they name. */
const ALIASES: readonly (readonly [string, string])[] = [
  ["#content/", "app/content/"],
  ["#app/", "app/"],
  ["#platform/", "platform/"],
  ["#server/", "server/"],
  ["#scripts/", "scripts/"],
];

// `import x from "y"`, `import "y"`, `export … from "y"`; the `type` forms are matched to be skipped.
const STATIC_IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The file a specifier names from `importer`, or null for a package, a builtin or a missing file. */
export function resolveOwn(root: string, specifier: string, importer: string): string | null {
  let target: string | null = null;
  if (specifier.startsWith("./") || specifier.startsWith("../"))
    target = path.resolve(path.dirname(importer), specifier);
  else {
    const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
    if (alias) target = path.join(root, alias[1], specifier.slice(alias[0].length));
  }
  if (target === null) return null;
  try {
    return fs.statSync(target).isFile() ? target : null;
  } catch {
    return null;
  }
}

/** The specifiers a module's text imports at run time (type-only imports left out). */
export function runtimeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) if (!match[2]) found.push(match[3]!);
  for (const match of source.matchAll(DYNAMIC_IMPORT)) found.push(match[1]!);
  return found;
}

/** Every file of ours Node loads from `entries` (files or folders of entry files), as absolute paths. */
export function nativeModules(root: string, entries: readonly string[] = PROCESS_ENTRIES): Set<string> {
  const queue: string[] = [];
  for (const entry of entries) {
    const full = path.join(root, entry);
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full))
        if (name.endsWith(".ts") && !name.endsWith(".test.ts")) queue.push(path.join(full, name));
    } else queue.push(full);
  }
  const seen = new Set<string>();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(fs.readFileSync(file, "utf8"))) {
      const target = resolveOwn(root, specifier, file);
      // Node cannot run .tsx: such a match is text (a comment, an example), never a module Node loads.
      if (target !== null && !target.endsWith(".tsx") && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}

/** A native module as a package.json "imports" specifier (`#app/lib/site.ts`), for the built server to import. */
export function importSpecifier(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join("/");
  if (!ALIASES.some(([, folder]) => relative.startsWith(folder)))
    throw new Error(`${relative} is loaded by Node but is in no folder package.json "imports" names`);
  return `#${relative}`;
}
