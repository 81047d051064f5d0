import { describe, expect, it } from "vitest";
import { changedFields, compareVersions, healthChanged, isTypoLevelChange, type KindDeclaration } from "./model.ts";

/** The editorial model's pure parts, on a made-up kind: what changed, whether it is health content, typos. */
const KIND: KindDeclaration = {
  kind: "product",
  noun: "item",
  fields: [
    { field: "name", label: "Name", health: false },
    { field: "note", label: "Safety note", health: true },
    { field: "body", label: "Review", health: true, html: true },
  ],
  publicPath: (key) => `/items/${key}`,
  adminPath: (key) => `/admin/items/${key}`,
};
const before = { name: "Iron drops", note: "Keep away from children.", body: "<p>One.</p><p>Two.</p>" };

describe("the editorial model", () => {
  it("compares each declared field, HTML one block per line", () => {
    const after = { ...before, body: "<p>One.</p><p>Three.</p>" };
    const fields = compareVersions(KIND, before, after);
    expect(fields.map((f) => [f.field, f.changed])).toEqual([
      ["name", false],
      ["note", false],
      ["body", true],
    ]);
    expect(fields[2]!.parts.filter((p) => p.change !== "same").map((p) => p.value.replace(/<[^>]+>/g, ""))).toEqual([
      "Two",
      "Three",
    ]);
    expect(changedFields(KIND, before, after)).toEqual(["body"]);
  });

  it("calls a change health content only when a health field changed", () => {
    expect(healthChanged(KIND, before, { ...before, name: "Iron drops for adults" })).toBe(false);
    expect(healthChanged(KIND, before, { ...before, note: "" })).toBe(true);
  });

  it("allows 40 changed characters of health content as a typo, not more", () => {
    expect(isTypoLevelChange(KIND, before, { ...before, note: "Keep away from young children." })).toBe(true);
    expect(
      isTypoLevelChange(KIND, before, { ...before, note: "Safe for everyone, children included, at any dose." }),
    ).toBe(false);
    // Non-health fields do not count toward the allowance.
    expect(isTypoLevelChange(KIND, before, { ...before, name: "x".repeat(200) })).toBe(true);
  });
});
