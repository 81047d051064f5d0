import fs from "node:fs";
import path from "node:path";
import { startServer } from "./server.ts";

/**
 * Starts one production server for the whole run. Workers find it through
 * APP_URL and its data folder (outbox, uploads) through APP_DATA_DIR.
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, "../..");
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` before the end-to-end tests.");
  }
  if (process.env.APP_URL) return;
  const server = await startServer();
  process.env.APP_URL = server.url;
  process.env.APP_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
