import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no type declarations
import S3rver from "s3rver";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";
import { findPostgresBin, startPostgres } from "#tests/helpers/postgres.ts";
import { startBalancer } from "./balancer.ts";

/**
 * The "many machines" deployment (ARCHITECTURE "Scale-out"), for real: one
 * PostgreSQL 15 server, one S3-compatible object store (s3rver), TWO app
 * instances (`node server/main.ts`, production mode) sharing AUTH_SECRET, each
 * with its own DATA_DIR (mail outbox only), and a round-robin load balancer in
 * front of them whose URL is both instances' SITE_URL (TRUST_PROXY=1: the balancer is the one trusted hop).
 * PostgreSQL binaries are required: without them the run fails instead of
 * skipping (`.ci/run` installs Debian's `postgresql`).
 *
 * Workers find instance A at APP_URL (so tests/e2e/fixtures.ts and
 * auth-helpers.ts work unchanged), B at APP_URL_B, the balancer at
 * APP_SITE_URL; the outboxes at APP_DATA_DIR / APP_DATA_DIR_B. Contact forms are limited to
 * MULTI_FORM_LIMIT (also in the environment) per hour and address, on every
 * instance together. Both instances answer /metrics to MULTI_METRICS_TOKEN.
 */
const MULTI_FORM_LIMIT = 2;
const AUTH_SECRET = "many-instances-e2e-secret-0123456789abcdef";
const BUCKET = "wellness-uploads";
/** Both instances' /metrics token: tests read per-instance counters (e.g. articles_went_live_total). */
const METRICS_TOKEN = "many-instances-metrics-token-0123456789";

export default async function globalSetup() {
  const started = Date.now();
  const root = path.resolve(import.meta.dirname, "../..");
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` before the many-instances tests.");
  }
  if (!findPostgresBin()) {
    throw new Error(
      "The many-instances tests need PostgreSQL 15 binaries (initdb, pg_ctl): install Debian's `postgresql` " +
        "package (`apt-get install postgresql`; .ci/run does) or set PG_BIN to their folder.",
    );
  }

  const cleanups: (() => Promise<void> | void)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error("many-instances teardown:", error);
      }
    }
  };

  try {
    const postgres = await startPostgres();
    cleanups.push(() => postgres.stop());

    const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-multi-s3-"));
    const s3 = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port: s3Port } = (await s3.run()) as { port: number };
    cleanups.push(async () => {
      await s3.close();
      fs.rmSync(s3Dir, { recursive: true, force: true });
    });

    // As in production (docs/operations.md, "Running several instances"), every instance has the balancer's URL as SITE_URL.
    const balancer = await startBalancer();
    cleanups.push(() => balancer.close());

    const env = {
      SITE_URL: balancer.url,
      // One proxy hop (the balancer appends the address it saw): never "trust everything".
      TRUST_PROXY: "1",
      DATABASE_URL: postgres.url,
      AUTH_SECRET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      FORM_RATE_LIMIT_PER_HOUR: String(MULTI_FORM_LIMIT),
      METRICS_TOKEN,
      LOG_LEVEL: "warn",
    };
    // Migrate the shared database and create the verified admin and user before either instance starts.
    const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-multi-seed-"));
    cleanups.push(() => fs.rmSync(seedDir, { recursive: true, force: true }));
    const output = execFileSync(process.execPath, ["tests/e2e/seed-users.ts"], {
      cwd: root,
      env: { ...process.env, ...env, NODE_ENV: "production", DATA_DIR: seedDir },
      encoding: "utf8",
    });
    const users = JSON.parse(output) as Record<"admin" | "user", { email: string; password: string; name: string }>;
    process.env.E2E_ADMIN_EMAIL = users.admin.email;
    process.env.E2E_ADMIN_PASSWORD = users.admin.password;
    process.env.E2E_ADMIN_NAME = users.admin.name;
    process.env.E2E_USER_EMAIL = users.user.email;
    process.env.E2E_USER_PASSWORD = users.user.password;
    process.env.E2E_USER_NAME = users.user.name;

    // One after the other: both would run the (idempotent) migrations and seed at start-up.
    const servers: RunningServer[] = [];
    for (const name of ["A", "B"]) {
      const server = await startServer({ env });
      servers.push(server);
      cleanups.push(async () => {
        await server.stop();
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      });
      if (process.env.MULTI_DEBUG) console.log(`instance ${name}: ${server.url}`);
    }
    const [a, b] = servers as [RunningServer, RunningServer];
    balancer.setTargets([
      { name: "A", url: a.url },
      { name: "B", url: b.url },
    ]);
    process.env.APP_SITE_URL = balancer.url;
    process.env.APP_URL = a.url;
    process.env.APP_DATA_DIR = a.dataDir;
    process.env.APP_URL_B = b.url;
    process.env.APP_DATA_DIR_B = b.dataDir;
    process.env.MULTI_FORM_LIMIT = String(MULTI_FORM_LIMIT);
    process.env.MULTI_METRICS_TOKEN = METRICS_TOKEN;
    // Specs that start instances of their own (proxy set-ups, faults) use this server and this secret.
    process.env.MULTI_DATABASE_URL = postgres.url;
    process.env.MULTI_POSTGRES_PORT = String(postgres.port);
    process.env.MULTI_AUTH_SECRET = AUTH_SECRET;
    process.env.MULTI_S3_ENDPOINT = `http://127.0.0.1:${s3Port}`;
    console.log(`many instances: PostgreSQL, S3 and two app instances ready in ${Date.now() - started} ms`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
