import path from "node:path";
import { describe, expect, it } from "vitest";
import { importSpecifier, nativeModules, runtimeImports } from "./native-modules.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("the modules Node loads itself", () => {
  it("reads static, re-exported and dynamic imports, not type-only ones", () => {
    const source = [
      'import fs from "node:fs";',
      'import { a, type B } from "./a.ts";',
      'import type { C } from "./c.ts";',
      'export type { D } from "./d.ts";',
      'export { e } from "#app/lib/e.ts";',
      'import "./side.ts";',
      "import {\n  f,\n  g,\n} from './multi.ts';",
      'const h = await import("#platform/h.ts");',
    ].join("\n");
    expect(runtimeImports(source).sort()).toEqual(
      ["#app/lib/e.ts", "#platform/h.ts", "./a.ts", "./multi.ts", "./side.ts", "node:fs"].sort(),
    );
  });

  it("follow the server's imports into the domain, lib and content, and no further than Node goes", () => {
    const files = new Set([...nativeModules(root)].map((file) => path.relative(root, file).split(path.sep).join("/")));
    // Loaded by a dynamic import in server/main.ts, and from there by static ones.
    expect(files).toContain("server/app.ts");
    expect(files).toContain("app/domain/articles/credits-and-sources.ts");
    expect(files).toContain("app/content/site-pages.ts");
    expect(files).toContain("app/lib/site.ts");
    expect(files).toContain("platform/public-settings.ts");
    // Routes and components are the bundle's: Node cannot run .tsx and never imports them.
    expect([...files].filter((file) => file.endsWith(".tsx") || file.startsWith("app/routes/"))).toEqual([]);
  });

  it("names each for the built server by package.json's imports", () => {
    expect(importSpecifier(root, path.join(root, "app/lib/site.ts"))).toBe("#app/lib/site.ts");
    expect(() => importSpecifier(root, path.join(root, "vite.config.ts"))).toThrow(/no folder/);
  });
});
