import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { forbiddenCrossings, importProblems, partCycles, type Cruise } from "#scripts/import-graph.ts";

/**
 * The dependency rule of docs/architecture.md ("The dependency rule"), checked on the real import graph
 * and on the lint configuration that enforces it.
 */
const root = path.resolve(import.meta.dirname, "../..");
const depcruise = path.join(root, "node_modules/.bin/depcruise");

function cruise(...targets: string[]): { result: Cruise } {
  const run = spawnSync(depcruise, [...targets, "--config", ".dependency-cruiser.mjs", "--output-type", "json"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { result: JSON.parse(run.stdout) as Cruise };
}

/** A graph of the given imports ("from → to" pairs of repository paths), as dependency-cruiser reports one. */
function graphOf(imports: [from: string, to: string][]): Cruise {
  const modules = new Map<string, Cruise["modules"][number]>();
  for (const [from, to] of imports) {
    const module = modules.get(from) ?? { source: from, dependencies: [] };
    module.dependencies.push({ resolved: to, circular: false, couldNotResolve: false });
    modules.set(from, module);
  }
  return { modules: [...modules.values()], summary: { violations: [] } };
}

/**
 * npm run lint builds the real graph once (scripts/check-imports.ts) and refuses what these rules refuse; here
 * the rules are proved on small graphs, so the graph is not built a second time.
 */
describe("the import rules npm run lint checks on the real graph", () => {
  it("is what npm run lint runs after ESLint", () => {
    const scripts = (
      JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.lint).toMatch(/&& node scripts\/check-imports\.ts app server platform scripts bench(?: |$)/);
  });

  it("accepts imports along the arrows", () => {
    const graph = graphOf([
      ["server/app.ts", "app/routes/home.tsx"],
      ["app/routes/home.tsx", "app/domain/articles/articles.server.ts"],
      ["app/domain/articles/articles.server.ts", "app/domain/accounts/session.server.ts"],
      ["app/domain/articles/articles.server.ts", "platform/db.ts"],
      ["app/lib/text.ts", "platform/config.ts"],
      ["app/domain/articles/articles.test.ts", "server/app.ts"],
    ]);
    expect(importProblems(graph)).toEqual([]);
  });

  it("refuses an import against the arrows: the domain importing server/ or a route, platform importing the app", () => {
    expect(
      forbiddenCrossings(
        graphOf([
          ["app/domain/articles/articles.server.ts", "server/page-cache.ts"],
          ["app/domain/articles/articles.server.ts", "app/routes/home.tsx"],
          ["platform/db.ts", "app/domain/accounts/auth.server.ts"],
          ["app/content/quizzes.ts", "app/lib/text.ts"],
        ]),
      ),
    ).toEqual([
      "app/domain/articles/articles.server.ts → server/page-cache.ts",
      "app/domain/articles/articles.server.ts → app/routes/home.tsx",
      "platform/db.ts → app/domain/accounts/auth.server.ts",
      "app/content/quizzes.ts → app/lib/text.ts",
    ]);
  });

  it("refuses a cycle between parts (each domain area a part), though each file import is allowed", () => {
    const graph = graphOf([
      ["app/domain/articles/a.server.ts", "app/domain/chat/b.server.ts"],
      ["app/domain/chat/c.server.ts", "app/domain/articles/d.server.ts"],
    ]);
    expect(forbiddenCrossings(graph)).toEqual([]);
    expect(partCycles(graph).sort()).toEqual(["domain/articles", "domain/chat"]);
  });

  it("refuses a cycle between files (fixture), and the lint command fails on it", () => {
    const { result } = cruise("tests/fixtures/import-cycle");
    expect(result.summary.violations.map((violation) => violation.rule.name)).toEqual(["no-circular"]);
    expect(importProblems(result)).toHaveLength(1);
    const lint = spawnSync(process.execPath, ["scripts/check-imports.ts", "tests/fixtures/import-cycle"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(lint.status).not.toBe(0);
    expect(lint.stderr).toContain("no-circular");
  });
});

describe("the lint rule on imports", () => {
  // ESLint's rules need no types (the type-aware ones are oxlint's, .oxlintrc.json): code that is not on disk lints.
  const eslint = new ESLint({ cwd: root });
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

  it("is what npm run lint runs (ESLint, oxlint's type-aware rules, then the import check)", () => {
    const scripts = JSON.parse(
      execFileSync("node", ["-p", "JSON.stringify(require('./package.json').scripts)"], {
        cwd: root,
        encoding: "utf8",
      }),
    ) as Record<string, string>;
    expect(scripts.lint).toMatch(/^eslint \. && oxlint --type-aware && node scripts\/check-imports\.ts /);
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
