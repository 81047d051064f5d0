import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { viewerForCookie as authenticate } from "#app/domain/accounts/viewer.server.ts";
import { clusterEvents } from "#platform/cluster-events.ts";
import { createChatHub, type ChatHub } from "#server/chat/hub.ts";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";
import { startPostgres, type PostgresServer } from "#tests/helpers/postgres.ts";
import { connectChat, type TestSocket } from "#tests/helpers/ws-client.ts";
import { signInCookie } from "./sign-in.ts";

/**
 * The chat tests' shared rigs: the real hub on a bare HTTP server of this process (its sockets, joined to a
 * room), and two production app instances on one real PostgreSQL server with seeded members.
 */
const root = path.resolve(import.meta.dirname, "../..");
export const CHAT_ORIGIN = "http://localhost:3000";

export type HubRig = {
  url: string;
  hub: ChatHub;
  /** A socket past its `ready` frame, closed by `close`. */
  connect(cookie?: string): Promise<TestSocket>;
  /** A socket subscribed to `topic`. */
  joined(cookie: string | undefined, topic: string): Promise<TestSocket>;
  /** Closes every socket opened so far (they count against the per-address limit). */
  closeSockets(): Promise<void>;
  close(): Promise<void>;
};

export async function startHubRig(): Promise<HubRig> {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const hub = createChatHub(server, { bus: clusterEvents, allowedOrigin: CHAT_ORIGIN, authenticate });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/chat`;
  const open: TestSocket[] = [];
  const connect = async (cookie?: string) => {
    const socket = await connectChat(url, { origin: CHAT_ORIGIN, cookie });
    open.push(socket);
    await socket.next("ready");
    return socket;
  };
  return {
    url,
    hub,
    connect,
    async joined(cookie, topic) {
      const socket = await connect(cookie);
      socket.send({ type: "subscribe", topic });
      await socket.next("subscribed", (frame) => frame.topic === topic);
      return socket;
    },
    async closeSockets() {
      await Promise.all(open.splice(0).map((socket) => socket.close()));
    },
    async close() {
      await Promise.all(open.map((socket) => socket.close()));
      await hub.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Seeded = Record<string, { email: string; password: string; name: string }>;

/** The session cookie of `email` signed in on `server`. */
export function signIn(server: RunningServer, email: string, password: string): Promise<string> {
  return signInCookie(server.url, { email, password });
}

export type TwoInstances = {
  postgres: PostgresServer;
  a: RunningServer;
  b: RunningServer;
  users: Seeded;
  /** A socket on `server` past its `ready` frame, closed by `stop`. */
  open(server: RunningServer, cookie?: string): Promise<TestSocket>;
  /** A socket on `server` subscribed to `topic`. */
  joined(server: RunningServer, topic: string, cookie?: string): Promise<TestSocket>;
  /** Closes every socket opened so far (both instances then hold nobody). */
  closeSockets(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Two production instances (`node server/main.ts`) on one new PostgreSQL server, migrated and seeded with a
 * verified admin, user and `extraMembers` members (tests/e2e/seed-users.ts) before they start. Builds the
 * app first when run alone (through `npm test` it is built already).
 */
export async function startTwoInstances(options: {
  secret: string;
  env?: Record<string, string>;
  extraMembers?: number;
}): Promise<TwoInstances> {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: root,
      stdio: "ignore",
      env: { ...process.env, NODE_ENV: "production" },
    });
  }
  const postgres = await startPostgres();
  const env = {
    DATABASE_URL: postgres.url,
    AUTH_SECRET: options.secret,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    ...options.env,
  };
  const output = execFileSync(process.execPath, ["tests/e2e/seed-users.ts"], {
    cwd: root,
    env: { ...process.env, ...env, SEED_EXTRA_MEMBERS: String(options.extraMembers ?? 0) },
    encoding: "utf8",
  });
  const users = JSON.parse(output) as Seeded;
  const [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  const sockets: TestSocket[] = [];
  const open = async (server: RunningServer, cookie?: string) => {
    const socket = await connectChat(`${server.url.replace("http", "ws")}/ws/chat`, { origin: server.url, cookie });
    sockets.push(socket);
    await socket.next("ready");
    return socket;
  };
  return {
    postgres,
    a,
    b,
    users,
    open,
    async joined(server, topic, cookie) {
      const socket = await open(server, cookie);
      socket.send({ type: "subscribe", topic });
      await socket.next("subscribed", (frame) => frame.topic === topic);
      return socket;
    },
    async closeSockets() {
      await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    },
    async stop() {
      await Promise.all(sockets.map((socket) => socket.close()));
      await Promise.all([a.stop(), b.stop()]);
      for (const server of [a, b]) fs.rmSync(server.dataDir, { recursive: true, force: true });
      await postgres.stop();
    },
  };
}
