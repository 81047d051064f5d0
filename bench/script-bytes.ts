/**
 * Script bytes of each page's first load, counted from the build (no server, no browser, no clock): the
 * module scripts React Router preloads for a route (`<link rel="modulepreload">` in the page: the client
 * entry and its imports, then every route of the match from the root down, each module and its static
 * imports, as the build's manifest lists them), as the server sends them to a browser: the build writes a
 * brotli (quality 11) and a gzip (level 9) copy beside each asset and the server sends the one the browser
 * accepts (brotli for Chromium, else gzip), or the file itself when there is no smaller copy (server/app.ts,
 * vite.config.ts). Scripts a page imports later (the editor, a tab's parts, a form's validation) are not in
 * its first load and not counted; neither are the HTML's inline scripts (route data, the route table).
 *
 * Every hydrated page loads the same shared runtime first: the client entry with React, React DOM and React
 * Router, the root route and the app shell (what the root route's own first load is). What a page loads beyond
 * it is its own code, and is budgeted apart (issue 62): the shared runtime at most 100 KB, a page's own code at
 * most 40 KB, brotli as sent.
 *
 * `node bench/script-bytes.ts` prints every page route with its bytes, shared and own, and exits 1 when a
 * hydrated one is over a budget; `npm run bench` prints the same beside a reading page's. Build first.
 */
import fs from "node:fs";
import path from "node:path";

/** The shared runtime's budget: entry, React, React DOM, React Router, root route and app shell (brotli). */
export const SHARED_RUNTIME_BUDGET_BYTES = 100 * 1024;
/** A hydrated page's own code beyond the shared runtime (brotli). */
export const OWN_SCRIPT_BUDGET_BYTES = 40 * 1024;

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[]; hasDefaultExport?: boolean };
type ClientManifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

export type RouteScripts = {
  id: string;
  /** "no": a reading page (`readingPageHandle`); "sometimes": its handle decides from its data; "yes". */
  hydrated: "yes" | "sometimes" | "no";
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  /** Brotli bytes of the page's own scripts, beyond the shared runtime every hydrated page loads. */
  ownBrotli: number;
  /** The page's own script files (URLs), beyond the shared runtime. */
  own: string[];
};

/** The manifest React Router writes into the client build (`window.__reactRouterManifest=…`). */
export function readClientManifest(clientDir: string): ClientManifest {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: build first (npx react-router build)`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as ClientManifest;
}

/** The scripts a route's page preloads: the entry's, then each route's from the root down. */
export function firstLoadScripts(manifest: ClientManifest, routeId: string): string[] {
  const chain: ManifestRoute[] = [];
  let route: ManifestRoute | undefined = manifest.routes[routeId];
  while (route) {
    chain.unshift(route);
    route = route.parentId ? manifest.routes[route.parentId] : undefined;
  }
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/** Whether a route module hydrates, from its handle (app/lib/hydration.ts). */
export function hydrationOf(source: string): RouteScripts["hydrated"] {
  // `handle = readingPageHandle`, or the reading page's handle spread into one that adds a page-cache policy.
  if (/export const handle\s*=\s*(?:\{\s*\.\.\.)?readingPageHandle\b/.test(source)) return "no";
  if (/hydrate:\s*false\b/.test(source)) return "no";
  if (/hydrate:\s*\(/.test(source)) return "sometimes";
  return "yes";
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
/** A file's size, and that of its compressed copy as sent (the file itself when the build wrote none). */
function sizeOf(clientDir: string, url: string) {
  const known = sizes.get(url);
  if (known) return known;
  const file = path.join(clientDir, url);
  const raw = fs.statSync(file).size;
  const copy = (extension: string) => (fs.existsSync(file + extension) ? fs.statSync(file + extension).size : raw);
  const size = { raw, gzip: copy(".gz"), brotli: copy(".br") };
  sizes.set(url, size);
  return size;
}

/** Route files by id, from the route table (app/routes.ts). */
async function routeFiles(appDir: string): Promise<Map<string, string>> {
  type Config = { id?: string; file: string; children?: Config[] };
  const table = (await import(path.join(appDir, "routes.ts"))) as { default: Config[] };
  const files = new Map<string, string>([["root", "root.tsx"]]);
  const walk = (routes: Config[]) => {
    for (const route of routes) {
      files.set(route.id ?? route.file.replace(/\.[jt]sx?$/, ""), route.file);
      if (route.children) walk(route.children);
    }
  };
  walk(table.default);
  return files;
}

/** The scripts every hydrated page loads first: the entry and its imports, the root route's. */
export function sharedRuntimeScripts(manifest: ClientManifest): string[] {
  return firstLoadScripts(manifest, "root");
}

/** The shared runtime's files and brotli bytes, from the build. */
export function sharedRuntime(root = path.resolve(import.meta.dirname, "..")): { files: string[]; brotli: number } {
  const clientDir = path.join(root, "build/client");
  const files = sharedRuntimeScripts(readClientManifest(clientDir));
  return { files, brotli: files.reduce((sum, file) => sum + sizeOf(clientDir, file).brotli, 0) };
}

/**
 * The source modules in each browser chunk (`build/client-modules.json`, written by vite.config.ts's
 * `listChunkModules`), paths relative to the project.
 */
export function chunkModules(root = path.resolve(import.meta.dirname, "..")): Record<string, string[]> {
  const file = path.join(root, "build/client-modules.json");
  if (!fs.existsSync(file)) throw new Error(`no ${file}: build first (npx react-router build)`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string[]>;
}

/** Content (app/content) and server (`.server.`, server/, platform/) modules a list of chunks carries. */
export function contentAndServerModules(modules: Record<string, string[]>, files: string[]): string[] {
  const found = new Set<string>();
  for (const file of files)
    for (const id of modules[file] ?? [])
      if (/^app\/content\//.test(id) || /\.server\.[jt]sx?$/.test(id) || /^(server|platform)\//.test(id)) found.add(id);
  return [...found].sort();
}

/** Every page route (resource routes left out) with its first load's script bytes. */
export async function routeScriptBytes(root = path.resolve(import.meta.dirname, "..")): Promise<RouteScripts[]> {
  const clientDir = path.join(root, "build/client");
  const appDir = path.join(root, "app");
  const manifest = readClientManifest(clientDir);
  const files = await routeFiles(appDir);
  const shared = new Set(sharedRuntimeScripts(manifest));
  const rows: RouteScripts[] = [];
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root" || route.hasDefaultExport === false) continue;
    const file = files.get(route.id);
    const source = file ? fs.readFileSync(path.join(appDir, file), "utf8") : "";
    const scripts = firstLoadScripts(manifest, route.id);
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const script of scripts) {
      const size = sizeOf(clientDir, script);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
    }
    const own = scripts.filter((script) => !shared.has(script));
    const ownBrotli = own.reduce((sum, script) => sum + sizeOf(clientDir, script).brotli, 0);
    rows.push({ id: route.id, hydrated: hydrationOf(source), files: scripts.length, ...total, ownBrotli, own });
  }
  return rows.sort((a, b) => b.brotli - a.brotli);
}

export const kilobytes = (bytes: number) => Number((bytes / 1024).toFixed(1));

if (import.meta.main) {
  const rows = await routeScriptBytes();
  const runtime = sharedRuntime();
  console.log(
    `shared runtime (every hydrated page): ${kilobytes(runtime.brotli)} KB brotli, budget ${kilobytes(SHARED_RUNTIME_BUDGET_BYTES)} KB`,
  );
  console.table(
    rows.map((row) => ({
      route: row.id,
      hydrated: row.hydrated,
      files: row.files,
      "KB shared": row.hydrated === "no" ? 0 : kilobytes(runtime.brotli),
      "KB own": row.hydrated === "no" ? 0 : kilobytes(row.ownBrotli),
      "KB brotli": kilobytes(row.brotli),
      "KB gzip": kilobytes(row.gzip),
      "KB raw": kilobytes(row.raw),
    })),
  );
  const hydrated = rows.filter((row) => row.hydrated !== "no");
  const over = hydrated.filter((row) => row.ownBrotli > OWN_SCRIPT_BUDGET_BYTES);
  if (runtime.brotli > SHARED_RUNTIME_BUDGET_BYTES) {
    console.error(
      `the shared runtime is ${kilobytes(runtime.brotli)} KB, over ${kilobytes(SHARED_RUNTIME_BUDGET_BYTES)} KB`,
    );
    process.exitCode = 1;
  }
  if (over.length) {
    console.error(
      `${over.length} of ${hydrated.length} hydrated pages load more than ${kilobytes(OWN_SCRIPT_BUDGET_BYTES)} KB of their own script (brotli): ${over.map((row) => `${row.id} ${kilobytes(row.ownBrotli)}`).join(", ")}`,
    );
    process.exitCode = 1;
  }
}
