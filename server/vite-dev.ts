import type http from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";

/**
 * `npm run dev` (NODE_ENV=development): React Router's Vite dev server inside this Express server,
 * in middleware mode, as React Router's Express template does. Vite serves the browser modules and
 * pushes edits under app/ to the page (HMR over this server's own port); every request loads the
 * server build through Vite (`virtual:react-router/server-build`), so an edited route renders at
 * once, without a restart. Vite is a devDependency: it is imported only here, only in development.
 */
export type DevServer = {
  middlewares: RequestHandler;
  /** The current server build (Vite re-evaluates the modules an edit touched). */
  build(): Promise<ServerBuild>;
  close(): Promise<void>;
};

export async function createDevServer(server: http.Server): Promise<DevServer> {
  const { createServer } = await import("vite");
  const root = path.resolve(import.meta.dirname, "..");
  const vite = await createServer({
    root,
    configFile: path.join(root, "vite.config.ts"),
    appType: "custom",
    server: { middlewareMode: true, hmr: { server } },
    // Find every browser dependency when the server starts, not on the first page load: a dependency found
    // late is bundled again and the open page fails to import its modules and reloads (a fresh clone has no
    // Vite cache). The route and component files name them all; the client entry's own live in React Router.
    optimizeDeps: {
      entries: ["app/root.tsx", "app/routes/**/*.tsx", "app/components/**/*.tsx"],
      include: ["react", "react/jsx-dev-runtime", "react-dom", "react-dom/client", "react-router", "react-router/dom"],
    },
  });
  return {
    middlewares: vite.middlewares as unknown as RequestHandler,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}
