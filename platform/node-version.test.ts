import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isSupportedNode } from "./node-version.ts";

/**
 * bin/site-node picks the Node that runs the site by its path, whatever the calling shell's `node` and npm's
 * NODE are (docs/decisions/031-the-runtime-by-its-path.md), and stops in one sentence when no supported Node is
 * there. Each case runs a copy of the launcher in a folder of its own, with stand-in Node binaries that print a
 * version for `--version` and say who they are otherwise.
 */
const root = path.resolve(import.meta.dirname, "..");
const engines = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string } })
  .engines.node;
const temporary: string[] = [];
/** `version` satisfies `engines`, a list of caret ranges (`^22.18.0 || ^24.0.0`): the only form it uses. */
function satisfiesEngines(version: string): boolean {
  const [major, minor, patch] = version.split(".").map(Number) as [number, number, number];
  return engines.split("||").some((range) => {
    const caret = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range.trim());
    if (!caret) throw new Error(`engines range "${range.trim()}" is not a caret range`);
    const [low, lowMinor, lowPatch] = caret.slice(1).map(Number) as [number, number, number];
    return major === low && (minor > lowMinor || (minor === lowMinor && patch >= lowPatch));
  });
}
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

/** An executable that answers `--version` with `version` and prints `name` and its arguments otherwise. */
function standIn(file: string, name: string, version: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `#!/bin/sh\nif [ "$1" = --version ]; then echo v${version}; exit 0; fi\necho "${name} $*"\n`, {
    mode: 0o755,
  });
  return file;
}

/** A folder with the launcher and, when `pinned` is given, a pinned Node of that version in node_modules. */
function app(pinned?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-site-node-"));
  temporary.push(dir);
  fs.mkdirSync(path.join(dir, "bin"));
  fs.copyFileSync(path.join(root, "bin/site-node"), path.join(dir, "bin/site-node"));
  fs.chmodSync(path.join(dir, "bin/site-node"), 0o755);
  if (pinned) standIn(path.join(dir, "node_modules/node/bin/node"), "pinned", pinned);
  return dir;
}

function launch(dir: string, env: Record<string, string>) {
  return spawnSync(path.join(dir, "bin/site-node"), ["server/main.ts"], {
    cwd: dir,
    encoding: "utf8",
    env: { HOME: os.homedir(), LANG: "C.UTF-8", ...env },
  });
}

describe("bin/site-node", () => {
  it("runs the pinned Node when npm's NODE and the shell's node are Node 20", () => {
    const dir = app("24.21.0");
    const old = standIn(path.join(dir, "system/node"), "system", "20.20.2");
    const result = launch(dir, { PATH: `${path.dirname(old)}:/usr/bin:/bin`, NODE: old });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^pinned --liftoff-only .*--import=\.\/server\/module-format\.ts server\/main\.ts$/m);
  });

  it("without a pinned copy, runs a supported NODE or the first supported node on PATH", () => {
    const dir = app();
    const system = standIn(path.join(dir, "system/node"), "system", "26.1.0");
    expect(launch(dir, { PATH: `${path.dirname(system)}:/usr/bin:/bin` }).stdout).toMatch(/^system /m);
    const other = standIn(path.join(dir, "other/node"), "other", "22.18.0");
    expect(launch(dir, { PATH: `${path.dirname(system)}:/usr/bin:/bin`, NODE: other }).stdout).toMatch(/^other /m);
  });

  it("SITE_NODE wins over the pinned copy, and an unsupported one is refused rather than passed over", () => {
    const dir = app("24.21.0");
    const chosen = standIn(path.join(dir, "chosen/node"), "chosen", "24.3.0");
    expect(launch(dir, { PATH: "/usr/bin:/bin", SITE_NODE: chosen }).stdout).toMatch(/^chosen /m);
    const old = standIn(path.join(dir, "old/node"), "old", "20.20.2");
    const refused = launch(dir, { PATH: "/usr/bin:/bin", SITE_NODE: old });
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain(`SITE_NODE=${old} (v20.20.2)`);
  });

  it("with no supported Node anywhere, stops in one sentence that says what is needed and how to get it", () => {
    const dir = app();
    const old = standIn(path.join(dir, "system/node"), "system", "20.20.2");
    const result = launch(dir, { PATH: `${path.dirname(old)}:/usr/bin:/bin`, NODE: old });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^The Wellness Circle needs Node 24 \(or 22\.18\+ or 26\) and found .*v20\.20\.2/);
    expect(lines[0]).toContain("npm install");
    expect(lines[0]).toContain("https://nodejs.org");
  });

  it("accepts exactly the versions package.json's engines names, as platform/node-version.ts does", () => {
    const versions = ["18.20.0", "20.20.2", "22.17.1", "22.18.0", "22.23.5", "23.11.0", "24.0.0", "24.21.0"];
    versions.push("25.9.0", "26.0.0", "26.12.1", "27.0.0");
    const dir = app();
    for (const version of versions) {
      const expected = satisfiesEngines(version);
      expect(isSupportedNode(version), version).toBe(expected);
      const candidate = standIn(path.join(dir, `v${version}/node`), "candidate", version);
      const result = launch(dir, { PATH: "/usr/bin:/bin", SITE_NODE: candidate });
      expect(result.status === 0, `bin/site-node with ${version}`).toBe(expected);
    }
  });
});
