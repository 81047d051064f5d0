import { describe, expect, it } from "vitest";
import { compareTexts, diffTexts, htmlBlocks } from "./revision-diff.ts";

const base = {
  title: "Sleep and Light",
  category: "Sleep",
  authorName: "Dr. A",
  imageUrl: "/images/articles/better-sleep.webp",
  imageDescription: "A moon",
  excerpt: "Morning light helps.",
  content: "<p>Get outside in the morning.</p><p>Dim the lights at night.</p>",
};

describe("revision comparison", () => {
  it("shows a changed word as one removal and one addition, the rest unchanged", () => {
    expect(diffTexts("Morning light helps.", "Morning daylight helps.")).toEqual([
      { value: "Morning ", change: "same" },
      { value: "light", change: "removed" },
      { value: "daylight", change: "added" },
      { value: " helps.", change: "same" },
    ]);
  });

  it("compares content one HTML block per line and marks only the fields that changed", () => {
    const result = compareTexts(base, {
      ...base,
      content: "<p>Get outside in the morning.</p><p>Dim the screens at night.</p>",
    });
    const changed = result.filter((field) => field.changed).map((field) => field.field);
    expect(changed).toEqual(["content"]);
    const content = result.find((field) => field.field === "content")!;
    expect(content.parts.filter((part) => part.change === "removed").map((part) => part.value)).toEqual(["lights"]);
    expect(content.parts.filter((part) => part.change === "added").map((part) => part.value)).toEqual(["screens"]);
    expect(
      content.parts
        .filter((part) => part.change !== "removed")
        .map((part) => part.value)
        .join(""),
    ).toBe(htmlBlocks("<p>Get outside in the morning.</p><p>Dim the screens at night.</p>"));
  });

  it("puts each block on its own line", () => {
    expect(htmlBlocks("<h2>A</h2><ul><li>x</li><li>y</li></ul><p>b<br>c</p>")).toBe(
      "<h2>A</h2>\n<ul>\n<li>x</li>\n<li>y</li>\n</ul>\n<p>b<br>\nc</p>",
    );
  });

  it("treats a missing author name like an empty one", () => {
    const result = compareTexts({ ...base, authorName: null }, { ...base, authorName: "Dr. B" });
    expect(result.find((field) => field.field === "authorName")).toMatchObject({
      changed: true,
      parts: [{ value: "Dr. B", change: "added" }],
    });
  });
});
