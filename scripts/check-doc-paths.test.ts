import { describe, expect, it } from "vitest";
import { missingPaths } from "./check-doc-paths.ts";

describe("the path check of npm run lint", () => {
  it("refuses a document that names a file the repository does not hold", () => {
    const text = "The queue lives in `app/lib/account-sync.ts`; the database in `platform/db.ts`.";
    expect(missingPaths("docs/example.md", text)).toEqual([
      { file: "docs/example.md", line: 1, path: "app/lib/account-sync.ts" },
    ]);
  });

  it("refuses a comment that names a missing file, and reads only comments in code", () => {
    const code = [
      'const where = "app/lib/not-a-comment.ts";',
      "/**",
      " * Sent by app/lib/account-sync.ts (see docs/decisions/008).",
      " */",
      // Two strings, so this line of the test is not itself a comment naming a missing path.
      ["call(); //", "and checked in server/nowhere.ts"].join(" "),
    ].join("\n");
    expect(missingPaths("app/example.ts", code).map((problem) => [problem.line, problem.path])).toEqual([
      [3, "app/lib/account-sync.ts"],
      [5, "server/nowhere.ts"],
    ]);
  });

  it("refuses a relative Markdown link to nowhere and follows one that resolves", () => {
    const text = "[the unit](../deploy/wellness-circle.service) and [the old one](../deploy/old.service)";
    expect(missingPaths("docs/operations.md", text).map((problem) => problem.path)).toEqual(["../deploy/old.service"]);
  });

  it("lets placeholders, decision numbers and history through", () => {
    const text = [
      "Each area has `app/domain/<area>/CONTEXT.md`; routes are `app/routes/*.tsx`; see docs/decisions/023.",
      "The map was `platform/process-wide.ts` (removed).",
      "<!-- paths: history -->",
      "| `server/config.ts` | `platform/config.ts` |",
      "<!-- /paths -->",
    ].join("\n");
    expect(missingPaths("docs/example.md", text)).toEqual([]);
  });
});
