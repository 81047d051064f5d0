import fs from "node:fs/promises";
import { builtinModules } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, parseAst, type Plugin } from "vite";
import { importSpecifier, nativeModules } from "./scripts/native-modules.ts";

const root = import.meta.dirname;
const frameworkModules = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const rootRoute = path.resolve(root, "app/root.tsx");

/**
 * Each module of ours is evaluated once per process (docs/decisions/038-each-module-once.md). Node loads
 * the server, the platform, the domain and whatever they import (app/lib, app/content…) itself:
 * scripts/native-modules.ts lists those files from the processes' entry points. The SSR bundle carries none of
 * them: an import that resolves to one is left to Node, which hands back the module it already loaded.
 * - build: the import becomes its package.json "imports" name (`#app/lib/site.ts`), which the built server
 *   resolves to the same file Node loaded; the build fails if one of them was bundled all the same, and lists
 *   the modules it bundled in build/server/bundled-modules.json (tests/integration/site-settings.test.ts reads it).
 * - development (`npm run dev`, server/vite-dev.ts, where Vite evaluates the routes): the import becomes the
 *   file's URL, counted among the SSR environment's "builtins" so that Vite's module runner hands it to Node's
 *   own import instead of evaluating a second copy.
 */
function oneCopyPerProcess(): Plugin {
  const native = nativeModules(root);
  return {
    name: "wellness:one-copy-per-process",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    configEnvironment(name, _config, env) {
      if (name !== "ssr" || env.command !== "serve") return;
      // Vite's default server builtins (Node's modules, node: and bun: ids), plus ours.
      const urls = [...native].map((file) => pathToFileURL(file).href);
      return { resolve: { builtins: [...builtinModules, /^node:/, /^bun:/, ...urls] } };
    },
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith("\0") || source.startsWith("virtual:")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      const file = resolved.id.split("?")[0]!;
      if (!native.has(file)) return null;
      return {
        id: this.environment.mode === "dev" ? pathToFileURL(file).href : importSpecifier(root, file),
        external: true,
      };
    },
    async generateBundle(options, bundle) {
      const bundled = new Set<string>();
      for (const output of Object.values(bundle))
        if (output.type === "chunk") for (const id of output.moduleIds) bundled.add(id.split("?")[0]!);
      const ours = [...bundled]
        .filter((id) => path.isAbsolute(id) && !id.includes(`${path.sep}node_modules${path.sep}`))
        .map((id) => path.relative(root, id).split(path.sep).join("/"))
        .sort();
      const twice = ours.filter((file) => native.has(path.join(root, file)));
      if (twice.length > 0)
        this.error(`loaded by Node and bundled too (each would exist twice in the server): ${twice.join(", ")}`);
      this.emitFile({ type: "asset", fileName: "bundled-modules.json", source: `${JSON.stringify(ours, null, 1)}\n` });
    },
  };
}

/**
 * zod in the browser never probes `new Function` (eval), which the Content-Security-Policy forbids: its global
 * configuration starts "jitless" in the browser build (zod keeps it on `globalThis.__zod_globalConfig`, made
 * where its core module is evaluated, before any schema). Set there rather than by a call in a module of ours
 * (app/lib/zod-jitless.ts), which the browser build leaves out wherever a page uses only zod's re-exports
 * (decision 042). The server keeps zod's compiled parsers.
 */
function zodJitlessInBrowser(): Plugin {
  const made = "(_a.__zod_globalConfig = {})";
  return {
    name: "wellness:zod-jitless-in-browser",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!/node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id.split("?")[0]!)) return null;
      if (!code.includes(made)) this.error(`zod's core no longer makes its global configuration as ${made}`);
      return { code: code.replace(made, "(_a.__zod_globalConfig = { jitless: true })"), map: null };
    },
  };
}

/** Text assets worth compressing (fonts and images are compressed formats already). */
const compressible = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside each built text asset of the
 * browser build, which the server sends as they are (express-static-gzip in server/app.ts): the best
 * compression, paid once per build instead of a quick one paid on every request. A copy that is not
 * smaller than the file is not written.
 */
function precompressAssets(): Plugin {
  return {
    name: "wellness:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const names = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(dir, name);
          const bytes = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < bytes.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * In the browser build, the value of a top-level `const` of our modules that is built by calls (a zod
 * schema `z.string().trim().max(…)`, an object of them, a table) is wrapped as `/* @__PURE__ *\/ (() => …)()`.
 * Our modules compute such values for their own sake, never for an effect, but a bundler cannot know that of
 * a chain of calls, so a value the page never uses would stay, and zod or the content with it, in every page
 * that imports a constant or a function from the same module (issue 62: the article pages, the forms).
 * A used value is computed as before, in the same order.
 */
const builtValues = new Set(["CallExpression", "ObjectExpression", "ArrayExpression", "NewExpression"]);

function pureBuiltValues(): Plugin {
  return {
    name: "wellness:pure-built-values",
    apply: "build",
    // After TypeScript and JSX are compiled away: the module is plain JavaScript here.
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /[\\/]app[\\/][^?]*\.[cm]?[jt]sx?$/ },
      handler(code) {
        const program = parseAst(code) as unknown as { body: Node[] };
        const wraps: [number, number][] = [];
        for (const statement of program.body) {
          const declaration = (statement.type === "ExportNamedDeclaration" ? statement.declaration : statement) as
            Node | null | undefined;
          if (declaration?.type !== "VariableDeclaration") continue;
          for (const declarator of declaration.declarations as Node[]) {
            const init = declarator.init as Node | null;
            if (init && builtValues.has(init.type)) wraps.push([init.start, init.end]);
          }
        }
        if (wraps.length === 0) return null;
        let out = code;
        for (const [start, end] of wraps.reverse()) {
          out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
        }
        return { code: out, map: null };
      },
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

const appDir = path.resolve(import.meta.dirname, "app") + path.sep;
/** False for our own script modules under app/ (see the client build's `treeshake`), else the default. */
function appModuleSideEffects(id: string): boolean | undefined {
  if (!id.startsWith(appDir) || id.includes("node_modules")) return undefined;
  return /\.[cm]?[jt]sx?$/.test(id.split("?")[0]!) ? false : undefined;
}

/**
 * Writes `build/client-modules.json` (outside the served folder): each browser chunk with the source modules
 * in it, for the gate's check that no page's script carries content or server code it was not meant to
 * (tests/integration/script-bytes.test.ts, bench/script-bytes.ts).
 */
function listChunkModules(): Plugin {
  return {
    name: "wellness:list-chunk-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const root = import.meta.dirname + path.sep;
      const chunks: Record<string, string[]> = {};
      for (const [name, output] of Object.entries(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[`/${name}`] = output.moduleIds.map((id) => (id.startsWith(root) ? id.slice(root.length) : id));
      }
      await fs.writeFile(path.join(options.dir!, "..", "client-modules.json"), JSON.stringify(chunks));
    },
  };
}

export default defineConfig({
  plugins: [
    oneCopyPerProcess(),
    zodJitlessInBrowser(),
    tailwindcss(),
    reactRouter(),
    pureBuiltValues(),
    precompressAssets(),
    listChunkModules(),
  ],
  // SOURCEMAP=1 writes source maps (for reading CPU profiles of the built server and client).
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
  // zod without its eval probe, which the CSP forbids (see app/lib/zod-jitless.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, "app/lib/zod-jitless.ts") }] },
  environments: {
    // lucide-react is bundled (only the icons we use): loaded from node_modules, its CommonJS build
    // creates every icon at start, a large share of the server's memory (docs/decisions/009-memory.md).
    ssr: { resolve: { noExternal: ["lucide-react"] } },
    client: {
      build: {
        rolldownOptions: {
          // Our app modules run nothing at import that a page needs (no module is imported for its effect
          // alone; eslint.config.js refuses a bare import under app/): one whose exports the browser
          // does not use is left out whole, even when it builds a schema or a table at module level
          // (issue 62: a form's zod schemas, the catalogue, reached pages that only used a constant
          // beside them). Stylesheets and packages keep their own declaration.
          treeshake: {
            moduleSideEffects: (id, external) => (external ? undefined : appModuleSideEffects(id)),
          },
          output: {
            // Every hydrated page needs all of React, React DOM and React Router, and
            // the root route's components: two cacheable files instead of ~20 small
            // ones, so a phone on HTTP/1.1 makes fewer round trips.
            codeSplitting: {
              groups: [
                { name: "framework", test: frameworkModules, priority: 5 },
                // Forms' validation loads after hydration (app/components/forms/field.tsx): zod in a file of its
                // own, apart from the form library every form page loads at once; left to itself the bundler
                // puts zod into the form library's file, which every form page loads at once.
                { name: "conform", test: /node_modules[\\/]@conform-to[\\/](dom|react)[\\/]/, priority: 4 },
                { name: "zod", test: /node_modules[\\/](zod|@conform-to[\\/]zod)[\\/]/, priority: 3 },
                { name: appShell(), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
