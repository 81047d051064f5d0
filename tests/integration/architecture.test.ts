import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The dependency rule of docs/architecture.md ("The dependency rule"), checked on the real import graph
 * and on the lint configuration that enforces it.
 */
const root = path.resolve(import.meta.dirname, "../..");
const depcruise = path.join(root, "node_modules/.bin/depcruise");

type Cruise = {
  modules: {
    source: string;
    dependencies: { resolved: string; circular: boolean; coreModule?: boolean; couldNotResolve: boolean }[];
  }[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
};

function cruise(...targets: string[]): { result: Cruise } {
  const run = spawnSync(depcruise, [...targets, "--config", ".dependency-cruiser.mjs", "--output-type", "json"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { result: JSON.parse(run.stdout) as Cruise };
}

/** The part a file belongs to: each domain area is a part of its own. */
function partOf(file: string): string | null {
  if (file.startsWith("node_modules/")) return null;
  const area = /^app\/domain\/([^/]+)\//.exec(file);
  if (area) return `domain/${area[1]}`;
  for (const part of ["app/content", "app/lib", "app/components", "app/routes"])
    if (file.startsWith(`${part}/`)) return part.slice(4);
  if (/^app\/[^/]+$/.test(file)) return "app-entry";
  if (file.startsWith("platform/")) return "platform";
  if (file.startsWith("server/")) return "server";
  return null;
}

/** What each part may import besides itself (the arrows of docs/architecture.md). */
function allowed(from: string, to: string): boolean {
  const rank = (part: string) => (part.startsWith("domain/") ? "domain" : part);
  const may: Record<string, string[]> = {
    platform: [],
    content: [],
    lib: ["platform"],
    domain: ["domain", "content", "lib", "platform"],
    components: ["components", "domain", "content", "lib"],
    routes: ["routes", "components", "domain", "content", "lib", "platform", "app-entry"],
    "app-entry": ["app-entry", "routes", "components", "domain", "content", "lib", "platform"],
    server: ["server", "routes", "components", "domain", "content", "lib", "platform", "app-entry"],
  };
  return may[rank(from)]!.includes(rank(to));
}

describe("the import graph of app/, platform/ and server/ (tests left out)", () => {
  let graph: Cruise;
  beforeAll(() => {
    graph = cruise("app", "platform", "server").result;
  }, 120_000);

  const edges = () =>
    graph.modules
      .filter((module) => !/\.test\.tsx?$/.test(module.source))
      .flatMap((module) => module.dependencies.map((dependency) => ({ from: module.source, to: dependency.resolved })));

  it("has no cycle between files", () => {
    expect(graph.summary.violations).toEqual([]);
  });

  it("crosses between parts only in the allowed direction", () => {
    const forbidden = edges()
      .map(({ from, to }) => ({ from, to, a: partOf(from), b: partOf(to) }))
      .filter(({ a, b }) => a && b && a !== b && !allowed(a, b))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(forbidden).toEqual([]);
  });

  it("has no cycle between parts (each domain area a part)", () => {
    const next = new Map<string, Set<string>>();
    for (const { from, to } of edges()) {
      const a = partOf(from);
      const b = partOf(to);
      if (!a || !b || a === b) continue;
      next.set(a, (next.get(a) ?? new Set()).add(b));
    }
    // A part reaches itself through others: a cycle.
    const cycles: string[] = [];
    for (const start of next.keys()) {
      const seen = new Set<string>();
      const queue = [...(next.get(start) ?? [])];
      while (queue.length > 0) {
        const part = queue.pop()!;
        if (part === start) {
          cycles.push(start);
          break;
        }
        if (seen.has(part)) continue;
        seen.add(part);
        queue.push(...(next.get(part) ?? []));
      }
    }
    expect(cycles).toEqual([]);
  });

  it("the cycle check of npm run lint refuses a cycle (fixture)", () => {
    const { result } = cruise("tests/fixtures/import-cycle");
    expect(result.summary.violations.map((violation) => violation.rule.name)).toEqual(["no-circular"]);
    // As npm run lint calls it: the command fails.
    const lint = spawnSync(depcruise, ["tests/fixtures/import-cycle", "--config", ".dependency-cruiser.mjs"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(lint.status).not.toBe(0);
    expect(lint.stdout).toContain("no-circular");
  });
});

describe("the lint rule on imports", () => {
  // Files that do not exist on disk have no TypeScript project: the type-aware promise rules are switched
  // off here, the import rules under test need no types.
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/no-misused-promises": "off" },
    },
  });
  const restricted = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result!.messages
      .filter((message) => message.ruleId === "no-restricted-imports")
      .map((message) => message.message);
  };

  it("fails a domain module that imports server/", async () => {
    const messages = await restricted(
      "app/domain/articles/forbidden.server.ts",
      'import { createApp } from "#server/app.ts";\nexport const app = createApp;\n',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("server/ is the composition");
  });

  it("fails platform code that imports the domain, and content that imports the domain", async () => {
    expect(
      await restricted(
        "platform/forbidden.ts",
        'import { auth } from "#app/domain/accounts/auth.server.ts";\nexport const a = auth;\n',
      ),
    ).toHaveLength(1);
    expect(
      await restricted(
        "app/content/forbidden.ts",
        'import type { Product } from "#app/domain/catalogue/product.ts";\nexport type P = Product;\n',
      ),
    ).toHaveLength(1);
    expect(
      await restricted("app/components/forbidden.tsx", 'import { db } from "#platform/db.ts";\nexport const d = db;\n'),
    ).toHaveLength(1);
  });

  it("fails a domain module that builds answers: react-router, toasts, form replies", async () => {
    const code = [
      'import { data } from "react-router";',
      'import { redirectWithToast } from "#app/lib/toast.server.ts";',
      'import { parseSubmission } from "#app/lib/forms.ts";',
      "export const used = [data, redirectWithToast, parseSubmission];",
      "",
    ].join("\n");
    const messages = await restricted("app/domain/articles/forbidden.server.ts", code);
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(message).toContain("The domain is framework-free");
    // The same imports are a route's own business.
    expect(await restricted("app/routes/allowed.tsx", code)).toEqual([]);
  });

  it("lets the domain use platform, content and lib", async () => {
    const code = [
      'import { db } from "#platform/db.ts";',
      'import { chatRooms } from "#app/content/community/rooms.ts";',
      'import { escapeHtml } from "#app/lib/text.ts";',
      "export const used = [db, chatRooms, escapeHtml];",
      "",
    ].join("\n");
    expect(await restricted("app/domain/chat/allowed.server.ts", code)).toEqual([]);
  });

  it("is what npm run lint runs (ESLint, then the cycle check)", () => {
    const scripts = JSON.parse(
      execFileSync("node", ["-p", "JSON.stringify(require('./package.json').scripts)"], {
        cwd: root,
        encoding: "utf8",
      }),
    ) as Record<string, string>;
    expect(scripts.lint).toMatch(/^eslint \. && depcruise .*--config \.dependency-cruiser\.mjs$/);
    expect(scripts.test).toMatch(/^node scripts\/test-stages\.ts .*\blint\b/);
  });
});

describe("module size", () => {
  // The ceiling the codebase round set: a module past it is split by what its parts do (docs/architecture.md).
  const MAX_LINES = 400;
  const sourceModules = () =>
    ["app", "server", "platform", "scripts", "bench"].flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
        .map((file) => path.join(folder, file))
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("app/content/")),
    );

  it(`no source module outside content data is over ${MAX_LINES} lines`, () => {
    const modules = sourceModules();
    expect(modules).toContain("app/domain/accounts/auth.server.ts");
    const long = modules
      .map((file) => ({ file, lines: fs.readFileSync(path.join(root, file), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(long).toEqual([]);
  });
});
