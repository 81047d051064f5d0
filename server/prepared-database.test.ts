import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  isDiskFullError,
  isPreparedBy,
  markPreparedBy,
  PREPARED_FILE,
  prepareFingerprint,
  SEED_SETTINGS,
} from "./prepared-database.ts";

const siteRoot = path.resolve(import.meta.dirname, "..");
const folders: string[] = [];
const tempFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-prepared-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site folder with one file of each input the fingerprint covers. */
function fakeSite() {
  const root = tempFolder();
  for (const file of ["app/content/a.ts", "platform/db.ts", "server/seed.ts", "drizzle/0001.sql"]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), `// ${file}\n`);
  }
  fs.writeFileSync(path.join(root, "package-lock.json"), "{}");
  return root;
}

describe("the prepare step's fingerprint", () => {
  it("is the same for the same inputs, and changes with any file of the code, a migration or a seed setting", () => {
    const root = fakeSite();
    const first = prepareFingerprint({ AFFILIATE_TAG: "tag-20" }, root);
    expect(prepareFingerprint({ AFFILIATE_TAG: "tag-20" }, root)).toBe(first);
    expect(prepareFingerprint({ AFFILIATE_TAG: "other-21" }, root)).not.toBe(first);
    for (const change of [
      () => fs.appendFileSync(path.join(root, "app/content/a.ts"), "export const x = 1;\n"),
      () => fs.writeFileSync(path.join(root, "drizzle/0002.sql"), "alter table t add column c int;"),
      () => fs.writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion":3}'),
      () => fs.renameSync(path.join(root, "server/seed.ts"), path.join(root, "server/seed2.ts")),
    ]) {
      const before = prepareFingerprint({ AFFILIATE_TAG: "tag-20" }, root);
      change();
      expect(prepareFingerprint({ AFFILIATE_TAG: "tag-20" }, root)).not.toBe(before);
    }
  });

  it("is recorded in the database's folder and read back only when it is the same", () => {
    const pgliteDir = tempFolder();
    expect(isPreparedBy(pgliteDir, "abc")).toBe(false);
    markPreparedBy(pgliteDir, "abc");
    expect(isPreparedBy(pgliteDir, "abc")).toBe(true);
    expect(isPreparedBy(pgliteDir, "abd")).toBe(false);
    expect(fs.statSync(path.join(pgliteDir, PREPARED_FILE)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(pgliteDir)).toEqual([PREPARED_FILE]);
  });
});

/**
 * Settings the prepare step reads that do not change what it writes into the database: where the database
 * is, how the process logs, how it runs. Every other setting read by a module the prepare step loads must be
 * one of SEED_SETTINGS (part of the fingerprint), or a start after changing it would skip a seed it changes.
 */
const SETTINGS_WITHOUT_EFFECT_ON_THE_DATABASE = new Set([
  "DATA_DIR",
  "DATABASE_URL",
  "PGLITE_DIR",
  "PGLITE_TEMPLATE",
  "LOG_LEVEL",
  "LOG_FORMAT",
  "NODE_ENV",
  "DATABASE_POOL_SIZE",
  "DATABASE_STATEMENT_TIMEOUT_MS",
  "DATABASE_CONNECT_TIMEOUT_MS",
]);

/** The site's modules the prepare step loads: server/cli/prepare-database.ts and every module it imports, statically. */
function preparedModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(
      /^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|^import\s+"([^"]+)"/gm,
    )) {
      if (!specifier) continue;
      const target = specifier.startsWith("#")
        ? path.join(
            siteRoot,
            { "#app": "app", "#content": "app/content", "#platform": "platform", "#server": "server" }[
              specifier.split("/")[0]!
            ] ?? "none",
            specifier.split("/").slice(1).join("/"),
          )
        : specifier.startsWith(".")
          ? path.resolve(path.dirname(file), specifier)
          : null;
      if (target) visit(target);
    }
    for (const [, side] of source.matchAll(/^import\s+"([^"]+)";/gm)) {
      const target = side!.startsWith("#platform/") ? path.join(siteRoot, "platform", side!.slice(10)) : null;
      if (target) visit(target);
    }
  };
  visit(path.join(siteRoot, "server/cli/prepare-database.ts"));
  return [...seen];
}

describe("the settings the prepare step reads", () => {
  it("are in the fingerprint, unless they only say where the database is or how the process runs", () => {
    const modules = preparedModules();
    // The walk reaches the seed steps and the content they write (the check would pass vacuously otherwise).
    for (const expected of [
      "app/domain/articles/seed.server.ts",
      "app/domain/catalogue/seed.server.ts",
      "platform/config.ts",
    ])
      expect(modules.map((file) => path.relative(siteRoot, file))).toContain(expected);
    const read = new Set<string>();
    for (const file of modules) {
      if (file.endsWith("platform/config.ts")) continue;
      for (const [, name] of fs.readFileSync(file, "utf8").matchAll(/\bconfig\.([A-Z][A-Z0-9_]*)\b/g)) read.add(name!);
    }
    expect(read).toContain("AFFILIATE_TAG");
    const unaccounted = [...read].filter(
      (name) =>
        !SETTINGS_WITHOUT_EFFECT_ON_THE_DATABASE.has(name) && !(SEED_SETTINGS as readonly string[]).includes(name),
    );
    expect(unaccounted, "settings the prepare step reads that are not in SEED_SETTINGS").toEqual([]);
  });
});

describe("isDiskFullError", () => {
  it("reads a full disk from Node's ENOSPC or the embedded database's own file-system error, anywhere in the causes", () => {
    const enospc = Object.assign(new Error("write failed"), { code: "ENOSPC" });
    const emscripten = Object.assign(new Error("FS error"), { name: "ErrnoError", errno: 51 });
    expect(isDiskFullError(enospc)).toBe(true);
    expect(isDiskFullError(new Error("Failed query: CREATE SCHEMA", { cause: emscripten }))).toBe(true);
    expect(isDiskFullError(new Error("could not write: No space left on device"))).toBe(true);
    expect(isDiskFullError(Object.assign(new Error("FS error"), { name: "ErrnoError", errno: 44 }))).toBe(false);
    expect(isDiskFullError(new Error("relation does not exist"))).toBe(false);
  });
});
