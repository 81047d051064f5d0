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
 * `node bench/script-bytes.ts` prints every page route with its bytes and exits 1 when a hydrated one is
 * over the budget; `npm run bench` prints the same beside a reading page's. Build first.
 */
import fs from "node:fs";
import path from "node:path";

/** The first load's script budget of a hydrated page (the brotli copies the server sends). */
export const HYDRATED_SCRIPT_BUDGET_BYTES = 100 * 1024;

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
  if (/export const handle\s*=\s*readingPageHandle\b/.test(source)) return "no";
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

/** Every page route (resource routes left out) with its first load's script bytes. */
export async function routeScriptBytes(root = path.resolve(import.meta.dirname, "..")): Promise<RouteScripts[]> {
  const clientDir = path.join(root, "build/client");
  const appDir = path.join(root, "app");
  const manifest = readClientManifest(clientDir);
  const files = await routeFiles(appDir);
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
    rows.push({ id: route.id, hydrated: hydrationOf(source), files: scripts.length, ...total });
  }
  return rows.sort((a, b) => b.brotli - a.brotli);
}

export const kilobytes = (bytes: number) => Number((bytes / 1024).toFixed(1));

if (import.meta.main) {
  const rows = await routeScriptBytes();
  console.table(
    rows.map((row) => ({
      route: row.id,
      hydrated: row.hydrated,
      files: row.files,
      "KB brotli": kilobytes(row.brotli),
      "KB gzip": kilobytes(row.gzip),
      "KB raw": kilobytes(row.raw),
    })),
  );
  const over = rows.filter((row) => row.hydrated !== "no" && row.brotli > HYDRATED_SCRIPT_BUDGET_BYTES);
  if (over.length) {
    console.error(
      `${over.length} of ${rows.filter((row) => row.hydrated !== "no").length} hydrated pages load more than ${kilobytes(HYDRATED_SCRIPT_BUDGET_BYTES)} KB of script (brotli): ${over.map((row) => row.id).join(", ")}`,
    );
    process.exitCode = 1;
  }
}
