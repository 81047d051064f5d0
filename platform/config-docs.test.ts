import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { configSchema, parseConfig } from "./config.ts";

/**
 * Every setting the configuration schema reads is documented, in the settings table of
 * docs/configuration.md and in `.env.example`, and neither documents a setting the schema does not read.
 */
const root = path.resolve(import.meta.dirname, "..");

/** The variables the zod schema reads (the object inside its refinement and transform). */
const schemaKeys = Object.keys(configSchema.in.shape).sort();

/** The variable names in the first column of docs/configuration.md's settings table. */
function documentedTableKeys(): string[] {
  const doc = fs.readFileSync(path.join(root, "docs/configuration.md"), "utf8");
  const section = doc.split(/^## /m).find((part) => part.startsWith("Settings"));
  if (!section) throw new Error("docs/configuration.md has no '## Settings' section");
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return rows
    .flatMap((row) => [...row.split("|")[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!))
    .sort();
}

/** The variables `.env.example` sets (`NAME=value`, or `# NAME=value` for the test-only hooks left unset). */
function envExampleKeys(): string[] {
  const example = fs.readFileSync(path.join(root, ".env.example"), "utf8");
  return [...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!).sort();
}

describe("configuration documentation", () => {
  it("reads the schema's variables", () => {
    expect(schemaKeys).toContain("PORT");
    expect(schemaKeys).toContain("AUTH_RATE_LIMIT_SCALE");
  });

  it("docs/configuration.md's settings table names every variable the schema reads, and no other", () => {
    const documented = documentedTableKeys();
    expect(
      schemaKeys.filter((key) => !documented.includes(key)),
      "missing from docs/configuration.md",
    ).toEqual([]);
    expect(
      documented.filter((key) => !schemaKeys.includes(key)),
      "in docs/configuration.md but not read",
    ).toEqual([]);
    expect(new Set(documented).size, "a variable listed twice in docs/configuration.md").toBe(documented.length);
  });

  it(".env.example sets every variable the schema reads, and no other", () => {
    const documented = envExampleKeys();
    expect(
      schemaKeys.filter((key) => !documented.includes(key)),
      "missing from .env.example",
    ).toEqual([]);
    expect(
      documented.filter((key) => !schemaKeys.includes(key)),
      "in .env.example but not read",
    ).toEqual([]);
    expect(new Set(documented).size, "a variable listed twice in .env.example").toBe(documented.length);
  });

  it(".env.example copied to .env as it is gives a valid configuration (the server starts on it)", () => {
    const example = parseEnv(fs.readFileSync(path.join(root, ".env.example"), "utf8"));
    expect(() => parseConfig(example)).not.toThrow();
  });
});
