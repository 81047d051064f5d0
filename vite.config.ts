import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The Node process (server/) loads its own modules natively; the app bundle
 * imports them at run time instead of bundling a copy, so both share one
 * database, one auth instance and one request context.
 */
const serverModules = /^#server\//;
const frameworkModules = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // zod without its eval probe, which the CSP forbids (see app/lib/zod-jitless.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, "app/lib/zod-jitless.ts") }] },
  environments: {
    ssr: { build: { rollupOptions: { external: serverModules } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every hydrated page needs all of React, React DOM and React Router: one
            // cacheable file instead of four, so a phone makes fewer requests.
            codeSplitting: {
              groups: [{ name: "framework", test: frameworkModules, priority: 1 }],
            },
          },
        },
      },
    },
  },
});
