import path from "node:path";
import { pathToFileURL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The Node process (server/) loads its own modules natively; the app bundle
 * imports them at run time instead of bundling a copy, so both share one
 * database, one auth instance and one request context.
 */
const serverModules = /^#(server|platform)\//;
const frameworkModules = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const rootRoute = path.resolve(import.meta.dirname, "app/root.tsx");

/**
 * The same rule in development (`npm run dev`, server/vite-dev.ts). Vite's dev server evaluates every
 * file of the project itself, so `#server/*` and `#platform/*` would exist twice (two databases, two
 * request contexts). Each such import becomes a small module that hands over the one the process
 * already loaded: Node imports it natively (same URL, same instance), and its exports are re-exported.
 */
function processModules(): Plugin {
  const prefix = "\0process-module:";
  const nativeImport = new Function("url", "return import(url)") as (url: string) => Promise<Record<string, unknown>>;
  return {
    name: "wellness:process-modules",
    apply: "serve",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId(id) {
      return serverModules.test(id) ? prefix + pathToFileURL(path.join(import.meta.dirname, id.slice(1))).href : null;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const url = id.slice(prefix.length);
      const names = Object.keys(await nativeImport(url)).filter(
        (name) => name !== "default" && /^[A-Za-z_$][\w$]*$/.test(name),
      );
      return [
        `const loaded = await (new Function("url", "return import(url)"))(${JSON.stringify(url)});`,
        ...(names.length > 0 ? [`export const { ${names.join(", ")} } = loaded;`] : []),
        "export default loaded.default;",
      ].join("\n");
    },
  };
}

/** The part of Rolldown's chunking context used here (rolldown is Vite's, not a direct dependency). */
type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Names "app-shell" every module of ours the root route imports, directly or not
 * (header, footer, buttons…; their libraries come along): every hydrated page
 * needs them, so they travel as one file rather than a dozen small ones.
 */
function appShell() {
  let shell: Set<string> | undefined;
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    if (!shell) {
      shell = new Set();
      const queue = [...(ctx.getModuleInfo(rootRoute)?.importedIds ?? [])];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (shell.has(id) || id.includes("node_modules")) continue;
        shell.add(id);
        queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
    }
    return shell.has(moduleId) ? "app-shell" : null;
  };
}

export default defineConfig({
  plugins: [processModules(), tailwindcss(), reactRouter()],
  // SOURCEMAP=1 writes source maps (for reading CPU profiles of the built server and client).
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
  // zod without its eval probe, which the CSP forbids (see app/lib/zod-jitless.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, "app/lib/zod-jitless.ts") }] },
  environments: {
    // lucide-react is bundled (only the icons we use): loaded from node_modules, its CommonJS build
    // creates every icon at start, a large share of the server's memory (docs/decisions/009-memory.md).
    ssr: { resolve: { noExternal: ["lucide-react"] }, build: { rollupOptions: { external: serverModules } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every hydrated page needs all of React, React DOM and React Router, and
            // the root route's components: two cacheable files instead of ~20 small
            // ones, so a phone on HTTP/1.1 makes fewer round trips.
            codeSplitting: {
              groups: [
                { name: "framework", test: frameworkModules, priority: 2 },
                { name: appShell(), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
