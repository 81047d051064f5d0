import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { resolveWithinPackage } from "./module-format.ts";

const root = path.resolve(import.meta.dirname, "..");
/** The packages a server start loads most modules of (drizzle-orm first: the reason for the hook). */
const ENTRIES = [
  "drizzle-orm",
  "drizzle-orm/pg-core",
  "drizzle-orm/pglite",
  "drizzle-orm/node-postgres",
  "better-auth",
  "better-auth/adapters/drizzle",
  "pg-boss",
  "zod",
  "react-router",
  "@electric-sql/pglite",
  "nodemailer",
];

/** Every resolution a Node process makes while importing ENTRIES, as "parent ← specifier" → "url format". */
function resolutions(withHook: boolean): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "module-format-"));
  try {
    const out = path.join(dir, "resolutions.json");
    const recorder = path.join(dir, "recorder.mjs");
    fs.writeFileSync(
      recorder,
      `import { registerHooks } from "node:module";
import fs from "node:fs";
const seen = {};
registerHooks({ resolve(specifier, context, next) {
  const result = next(specifier, context);
  seen[(context.parentURL ?? "") + " <- " + specifier] = result.url + " " + (result.format ?? "");
  return result;
} });
process.on("exit", () => fs.writeFileSync(${JSON.stringify(out)}, JSON.stringify(seen)));
`,
    );
    const script = `for (const name of ${JSON.stringify(ENTRIES)}) await import(name);`;
    execFileSync(
      process.execPath,
      [...(withHook ? ["--import", "./server/module-format.ts"] : []), "--import", pathToFileURL(recorder).href],
      { cwd: root, input: script, stdio: ["pipe", "ignore", "inherit"] },
    );
    return JSON.parse(fs.readFileSync(out, "utf8")) as Record<string, string>;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the module format hook (server/module-format.ts)", () => {
  it("resolves every module of the packages a start loads to the URL and format Node gives", () => {
    const node = resolutions(false);
    const hooked = resolutions(true);
    expect(hooked).toEqual(node);
    // The case the hook answers is there in numbers: relative imports inside drizzle-orm.
    const withinDrizzle = Object.keys(node).filter((key) => /\/node_modules\/drizzle-orm\/.* <- \.\.?\//.test(key));
    expect(withinDrizzle.length).toBeGreaterThan(100);
  }, 60_000);

  it("answers a relative import inside an ES module package, and leaves every other case to Node", () => {
    const parentURL = pathToFileURL(path.join(root, "node_modules/drizzle-orm/index.js")).href;
    const esm = { parentURL, conditions: ["node", "import"] };
    expect(resolveWithinPackage("./column.js", esm)).toEqual({
      url: pathToFileURL(fs.realpathSync(path.join(root, "node_modules/drizzle-orm/column.js"))).href,
      format: "module",
      shortCircuit: true,
    });
    // A bare name, a require, a missing file, a file outside node_modules, a package that is not "type": "module".
    expect(resolveWithinPackage("drizzle-orm/pg-core", esm)).toBeNull();
    expect(resolveWithinPackage("./column.js", { parentURL, conditions: ["node", "require"] })).toBeNull();
    expect(resolveWithinPackage("./no-such-file.js", esm)).toBeNull();
    expect(
      resolveWithinPackage("./config.ts", {
        parentURL: pathToFileURL(path.join(root, "platform/db.ts")).href,
        conditions: ["import"],
      }),
    ).toBeNull();
    // A CommonJS folder inside an ES module package (its own package.json says "type": "commonjs"), and a
    // package that states no type.
    const nested = pathToFileURL(path.join(root, "node_modules/nodemailer/dist/cjs/nodemailer.js")).href;
    expect(fs.existsSync(path.join(root, "node_modules/nodemailer/dist/cjs/errors.js"))).toBe(true);
    expect(resolveWithinPackage("./errors.js", { parentURL: nested, conditions: ["import"] })).toBeNull();
    const pg = pathToFileURL(path.join(root, "node_modules/pg/lib/index.js")).href;
    expect(fs.existsSync(path.join(root, "node_modules/pg/lib/client.js"))).toBe(true);
    expect(resolveWithinPackage("./client.js", { parentURL: pg, conditions: ["import"] })).toBeNull();
  });

  it("leaves a package whose package.json is not JSON to Node instead of throwing", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-module-format-"));
    try {
      const pkg = path.join(dir, "node_modules/broken");
      fs.mkdirSync(pkg, { recursive: true });
      fs.writeFileSync(path.join(pkg, "package.json"), '{ "type": "module", }');
      fs.writeFileSync(path.join(pkg, "a.js"), "");
      fs.writeFileSync(path.join(pkg, "b.js"), "");
      const parentURL = pathToFileURL(path.join(pkg, "a.js")).href;
      expect(resolveWithinPackage("./b.js", { parentURL, conditions: ["import"] })).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
