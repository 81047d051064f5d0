import { describe, expect, it } from "vitest";
import { safeLocalPath } from "./local-path.ts";

describe("safeLocalPath", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    expect(safeLocalPath("/articles/sleep?x=1#top")).toBe("/articles/sleep?x=1#top");
  });

  it("sends control characters, other hosts, backslashes and overlong values home", () => {
    for (const value of [
      "/a\rb",
      "/\u0000",
      "/a\nSet-Cookie: x=1",
      "//evil.example",
      "/\\evil.example",
      "/.//evil",
      "https://evil.example",
      `/${"a".repeat(2001)}`,
      42,
      null,
    ])
      expect(safeLocalPath(value, "/"), String(value).slice(0, 30)).toBe("/");
  });

  it("answers only what a Location header can carry", () => {
    expect(safeLocalPath("/caf\u00e9 latte")).not.toMatch(/[^\u0021-\u007e]/);
  });
});
