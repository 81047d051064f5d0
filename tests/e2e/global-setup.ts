import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  DATA_TEMPLATE_ENV,
  isPreparedDataTemplate,
  prepareDataTemplate,
  removeDataTemplate,
  seededDataDir,
  sharedDataTemplate,
} from "#tests/helpers/data-dir.ts";
import { startServer } from "./server.ts";

/**
 * Prepares one temporary DATA_DIR with a verified admin and user (E2E_ADMIN_*,
 * E2E_USER_* in the environment), then starts one production server for the
 * whole run. Workers find it through APP_URL and its data folder (outbox,
 * uploads) through APP_DATA_DIR.
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, "../..");
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` before the end-to-end tests.");
  }
  if (process.env.APP_URL) return;
  // Servers the tests start for themselves begin from a copy of this prepared database (tests/helpers/data-dir.ts):
  // the one `npm test` prepared beside the build, else one prepared here.
  const shared = sharedDataTemplate();
  const ownTemplate = !isPreparedDataTemplate(shared);
  const template = ownTemplate ? fs.mkdtempSync(path.join(os.tmpdir(), "wellness-e2e-template-")) : shared;
  if (ownTemplate) prepareDataTemplate(template);
  process.env[DATA_TEMPLATE_ENV] = template;
  const { dataDir, users } = seededDataDir("wellness-e2e-");
  process.env.E2E_ADMIN_EMAIL = users.admin.email;
  process.env.E2E_ADMIN_PASSWORD = users.admin.password;
  process.env.E2E_ADMIN_NAME = users.admin.name;
  process.env.E2E_USER_EMAIL = users.user.email;
  process.env.E2E_USER_PASSWORD = users.user.password;
  process.env.E2E_USER_NAME = users.user.name;

  const server = await startServer({ dataDir });
  process.env.APP_URL = server.url;
  process.env.APP_DATA_DIR = server.dataDir;
  process.env.APP_PID = String(server.child.pid);
  return async () => {
    try {
      await server.stop();
    } finally {
      fs.rmSync(server.dataDir, { recursive: true, force: true });
      if (ownTemplate) removeDataTemplate(template);
    }
  };
}
