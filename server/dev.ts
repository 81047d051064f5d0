/**
 * `npm run dev`: the server in development mode. React Router's Vite dev server runs inside it
 * (server/vite-dev.ts: edits under app/ show at once, without a restart), the page cache is off, and
 * Node's watch mode (the npm script's --watch-path) restarts the process when a file the process
 * itself runs changes: server/, platform/, and the domain, content and lib modules it loads natively
 * (scripts/native-modules.ts lists them; Vite leaves them to Node: docs/decisions/038-each-module-once.md).
 */
process.env.NODE_ENV = "development";
await import("./main.ts");

export {};
