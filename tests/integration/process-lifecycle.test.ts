import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, SERVER_NODE_OPTIONS } from "#tests/e2e/server.ts";

/**
 * What an operator meets when starting and stopping the site: a taken port is named at once, before
 * anything else happens; a data folder in use stops a second server and the scripts that open the
 * embedded database; `npm run serve` and the systemd unit's command stop on SIGTERM.
 */
const root = path.resolve(import.meta.dirname, "../..");
const temporary: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-lifecycle-"));
  temporary.push(dir);
  return dir;
}
afterAll(() => {
  // Each child leads its own process group: a server left behind by a failed stop goes with it.
  for (const child of children) {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

function env(extra: Record<string, string>) {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.homedir(),
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    HOST: "127.0.0.1",
    ...extra,
  };
}

function runNode(args: string[], extra: Record<string, string>) {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: root, env: env(extra), encoding: "utf8", timeout: 60_000 });
  return { ...result, output: `${result.stdout}${result.stderr}`, ms: performance.now() - started };
}

async function waitForHealth(port: number, child: ChildProcess, logs: string[]) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${logs.join("")}`);
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start:\n${logs.join("")}`);
}

/** Sends SIGTERM to `target` and resolves once the port no longer answers (or rejects after `ms`). */
async function stopsListening(port: number, target: ChildProcess, ms: number) {
  target.kill("SIGTERM");
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (!up) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe("start-up refusals", () => {
  it("a taken port is named within a second, before the database is touched", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const port = (holder.address() as net.AddressInfo).port;
    const dataDir = tempDir();
    try {
      const result = runNode([...SERVER_NODE_OPTIONS, "server/main.ts"], { PORT: String(port), DATA_DIR: dataDir });
      expect(result.status).toBe(1);
      expect(result.output).toContain(`Port ${port} is already in use on 127.0.0.1`);
      expect(result.output).not.toContain("setup-admin");
      expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
      // Node's own start-up included: the refusal itself is a bind and a close.
      expect(result.ms).toBeLessThan(5_000);
    } finally {
      holder.close();
    }
  });

  it("a data folder in use stops a second server, admin:create, db:backup and db:restore at once", () => {
    const dataDir = tempDir();
    // A running owner: a process that is alive (this test's own).
    fs.writeFileSync(path.join(dataDir, "site.pid"), `${process.pid}\n`);
    const expected = `The site is running (PID ${process.pid}) on ${dataDir}; stop it first.`;
    const server = runNode([...SERVER_NODE_OPTIONS, "server/main.ts"], { PORT: "0", DATA_DIR: dataDir });
    expect(server.status).toBe(1);
    expect(server.output).toContain(expected);
    for (const script of [
      ["server/cli/admin-create.ts", "--email", "a@example.com", "--name", "A"],
      ["scripts/db-backup.ts"],
      ["scripts/db-restore.ts", "x.tar.gz"],
    ]) {
      const result = runNode(script, { DATA_DIR: dataDir, ADMIN_PASSWORD: "secret123" });
      expect(result.status, script[0]).toBe(1);
      expect(result.stderr, script[0]).toBe(`${expected}\n`);
    }
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });
});

describe("stopping under a process manager", () => {
  it("`npm run serve` stops when npm gets SIGTERM", async () => {
    const port = await freePort();
    const logs: string[] = [];
    const npm = spawn("npm", ["run", "serve"], {
      cwd: root,
      env: env({ PORT: String(port), DATA_DIR: tempDir(), PGLITE_DIR: "memory://", LOG_LEVEL: "warn" }),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    children.push(npm);
    npm.stdout!.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    npm.stderr!.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    await waitForHealth(port, npm, logs);
    expect(await stopsListening(port, npm, 20_000), logs.join("")).toBe(true);
  }, 120_000);

  it("the systemd unit's command serves and exits 0 on SIGTERM", async () => {
    const unit = fs.readFileSync(path.join(root, "deploy/wellness-circle.service"), "utf8");
    const execStart = /^ExecStart=(.+)$/m.exec(unit)![1]!.split(/\s+/);
    const workingDirectory = /^WorkingDirectory=(.+)$/m.exec(unit)![1]!;
    expect(execStart[0]).toBe(`${workingDirectory}/bin/site-node`);
    expect(unit).toMatch(/^Environment=SITE_NODE=\S+$/m);
    const port = await freePort();
    const logs: string[] = [];
    // The unit's SITE_NODE is the server's own Node; here, the one running the tests.
    const child = spawn(path.join(root, "bin/site-node"), execStart.slice(1), {
      cwd: root,
      env: env({
        SITE_NODE: process.execPath,
        PORT: String(port),
        DATA_DIR: tempDir(),
        PGLITE_DIR: "memory://",
        LOG_LEVEL: "warn",
      }),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    children.push(child);
    child.stdout!.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    await waitForHealth(port, child, logs);
    child.kill("SIGTERM");
    expect(await exited, logs.join("")).toBe(0);
  }, 120_000);
});
