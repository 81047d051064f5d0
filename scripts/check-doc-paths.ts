/**
 * `npm run lint`'s path check: every repository path a document (*.md) or a code comment names must exist,
 * so a file that moves or goes cannot leave a pointer to nowhere behind. A path here is a word that starts
 * with one of the repository's top folders (`app/…`, `server/…`, `docs/…`) or a relative Markdown link
 * target; words with a placeholder or a pattern in them (`<area>`, `*`, `{a,b}`, `…`) are not checked.
 * `docs/decisions/012` names a decision by its number. A path the repository ignores on purpose (a benchmark's
 * results file, written when it runs) counts as existing. History may name what is gone: a path followed by
 * "(removed)" or "(deleted)", or lines between `<!-- paths: history -->` and `<!-- /paths -->` in Markdown.
 *
 * It also refuses a citation of a section of the product specification (the word "spec", then a section
 * sign and a number) anywhere in a document or a source file: the spec is not in the repository, so a comment states the rule it implements
 * instead. Sections of other documents (RFC 9110 §13.1.2, the privacy policy §6) are fine.
 *
 *   node scripts/check-doc-paths.ts [<file> …]    (default: every tracked document and source file)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const TOP = [
  "app",
  "server",
  "platform",
  "tests",
  "docs",
  "scripts",
  "bench",
  "deploy",
  "drizzle",
  "bin",
  "public",
  ".ci",
];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|sh)$|(^|\/)Dockerfile$|\.service$/;
const pathWord = new RegExp(
  `(?<![\\w./@#-])((?:${TOP.map((t) => t.replace(".", "\\.")).join("|")})/[\\w./\\-+\\[\\]]*)`,
  "g",
);
const markdownLink = /\]\((?!https?:|mailto:|#)([^)\s]+)\)/g;
const placeholder = /[<>*{}…$]/;

export type Problem = { file: string; line: number; path: string };

/** A section of the product specification, cited ("the spec's" also): a document the repository does not hold. */
const specCitation = /\bspec(?:'s)?\b[^\n\u00a7]{0,40}\u00a7/i;
export const SPEC_CITATION = "a spec section (state the rule instead)";

/** The comment text of one source line (whole-line comments and trailing `//` or `#` comments), or "". */
function commentOf(line: string, hashComments: boolean, inBlock: { open: boolean }): string {
  const trimmed = line.trim();
  if (inBlock.open) {
    if (trimmed.includes("*/")) inBlock.open = false;
    return line;
  }
  if (trimmed.startsWith("/*")) {
    if (!trimmed.includes("*/")) inBlock.open = true;
    return line;
  }
  if (trimmed.startsWith("//") || trimmed.startsWith("*")) return line;
  if (hashComments && trimmed.startsWith("#")) return line;
  const trailing = line.indexOf(" // ");
  return trailing === -1 ? "" : line.slice(trailing);
}

function exists(relative: string): boolean {
  if (fs.existsSync(path.join(root, relative))) return true;
  const decision = /^docs\/decisions\/(\d{3})$/.exec(relative);
  return (
    decision !== null && fs.readdirSync(path.join(root, "docs/decisions")).some((f) => f.startsWith(`${decision[1]}-`))
  );
}

/** The paths git is told to ignore (outputs), asked in one call. */
function ignored(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync("git", ["check-ignore", "--no-index", "--stdin"], {
      cwd: root,
      input: paths.join("\n"),
      encoding: "utf8",
    });
    return new Set(out.split("\n").filter(Boolean));
  } catch {
    return new Set(); // exit status 1: none is ignored
  }
}

/** The paths `text` (the content of `file`) names that do not exist. */
export function missingPaths(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  const markdown = file.endsWith(".md");
  const hashComments = /\.(sh)$|Dockerfile$|\.service$/.test(file);
  const inBlock = { open: false };
  let history = false;
  text.split("\n").forEach((raw, index) => {
    if (specCitation.test(raw)) problems.push({ file, line: index + 1, path: SPEC_CITATION });
    if (markdown && raw.includes("<!-- paths: history -->")) history = true;
    if (markdown && raw.includes("<!-- /paths -->")) history = false;
    if (history) return;
    const line = markdown ? raw : commentOf(raw, hashComments, inBlock);
    if (!line) return;
    for (const match of line.matchAll(pathWord)) {
      const after = line[match.index + match[0].length] ?? "";
      if (after === "(" || after === "{" || after === "<" || after === "*" || after === "…") continue;
      const word = match[1]!.replace(/[.\]]+$/, "");
      if (placeholder.test(word) || /[[\]]/.test(word)) continue;
      if (/^`?\s*\((removed|deleted)\b/.test(line.slice(match.index + match[0].length))) continue;
      if (!exists(word)) problems.push({ file, line: index + 1, path: word });
    }
    if (markdown) {
      for (const match of line.matchAll(markdownLink)) {
        const target = match[1]!.split("#")[0]!;
        if (!target || placeholder.test(target)) continue;
        const resolved = path.relative(root, path.resolve(path.dirname(path.join(root, file)), target));
        if (!exists(resolved)) problems.push({ file, line: index + 1, path: target });
      }
    }
  });
  return problems;
}

function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => file && (file.endsWith(".md") || SOURCE.test(file)) && !file.startsWith("tests/fixtures/"))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

if (import.meta.main) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : trackedFiles();
  const found = files.flatMap((file) => missingPaths(file, fs.readFileSync(path.join(root, file), "utf8")));
  const outputs = ignored([...new Set(found.map((problem) => problem.path))]);
  const problems = found.filter((problem) => !outputs.has(problem.path));
  for (const problem of problems)
    console.error(
      problem.path === SPEC_CITATION
        ? `${problem.file}:${problem.line}: cites ${SPEC_CITATION}`
        : `${problem.file}:${problem.line}: names ${problem.path}, which does not exist`,
    );
  console.log(
    `paths: ${files.length} files, ${problems.length === 0 ? "every named path exists" : `${problems.length} missing`}`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
