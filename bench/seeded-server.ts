/**
 * The production server on a temporary embedded database with an admin and a member seeded
 * (tests/e2e/seed-users.ts), and their session cookies: for the benchmarks that need signed-in pages.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";

const root = path.resolve(import.meta.dirname, "..");
type Account = { email: string; password: string };

/** Seeds an admin and a member into `dataDir` (the server must not be running on it). */
export function seedUsers(dataDir: string, env: Record<string, string> = {}): Record<"admin" | "user", Account> {
  return JSON.parse(
    execFileSync(process.execPath, ["tests/e2e/seed-users.ts"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
      encoding: "utf8",
    }),
  ) as Record<"admin" | "user", Account>;
}

/** Signs in through the auth API and returns the Cookie header of the session. */
export async function cookieOf(base: string, account: Account): Promise<string> {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A server with both accounts signed in; `stop()` also removes its data folder. */
export async function startSeededServer(
  options: {
    port?: number;
    env?: Record<string, string>;
    /** A script run on the data folder after the accounts, before the server starts; its JSON output is `prepared`. */
    prepare?: string;
    /** More members (member1…n, tests/e2e/seed-users.ts), signed out. */
    extraMembers?: number;
  } = {},
): Promise<{
  server: RunningServer;
  accounts: Record<string, Account>;
  cookies: Record<"admin" | "user", string>;
  prepared: Record<string, string>;
  stop(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-bench-"));
  const accounts = seedUsers(dataDir, options.extraMembers ? { SEED_EXTRA_MEMBERS: String(options.extraMembers) } : {});
  const prepared = options.prepare
    ? (JSON.parse(
        execFileSync(process.execPath, [options.prepare], {
          cwd: root,
          env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
          encoding: "utf8",
        }),
      ) as Record<string, string>)
    : {};
  const server = await startServer({ dataDir, port: options.port, env: { LOG_LEVEL: "warn", ...options.env } });
  const cookies = {
    admin: await cookieOf(server.url, accounts.admin),
    user: await cookieOf(server.url, accounts.user),
  };
  return {
    server,
    accounts,
    cookies,
    prepared,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
