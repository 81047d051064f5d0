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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // zod without its eval probe, which the CSP forbids (see app/lib/zod-jitless.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, "app/lib/zod-jitless.ts") }] },
  environments: {
    ssr: { build: { rollupOptions: { external: serverModules } } },
  },
});
