import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { newDataDir } from "#tests/helpers/data-dir.ts";
import { siteNodeEnvironment, siteNodeFlags } from "#tests/helpers/node-flags.ts";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The /metrics bearer token of servers started here (a test may pass its own METRICS_TOKEN, or "" for none). */
export const TEST_METRICS_TOKEN = "test-metrics-token-0123456789";

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  logs: string[];
  /** The server's log lines reporting a promise rejection that nothing handled (server/main.ts logs each). */
  unhandledRejections(): string[];
  /** Throws when the server has logged an unhandled rejection so far. */
  assertNoUnhandledRejections(): void;
  /** Stops the server; then throws if it logged an unhandled rejection at any time (that fails the test). */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/** The message server/main.ts logs for a promise rejection that nothing handled. */
const UNHANDLED_REJECTION_MESSAGE = "unhandled promise rejection";

function unhandledRejectionLines(logs: string[]): string[] {
  return logs
    .join("")
    .split("\n")
    .filter((line) => line.includes(`"msg":"${UNHANDLED_REJECTION_MESSAGE}"`));
}

/** The Node options the site's server runs with, from bin/site-node (what each does is said there). */
export const SERVER_NODE_OPTIONS = siteNodeFlags();

/** The environment bin/site-node adds (glibc's allocator settings), as the site's launcher sets it. */
export const SERVER_ENVIRONMENT = siteNodeEnvironment();

/** Starts the production server (`node server/main.ts`) and waits for /healthz. */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; port?: number; nodeOptions?: string[] } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? newDataDir("wellness-e2e-");
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, [...(options.nodeOptions ?? SERVER_NODE_OPTIONS), "server/main.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      ...SERVER_ENVIRONMENT,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: "info",
      // Every test signs in from 127.0.0.1: raise the per-address auth limits (a test may pass "1").
      AUTH_RATE_LIMIT_SCALE: "50",
      METRICS_TOKEN: TEST_METRICS_TOKEN,
      // Node keeps the code it compiled for the server's modules (and the database child's) here, so every
      // server a run starts after the first skips compiling them: about 1.5 of a start's 11 CPU-seconds.
      NODE_COMPILE_CACHE: path.join(os.tmpdir(), "wellness-test-node-compile-cache"),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  // A first start creates the embedded database in a child process before the server opens it (decision
  // 004): ~15 s on a quiet 2-core machine, much more on a busy one.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join("")}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // A server that never answered is no one's to stop: kill it here so it does not outlive the test run.
      child.kill("SIGKILL");
      await exited;
      throw new Error(`server did not start in 120 s:\n${logs.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const assertNoUnhandledRejections = () => {
    const lines = unhandledRejectionLines(logs);
    if (lines.length > 0)
      throw new Error(`the server at ${url} logged ${lines.length} unhandled rejection(s):\n${lines.join("\n")}`);
  };
  return {
    url,
    port,
    dataDir,
    child,
    logs,
    unhandledRejections: () => unhandledRejectionLines(logs),
    assertNoUnhandledRejections,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      assertNoUnhandledRejections();
    },
  };
}
