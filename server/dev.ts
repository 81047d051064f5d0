/**
 * `npm run dev`: the server in development mode. React Router's Vite dev server runs inside it
 * (server/vite-dev.ts: edits under app/ show at once, without a restart), the page cache is off, and
 * Node's watch mode (the npm script's --watch-path) restarts the process when a file the process
 * itself runs changes: server/, platform/, and the domain and content modules it loads natively.
 */
process.env.NODE_ENV = "development";
await import("./main.ts");

export {};
