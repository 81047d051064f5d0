import fs from "node:fs";
import { registerHooks, type ResolveHookContext, type ResolveFnOutput } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * Loaded before anything else by every Node process the site starts (`--import` in bin/site-node).
 *
 * Node 24 decides each `.js` file's module format from the nearest package.json, and its reader
 * (`getPackageScopeConfig`) copies that file's data with a spread, which parses the package's `exports` map
 * again, once per module file. drizzle-orm's package.json is 179 KB and a start loads over a hundred of its
 * files: about a seventh of a server start's CPU (1.1 of ~8 CPU-seconds, measured 2026-12-01). This hook
 * answers the common case itself: a relative `import` of a `.js` file from inside node_modules, in a package
 * whose nearest package.json says `"type": "module"`. The URL is the file's real path, as Node's resolver
 * gives; anything else (a bare name, a CommonJS require, a missing file, a package without that type) goes
 * to Node's own resolution. server/module-format.test.ts checks that every module a start loads resolves
 * to the same URL and format with and without it.
 */

function parsedType(text: string): unknown {
  try {
    return (JSON.parse(text) as { type?: unknown }).type;
  } catch {
    return undefined;
  }
}

/** A directory's nearest package.json says `"type": "module"`: per directory, read once. */
const moduleScope = new Map<string, boolean>();

function inModuleScope(directory: string): boolean {
  const visited: string[] = [];
  let result = false;
  for (let dir = directory; ; dir = path.dirname(dir)) {
    const known = moduleScope.get(dir);
    if (known !== undefined) {
      result = known;
      break;
    }
    visited.push(dir);
    let text: string | null = null;
    try {
      text = fs.readFileSync(path.join(dir, "package.json"), "utf8");
    } catch {
      // No package.json here: the scope is decided further up.
    }
    if (text !== null) {
      // Parsed only when the word is there (most packages state no type); the top-level field decides. A
      // package.json that is not JSON is left to Node, which refuses it with its own error.
      result = /"type"\s*:\s*"module"/.test(text) && parsedType(text) === "module";
      break;
    }
    if (path.dirname(dir) === dir || path.basename(dir) === "node_modules") break;
  }
  for (const dir of visited) moduleScope.set(dir, result);
  return result;
}

/** The resolution of `specifier` imported from `parentURL`, when it is the case this hook answers; else null. */
export function resolveWithinPackage(
  specifier: string,
  context: Pick<ResolveHookContext, "parentURL" | "conditions">,
): ResolveFnOutput | null {
  const parent = context.parentURL;
  if (
    !parent?.startsWith("file:") ||
    !parent.includes("/node_modules/") ||
    !(specifier.startsWith("./") || specifier.startsWith("../")) ||
    !specifier.endsWith(".js") ||
    !context.conditions?.includes("import")
  )
    return null;
  let file: string;
  try {
    file = fs.realpathSync(fileURLToPath(new URL(specifier, parent)));
    if (!fs.statSync(file).isFile()) return null;
  } catch {
    return null;
  }
  if (!inModuleScope(path.dirname(file))) return null;
  return { url: pathToFileURL(file).href, format: "module", shortCircuit: true };
}

registerHooks({
  resolve: (specifier, context, nextResolve) =>
    resolveWithinPackage(specifier, context) ?? nextResolve(specifier, context),
});
