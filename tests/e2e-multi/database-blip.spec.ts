import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import type { ChatMessage } from "#app/domain/chat/rules.ts";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";
import { startPostgres, type PostgresServer } from "#tests/helpers/postgres.ts";
import { connectChat, type TestSocket } from "#tests/helpers/ws-client.ts";

/**
 * A database that blips, against a real PostgreSQL server:
 * its backends are killed, then the server is stopped and started again on the
 * same data and port. Both app instances stay up, /healthz answers 503 within
 * 2 s while the database is away and 200 once it is back, requests fail fast
 * instead of hanging, pages render again and chat crosses instances again.
 *
 * The shared fixture of this suite (global-setup.ts) cannot lose its database
 * in the middle of the other tests, so this spec runs its own PostgreSQL
 * server and two instances.
 */
const root = path.resolve(import.meta.dirname, "../..");
const AUTH_SECRET = "database-blip-e2e-secret-0123456789abcdef";
const ARTICLE = "/articles/better-sleep-backed-by-evidence-what-actually-helps";
const HEALTH_DEADLINE_MS = 2_000;

let postgres: PostgresServer;
let a: RunningServer;
let b: RunningServer;
let cookie = "";
const sockets: TestSocket[] = [];

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await startPostgres();
  const env = { DATABASE_URL: postgres.url, AUTH_SECRET, LOG_LEVEL: "info", DATABASE_CONNECT_TIMEOUT_MS: "1500" };
  // Migrate the database and create a verified user before the instances start.
  const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-blip-seed-"));
  const output = execFileSync(process.execPath, ["tests/e2e/seed-users.ts"], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: seedDir },
    encoding: "utf8",
  });
  fs.rmSync(seedDir, { recursive: true, force: true });
  const users = JSON.parse(output) as Record<"user", { email: string; password: string }>;
  // One after the other: both would run the (idempotent) migrations and seed at start-up.
  a = await startServer({ env });
  b = await startServer({ env });
  const response = await fetch(`${a.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: a.url },
    body: JSON.stringify({ email: users.user.email, password: users.user.password }),
  });
  expect(response.status).toBe(200);
  cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
});

test.afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  // stop() also fails the run if either server logged an unhandled rejection.
  await Promise.all([a?.stop(), b?.stop()]);
  for (const server of [a, b]) if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await postgres?.stop();
});

async function health(server: RunningServer) {
  const started = performance.now();
  const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, ms: performance.now() - started };
}

async function open(server: RunningServer, withCookie?: string) {
  const socket = await connectChat(`${server.url.replace("http", "ws")}/ws/chat`, {
    origin: server.url,
    cookie: withCookie,
  });
  sockets.push(socket);
  await socket.next("ready");
  socket.send({ type: "subscribe", topic: "mental-wellness" });
  await socket.next("subscribed");
  return socket;
}

/** Whether the reader got this message, live or in a backfill (after the bus listens again). */
function received(reader: TestSocket, id: number) {
  return reader.frames.some(
    (frame) =>
      (frame.type === "message" && frame.message.id === id) ||
      (frame.type === "backfill" && frame.messages.some((message: ChatMessage) => message.id === id)),
  );
}

/**
 * Sends from A until a message arrives live on B within 2 s: proves that B's LISTEN is back
 * (not only that B caught up through a backfill).
 */
async function expectChatCrossesInstances(sender: TestSocket, reader: TestSocket, label: string) {
  const deadline = Date.now() + 30_000;
  for (let attempt = 1; ; attempt += 1) {
    const clientId = `${label}-${attempt}`;
    sender.send({ type: "send", topic: "mental-wellness", clientId, content: `${label} (attempt ${attempt})` });
    const answer = await Promise.race([
      sender.next("ack", (frame) => frame.clientId === clientId, 10_000),
      sender.next("error", (frame) => frame.clientId === clientId, 10_000),
    ]);
    if (answer.type === "ack") {
      const live = await reader.next("message", (frame) => frame.message.id === answer.id, 2_000).catch(() => null);
      if (live) return answer.id;
    }
    if (Date.now() > deadline) throw new Error(`chat did not cross instances again: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test("killed backends, then a stopped and restarted server: instances stay up, /healthz follows, chat and pages recover", async () => {
  const sender = await open(a, cookie);
  const reader = await open(b);
  await expectChatCrossesInstances(sender, reader, "before");

  // 1. Every backend of the database is killed (the pools' idle connections and both buses' LISTEN connections).
  const admin = new pg.Client({ connectionString: postgres.databaseUrl("postgres") });
  await admin.connect();
  const killed = await admin.query(
    "select count(pg_terminate_backend(pid))::int as killed from pg_stat_activity where datname = $1",
    [new URL(postgres.url).pathname.slice(1)],
  );
  await admin.end();
  expect((killed.rows[0] as { killed: number }).killed).toBeGreaterThan(0);
  await expect.poll(async () => (await health(a)).status).toBe(200);
  await expect.poll(async () => (await health(b)).status).toBe(200);
  expect(a.child.exitCode).toBeNull();
  expect(b.child.exitCode).toBeNull();
  await expectChatCrossesInstances(sender, reader, "after-terminate");

  // 2. The server stops: health says so within 2 s, requests fail fast, nobody crashes.
  postgres.halt();
  for (const server of [a, b]) {
    const answer = await health(server);
    expect(answer.status).toBe(503);
    expect(answer.ms).toBeLessThan(HEALTH_DEADLINE_MS);
  }
  const started = performance.now();
  const page = await fetch(`${a.url}${ARTICLE}`, { headers: { Cookie: cookie }, signal: AbortSignal.timeout(15_000) });
  expect(page.status).toBeGreaterThanOrEqual(500);
  expect(performance.now() - started).toBeLessThan(5_000);
  sender.send({ type: "send", topic: "mental-wellness", clientId: "during", content: "while the database is away" });
  expect(await sender.next("error", (frame) => frame.clientId === "during", 10_000)).toMatchObject({
    code: "server_error",
  });
  // A few seconds without a database (the buses retry meanwhile): both processes are still alive.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  for (const server of [a, b]) {
    expect(server.child.exitCode).toBeNull();
    expect((await health(server)).status).toBe(503);
  }

  // 3. The server comes back on the same data and port: everything recovers without a restart of the app.
  postgres.restart();
  await expect.poll(async () => (await health(a)).status, { timeout: 15_000 }).toBe(200);
  await expect.poll(async () => (await health(b)).status, { timeout: 15_000 }).toBe(200);
  const again = await fetch(`${a.url}${ARTICLE}`, { headers: { Cookie: cookie } });
  expect(again.status).toBe(200);
  expect(await again.text()).toContain("Better Sleep");
  const anonymous = await fetch(`${b.url}${ARTICLE}`);
  expect(anonymous.status).toBe(200);
  const id = await expectChatCrossesInstances(sender, reader, "after-restart");
  expect(received(reader, id)).toBe(true);

  expect(a.child.exitCode).toBeNull();
  expect(b.child.exitCode).toBeNull();
  a.assertNoUnhandledRejections();
  b.assertNoUnhandledRejections();
  // The drops were reported in the logs, not crashes.
  expect([...a.logs, ...b.logs].join("")).toMatch(/database connection lost|LISTEN connection lost/);
});
