import { describe, expect, it } from "vitest";
import { missingPaths, SPEC_CITATION } from "./check-doc-paths.ts";

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

  it("refuses a citation of a spec section, in code or in a document, and lets other sections through", () => {
    // Built from parts, so this test's own lines cite nothing.
    const SECTION = "\u00a7";
    const cite = (section: string) => ["spec", SECTION + section].join(" ");
    const code = [
      `/** The slug rule (${cite("5")}). */`,
      `const note = "${["Spec", SECTION + "2.4"].join(" ")} card";`,
      `// ${["the spec's", `(${SECTION}5 New password)`].join(" ")}`,
      "/** An entity-tag list (RFC 9110 §13.1.2); the privacy policy §6. */",
    ].join("\n");
    expect(missingPaths("app/example.ts", code)).toEqual([
      { file: "app/example.ts", line: 1, path: SPEC_CITATION },
      { file: "app/example.ts", line: 2, path: SPEC_CITATION },
      { file: "app/example.ts", line: 3, path: SPEC_CITATION },
    ]);
    expect(missingPaths("docs/example.md", `Restoring keeps the state (${cite("2.4")}).`)).toHaveLength(1);
  });
});
