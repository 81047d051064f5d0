import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createApp } from "#server/app.ts";
import { seed } from "#server/seed.ts";
import { db } from "#platform/db.ts";
import type { SeededUsers } from "#tests/helpers/data-dir.ts";
import { createTestUser } from "#tests/helpers/users.ts";

/**
 * The production app (createApp with the production build) listening on 127.0.0.1 in the test's own process,
 * on the file's in-memory database with the built-in content a first start adds and a verified admin and
 * user: the server a test of HTTP answers needs, without a second Node process, a data folder and a first
 * start. Tests about the process itself (start-up, signals, files on disk, logs) start a real server instead
 * (tests/e2e/server.ts).
 */
export type AppServer = { url: string; users: SeededUsers; stop(): Promise<void> };

const root = path.resolve(import.meta.dirname, "../..");

export async function startAppServer(): Promise<AppServer> {
  // `npm test` builds before the tests; a file run alone builds with production settings, not vitest's.
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: root,
      stdio: "ignore",
      env: { ...process.env, NODE_ENV: "production" },
    });
  }
  await seed(db);
  const password = "e2e-password-123";
  const [admin, user] = await Promise.all([
    createTestUser({ role: "admin", name: "Avery Admin", password, signedIn: false }),
    createTestUser({ name: "Uma User", password, signedIn: false }),
  ]);
  const { server } = await createApp();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    users: {
      admin: { email: admin.email, password, name: admin.name },
      user: { email: user.email, password, name: user.name },
    },
    stop: () => closeServer(server),
  };
}

function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
