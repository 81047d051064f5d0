import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./query.ts";

describe("search query", () => {
  it("accepts 2–100 characters, trimmed", () => {
    expect(parseSearchQuery("  sleep ")).toEqual({ query: "sleep" });
    expect(parseSearchQuery(null)).toEqual({ query: "" });
    expect(parseSearchQuery("a").error).toBe("Type at least 2 characters to search.");
    expect(parseSearchQuery("x".repeat(101)).error).toBe("Search terms can be at most 100 characters.");
  });
});
