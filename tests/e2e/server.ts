import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";

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
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/** Starts the production server (`node server/main.ts`) and waits for /healthz. */
export async function startServer(options: { env?: Record<string, string>; dataDir?: string; port?: number } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "wellness-e2e-"));
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: "info",
      // Every test signs in from 127.0.0.1: raise the per-address auth limits (a test may pass "1").
      AUTH_RATE_LIMIT_SCALE: "50",
      METRICS_TOKEN: TEST_METRICS_TOKEN,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join("")}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${logs.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    dataDir,
    child,
    logs,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}
