import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, SERVER_ENVIRONMENT, SERVER_NODE_OPTIONS } from "#tests/e2e/server.ts";
import { newDataDir } from "#tests/helpers/data-dir.ts";

/**
 * `.env` is honoured by every npm script that runs the server or a script, and a missing
 * `.env` is not an error. The scripts pass Node's `--env-file-if-exists=.env`; npm runs them from the
 * repository root, so `.env` there is the one read. Tests never go through these scripts (the helpers spawn
 * `node server/main.ts` with their own environment), so a developer's `.env` does not change them.
 */
const root = path.resolve(import.meta.dirname, "../..");
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts;
const ENV_FLAG = "--env-file-if-exists=.env";

/** The site's launcher: Node with the site's flags (bin/site-node), used like `node`. */
const LAUNCHER = "bin/site-node";

/** The `node …` and `bin/site-node …` commands of one script line (a line may chain `npm run build && …`). */
function nodeCommands(line: string): string[][] {
  return (
    line
      .split("&&")
      .map((part) => part.trim().split(/\s+/))
      // `exec node …`: the shell npm starts becomes Node, so npm's forwarded SIGTERM reaches the server.
      .map((words) => (words[0] === "exec" ? words.slice(1) : words))
      .filter((words) => words[0] === "node" || words[0] === LAUNCHER)
  );
}

/** The Node options of a script's (only) `node` command: everything between `node` and the entry file. */
function nodeOptions(name: string): string[] {
  const commands = nodeCommands(scripts[name] ?? "");
  expect(commands, `npm run ${name} runs one node command`).toHaveLength(1);
  const words = commands[0]!.slice(1);
  return words.slice(
    0,
    words.findIndex((word) => !word.startsWith("-")),
  );
}

/** An environment without what vitest sets, so only `.env` can bring a setting. */
function bareEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.homedir() };
}

const temporary: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-env-file-"));
  temporary.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm scripts and .env", () => {
  const running = [
    "start",
    "serve",
    "dev",
    "admin:create",
    "db:backup",
    "db:restore",
    "db:migrate",
    "db:move-to-postgres",
    "backup",
    "restore",
    "upgrade",
    "media-kit",
    "bench",
    "bench:chat",
    "bench:cpu",
    "bench:load",
    "bench:newsletter",
    "bench:search",
    "bench:tbt",
  ];
  // The test runner's stage scripts and its data template (the tests never read .env), lint's own checks
  // (they read files only), npm start's build step (the bundler reads no setting) and npm's postinstall (patches).
  const withoutEnv = new Set(["test", "test:faults", "test:template", "lint", "build:start", "postinstall"]);

  it("every script that runs the server or a script with node passes --env-file-if-exists=.env", () => {
    const withNode = Object.keys(scripts).filter(
      (name) => !withoutEnv.has(name) && nodeCommands(scripts[name]!).length > 0,
    );
    expect(withNode.sort()).toEqual([...running].sort());
    for (const name of running) expect(nodeOptions(name), `npm run ${name}`).toContain(ENV_FLAG);
  });

  it("the scripts that open the embedded database run through bin/site-node, the one place of the server's Node options (memory, decision 009)", () => {
    for (const name of [
      "start",
      "serve",
      "dev",
      "admin:create",
      "db:backup",
      "db:restore",
      "db:migrate",
      "db:move-to-postgres",
      "backup",
      "restore",
      "upgrade",
    ]) {
      expect(nodeCommands(scripts[name]!)[0]![0], `npm run ${name}`).toBe(LAUNCHER);
    }
    expect(SERVER_NODE_OPTIONS).toEqual([
      "--liftoff-only",
      "--max-semi-space-size=4",
      "--heap-growing-percent=20",
      "--import=./server/module-format.ts",
    ]);
    // The deployments run the same launcher, and nothing else names a flag of it.
    for (const file of ["deploy/Dockerfile", "deploy/wellness-circle.service"]) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      expect(text, file).toContain(LAUNCHER);
      for (const option of SERVER_NODE_OPTIONS) expect(text, file).not.toContain(option);
    }
    for (const line of Object.values(scripts)) {
      for (const option of SERVER_NODE_OPTIONS) expect(line).not.toContain(option);
    }
  });

  it("the launcher gives the site's processes glibc's allocator settings (decision 009), unless the environment sets its own", () => {
    const probe = ["-e", "console.log(process.env.MALLOC_ARENA_MAX + ' ' + process.env.MALLOC_TRIM_THRESHOLD_)"];
    const { MALLOC_ARENA_MAX: _arenas, MALLOC_TRIM_THRESHOLD_: _trim, ...clean } = process.env;
    const run = (env: NodeJS.ProcessEnv) =>
      spawnSync(path.join(root, LAUNCHER), probe, {
        cwd: root,
        env: { ...env, NODE: process.execPath },
        encoding: "utf8",
      });
    expect(run(clean).stdout.trim()).toBe("2 131072");
    expect(run({ ...clean, MALLOC_ARENA_MAX: "4" }).stdout.trim()).toBe("4 131072");
    // The tests' servers and the benchmarks start Node themselves, with the same settings.
    expect(SERVER_ENVIRONMENT).toEqual({
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? "131072",
    });
  });

  it("no script or deployment starts Node with --optimize-for-size (it pins the young generation to its minimum; decision 018)", () => {
    for (const [name, line] of Object.entries(scripts))
      expect(line, `npm run ${name}`).not.toContain("--optimize-for-size");
    expect(SERVER_NODE_OPTIONS).not.toContain("--optimize-for-size");
    for (const file of ["deploy/Dockerfile", "deploy/wellness-circle.service"]) {
      expect(fs.readFileSync(path.join(root, file), "utf8"), file).not.toContain("--optimize-for-size");
    }
  });

  it("the scripts' Node options read .env when present and do not fail without one", () => {
    const withEnv = tempDir();
    fs.writeFileSync(path.join(withEnv, ".env"), "# a comment\nSITE_NAME=Circle From Dot Env\n");
    const probe = ["-e", "process.stdout.write(process.env.SITE_NAME ?? '(unset)')"];
    for (const name of running) {
      const options = nodeOptions(name).filter((option) => !option.startsWith("--watch"));
      const read = spawnSync(process.execPath, [...options, ...probe], {
        cwd: withEnv,
        env: bareEnv(),
        encoding: "utf8",
      });
      expect(read.stdout, `npm run ${name}`).toBe("Circle From Dot Env");
      const missing = spawnSync(process.execPath, [...options, ...probe], {
        cwd: tempDir(),
        env: bareEnv(),
        encoding: "utf8",
      });
      expect(missing.status, `npm run ${name} without .env: ${missing.stderr}`).toBe(0);
      expect(missing.stdout).toBe("(unset)");
    }
  });

  it("a PORT set in .env is the port `npm run serve` listens on", async () => {
    if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
      throw new Error("No production build: run `npm run build` before this test (npm test does).");
    }
    const project = tempDir();
    const dataDir = newDataDir("wellness-env-file-data-");
    temporary.push(dataDir);
    const port = await freePort();
    fs.writeFileSync(
      path.join(project, ".env"),
      [`PORT=${port}`, "HOST=127.0.0.1", `DATA_DIR=${dataDir}`, "LOG_LEVEL=warn", "NODE_ENV=production"].join("\n"),
    );
    // The serve script's own command line, run from a folder whose .env is the temporary one.
    const [, ...words] = nodeCommands(scripts.serve!)[0]!;
    const args = words.map((word) => (word.endsWith(".ts") ? path.join(root, word) : word));
    const child = spawn(process.execPath, args, { cwd: project, env: bareEnv(), stdio: ["ignore", "pipe", "pipe"] });
    const logs: string[] = [];
    child.stdout.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    try {
      const deadline = Date.now() + 45_000;
      let status = 0;
      while (Date.now() < deadline && child.exitCode === null) {
        status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status, logs.join("")).toBe(200);
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
  }, 60_000);
});
